import JSON
import VersionedStore

/// The journal file as an append-only log (schema 2): one JSON object per line.
///
/// The first line is the header (`{"schemaVersion":2,"minReaderVersion":2,"nextNumber":N}` plus
/// any top-level keys a newer wxsh wrote); every other line is one change: `{"add":{entry},
/// "next":N}`, `{"put":{entry},"next":N}` (an edit: the whole entry again, same id) or
/// `{"rm":"id","next":N}`. `next` is the number the next new entry gets after the change, so an
/// add reads only the last line. A last line without its newline is a write a crash cut short:
/// it is ignored (and cut off, under the lock, before the next append).
public enum JournalLog {
  /// The log's schema version.
  public static let schemaVersion = 2
  /// The lowest reader version that understands the log.
  public static let minReaderVersion = 2

  /// The header line (with its newline) of a log whose next entry gets `nextNumber`.
  static func header(nextNumber: Int, extra: [String: JSONValue]) -> [UInt8] {
    let members: [JSONWriter.Member] = [
      ("schemaVersion", .value(.integer(Int64(schemaVersion)))),
      ("minReaderVersion", .value(.integer(Int64(minReaderVersion)))),
      ("nextNumber", .value(.integer(Int64(nextNumber)))),
    ]
    return line(.object(members + VersionedJSON.extras(extra, known: headerKeys)))
  }

  static let headerKeys: Set<String> = ["schemaVersion", "minReaderVersion", "nextNumber"]

  /// The line adding `entry`; `next` is the number the following new entry gets.
  static func add(_ entry: JournalEntry, next: Int) -> [UInt8] {
    change("add", JournalCodec.encode(entry: entry), next: next)
  }

  /// The line replacing the entry with `entry.id` by `entry`.
  static func put(_ entry: JournalEntry, next: Int) -> [UInt8] {
    change("put", JournalCodec.encode(entry: entry), next: next)
  }

  /// The line removing the entry `id`.
  static func remove(id: String, next: Int) -> [UInt8] {
    change("rm", .value(.string(id)), next: next)
  }

  /// The line adding an entry that failed validation, kept as it was read.
  static func addSetAside(_ value: JSONValue, next: Int) -> [UInt8] {
    change("add", .value(value), next: next)
  }

  static func change(_ kind: String, _ value: JSONWriter.Node, next: Int) -> [UInt8] {
    line(.object([(kind, value), ("next", .value(.integer(Int64(next))))]))
  }

  static func line(_ node: JSONWriter.Node) -> [UInt8] {
    Array(JSONWriter.line(node).utf8) + [0x0A]
  }

  /// A whole log holding `journal`: the header, then one add per entry (set-aside ones and
  /// unreadable lines kept as they were), as compaction and migration write it.
  static func compacted(_ journal: Journal) -> [UInt8] {
    var out = header(nextNumber: journal.nextNumber, extra: journal.extra)
    for entry in journal.entries { out += add(entry, next: journal.nextNumber) }
    for value in journal.setAside { out += addSetAside(value, next: journal.nextNumber) }
    for kept in journal.keptLines { out += kept + [0x0A] }
    return out
  }

  /// What the header line says.
  enum Header {
    /// A log this wxsh reads and writes, with its `nextNumber` and unknown keys.
    case current(nextNumber: Int, extra: [String: JSONValue])
    /// A log of a newer schema; `readable` is whether this wxsh can still show it.
    case newer(schemaVersion: Int, minReaderVersion: Int)
    /// Not a journal log header.
    case foreign
  }

  /// Reads the header line (without its newline).
  static func header(_ bytes: ArraySlice<UInt8>) -> Header {
    guard let value = JSONValue.parse(Array(bytes)), case .object(let object) = value,
      let schema = object["schemaVersion"]?.wholeNumber, schema >= 2, schema <= Int64(Int32.max)
    else { return .foreign }
    let minReader = object["minReaderVersion"]?.wholeNumber ?? schema
    if schema > Int64(schemaVersion) || minReader > Int64(schemaVersion) {
      return .newer(schemaVersion: Int(schema), minReaderVersion: Int(minReader))
    }
    var next = 1
    if let value = object["nextNumber"]?.wholeNumber, (1...Int64(Int32.max)).contains(value) {
      next = Int(value)
    }
    return .current(nextNumber: next, extra: object.filter { !headerKeys.contains($0.key) })
  }

  /// The `next` of a change line, or nil when the line is not a readable change.
  static func next(ofLine bytes: ArraySlice<UInt8>) -> Int? {
    guard let value = JSONValue.parse(Array(bytes)), case .object(let object) = value,
      let next = object["next"]?.wholeNumber, (1...Int64(Int32.max)).contains(next)
    else { return nil }
    return Int(next)
  }
}
