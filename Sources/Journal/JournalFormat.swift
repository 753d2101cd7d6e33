import VersionedStore

/// The journal file as a `VersionedFormat` for the shared crash-safe store.
enum JournalFormat: VersionedFormat {
  typealias Failure = JournalError

  static var currentSchemaVersion: Int { Journal.currentSchemaVersion }

  static func emptyDocument() -> Journal { Journal() }

  static func decode(_ bytes: [UInt8]) -> VersionedDecoding<Journal> { JournalCodec.decode(bytes) }

  static var signatureKeys: [String] {
    ["schemaVersion", "minReaderVersion", "entries", "nextNumber"]
  }

  static func encode(_ journal: Journal) -> [UInt8] { JournalCodec.encode(journal) }

  static func markCurrent(_ journal: inout Journal) {
    journal.schemaVersion = Journal.currentSchemaVersion
    journal.minReaderVersion = Journal.currentMinReaderVersion
  }
}
