import GRDB
import JSON
import Storage
import VersionedStore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The journal files older wxsh wrote, read once to move them into the database: the log
/// `journal.jsonl` (a header line, then one change per line: `add`, `put` or `rm`) and, before
/// it, `journal.json` (schema 0 or 1). Once moved, each is replaced by a stub an older wxsh
/// reads as one entry saying where the journal went, and refuses to change.
enum LegacyJournal {
  /// What moving one older file in did.
  struct Moved {
    /// How many entries were added to the database.
    let added: Int
    /// How many entries could not be read (kept in the database up to
    /// ``LegacyImport/setAsideLimit``; all of them in the backup).
    let setAside: Int
    /// Why the first could not be.
    let firstReason: String?
  }

  /// The most a log may hold (1 GiB: over a million entries); it is read a line at a time.
  static let logLimit = 1 << 30
  /// The most `journal.json` may hold: what the wxsh that wrote it read of it (64 MiB).
  static let documentLimit = 64 << 20
  /// The longest line of a log read as a change (16 MiB; an entry is a few hundred bytes).
  static let lineLimit = 16 << 20
  /// The most JSON values one entry of `journal.json` may hold (a real one has about 30).
  static let entryValueLimit = 50_000

  /// What the stubs say: the key whose value names the database.
  static let movedKey = "movedTo"
  /// The database's file name, as the stubs name it.
  static let databaseName = "journal.sqlite"

  /// Moves the journal in `path` (a log when it ends in `.jsonl`) into `db`, inside the
  /// caller's transaction, and keeps the file's bytes as `backup`; nil when the file is
  /// missing or already a stub. A file this wxsh cannot use is a `JournalError`, never
  /// imported (and no backup is left).
  static func move(_ path: String, backup: String, into db: Database) throws -> Moved? {
    var done = false
    defer { if !done { unlink(backup) } }
    let moved =
      path.hasSuffix(".jsonl")
      ? try moveLog(path, backup: backup, into: db)
      : try moveDocument(path, backup: backup, into: db)
    done = true
    return moved
  }

  /// The `JournalError` for a storage failure reading `path`.
  private static func unreadable(_ path: String, _ error: StorageError) -> JournalError {
    .store(.unreadable(path: path, cause: error))
  }

  // MARK: The log

  /// Moves a log in: checks its header, copies it to `backup` and replays the copy a line at
  /// a time, so what is kept is exactly what was read.
  private static func moveLog(_ path: String, backup: String, into db: Database) throws
    -> Moved?
  {
    let head: [UInt8]
    do throws(StorageError) {
      guard let read = try SafeFile.readPrefix(path, count: 64 << 10) else { return nil }
      head = read
    } catch {
      throw unreadable(path, error)
    }
    if isStub(head) { return nil }
    // A file that is not a log of this kind is refused before it is copied.
    guard let newline = head.firstIndex(of: 0x0A) else {
      throw JournalError.store(.foreign(path: path))
    }
    _ = try nextNumber(header: head[..<newline], path: path)
    let lines: FileLines
    do throws(StorageError) {
      guard try SafeFile.copy(path, to: backup, limit: logLimit),
        let opened = try FileLines(path: backup, limit: lineLimit)
      else { return nil }
      lines = opened
    } catch {
      throw unreadable(path, error)
    }
    var sink = try LegacyImport(into: db)
    try replay(lines, path: path, into: &sink)
    return Moved(
      added: try sink.finish(), setAside: sink.setAsideCount, firstReason: sink.firstReason)
  }

  /// The next number a log's header gives; a header that is not a schema-2 log's is refused.
  private static func nextNumber(header: ArraySlice<UInt8>, path: String) throws(JournalError)
    -> Int64?
  {
    guard case .object(let head)? = JSONValue.parse(Array(header)),
      let schema = head["schemaVersion"]?.wholeNumber
    else { throw .store(.foreign(path: path)) }
    guard schema == 2 else {
      throw .store(.newerSchema(path: path, schemaVersion: Int(clamping: schema), supported: 2))
    }
    return head["nextNumber"]?.wholeNumber
  }

  /// Replays a log into `sink`: every complete line after the header, in order (a last line
  /// without its newline is a write a crash cut short: not a change).
  private static func replay(_ lines: FileLines, path: String, into sink: inout LegacyImport)
    throws
  {
    func next() throws -> FileLines.Line? {
      do throws(StorageError) { return try lines.next() } catch { throw unreadable(path, error) }
    }
    guard case .text(let header)? = try next() else {
      throw JournalError.store(.foreign(path: path))
    }
    sink.raiseNextNumber(to: try nextNumber(header: header[...], path: path))
    var number = 1
    while let read = try next() {
      number += 1
      let location = "line \(number)"
      guard case .text(let line) = read else {
        if case .tooLong(let bytes) = read {
          try sink.setAside(
            .null, reason: "\(location): \(bytes) bytes, longer than a change wxsh reads")
        }
        continue
      }
      if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { continue }
      guard case .object(let change)? = JSONValue.parse(line) else {
        try sink.setAside(
          .string(String(decoding: line, as: UTF8.self)), reason: "\(location): not valid JSON")
        continue
      }
      sink.raiseNextNumber(to: change["next"]?.wholeNumber)
      if let item = change["add"] ?? change["put"] {
        let entry: JournalEntry
        do throws(JournalCodec.Invalid) {
          entry = try JournalCodec.decodeEntry(item, path: location)
        } catch {
          if change["add"] != nil { try sink.setAside(item, reason: error.reason) }
          continue
        }
        if change["put"] != nil {
          try sink.replace(entry, item: item)
        } else if try sink.add(entry, item: item) != nil {
          try sink.setAside(
            item,
            reason: "\(location): id \(JSONWriter.escapedForMessage(entry.id)) is already used")
        }
      } else if case .string(let id)? = change["rm"] {
        try sink.remove(id: id)
      } else {
        try sink.setAside(.object(change), reason: "\(location): not a change this wxsh knows")
      }
    }
  }

