import GRDB
import JSON

/// The entries of an older journal file on their way into the database, inside the caller's
/// transaction: kept in a temporary table in file order as they are read, so a file of any
/// size moves in holding one entry at a time, then numbered as `Journal.assignNumbers`
/// numbers them and inserted.
struct LegacyImport {
  /// The most unreadable entries of one older file kept in the database; the rest are counted
  /// and stay in its backup, so a file of junk costs no more than a few entries.
  static let setAsideLimit = 1_000

  private let db: Database
  /// The number the next new entry gets, as the file says.
  private(set) var nextNumber = 1
  /// Where the next entry goes in file order.
  private var position = 0
  /// How many entries were set aside (kept or only counted).
  private(set) var setAsideCount = 0
  /// Why the first was set aside.
  private(set) var firstReason: String?

  /// Starts an import into `db` (in a transaction).
  init(into db: Database) throws {
    self.db = db
    try db.execute(
      sql: """
        DROP TABLE IF EXISTS temp.legacyEntry;
        CREATE TEMP TABLE legacyEntry (
          position INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, number INTEGER NOT NULL,
          item TEXT NOT NULL);
        CREATE INDEX temp.legacyEntryNumber ON legacyEntry (number, position);
        """)
  }

  /// Raises the next number to `number` when it is a usable one (1 to 2³¹−1).
  mutating func raiseNextNumber(to number: Int64?) {
    guard let number, (1...Int64(Int32.max)).contains(number) else { return }
    nextNumber = max(nextNumber, Int(number))
  }

  /// Adds `entry` (read from `item`) after the others, or returns the position of the entry
  /// that already has its id (and adds nothing). `at` places it (a document's index) when
  /// given.
  mutating func add(_ entry: JournalEntry, item: JSONValue, at place: Int? = nil) throws -> Int? {
    let taken = try db.cachedStatement(sql: "SELECT position FROM legacyEntry WHERE id = ?")
    if let existing = try Int.fetchOne(taken, arguments: [entry.id]) { return existing }
    position = max(position, place ?? position)
    try db.cachedStatement(
      sql: "INSERT INTO legacyEntry (position, id, number, item) VALUES (?, ?, ?, ?)"
    ).execute(arguments: [position, entry.id, entry.number, JSONWriter.line(.value(item))])
    position += 1
    return nil
  }

  /// Puts `entry` in the place of the one with its id; nothing when there is none.
  func replace(_ entry: JournalEntry, item: JSONValue) throws {
    try db.cachedStatement(sql: "UPDATE legacyEntry SET number = ?, item = ? WHERE id = ?")
      .execute(arguments: [entry.number, JSONWriter.line(.value(item)), entry.id])
  }

  /// Removes the entry with `id`, if there is one.
  func remove(id: String) throws {
    try db.cachedStatement(sql: "DELETE FROM legacyEntry WHERE id = ?").execute(arguments: [id])
  }

  /// Keeps `value` (an entry that cannot be read) with why, up to ``setAsideLimit``; past it
  /// only counts it.
  mutating func setAside(_ value: @autoclosure () -> JSONValue, reason: @autoclosure () -> String)
    throws
  {
    setAsideCount += 1
    guard setAsideCount <= Self.setAsideLimit else { return }
    let reason = reason()
    if firstReason == nil { firstReason = reason }
    try db.cachedStatement(sql: "INSERT INTO setAside (entry, reason) VALUES (?, ?)")
      .execute(arguments: [JSONWriter.line(.value(value())), reason])
  }

  /// Numbers the entries read and inserts those not already in the database (by id), keeping
  /// their numbers when free; numbers up to the next one are never handed out. Returns how
  /// many entries were added.
  func finish() throws -> Int {
    // An entry keeps its number unless it has none or an earlier entry has it; those get
    // new numbers past every one in use, in file order.
    let highest = try Int.fetchOne(db, sql: "SELECT max(number) FROM legacyEntry") ?? 0
    var next = max(nextNumber, highest + 1)
    let rows = try Row.fetchCursor(
      db,
      sql: """
        SELECT item, number, number <= 0 OR EXISTS (
          SELECT 1 FROM legacyEntry earlier
          WHERE earlier.number = later.number AND earlier.position < later.position) AS renumber
        FROM legacyEntry later ORDER BY position
        """)
    var added = 0
    while let row = try rows.next() {
      let text: String = row["item"]
      guard let item = JSONValue.parse(Array(text.utf8)),
        var entry = try? JournalCodec.decodeEntry(item, path: "")
      else { continue }
      if row["renumber"] as Bool {
        entry.number = next
        next += 1
      } else {
        entry.number = row["number"]
      }
      let known = try db.cachedStatement(sql: "SELECT 1 FROM entry WHERE id = ?")
      if try Bool.fetchOne(known, arguments: [entry.id]) == true { continue }
      let taken = try db.cachedStatement(sql: "SELECT 1 FROM entry WHERE number = ?")
      if try Bool.fetchOne(taken, arguments: [entry.number]) == true { entry.number = 0 }
      _ = try JournalRow.insert(entry, in: db)
      added += 1
    }
    try db.execute(sql: "DROP TABLE temp.legacyEntry")
    let last = next - 1
    try db.execute(
      sql: "UPDATE sqlite_sequence SET seq = max(seq, ?) WHERE name = 'entry'", arguments: [last])
    if db.changesCount == 0, last > 0 {
      try db.execute(
        sql: "INSERT INTO sqlite_sequence (name, seq) VALUES ('entry', ?)", arguments: [last])
    }
    return added
  }
}
