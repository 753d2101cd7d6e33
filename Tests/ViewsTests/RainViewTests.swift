import Catalog
import Foundation
import TestSupport
import Testing

@testable import Views

/// When rain starts or stops, in words a person reads at a glance.
@Suite(.size(.small)) struct RainViewTests {
  let now = Date(timeIntervalSince1970: 1_795_000_000)

  @Test(arguments: [
    (2.0, "in a few minutes"), (22.0, "in about 20 min"), (57.0, "in about 55 min"),
    (110.0, "in about 1 h 50 min"), (118.0, "in about 2 h"), (63.0, "in about 1 h"),
  ])
  func timesUnderAnHourAreMinutesAndLongerOnesHours(minutes: Double, text: String) {
    #expect(RainView.inAbout(now.addingTimeInterval(minutes * 60), now) == text)
  }
}

/// What the rain view says of a forecast without 15-minute data.
@Suite(.size(.small)) struct RainViewStepsTests {
  @Test func threeHourStepsAreSaidAsSuchNeverAsHourly() throws {
    let page = Fixtures.hamburgPage
    let forecast = try #require(page.forecast)
    let lines = RainView.render(forecast, ViewSettings(width: 80, now: Fixtures.hamburgNow))
    #expect(
      lines.contains(
        "15-minute rain is not available from OpenWeatherMap; 3-hour steps:"), "\(lines)")
    #expect(!lines.joined().contains("hourly"))
  }

  @Test func theStripsFirstThreeHourColumnIsATimeNotAWeekday() throws {
    // 01:10 on Wednesday in Hamburg: the step under way began at 23:00 on Tuesday.
    let now = Fixtures.local("Europe/Berlin", 2024, 5, 15, 1, 10)
    let strip = HourlyView.strip(Fixtures.hamburgPage, ViewSettings(width: 80, now: now))
    let hours = try #require(strip.dropFirst().first).plainText
    #expect(hours.trimmingCharacters(in: .whitespaces).hasPrefix("23 "), "\(hours)")
    #expect(!hours.contains("Tue"))
  }
}
