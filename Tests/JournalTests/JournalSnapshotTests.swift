import Foundation
import JSON
import TestSupport
import Testing

@testable import Journal

/// The snapshot beside a big journal's log: used when it matches the log, ignored when the
/// log was compacted, rewritten or replaced or the snapshot is damaged, and never the record.
@Suite(.size(.medium)) struct JournalSnapshotTests {
  let dir: TemporaryDirectory
  init() throws { dir = try TemporaryDirectory(prefix: "wxsh-journal-snapshot") }
  var path: String { dir.file("journal.json") }
  var logPath: String { JournalStore.logPath(for: path) }
  var snapshotPath: String { JournalSnapshot.path(forLog: logPath) }

  /// An entry like the ones wxsh stamps, with a place, weather and some variety.
  static func entry(_ index: Int) -> JournalEntry {
    var entry = JournalEntry(
      id: String(format: "%016x", index),
      created: JournalTime(seconds: 1_780_000_000 + Int64(index) * 600, zone: "Europe/Lisbon"),
      text: index % 7 == 0
        ? "Näher am Fluss \(index)\nzweite Zeile" : "Fog \(index) over the river",
      place: index % 5 == 0
        ? nil
        : JournalPlace(
          geonameID: 2_267_057, name: index % 3 == 0 ? "서울" : "Lisbon", region: "Lisboa",
          countryCode: "PT", countryName: "Portugal", latitude: 38.71667, longitude: -9.13333,
          timeZone: "Europe/Lisbon"),
      weather: index % 4 == 0
        ? nil
        : JournalWeather(
          provider: "open-meteo", fetchedAt: 1_780_000_000 + Int64(index) * 600,
          conditionCode: 45, temperatureC: index % 6 == 0 ? nil : 17.2 + Double(index % 10),
          isDay: index % 2 == 0))
    entry.number = index
    if index % 11 == 0 { entry.extra = ["mood": .string("calm")] }
    return entry
  }

  /// Writes a log of `count` entries directly (a thousand fsynced adds would take seconds).
  func seed(_ count: Int, firstText: String? = nil) throws {
    var bytes = JournalLog.header(nextNumber: 1, extra: [:])
    for index in 1...count {
      var entry = Self.entry(index)
      if index == 1, let firstText { entry.text = firstText }
      bytes += JournalLog.add(entry, next: index + 1)
    }
    try Data(bytes).write(to: URL(fileURLWithPath: logPath))
    try Data(JournalStore.stub).write(to: URL(fileURLWithPath: path))
  }

  @Test(arguments: [1_200, 2 * JournalSnapshot.chunkSize + 7])
  func aBigJournalIsReadFromItsSnapshotTheSecondTime(count: Int) throws {
    try seed(count)
    let first = JournalStore(path: path)
    let expected = first.journal
    #expect(!first.readFromSnapshot)
    #expect(FileManager.default.fileExists(atPath: snapshotPath))
    let second = JournalStore(path: path)
    #expect(second.journal == expected)
    #expect(second.readFromSnapshot)
    #expect(expected.entries.count == count)
    #expect(second.journal.entries.last == Self.entry(count))
    #expect(expected.entries[10].extra["mood"] == .string("calm"))
    #expect(expected.entries[10] == Self.entry(11))
  }

  @Test func aSmallJournalHasNoSnapshot() throws {
    try seed(JournalSnapshot.minimumEntries - 1)
    _ = JournalStore(path: path).journal
    #expect(!FileManager.default.fileExists(atPath: snapshotPath))
  }

  @Test func linesAppendedAfterTheSnapshotAreReplayedOnTop() throws {
    try seed(1_100)
    _ = JournalStore(path: path).journal
    let writer = JournalStore(path: path)
    let added = try writer.add(JournalEntry(created: .now(), text: "after the snapshot"))
    _ = try writer.remove(id: Self.entry(3).id)
    let reader = JournalStore(path: path)
    let journal = reader.journal
    #expect(reader.readFromSnapshot)
    #expect(journal.entries.last?.text == "after the snapshot")
    #expect(journal.entries.last?.number == added.number)
    #expect(!journal.entries.contains { $0.id == Self.entry(3).id })
    #expect(journal.entries.count == 1_100)
  }

  @Test func aCompactedLogIsNotReadThroughTheOldSnapshot() throws {
    try seed(1_000)
    _ = JournalStore(path: path).journal
    let old = try Data(contentsOf: URL(fileURLWithPath: snapshotPath))
    let writer = JournalStore(path: path)
    // Enough edits to outnumber half the live entries: the log is compacted (a new file).
    for index in 1...600 {
      _ = try writer.edit(
        id: Self.entry(index).id, text: "edited \(index)", at: JournalTime(seconds: 1_800_000_000))
    }
    try Data(old).write(to: URL(fileURLWithPath: snapshotPath))  // the stale one back
    let reader = JournalStore(path: path)
    #expect(reader.journal.entries.first?.text == "edited 1")
    #expect(!reader.readFromSnapshot)
  }

  @Test func aLogRewrittenInPlaceIsNotReadThroughTheSnapshot() throws {
    try seed(1_000)
    _ = JournalStore(path: path).journal
    // Same file (same inode), other bytes: an editor that writes in place.
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: logPath))
    var bytes = JournalLog.header(nextNumber: 1, extra: [:])
    var other = Self.entry(1)
    other.text = "rewritten"
    bytes += JournalLog.add(other, next: 2)
    try handle.truncate(atOffset: 0)
    try handle.write(contentsOf: Data(bytes))
    try handle.close()
    let reader = JournalStore(path: path)
    #expect(reader.journal.entries.map(\.text) == ["rewritten"])
    #expect(!reader.readFromSnapshot)
  }

  @Test(arguments: [40, 5_000, 150_000, -20])
  func aDamagedSnapshotIsIgnored(at position: Int) throws {
    try seed(5_000)
    let expected = JournalStore(path: path).journal
    var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: snapshotPath)))
    let index = position >= 0 ? position : bytes.count + position
    bytes[index] ^= 0x5A
    try Data(bytes).write(to: URL(fileURLWithPath: snapshotPath))
    let reader = JournalStore(path: path)
    #expect(reader.journal == expected)
    #expect(!reader.readFromSnapshot)
    // Cut short, as a crash before the rename's data reached the disk could leave it.
    try Data(bytes.prefix(bytes.count / 2)).write(to: URL(fileURLWithPath: snapshotPath))
    let again = JournalStore(path: path)
    #expect(again.journal == expected)
    #expect(!again.readFromSnapshot)
  }

  @Test func anotherJournalsSnapshotIsIgnored() throws {
    try seed(1_000)
    _ = JournalStore(path: path).journal
    let foreign = try Data(contentsOf: URL(fileURLWithPath: snapshotPath))
    // Another log with other entries (its inode may be the first one's again), and the first
    // log's snapshot beside it.
    try FileManager.default.removeItem(atPath: logPath)
    try seed(1_001, firstText: "another journal")
    try foreign.write(to: URL(fileURLWithPath: snapshotPath))
    let reader = JournalStore(path: path)
    #expect(reader.journal.entries.count == 1_001)
    #expect(reader.journal.entries.first?.text == "another journal")
    #expect(!reader.readFromSnapshot)
  }

  @Test func aSnapshotPlantedAsASymlinkIsNotFollowed() throws {
    try seed(1_000)
    let target = dir.file("elsewhere")
    try Data("not a snapshot".utf8).write(to: URL(fileURLWithPath: target))
    try FileManager.default.createSymbolicLink(atPath: snapshotPath, withDestinationPath: target)
    let reader = JournalStore(path: path)
    #expect(reader.journal.entries.count == 1_000)
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "not a snapshot")
  }
}

/// Times parse as `timegm` reads them, and the clock's cached offsets match Foundation's.
@Suite(.size(.medium)) struct JournalTimeTests {
  @Test func parsingAgreesWithTimegm() {
    var generator = SeededRandom()
    for _ in 0..<5_000 {
      let parts = (
        Int32.random(in: 0...9999, using: &generator), Int32.random(in: 1...12, using: &generator),
        Int32.random(in: 1...31, using: &generator), Int32.random(in: 0...23, using: &generator),
        Int32.random(in: 0...59, using: &generator), Int32.random(in: 0...60, using: &generator)
      )
      let text = String(
        format: "%04d-%02d-%02dT%02d:%02d:%02dZ", parts.0, parts.1, parts.2, parts.3, parts.4,
        parts.5)
      var value = tm()
      value.tm_year = parts.0 - 1900
      value.tm_mon = parts.1 - 1
      value.tm_mday = parts.2
      value.tm_hour = parts.3
      value.tm_min = parts.4
      value.tm_sec = parts.5
      #expect(JournalTime.parseUTC(text) == Int64(timegm(&value)), "\(text)")
    }
  }
}
