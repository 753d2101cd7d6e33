import JSON
import Storage
import VersionedStore

/// The journal files older wxsh wrote, read once to move them into the database: the log
/// `journal.jsonl` (a header line, then one change per line: `add`, `put` or `rm`) and, before
/// it, `journal.json` (schema 0 or 1). Once moved, each is replaced by a stub an older wxsh
/// reads as one entry saying where the journal went, and refuses to change.
enum LegacyJournal {
  /// A journal found in an older file: the entries with their numbers, and the file's bytes
  /// (kept as the backup).
  struct Found {
    /// The file it was read from.
    let path: String
    /// Its bytes as read.
    let bytes: [UInt8]
    /// The entries, set-aside values and next number.
    let journal: Journal
    /// How many more unreadable entries there were than ``setAsideLimit`` (kept only in the
    /// backup of the file).
    var unkept = 0
  }

  /// The most unreadable entries of one older file kept in the database; the rest are counted
  /// and stay in its backup, so a file of junk costs no more than a few entries.
  static let setAsideLimit = 1_000

  /// The most a legacy file may hold (1 GiB: over a million entries).
  static let readLimit = 1 << 30

  /// What the stubs say: the key whose value names the database.
  static let movedKey = "movedTo"
  /// The database's file name, as the stubs name it.
  static let databaseName = "journal.sqlite"

  /// Reads the journal in `path` (a log when it ends in `.jsonl`), or nil when the file is
  /// missing or already a stub. A file this wxsh cannot use is a notice, never imported.
  static func read(_ path: String) throws(JournalError) -> Found? {
    let bytes: [UInt8]
    do throws(StorageError) {
      guard let read = try SafeFile.read(path, limit: readLimit) else { return nil }
      bytes = read
    } catch {
      throw .store(.unreadable(path: path, cause: error))
    }
    if isStub(bytes) { return nil }
    if path.hasSuffix(".jsonl") {
      let (journal, unkept) = try replay(bytes, path: path)
      return Found(path: path, bytes: bytes, journal: journal, unkept: unkept)
    }
    if VersionedStore<JournalFormat>.isForeign(bytes) { throw .store(.foreign(path: path)) }
    switch JournalCodec.decode(bytes) {
    case .current(let journal), .migrated(let journal, _):
      return Found(path: path, bytes: bytes, journal: journal)
    case .newer(_, let schemaVersion, let minReaderVersion):
      // The stub a log-era wxsh left (schema 2): the log holds the journal.
      if schemaVersion == 2, minReaderVersion == 2 { return nil }
      throw .store(
        .newerSchema(path: path, schemaVersion: schemaVersion, supported: JournalSchema.version))
    case .corrupt(let reason):
      throw .store(.corrupt(path: path, reason: reason, movedTo: nil))
    }
  }

