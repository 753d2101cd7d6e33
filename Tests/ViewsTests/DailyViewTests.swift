import TestSupport
import Testing
import Weather

@testable import Views

/// Golden text of the `:daily` view.
@Suite(.size(.small))
struct DailyViewTests {
  @Test func widths() {
    for width in [40, 80, 120] {
      Snapshot.assert(
        DailyView.render(Fixtures.seoulPage, Fixtures.settings(width)),
        named: "DailyView.seoul-\(width)")
    }
  }

  @Test func colorAndASCII() {
    Snapshot.assert(
      DailyView.render(Fixtures.seoulPage, Fixtures.settings(80, color: true)),
      named: "DailyView.seoul-80-color")
    Snapshot.assert(
      DailyView.render(Fixtures.seoulPage, Fixtures.settings(80, ascii: true)),
      named: "DailyView.seoul-80-ascii")
  }

  @Test func fahrenheit() {
    Snapshot.assert(
      DailyView.render(
        Fixtures.newYorkPage,
        Fixtures.settings(80, now: Fixtures.newYorkNow, units: Fixtures.imperial)),
      named: "DailyView.newYork-80-imperial")
  }

  @Test func polarNightMissingDateLineThreeHour() {
    Snapshot.assert(
      DailyView.render(Fixtures.tromsoPage, Fixtures.settings(80, now: Fixtures.tromsoNow)),
      named: "DailyView.tromso-80")
    Snapshot.assert(
      DailyView.render(Fixtures.missingPage, Fixtures.settings(80)), named: "DailyView.missing-80")
    let dateLine = DailyView.render(
      Fixtures.kiritimatiPage, Fixtures.settings(80, now: Fixtures.kiritimatiNow))
    Snapshot.assert(dateLine, named: "DailyView.kiritimati-80")
    // The fixture reaches back a day: yesterday's row comes before today's.
    #expect(dateLine.dropFirst().first?.hasPrefix("Yesterday") == true)
    #expect(dateLine.dropFirst(2).first?.hasPrefix("Today") == true)
    #expect(dateLine.dropFirst(3).first?.hasPrefix("Wed 15") == true)
    Snapshot.assert(
      DailyView.render(Fixtures.hamburgPage, Fixtures.settings(80, now: Fixtures.hamburgNow)),
      named: "DailyView.hamburg-80")
  }

  @Test func fewerDaysThanAsked() {
    let lines = DailyView.render(Fixtures.seoulPage, days: 16, Fixtures.settings(80))
    #expect(lines.first == "10-day forecast")
    #expect(lines.count == 11)
    #expect(DailyView.render(Fixtures.seoulPage, days: 3, Fixtures.settings(80)).count == 4)
  }

  @Test func todayCarriesTheCurrentTemperatureMarker() {
    let lines = DailyView.render(Fixtures.seoulPage, Fixtures.settings(80))
    #expect(lines[1].contains("●"))
    #expect(lines.dropFirst(2).allSatisfy { !$0.contains("●") })
  }
}
