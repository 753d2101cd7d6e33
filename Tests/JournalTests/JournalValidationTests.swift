import Foundation
import Journal
import TestSupport
import Testing

/// Hostile journal files: poisoned numbers read as missing, invalid entries are set aside
/// (kept in the file, not shown, reported once), and nothing traps.
@Suite(.size(.small)) struct JournalValidationTests {
  static let file = """
    {"schemaVersion": 1, "minReaderVersion": 1, "entries": [
      {"id": "0a1b2c3d4e5f6789", "created": {"utc": "2026-08-01T09:00:00Z"}, "text": "good",
       "place": {"name": "Nowhere", "latitude": 500, "longitude": -1e300},
       "weather": {"provider": "open-meteo", "fetchedAt": "2026-08-01T09:00:00Z",
                   "conditionCode": 3, "temperatureC": 1e300, "isDay": true}},
      {"id": "1111", "created": {"utc": "2026-08-01T10:00:00Z"}, "text": "   "},
      {"id": "bad id\\u001b[2J", "created": {"utc": "2026-08-01T11:00:00Z"}, "text": "hidden"},
      {"id": "2222", "created": {"utc": "2026-08-01T12:00:00Z"}, "text": 42},
      {"id": "0a1b2c3d4e5f6789", "created": {"utc": "2026-08-01T13:00:00Z"}, "text": "again"}
    ]}
    """

  @Test func poisonedNumbersLoadAsMissing() throws {
    guard case .current(let journal) = JournalCodec.decode(Array(Self.file.utf8)) else {
      Issue.record("the file did not load")
      return
    }
    #expect(journal.entries.map(\.text) == ["good"])
    let entry = try #require(journal.entries.first)
    #expect(entry.weather?.temperatureC == nil)
    #expect(entry.weather?.conditionCode == 3)
    #expect(entry.place?.latitude == nil)
    #expect(entry.place?.longitude == nil)
  }

  @Test func invalidEntriesAreSetAsideWithReasons() {
    guard case .current(let journal) = JournalCodec.decode(Array(Self.file.utf8)) else {
      Issue.record("the file did not load")
      return
    }
    let reasons = journal.setAsideReasons
    #expect(reasons.count == 4)
    #expect(reasons.contains { $0.contains("entries[1].text: empty") })
    #expect(reasons.contains { $0.contains("entries[2].id") })
    #expect(reasons.contains { $0.contains("entries[3].text: expected a string") })
    #expect(reasons.contains { $0.contains("already used") })
    #expect(reasons.allSatisfy { !$0.unicodeScalars.contains { $0.value == 0x1B } })
  }

  @Test func aPoisonedTemperatureIsNotWrittenBack() throws {
    guard case .current(let journal) = JournalCodec.decode(Array(Self.file.utf8)) else {
      Issue.record("the file did not load")
      return
    }
    var clean = journal
    clean.entries = journal.entries
    let text = String(decoding: JournalCodec.encode(clean), as: UTF8.self)
    #expect(!text.contains("1e+300"))
    #expect(!text.contains("\"latitude\": 500"))
  }
}
