import Foundation
import TestSupport
import Testing

@testable import Journal

/// The journal schema: round trips, the v0 migration with its backup, corrupt and newer files;
/// what a schema-1 file keeps when it becomes the log.
@Suite(.size(.small)) struct JournalCodecTests {
  static let v0Fixture = """
    {"entries": [
      {"text": "First walk\\nmisty", "created": "2026-08-01T09:00:00Z", "place": "Lisbon"},
      {"text": "Second", "created": "2026-08-02T10:30:00Z"}
    ]}
    """

  @Test func anEntryRoundTripsWithPlaceAndWeather() throws {
    var journal = Journal()
    journal.entries.append(
      JournalEntry(
        id: "abc", created: JournalTime(seconds: 1_786_000_000, zone: "Europe/Lisbon"),
        text: "Rain\nall day",
        place: JournalPlace(
          geonameID: 2_267_057, name: "Lisbon", region: "Lisboa", countryCode: "PT",
          countryName: "Portugal", latitude: 38.7, longitude: -9.1, timeZone: "Europe/Lisbon"),
        weather: JournalWeather(
          provider: "open-meteo", fetchedAt: 1_786_000_000, conditionCode: 61,
          temperatureC: 14.5, isDay: true)))
    journal.assignNumbers()
    #expect(journal.entries[0].number == 1)
    let bytes = JournalCodec.encode(journal)
    guard case .current(let decoded) = JournalCodec.decode(bytes) else {
      Issue.record("not current: \(String(decoding: bytes, as: UTF8.self))")
      return
    }
    #expect(decoded == journal)
    #expect(decoded.nextNumber == 2)
    #expect(decoded.entries[0].title == "Rain")
    #expect(String(decoding: bytes, as: UTF8.self).contains(#""utc": "2026-08-06T"#))
  }

  @Test func timesParseAndPrintAsUTC() {
    #expect(JournalTime(seconds: 0).utcText == "1970-01-01T00:00:00Z")
    #expect(JournalTime.parseUTC("2026-08-21T10:15:30Z") == 1_787_307_330)
    #expect(JournalTime.parseUTC("2026-08-21 10:15:30") == nil)
  }

  @Test func version0MigratesWithStableIDsAndABackupOnFirstWrite() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let path = dir.file("journal.json")
    try Data(Self.v0Fixture.utf8).write(to: URL(fileURLWithPath: path))
    let store = JournalStore(path: path)
    #expect(store.takeNotices().map(\.message).first?.contains("older schema 0") == true)
    #expect(store.journal.entries.map(\.id) == ["v0-1", "v0-2"])
    #expect(store.journal.entries[0].place?.name == "Lisbon")
    #expect(FileManager.default.fileExists(atPath: store.backupPath(fromVersion: 0)) == false)
    try store.add(JournalEntry(created: .now(), text: "third"))
    let backup = try Data(contentsOf: URL(fileURLWithPath: store.backupPath(fromVersion: 0)))
    #expect(String(decoding: backup, as: UTF8.self) == Self.v0Fixture)
    let reopened = JournalStore(path: path)
    #expect(reopened.takeNotices().isEmpty)
    #expect(reopened.journal.entries.map(\.id).prefix(2) == ["v0-1", "v0-2"])
    #expect(reopened.journal.entries.count == 3)
  }

  @Test func corruptFilesAreMovedAsideByteIdentical() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let path = dir.file("journal.json")
    let garbage = Data("{\"entries\": [ {\"text\": 5".utf8)
    try garbage.write(to: URL(fileURLWithPath: path))
    let store = JournalStore(path: path)
    let notice = store.takeNotices().first?.message ?? ""
    #expect(notice.contains("moved aside on the next save"))
    // Loading only reads: the first save moves the file aside, under the lock.
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["journal.json"])
    try store.add(JournalEntry(created: .now(), text: "fresh start"))
    let names = try FileManager.default.contentsOfDirectory(atPath: dir.path)
    let aside = try #require(names.first { $0.hasPrefix("journal.json.corrupt-") })
    #expect(try Data(contentsOf: URL(fileURLWithPath: dir.file(aside))) == garbage)
    #expect(JournalStore(path: path).journal.entries.map(\.text) == ["fresh start"])
  }

  @Test func newerFilesAreReadOnlyAndNeverRewritten() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let path = dir.file("journal.json")
    let newer = Data(
      """
      {"schemaVersion": 2, "minReaderVersion": 1, "entries": [
        {"id": "x", "created": {"utc": "2026-08-01T09:00:00Z"}, "text": "from the future",
         "mood": "sunny"}]}
      """.utf8)
    try newer.write(to: URL(fileURLWithPath: path))
    let store = JournalStore(path: path)
    #expect(store.isReadOnly)
    #expect(store.journal.entries.map(\.text) == ["from the future"])
    #expect(throws: JournalError.self) {
      try store.add(JournalEntry(created: .now(), text: "no"))
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == newer)

    let needsReader = Data(#"{"schemaVersion": 3, "minReaderVersion": 3}"#.utf8)
    try needsReader.write(to: URL(fileURLWithPath: path))
    let other = JournalStore(path: path)
    #expect(other.isReadOnly)
    #expect(other.journal.entries.isEmpty)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == needsReader)
  }

  @Test func unknownKeysSurviveARewrite() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let path = dir.file("journal.json")
    try Data(
      """
      {"schemaVersion": 1, "minReaderVersion": 1, "tags": ["a"], "entries": [
        {"id": "x", "created": {"utc": "2026-08-01T09:00:00Z"}, "text": "t", "mood": "sunny"}]}
      """.utf8
    ).write(to: URL(fileURLWithPath: path))
    let store = JournalStore(path: path)
    try store.add(JournalEntry(created: .now(), text: "second"))
    let text = try String(contentsOfFile: store.logPath, encoding: .utf8)
    #expect(text.contains(#""mood":"sunny""#))
    #expect(text.contains(#""tags""#))
    for file in [path, store.logPath] {
      let attributes = try FileManager.default.attributesOfItem(atPath: file)
      #expect((attributes[.posixPermissions] as? Int) == 0o600)
    }
  }

  @Test func unknownNumbersSurviveARewriteAsWritten() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let path = dir.file("journal.json")
    try Data(
      """
      {"schemaVersion": 1, "minReaderVersion": 1, "big": 12345678901234567891, "entries": [
        {"id": "x", "created": {"utc": "2026-08-01T09:00:00Z"}, "text": "t", "zero": -0,
         "pi": 3.14159265358979323846264}]}
      """.utf8
    ).write(to: URL(fileURLWithPath: path))
    let store = JournalStore(path: path)
    try store.add(JournalEntry(created: .now(), text: "second"))
    let text = try String(contentsOfFile: store.logPath, encoding: .utf8)
    #expect(text.contains(#""big":12345678901234567891"#))
    #expect(text.contains(#""zero":-0"#))
    #expect(text.contains(#""pi":3.14159265358979323846264"#))
  }

  @Test func theDefaultPathFollowsXDG() {
    #expect(
      JournalStore.defaultPath(environment: ["XDG_DATA_HOME": "/d", "HOME": "/h"])
        == "/d/wxsh/journal.json")
    #expect(
      JournalStore.defaultPath(environment: ["XDG_DATA_HOME": "rel", "HOME": "/h"])
        == "/h/.local/share/wxsh/journal.json")
    #expect(JournalStore.defaultPath(environment: [:]) == nil)
  }
}
