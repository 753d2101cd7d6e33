import TestSupport
import Testing
import Weather

@testable import Views

/// Golden text of the `:list` view.
@Suite(.size(.small))
struct ListViewTests {
  static var rows: [ListRow] {
    [
      ListRow(
        index: 1, place: Fixtures.seoul, forecast: Fixtures.seoulForecast, freshness: .fresh),
      ListRow(
        index: 2, place: Fixtures.hamburg, forecast: Fixtures.hamburgPage.forecast,
        freshness: .stale(age: 4000, reason: "offline")),
      ListRow(
        index: 3, place: Fixtures.newYork, forecast: Fixtures.newYorkPage.forecast,
        freshness: .cached(age: 60)),
      ListRow(index: 4, place: Fixtures.tromso, forecast: nil, freshness: .loading),
      ListRow(
        index: 5, place: Fixtures.kiritimati, forecast: nil, freshness: .failed(reason: "timed out")
      ),
    ]
  }

  @Test func widths() {
    for width in [40, 80, 120] {
      Snapshot.assert(
        ListView.render(rows: Self.rows, viewedIndex: 1, Fixtures.settings(width)),
        named: "ListView.places-\(width)")
    }
  }

  @Test func colorASCIIImperial() {
    Snapshot.assert(
      ListView.render(rows: Self.rows, viewedIndex: 2, Fixtures.settings(80, color: true)),
      named: "ListView.places-80-color")
    Snapshot.assert(
      ListView.render(rows: Self.rows, viewedIndex: 2, Fixtures.settings(80, ascii: true)),
      named: "ListView.places-80-ascii")
    Snapshot.assert(
      ListView.render(
        rows: Self.rows, viewedIndex: nil, Fixtures.settings(80, units: Fixtures.imperial)),
      named: "ListView.places-80-imperial")
  }

  @Test func localTimesFollowEachPlace() {
    let lines = ListView.render(rows: Self.rows, viewedIndex: 1, Fixtures.settings(80))
    #expect(lines[1].hasPrefix("▸  1 Seoul KR"))
    #expect(lines[1].contains("14:05"))
    #expect(lines[2].contains("07:05"))
    #expect(lines[3].contains("01:05"))
    #expect(lines[4].contains("07:05"))
    #expect(lines[5].contains("19:05"))
    #expect(lines[2].hasSuffix("stale"))
    #expect(lines[4].hasSuffix("loading"))
    #expect(lines[5].hasSuffix("failed"))
  }

  @Test func empty() {
    #expect(
      ListView.render(rows: [], viewedIndex: nil, Fixtures.settings(80)) == ["No saved places"])
  }

  @Test func alertsAndRainWithinTheHourAreMarked() {
    var alerted = ListRow(
      index: 1, place: Fixtures.newYork, forecast: Fixtures.newYorkPage.forecast, freshness: .fresh)
    alerted.alert = "Winter Storm Warning"
    var forecast = Fixtures.seoulForecast
    let now = Fixtures.seoulNow
    // Dry for the step holding now, then rain from 30 minutes on.
    forecast.quarterHours = (0..<8).map { step in
      QuarterHour(
        time: now.addingTimeInterval(Double(step + 1) * 900 - 60),
        precipitation: step >= 2 ? 0.8 : 0)
    }
    let rainy = ListRow(index: 2, place: Fixtures.seoul, forecast: forecast, freshness: .fresh)
    let stale = ListRow(
      index: 3, place: Fixtures.hamburg, forecast: Fixtures.hamburgPage.forecast,
      freshness: .stale(age: 4000, reason: "offline"))
    let lines = ListView.render(
      rows: [alerted, rainy, stale], viewedIndex: nil, Fixtures.settings(80))
    #expect(lines[1].hasSuffix("⚠ alert"), "\(lines[1])")
    #expect(lines[2].hasSuffix("☔ 29m"), "\(lines[2])")
    #expect(lines[3].hasSuffix("stale"), "a stale row says so first")
    let narrow = ListView.render(
      rows: [alerted, rainy], viewedIndex: nil, Fixtures.settings(50, ascii: true))
    #expect(narrow[1].hasSuffix(" !") && narrow[2].hasSuffix(" r"), "\(narrow)")
    #expect(narrow.allSatisfy { $0.count <= 50 })
  }
}
