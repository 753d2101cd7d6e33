import Terminal
import TestSupport
import Testing
import Weather

@testable import Views

/// The one-screen `:show` page: golden text at the sizes people use, and the promise that it
/// leaves room for the prompt whatever the size.
@Suite(.size(.small))
struct CompactPageViewTests {
  @Test(arguments: [(40, 24), (80, 24), (120, 40)])
  func goldenAtTerminalSizes(columns: Int, rows: Int) {
    let lines = PageView.render(Fixtures.seoulPage, Fixtures.settings(columns), rows: rows - 1)
    Snapshot.assert(lines, named: "CompactPageView.seoul-\(columns)x\(rows)")
  }

  @Test func theOpenWeatherMapPageFitsToo() {
    let lines = PageView.render(
      Fixtures.hamburgPage, Fixtures.settings(80, now: Fixtures.hamburgNow), rows: 23)
    Snapshot.assert(lines, named: "CompactPageView.hamburg-80x24-openweathermap")
  }

  @Test(arguments: [40, 60, 80, 100, 160])
  func everyHeightLeavesRoomForThePrompt(columns: Int) async {
    for rows in 12...60 {
      await Task.yield()  // a debug build renders slowly: let deadline tests run in between
      let lines = PageView.render(Fixtures.seoulPage, Fixtures.settings(columns), rows: rows)
      #expect(lines.count <= rows, "\(columns)x\(rows): \(lines.count) lines")
      #expect(lines.first?.hasPrefix("Seoul") == true)
      #expect(lines.last == "Weather data by Open-Meteo.com")
      #expect(lines.allSatisfy { TerminalText.displayWidth($0) <= columns }, "\(columns) columns")
    }
  }

  @Test func aTallTerminalGetsTheFullPageAndFullAlwaysDoes() {
    let full = PageView.render(Fixtures.seoulPage, Fixtures.settings(80))
    #expect(PageView.render(Fixtures.seoulPage, Fixtures.settings(80), rows: 200) == full)
    #expect(PageView.render(Fixtures.seoulPage, Fixtures.settings(80), rows: nil) == full)
    #expect(PageView.render(Fixtures.seoulPage, Fixtures.settings(80), rows: 23) != full)
  }

  @Test func aStepIntoTomorrowShowsTheWeekdayNotMidnight() {
    let lines = PageView.render(Fixtures.seoulPage, Fixtures.settings(80), rows: 23)
    let title = lines.firstIndex { $0.hasPrefix("Next ") }
    let row = title.map { lines[$0 + 1] } ?? ""
    #expect(row.contains("Wed") && !row.contains(" 00 "), "\(row)")
  }
}
