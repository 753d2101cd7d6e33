import VersionedStore

/// The journal file's contents: entries in the order they were written (oldest first).
public struct Journal: Sendable, Equatable {
  /// The schema version this wxsh writes.
  public static let currentSchemaVersion = 1
  /// The lowest schema version a reader needs to understand what this wxsh writes.
  public static let currentMinReaderVersion = 1

  /// The schema version the journal was read as (after migration), or will be written as.
  public internal(set) var schemaVersion: Int
  /// The lowest reader version the file said it needs.
  public internal(set) var minReaderVersion: Int
  /// The entries, oldest first.
  public var entries: [JournalEntry]
  /// Top-level keys a newer wxsh wrote, kept on rewrite.
  var extra: [String: JSONValue]

  /// An empty journal.
  public init(entries: [JournalEntry] = []) {
    schemaVersion = Journal.currentSchemaVersion
    minReaderVersion = Journal.currentMinReaderVersion
    self.entries = entries
    extra = [:]
  }

  /// The entries newest first, as `:journal` numbers them (1 is the newest).
  public var newestFirst: [JournalEntry] { entries.reversed() }
}