  // MARK: The document

  /// Moves `journal.json` in: its top-level members are read (the entries only checked),
  /// then the entries one at a time; its bytes are kept as `backup`.
  private static func moveDocument(_ path: String, backup: String, into db: Database) throws
    -> Moved?
  {
    let bytes: [UInt8]
    do throws(StorageError) {
      guard let read = try SafeFile.read(path, limit: documentLimit) else { return nil }
      bytes = read
    } catch {
      throw unreadable(path, error)
    }
    if isStub(bytes) { return nil }
    if VersionedStore<JournalFormat>.isForeign(bytes) {
      throw JournalError.store(.foreign(path: path))
    }
    // A document that is not an object is read whole, only to say what it is.
    let top = topMembers(bytes)
    let decoded = top.map { JournalCodec.decode(object: $0.object) } ?? JournalCodec.decode(bytes)
    let (schema, nextNumber): (Int, Int)
    switch decoded {
    case .current(let journal): (schema, nextNumber) = (journal.schemaVersion, journal.nextNumber)
    case .migrated(let journal, let fromVersion):
      (schema, nextNumber) = (fromVersion, journal.nextNumber)
    case .newer(_, let schemaVersion, let minReaderVersion):
      // The stub a log-era wxsh left (schema 2): the log holds the journal.
      if schemaVersion == 2, minReaderVersion == 2 { return nil }
      throw JournalError.store(
        .newerSchema(path: path, schemaVersion: schemaVersion, supported: JournalSchema.version))
    case .corrupt(let reason):
      throw JournalError.store(.corrupt(path: path, reason: reason, movedTo: nil))
    }
    var sink = try LegacyImport(into: db)
    sink.raiseNextNumber(to: Int64(nextNumber))
    if let top { try readEntries(bytes, occurrence: top.entries, schema: schema, into: &sink) }
    do throws(StorageError) {
      try SafeFile.replace(backup, with: bytes)
    } catch {
      throw JournalError.store(.unreadable(path: backup, cause: error))
    }
    return Moved(
      added: try sink.finish(), setAside: sink.setAsideCount, firstReason: sink.firstReason)
  }

  /// A document's top-level members with `entries` read past (an empty array in its place
  /// when it is an array) and how many `entries` members there are; nil when the document is
  /// not a valid JSON object.
  private static func topMembers(_ bytes: [UInt8]) -> (object: [String: JSONValue], entries: Int)? {
    JSONReader.read(bytes[...]) { reader in
      guard reader.enterObject() else { return nil }
      var object: [String: JSONValue] = [:]
      var entries = 0
      while true {
        switch reader.nextMember() {
        case .key("entries") where reader.arrayIsNext():
          guard reader.skip() else { return nil }
          object["entries"] = .array([])
          entries += 1
        case .key(let key):
          switch reader.value(limit: entryValueLimit) {
          case .value(let value): object[key] = value
          case .tooLarge: object[key] = .string("")
          case .invalid: return nil
          }
        case .end: return reader.atEnd() ? (object, entries) : nil
        case .invalid: return nil
        }
      }
    }
  }

  /// Reads the entries of the `occurrence`th `entries` member (the last, which is the one a
  /// whole-file reader keeps) into `sink`, migrating each from `schema`.
  private static func readEntries(
    _ bytes: [UInt8], occurrence: Int, schema: Int, into sink: inout LegacyImport
  ) throws {
    try JSONReader.read(bytes[...]) { reader in
      guard reader.enterObject() else { return }
      var seen = 0
      while case .key(let key) = reader.nextMember() {
        if key == "entries", reader.arrayIsNext() { seen += 1 }
        guard key == "entries", seen == occurrence, reader.enterArray() else {
          _ = reader.skip()
          continue
        }
        var index = 0
        while reader.nextElement() == true {
          defer { index += 1 }
          let path = "entries[\(index)]"
          guard case .value(let read) = reader.value(limit: entryValueLimit) else {
            try sink.setAside(
              .null, reason: "\(path): more than \(entryValueLimit) JSON values")
            continue
          }
          let item: JSONValue
          let entry: JournalEntry
          do throws(JournalCodec.Invalid) {
            item = try JournalCodec.migrate(entry: read, index: index, from: schema)
            entry = try JournalCodec.decodeEntry(item, path: path)
          } catch {
            try sink.setAside(read, reason: error.reason)
            continue
          }
          if let first = try sink.add(entry, item: item, at: index) {
            try sink.setAside(
              item,
              reason:
                "\(path): id \(JSONWriter.escapedForMessage(entry.id)) is already used by entries[\(first)]"
            )
          }
        }
        return
      }
    }
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
