import TestSupport
import Testing
import Weather

@testable import Views

/// Golden text of the `:hourly` view.
@Suite(.size(.small))
struct HourlyViewTests {
  @Test func widths() {
    for width in [40, 80, 120] {
      Snapshot.assert(
        HourlyView.render(Fixtures.seoulPage, Fixtures.settings(width)),
        named: "HourlyView.seoul-\(width)")
    }
  }

  @Test func colorAndASCII() {
    Snapshot.assert(
      HourlyView.render(Fixtures.seoulPage, Fixtures.settings(80, color: true)),
      named: "HourlyView.seoul-80-color")
    Snapshot.assert(
      HourlyView.render(Fixtures.seoulPage, Fixtures.settings(80, ascii: true)),
      named: "HourlyView.seoul-80-ascii")
  }

  @Test func twelveHourFahrenheit() {
    Snapshot.assert(
      HourlyView.render(
        Fixtures.newYorkPage,
        Fixtures.settings(120, now: Fixtures.newYorkNow, units: Fixtures.imperial)),
      named: "HourlyView.newYork-120-imperial")
  }

  @Test func threeHourSteps() {
    let lines = HourlyView.render(
      Fixtures.hamburgPage, Fixtures.settings(80, now: Fixtures.hamburgNow))
    Snapshot.assert(lines, named: "HourlyView.hamburg-80-3h")
    #expect(lines.first == "Next 24 hours in 3-hour steps")
  }

  @Test func polarNightMissingDateLineDST() {
    Snapshot.assert(
      HourlyView.render(Fixtures.tromsoPage, Fixtures.settings(80, now: Fixtures.tromsoNow)),
      named: "HourlyView.tromso-80")
    Snapshot.assert(
      HourlyView.render(Fixtures.missingPage, Fixtures.settings(80)), named: "HourlyView.missing-80"
    )
    Snapshot.assert(
      HourlyView.render(
        Fixtures.kiritimatiPage, Fixtures.settings(80, now: Fixtures.kiritimatiNow)),
      named: "HourlyView.kiritimati-80")
    let dst = HourlyView.render(
      Fixtures.berlinDSTPage, Fixtures.settings(80, now: Fixtures.berlinNow))
    Snapshot.assert(dst, named: "HourlyView.berlinDST-80")
    #expect(dst.contains { $0.hasPrefix("  00   01   03   04") })
  }

  @Test func fortyEightHoursAndFewerThanAsked() {
    Snapshot.assert(
      HourlyView.render(Fixtures.seoulPage, hours: 48, Fixtures.settings(120)),
      named: "HourlyView.seoul-120-48h")
    let late = Fixtures.local("Asia/Seoul", 2024, 5, 16, 18)
    let lines = HourlyView.render(Fixtures.seoulPage, hours: 48, Fixtures.settings(80, now: late))
    #expect(lines.first == "Next 6 hours")
    let clamped = HourlyView.render(Fixtures.seoulPage, hours: 500, Fixtures.settings(120))
    #expect(clamped.first == "Next 48 hours")
  }
}
