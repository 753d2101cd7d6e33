import GRDB

/// The journal database's schema, created and changed only by these versioned migrations.
///
/// Each migration runs once per database, in order, in its own transaction; a database that
/// holds migrations this wxsh does not know was written by a newer wxsh and is only read.
/// Adding a change means adding a migration at the end, never editing one that shipped.
enum JournalSchema {
  /// The migrations, oldest first.
  static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("1-entries", migrate: createEntries)
    migrator.registerMigration("2-search", migrate: createSearch)
    return migrator
  }

  /// How many migrations this wxsh knows: the schema version it writes.
  static let version = 2

  /// The tokenizer of the search index: words of letters, digits and marks (so Thai and
  /// Devanagari keep their vowel signs), folded by wxsh before they reach it.
  static let tokenizer = "unicode61 remove_diacritics 0 categories 'L* N* Co M*'"

  /// 1: the entries, numbered for good (`AUTOINCREMENT` never hands a number out twice), and
  /// the entries of an older file that could not be read, kept as they were.
  static func createEntries(_ db: Database) throws {
    try db.execute(
      sql: """
        CREATE TABLE entry (
          number INTEGER PRIMARY KEY AUTOINCREMENT,
          id TEXT NOT NULL UNIQUE,
          createdAt INTEGER NOT NULL,
          createdZone TEXT,
          updatedAt INTEGER NOT NULL,
          updatedZone TEXT,
          text TEXT NOT NULL,
          placeGeonameID INTEGER,
          placeName TEXT,
          placeRegion TEXT NOT NULL DEFAULT '',
          placeCountryCode TEXT NOT NULL DEFAULT '',
          placeCountryName TEXT NOT NULL DEFAULT '',
          placeLatitude REAL,
          placeLongitude REAL,
          placeTimeZone TEXT NOT NULL DEFAULT '',
          weatherProvider TEXT,
          weatherFetchedAt INTEGER,
          weatherConditionCode INTEGER,
          weatherTemperatureC REAL,
          weatherIsDay INTEGER,
          extra TEXT
        );
        CREATE TABLE setAside (
          id INTEGER PRIMARY KEY,
          entry TEXT NOT NULL,
          reason TEXT NOT NULL
        );
        """)
  }

  /// 2: the full-text index of every entry's text and place, filled from the entries.
  static func createSearch(_ db: Database) throws {
    try db.execute(
      sql: "CREATE VIRTUAL TABLE entrySearch USING fts5(text, place, tokenize = \"\(tokenizer)\")")
    let rows = try Row.fetchCursor(db, sql: "SELECT * FROM entry")
    while let row = try rows.next() {
      let entry = JournalRow.entry(row)
      try JournalRow.index(entry, in: db)
    }
  }
}
