import Foundation
import GRDB
import TestSupport
import Testing

@testable import Journal

/// The journal database: numbers, search in every script, the schema's migrations, the older
/// files moved in, and files this wxsh must not change.
@Suite(.size(.small)) struct JournalStoreTests {
  let dir: TemporaryDirectory
  init() throws { dir = try TemporaryDirectory() }

  func store() -> JournalStore { JournalStore(directory: dir.path, lockTimeout: 5) }

  func add(_ store: JournalStore, _ text: String, place: JournalPlace? = nil) throws
    -> JournalEntry
  {
    try store.add(JournalEntry(created: .now(), text: text, place: place))
  }

  func found(_ store: JournalStore, _ words: String) throws -> [String] {
    try store.search(JournalSearchText.pieces(words), limit: nil).entries.map(\.text)
  }

  @Test func theSwitchToTheWriteAheadLogWaitsWhileAnotherSessionReads() throws {
    defer { dir.remove() }
    let path = dir.file("journal.sqlite")
    // A new database keeps a rollback journal until a session switches it.
    let reader = try DatabaseQueue(path: path)
    try reader.write { try $0.execute(sql: "CREATE TABLE t (x)") }
    let asker = try DatabaseQueue(path: path)
    // While another session holds its read lock, SQLite answers the switch busy at once; it is
    // asked again until its time is up, and only then fails.
    let started = ContinuousClock.now
    try reader.inDatabase { db in
      try db.execute(sql: "BEGIN")
      _ = try Int.fetchOne(db, sql: "SELECT count(*) FROM t")
      #expect(throws: DatabaseError.self) {
        try asker.inDatabase { try JournalStore.useWriteAheadLog($0, within: 0.3) }
      }
      try db.execute(sql: "COMMIT")
    }
    #expect(ContinuousClock.now - started >= .milliseconds(300))
    // Let go, the switch is made and kept.
    try asker.inDatabase { try JournalStore.useWriteAheadLog($0, within: 0.3) }
    let later = try DatabaseQueue(path: path)
    #expect(try later.read { try String.fetchOne($0, sql: "PRAGMA journal_mode") } == "wal")
    // A journal already on its log is switched at once whoever reads it.
    try reader.inDatabase { db in
      try db.execute(sql: "BEGIN")
      _ = try Int.fetchOne(db, sql: "SELECT count(*) FROM t")
      try asker.inDatabase { try JournalStore.useWriteAheadLog($0, within: 0) }
      try db.execute(sql: "COMMIT")
    }
  }

  @Test func readingAJournalThatWasNeverWrittenMakesNoFile() throws {
    defer { dir.remove() }
    let store = store()
    #expect(try store.count() == 0)
    #expect(try store.newest(limit: 20).isEmpty)
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
  }

  @Test func numbersRiseAndAreNeverHandedOutTwice() throws {
    defer { dir.remove() }
    let store = store()
    let first = try add(store, "one")
    let second = try add(store, "two")
    #expect(first.number == 1 && second.number == 2)
    try store.remove(id: second.id)
    // Another session sees the same database: the removed number stays used.
    let third = try add(JournalStore(directory: dir.path), "three")
    #expect(third.number == 3)
    #expect(try store.newest(limit: nil).map(\.number) == [3, 1])
    #expect(try store.entry(number: 2) == nil)
    let mode = try FileManager.default.attributesOfItem(atPath: store.path)[.posixPermissions]
    #expect(mode as? Int == 0o600)
  }

  @Test func editsKeepTheNumberAndReindexTheText() throws {
    defer { dir.remove() }
    let store = store()
    let entry = try add(store, "fog at dawn")
    let edited = try store.edit(id: entry.id, text: "rain at noon", at: .now())
    #expect(edited.number == entry.number)
    #expect(try found(store, "fog").isEmpty)
    #expect(try found(store, "rain") == ["rain at noon"])
    #expect(throws: JournalError.entryNotFound(id: "nope")) {
      try store.edit(id: "nope", text: "x", at: .now())
    }
  }

  @Test func aWordInsideASentenceIsFoundInEveryScript() throws {
    defer { dir.remove() }
    let store = store()
    for text in [
      "오늘서울에비가 많이 왔다", "今日は東京で雨が降った", "今天北京下雨了", "Шёл дождь весь день",
      "Café crème at noon", "ฝนตกหนักที่กรุงเทพ", "ＡＢＣ full width",
    ] {
      _ = try add(store, text)
    }
    #expect(try found(store, "서울") == ["오늘서울에비가 많이 왔다"])
    #expect(try found(store, "비가") == ["오늘서울에비가 많이 왔다"])
    #expect(try found(store, "서울에비") == ["오늘서울에비가 많이 왔다"])
    #expect(try found(store, "東京") == ["今日は東京で雨が降った"])
    #expect(try Set(found(store, "雨")) == ["今日は東京で雨が降った", "今天北京下雨了"])
    #expect(try found(store, "下雨") == ["今天北京下雨了"])
    #expect(try found(store, "北京下雨") == ["今天北京下雨了"])
    #expect(try found(store, "дождь") == ["Шёл дождь весь день"])
    #expect(try found(store, "ШЁЛ") == ["Шёл дождь весь день"])
    #expect(try found(store, "cafe CREME") == ["Café crème at noon"])
    #expect(try found(store, "กรุงเทพ") == ["ฝนตกหนักที่กรุงเทพ"])
    #expect(try found(store, "abc") == ["ＡＢＣ full width"])
    // Words match from their start, and every word must match.
    #expect(try found(store, "noo") == ["Café crème at noon"])
    #expect(try found(store, "oon").isEmpty)
    #expect(try found(store, "cafe rain").isEmpty)
    #expect(try found(store, "京東").isEmpty)
  }

  @Test func theBestMatchComesFirstAndThePlaceCounts() throws {
    defer { dir.remove() }
    let store = store()
    let lisbon = JournalPlace(geonameID: 2_267_057, name: "Lisbon", countryCode: "PT")
    _ = try add(store, "rain, then sun")
    _ = try add(store, "rain rain rain all day long")
    _ = try add(store, "a quiet day", place: lisbon)
    #expect(try found(store, "rain").first == "rain rain rain all day long")
    #expect(try found(store, "lisbon") == ["a quiet day"])
    #expect(try found(store, "lisbon, pt") == ["a quiet day"])
    let page = try store.search(JournalSearchText.pieces("rain"), limit: 1)
    #expect(page.entries.count == 1)
    #expect(page.total == 2)
  }

  @Test func highlightedRangesFollowTheFoldedWords() {
    let text = "Café at Noon; 오늘서울에비가"
    let ranges = JournalSearchText.ranges(
      of: JournalSearchText.pieces("cafe noon 서울"), in: text)
    #expect(ranges.map { String(text[$0]) } == ["Café", "Noon", "서울"])
    #expect(JournalSearchText.ranges(of: JournalSearchText.pieces("oon"), in: text).isEmpty)
  }

  @Test func theSecondMigrationIndexesWhatTheFirstVersionHeld() throws {
    defer { dir.remove() }
    let path = dir.file("journal.sqlite")
    // A database as the first schema left it, with entries.
    let queue = try DatabaseQueue(path: path)
    try JournalSchema.migrator.migrate(queue, upTo: "1-entries")
    try queue.write { db in
      try db.execute(
        sql: """
          INSERT INTO entry (number, id, createdAt, updatedAt, text, placeName, placeCountryCode)
          VALUES (4, 'aa', 0, 0, '오늘서울에비가', 'Seoul', 'KR')
          """)
    }
    try queue.close()
    let store = store()
    #expect(try found(store, "서울") == ["오늘서울에비가"])
    #expect(try found(store, "seoul") == ["오늘서울에비가"])
    #expect(try add(store, "next").number == 5)
    let applied = try DatabaseQueue(path: path).read { db in
      try JournalSchema.migrator.appliedIdentifiers(db)
    }
    #expect(applied == ["1-entries", "2-search"])
  }

  @Test func aDatabaseFromANewerWxshIsReadButNeverChanged() throws {
    defer { dir.remove() }
    _ = try add(store(), "kept")
    let queue = try DatabaseQueue(path: dir.file("journal.sqlite"))
    try queue.write { db in
      try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('3-moods')")
    }
    try queue.close()
    let newer = store()
    #expect(try newer.newest(limit: nil).map(\.text) == ["kept"])
    #expect(newer.isReadOnly)
    #expect(newer.takeNotices().first?.message.contains("newer wxsh") == true)
    #expect(throws: JournalError.self) { try add(newer, "refused") }
  }

  @Test func aDamagedDatabaseIsReportedAndLeftAsItIs() throws {
    defer { dir.remove() }
    let path = dir.file("journal.sqlite")
    let garbage = Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 7) })
    try garbage.write(to: URL(fileURLWithPath: path))
    let store = store()
    var message = ""
    do {
      _ = try store.newest(limit: 20)
    } catch {
      message = error.message
    }
    #expect(message.contains("is damaged"))
    #expect(message.contains("sqlite3 \(path) .recover"))
    #expect(throws: JournalError.self) { try add(store, "lost?") }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == garbage)
  }

  // MARK: Older files

  static let version0 = """
    {"entries": [
      {"text": "First walk\\nmisty", "created": "2026-08-01T09:00:00Z", "place": "Lisbon"},
      {"text": "Second", "created": "2026-08-02T10:30:00Z"}
    ]}
    """

  @Test func aVersion0DocumentMovesInWithStableIDsAndABackup() throws {
    defer { dir.remove() }
    try Data(Self.version0.utf8).write(to: URL(fileURLWithPath: dir.file("journal.json")))
    let store = store()
    let entries = try store.newest(limit: nil)
    #expect(entries.map(\.id) == ["v0-2", "v0-1"])
    #expect(entries.last?.place?.name == "Lisbon")
    let notices = store.takeNotices().map(\.message)
    #expect(notices.contains { $0.contains("moved from") && $0.contains("(2 entries)") })
    let names = try FileManager.default.contentsOfDirectory(atPath: dir.path)
    let backup = try #require(names.first { $0.hasPrefix("journal.json.bak-") })
    #expect(try String(contentsOfFile: dir.file(backup), encoding: .utf8) == Self.version0)
    // journal.json is now a stub an older wxsh shows as one entry saying where it went.
    let stub = try Data(contentsOf: URL(fileURLWithPath: dir.file("journal.json")))
    guard case .newer(let readable?, _, _) = JournalCodec.decode(Array(stub)) else {
      Issue.record("the stub is not a newer document an older wxsh reads")
      return
    }
    #expect(readable.entries.first?.text.contains("moved to \(store.path)") == true)
    // Opening again moves nothing twice.
    let again = JournalStore(directory: dir.path)
    #expect(try again.count() == 2)
    #expect(again.takeNotices().isEmpty)
  }

  @Test func unreadableEntriesOfAnOlderFileAreKeptForTheExport() throws {
    defer { dir.remove() }
    try Data(JournalValidationTests.file.utf8).write(
      to: URL(fileURLWithPath: dir.file("journal.json")))
    let store = store()
    #expect(try store.newest(limit: nil).map(\.text) == ["good"])
    let notices = store.takeNotices().map(\.message)
    #expect(notices.contains { $0.contains("4 entries wxsh cannot read") })
    _ = try add(store, "second")
    let export = String(decoding: JournalCodec.encode(try store.export()), as: UTF8.self)
    #expect(export.contains("hidden"))
    #expect(export.contains("again"))
    #expect(export.contains("second"))
  }

  @Test func unknownKeysOfAnOlderFileSurviveInTheExport() throws {
    defer { dir.remove() }
    try Data(
      """
      {"schemaVersion": 1, "minReaderVersion": 1, "nextNumber": 9, "entries": [
        {"id": "x", "created": {"utc": "2026-08-01T09:00:00Z"}, "text": "t", "mood": "sunny",
         "big": 12345678901234567891}]}
      """.utf8
    ).write(to: URL(fileURLWithPath: dir.file("journal.json")))
    let store = store()
    // The file's next number is kept: its entry without one got 9 (1 to 8 were handed out
    // once), the next new one gets 10.
    #expect(try store.newest(limit: nil).map(\.number) == [9])
    #expect(try add(store, "second").number == 10)
    let export = String(decoding: JournalCodec.encode(try store.export()), as: UTF8.self)
    #expect(export.contains(#""mood": "sunny""#))
    #expect(export.contains(#""big": 12345678901234567891"#))
  }

  /// A log of the previous release's kind: edits, removals, a number used twice, one
  /// missing, junk, and a last write a crash cut short.
  static let log =
    [
      #"{"schemaVersion":2,"minReaderVersion":2,"nextNumber":1}"#,
      #"{"add":{"id":"aa","number":5,"created":{"utc":"2026-08-01T09:00:00Z"},"text":"first a"}}"#,
      #"{"add":{"id":"bb","number":3,"created":{"utc":"2026-08-02T09:00:00Z"},"text":"b"}}"#,
      #"{"add":{"id":"cc","number":5,"created":{"utc":"2026-08-03T09:00:00Z"},"text":"c"}}"#,
      "not json",
      #"{"add":{"id":"dd","created":{"utc":"2026-08-04T09:00:00Z"},"text":"d"}}"#,
      #"{"put":{"id":"bb","number":3,"created":{"utc":"2026-08-02T09:00:00Z"},"text":"b edited"}}"#,
      #"{"rm":"aa"}"#,
      #"{"add":{"id":"aa","number":5,"created":{"utc":"2026-08-05T09:00:00Z"},"text":"a again"}}"#,
      #"{"add":{"id":"bb","created":{"utc":"2026-08-06T09:00:00Z"},"text":"b twice"}}"#,
      #"{"put":{"id":"zz","created":{"utc":"2026-08-06T09:00:00Z"},"text":"never added"}}"#,
      #"{"shrug":1}"#,
      "",
    ].joined(separator: "\n") + #"{"add":{"id":"ee","created""#

  @Test func aLogIsReplayedAndNumberedAsTheReleaseThatWroteItNumberedIt() throws {
    defer { dir.remove() }
    try Data(Self.log.utf8).write(to: URL(fileURLWithPath: dir.file("journal.jsonl")))
    let store = store()
    // File order, edits in place, a removed entry added again at the end; a number an
    // earlier entry has and a missing one are given new ones past the highest.
    let entries = try store.newest(limit: nil).reversed()
    #expect(entries.map(\.text) == ["b edited", "c", "d", "a again"])
    #expect(entries.map(\.number) == [3, 5, 6, 7])
    #expect(try add(store, "new").number == 8)
    let notices = store.takeNotices().map(\.message)
    #expect(notices.contains { $0.contains("(4 entries)") }, "\(notices)")
    #expect(notices.contains { $0.contains("has 3 entries wxsh cannot read") }, "\(notices)")
    #expect(notices.contains { $0.contains("line 5: not valid JSON") }, "\(notices)")
    let export = String(decoding: JournalCodec.encode(try store.export()), as: UTF8.self)
    for kept in ["not json", "b twice", "shrug"] { #expect(export.contains(kept)) }
    // The backup is the file as it was, torn last line and all; no temporary table is left.
    let names = try FileManager.default.contentsOfDirectory(atPath: dir.path)
    let backup = try #require(names.first { $0.hasPrefix("journal.jsonl.bak-") })
    #expect(try String(contentsOfFile: dir.file(backup), encoding: .utf8) == Self.log)
    #expect(names.filter { $0.contains(".tmp-") }.isEmpty)
  }

  @Test func aDocumentOfManyValuesMovesInWholeWithItsRepeatedIDsSetAside() throws {
    defer { dir.remove() }
    // 40,000 entries hold 1.2 million JSON values: more than a whole-file read takes, so
    // the previous release refused the file as not valid.
    var text = #"{"schemaVersion": 1, "minReaderVersion": 1, "extra": [1, 2], "entries": ["#
    text += (1...40_000).map { number in
      #"{"id": "\#(number % 39_999)", "number": \#(number), "created": {"utc": "2026-08-01T09:00:00Z"}, "#
        + #""text": "entry \#(number)", "place": {"name": "Lisbon", "region": "", "#
        + #""countryCode": "PT", "countryName": "Portugal", "timeZone": "Europe/Lisbon"}}"#
    }.joined(separator: ",\n")
    text += "], \"nextNumber\": 50000}"
    try Data(text.utf8).write(to: URL(fileURLWithPath: dir.file("journal.json")))
    let store = store()
    #expect(try store.count() == 39_999)
    let notices = store.takeNotices().map(\.message)
    #expect(
      notices.contains { $0.contains("entries[39999]: id 1 is already used by entries[0]") },
      "\(notices)")
    #expect(try add(store, "new").number == 50_000)
  }

  @Test func filesThisWxshCannotReadAreNeverMovedOrChanged() throws {
    defer { dir.remove() }
    let corrupt = Data("{\"entries\": [ {\"text\": 5".utf8)
    try corrupt.write(to: URL(fileURLWithPath: dir.file("journal.json")))
    let store = store()
    #expect(try store.count() == 0)
    #expect(store.takeNotices().first?.message.contains("is not valid") == true)
    _ = try add(store, "fresh start")
    #expect(try Data(contentsOf: URL(fileURLWithPath: dir.file("journal.json"))) == corrupt)
    #expect(try store.newest(limit: nil).map(\.text) == ["fresh start"])
  }

  @Test func theDefaultDirectoryFollowsXDG() {
    #expect(
      JournalStore.defaultDirectory(environment: ["XDG_DATA_HOME": "/d", "HOME": "/h"])
        == "/d/wxsh")
    #expect(
      JournalStore.defaultDirectory(environment: ["XDG_DATA_HOME": "rel", "HOME": "/h"])
        == "/h/.local/share/wxsh")
    #expect(JournalStore.defaultDirectory(environment: [:]) == nil)
  }
}
