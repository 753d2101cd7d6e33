import TestSupport
import Testing
import Weather

@testable import Views

/// Golden text of the `:now` view.
@Suite(.size(.small))
struct NowViewTests {
  @Test func widths() {
    for width in [40, 80, 120] {
      Snapshot.assert(
        NowView.render(Fixtures.seoulPage, Fixtures.settings(width)),
        named: "NowView.seoul-\(width)")
    }
  }

  @Test func colorDarkAndLight() {
    Snapshot.assert(
      NowView.render(Fixtures.seoulPage, Fixtures.settings(80, color: true)),
      named: "NowView.seoul-80-color")
    Snapshot.assert(
      NowView.render(Fixtures.seoulPage, Fixtures.settings(80, color: true, palette: .light)),
      named: "NowView.seoul-80-light")
  }

  @Test func asciiFallback() {
    Snapshot.assert(
      NowView.render(Fixtures.seoulPage, Fixtures.settings(80, ascii: true)),
      named: "NowView.seoul-80-ascii")
  }

  @Test func fahrenheitAnd12HourClock() {
    Snapshot.assert(
      NowView.render(
        Fixtures.newYorkPage,
        Fixtures.settings(80, now: Fixtures.newYorkNow, units: Fixtures.imperial)),
      named: "NowView.newYork-80-imperial")
  }

  @Test func polarNightMissingDateLineStale() {
    Snapshot.assert(
      NowView.render(Fixtures.tromsoPage, Fixtures.settings(80, now: Fixtures.tromsoNow)),
      named: "NowView.tromso-80")
    Snapshot.assert(
      NowView.render(Fixtures.missingPage, Fixtures.settings(80)), named: "NowView.missing-80")
    Snapshot.assert(
      NowView.render(Fixtures.kiritimatiPage, Fixtures.settings(80, now: Fixtures.kiritimatiNow)),
      named: "NowView.kiritimati-80")
    Snapshot.assert(
      NowView.render(Fixtures.stalePage, Fixtures.settings(80)), named: "NowView.stale-80")
    Snapshot.assert(
      NowView.render(Fixtures.hamburgPage, Fixtures.settings(80, now: Fixtures.hamburgNow)),
      named: "NowView.hamburg-80-cached")
  }

  @Test func dateLineShowsTheLocalDay() {
    let lines = NowView.render(
      Fixtures.kiritimatiPage, Fixtures.settings(80, now: Fixtures.kiritimatiNow))
    #expect(lines.contains { $0.hasPrefix("Tue 14 May 2024, 12:30") && $0.contains("UTC+14") })
  }

  @Test func loadingAndFailedAreOneLine() {
    let loading = PageInput(place: Fixtures.seoul, forecast: nil, freshness: .loading)
    let failed = PageInput(
      place: Fixtures.seoul, forecast: nil, freshness: .failed(reason: "timed out"))
    #expect(NowView.render(loading, Fixtures.settings(80)) == ["Seoul: loading the forecast…"])
    #expect(NowView.render(failed, Fixtures.settings(80)) == ["Seoul: no forecast (timed out)"])
  }

  @Test func foreignStringsAreSanitised() {
    var page = Fixtures.seoulPage
    page.place.name = "Evil\u{1B}[31m\u{202E}Town"
    page.place.regionName = "Bad\u{07}Region"
    let text = NowView.render(page, Fixtures.settings(80)).joined(separator: "\n")
    #expect(!text.contains("\u{1B}"))
    #expect(!text.contains("\u{202E}"))
    #expect(!text.contains("\u{07}"))
    #expect(text.contains("Evil[31mTown"))
  }

  @Test func summaryNamesTheFirstWetHour() {
    let lines = NowView.render(Fixtures.seoulPage, Fixtures.settings(80))
    #expect(lines.contains("Rain likely from 15:00"))
  }
}
