import TestSupport
import Testing
import Weather

@testable import Views

/// Golden text of the `:show` page and the credit line.
@Suite(.size(.small))
struct PageViewTests {
  @Test func widths() {
    for width in [40, 80, 120] {
      Snapshot.assert(
        PageView.render(Fixtures.seoulPage, Fixtures.settings(width)),
        named: "PageView.seoul-\(width)")
    }
  }

  @Test func colorASCIIImperial() {
    Snapshot.assert(
      PageView.render(Fixtures.seoulPage, Fixtures.settings(80, color: true)),
      named: "PageView.seoul-80-color")
    Snapshot.assert(
      PageView.render(Fixtures.seoulPage, Fixtures.settings(80, ascii: true)),
      named: "PageView.seoul-80-ascii")
    Snapshot.assert(
      PageView.render(
        Fixtures.newYorkPage,
        Fixtures.settings(80, now: Fixtures.newYorkNow, units: Fixtures.imperial)),
      named: "PageView.newYork-80-imperial")
    Snapshot.assert(
      PageView.render(Fixtures.hamburgPage, Fixtures.settings(80, now: Fixtures.hamburgNow)),
      named: "PageView.hamburg-80-openweathermap")
  }

  @Test func sectionsInOrderThenCredit() {
    let lines = PageView.render(Fixtures.seoulPage, Fixtures.settings(80))
    let hourly = lines.firstIndex { $0.hasPrefix("Next 24 hours") }
    let daily = lines.firstIndex { $0.hasSuffix("-day forecast") }
    let details = lines.firstIndex { $0 == "Details" }
    #expect(lines.first == "Seoul, Seoul, South Korea")
    #expect(hourly != nil && daily != nil && details != nil)
    if let hourly, let daily, let details { #expect(hourly < daily && daily < details) }
    #expect(lines.last == "Weather data by Open-Meteo.com")
    let owm = PageView.render(Fixtures.hamburgPage, Fixtures.settings(80, now: Fixtures.hamburgNow))
    #expect(owm.last == "Weather data by OpenWeatherMap")
  }

  @Test func loadingAndFailed() {
    let loading = PageInput(place: Fixtures.seoul, forecast: nil, freshness: .loading)
    let failed = PageInput(
      place: Fixtures.seoul, forecast: nil, freshness: .failed(reason: "offline"))
    #expect(PageView.render(loading, Fixtures.settings(80)) == ["Seoul: loading the forecast…"])
    #expect(PageView.render(failed, Fixtures.settings(80)) == ["Seoul: no forecast (offline)"])
  }

  @Test func attribution() {
    #expect(Attribution.line(provider: .openMeteo) == "Weather data by Open-Meteo.com")
    #expect(Attribution.line(provider: .openWeatherMap) == "Weather data by OpenWeatherMap")
  }
}
