import Foundation
import TestSupport
import Testing
import Weather

@testable import Views

/// Outside data of hostile shape in the views: steps far from now, long templates.
@Suite(.size(.small))
struct HostileSizesTests {
  @Test func quarterHourStepsACenturyAheadAreNotDrawnAsTheNextTwoHours() {
    var forecast = Fixtures.seoulForecast
    let now = Fixtures.seoulNow
    let century = 100 * 365.25 * 86_400
    forecast.quarterHours = (0..<10).map { index in
      QuarterHour(
        time: now.addingTimeInterval(century + Double(index) * 900), precipitation: 2)
    }
    let lines = RainView.render(forecast, Fixtures.settings(80, now: now))
    #expect(!lines.contains { $0.contains("No rain in the next 2 hours") })
    #expect(lines.contains { $0.contains("15-minute rain is not available") })
    #expect(!lines.contains { $0.contains("2.0 mm") })
    #expect(RainOutlook.of(forecast, now: now) == .unavailable)
  }

  @Test func stepsWithinTheWindowAreStillDrawn() {
    var forecast = Fixtures.seoulForecast
    let now = Fixtures.seoulNow
    forecast.quarterHours = (0..<10).map { index in
      QuarterHour(time: now.addingTimeInterval(Double(index) * 900 + 60), precipitation: 0)
    }
    let lines = RainView.render(forecast, Fixtures.settings(80, now: now))
    #expect(lines.contains { $0.contains("No rain in the next 2 hours") })
    #expect(lines.count == 2 + 8)
  }

  @Test func aRepeatedCodeGivesTheSameTextEveryTime() {
    let input = BarLine.Input(place: Fixtures.seoul, forecast: Fixtures.seoulForecast)
    let settings = Fixtures.settings(80)
    let one = BarLine.render("%M %S %m|", input, settings)
    let many = BarLine.render(String(repeating: "%M %S %m|", count: 400), input, settings)
    #expect(many == String(repeating: one, count: 400))
  }
}
