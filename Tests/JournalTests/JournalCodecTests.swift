import Foundation
import TestSupport
import Testing

@testable import Journal

/// The journal's JSON (the export, and the files older wxsh wrote): round trips and times.
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
}