  /// Replays a log: every complete line after the header, in order. Returns the journal and
  /// how many unreadable lines were past ``setAsideLimit``.
  static func replay(_ bytes: [UInt8], path: String) throws(JournalError) -> (Journal, Int) {
    // Lines are taken one at a time (a million lines are not a million slices at once); a
    // last line without its newline is a write a crash cut short: not a change.
    var start = 0
    func nextLine() -> ArraySlice<UInt8>? {
      guard let end = bytes[start...].firstIndex(of: 0x0A) else { return nil }
      defer { start = end + 1 }
      return bytes[start..<end]
    }
    guard let header = nextLine(), case .object(let head)? = JSONValue.parse(Array(header)),
      let schema = head["schemaVersion"]?.wholeNumber
    else { throw .store(.foreign(path: path)) }
    guard schema == 2 else {
      throw .store(.newerSchema(path: path, schemaVersion: Int(clamping: schema), supported: 2))
    }
    var journal = Journal()
    var unkept = 0
    func setAside(_ value: @autoclosure () -> JSONValue, _ reason: @autoclosure () -> String) {
      guard journal.setAside.count < setAsideLimit else {
        unkept += 1
        return
      }
      journal.setAside.append(value())
      journal.setAsideReasons.append(reason())
    }
    if let next = head["nextNumber"]?.wholeNumber, (1...Int64(Int32.max)).contains(next) {
      journal.nextNumber = Int(next)
    }
    var slot: [String: Int] = [:]
    var entries: [JournalEntry?] = []
    var number = 1
    while let line = nextLine() {
      number += 1
      let location = "line \(number)"
      if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { continue }
      guard case .object(let change)? = JSONValue.parse(Array(line)) else {
        setAside(.string(String(decoding: line, as: UTF8.self)), "\(location): not valid JSON")
        continue
      }
      if let next = change["next"]?.wholeNumber, (1...Int64(Int32.max)).contains(next) {
        journal.nextNumber = max(journal.nextNumber, Int(next))
      }
      if let item = change["add"] ?? change["put"] {
        do throws(JournalCodec.Invalid) {
          let entry = try JournalCodec.decodeEntry(item, path: location)
          if let index = slot[entry.id] {
            guard change["put"] != nil else {
              throw JournalCodec.Invalid(
                reason: "\(location): id \(JSONWriter.escapedForMessage(entry.id)) is already used")
            }
            entries[index] = entry
          } else if change["add"] != nil {
            slot[entry.id] = entries.count
            entries.append(entry)
          }
        } catch {
          if change["add"] != nil { setAside(item, error.reason) }
        }
      } else if case .string(let id)? = change["rm"] {
        if let index = slot.removeValue(forKey: id) { entries[index] = nil }
      } else {
        setAside(.object(change), "\(location): not a change this wxsh knows")
      }
    }
    journal.entries = entries.compactMap { $0 }
    journal.assignNumbers()
    return (journal, unkept)
  }

  /// Whether `bytes` are a stub this wxsh wrote after moving the journal.
  static func isStub(_ bytes: [UInt8]) -> Bool {
    let first = bytes.prefix(4096).split(separator: 0x0A).first ?? []
    for candidate in [Array(first), bytes.count <= 4096 ? bytes : []] {
      if case .object(let object)? = JSONValue.parse(candidate),
        case .string(let target)? = object[movedKey], target == databaseName
      {
        return true
      }
    }
    return false
  }

  // MARK: The stubs

  /// The entry an older wxsh shows instead of the journal: where it went.
  static func movedEntry(database: String, backup: String) -> JournalEntry {
    var entry = JournalEntry(
      id: "moved", created: .now(),
      text: "This journal moved to \(database) (a SQLite database): upgrade wxsh to read and "
        + "write it. The old file is kept as \(backup).")
    entry.number = 1
    return entry
  }

  /// The stub that replaces a log: a header of a newer schema that a log-era wxsh still reads
  /// (so it shows the one entry and saves nothing), then that entry.
  static func logStub(database: String, backup: String) -> [UInt8] {
    let header: [JSONWriter.Member] = [
      ("schemaVersion", .value(.integer(3))), ("minReaderVersion", .value(.integer(2))),
      ("nextNumber", .value(.integer(2))), (movedKey, .value(.string(databaseName))),
    ]
    let add: [JSONWriter.Member] = [
      ("add", JournalCodec.encode(entry: movedEntry(database: database, backup: backup))),
      ("next", .value(.integer(2))),
    ]
    return Array(
      (JSONWriter.line(.object(header)) + "\n" + JSONWriter.line(.object(add)) + "\n").utf8)
  }

  /// The stub that replaces `journal.json`: a schema-3 document a schema-1 reader still shows
  /// (the one entry) and never writes.
  static func documentStub(database: String, backup: String) -> [UInt8] {
    JSONWriter.document([
      ("schemaVersion", .value(.integer(3))), ("minReaderVersion", .value(.integer(1))),
      (movedKey, .value(.string(databaseName))), ("nextNumber", .value(.integer(2))),
      (
        "entries",
        .array([JournalCodec.encode(entry: movedEntry(database: database, backup: backup))])
      ),
    ])
  }
}
