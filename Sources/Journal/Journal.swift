import JSON
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
  /// The number the next new entry gets; numbers are never reused.
  public internal(set) var nextNumber = 1
  /// Top-level keys a newer wxsh wrote, kept on rewrite.
  var extra: [String: JSONValue]
  /// Entries that failed validation on load, kept exactly as read and written back unchanged.
  public internal(set) var setAside: [JSONValue] = []
  /// Why each entry in the file was set aside (empty text, a bad id, a wrong type, …).
  public internal(set) var setAsideReasons: [String] = []

  /// An empty journal.
  public init(entries: [JournalEntry] = []) {
    schemaVersion = Journal.currentSchemaVersion
    minReaderVersion = Journal.currentMinReaderVersion
    self.entries = entries
    extra = [:]
    assignNumbers()
  }

  /// The entries newest first, as `:journal` lists them.
  public var newestFirst: [JournalEntry] { entries.reversed() }

  /// The entry with `number`, if there is one.
  public func entry(number: Int) -> JournalEntry? {
    entries.first { $0.number == number }
  }

  /// Gives every entry without a number (or with one already taken) the next free number, in
  /// file order, and moves `nextNumber` past every number in use.
  mutating func assignNumbers() {
    // The usual journal: every number given, rising in file order; nothing to do.
    var previous = 0
    if entries.allSatisfy({ entry in
      defer { previous = entry.number }
      return entry.number > previous
    }) {
      nextNumber = max(nextNumber, previous + 1)
      return
    }
    var used = Set<Int>()
    for entry in entries where entry.number > 0 { nextNumber = max(nextNumber, entry.number + 1) }
    for index in entries.indices {
      let number = entries[index].number
      if number <= 0 || used.contains(number) {
        entries[index].number = nextNumber
        nextNumber += 1
      }
      used.insert(entries[index].number)
    }
  }

  /// Appends `entry` with the next number; returns the stored entry.
  @discardableResult
  mutating func append(numbering entry: JournalEntry) -> JournalEntry {
    var entry = entry
    entry.number = nextNumber
    nextNumber += 1
    entries.append(entry)
    return entry
  }
}
