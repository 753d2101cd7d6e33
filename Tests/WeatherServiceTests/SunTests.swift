import Foundation
import TestSupport
import Testing
import Weather

/// The offline sun against the U.S. Naval Observatory's "Rise and Set for the Sun for 2019" at
/// W081°00′, N29°00′ (Universal Time).
@Suite(.size(.small)) struct SunTests {
  @Test(arguments: [
    ("2019-01-01", "12:18", "22:38"), ("2019-06-15", "10:25", "00:24"),
    ("2019-09-10", "11:06", "23:35"), ("2019-12-31", "12:17", "22:37"),
  ])
  func sunriseAndSunsetMatchUSNO(day: String, rise: String, set: String) {
    let start = MoonTests.utc("\(day) 00:00")
    let found = Sun.day(
      from: start, to: start.addingTimeInterval(86_400), latitude: 29, longitude: -81)
    #expect(MoonTests.minutes(found.sunrise, MoonTests.utc("\(day) \(rise)")) <= 1.5)
    #expect(MoonTests.minutes(found.sunset, MoonTests.utc("\(day) \(set)")) <= 1.5)
  }

  /// Dawn comes before sunrise, noon between sunrise and sunset, dusk after sunset; noon at
  /// longitude 81° W is near 17:24 UT (plus the equation of time, −3 min on January 1).
  @Test func eventsAreInOrder() throws {
    let start = MoonTests.utc("2019-01-01 06:00")
    let found = Sun.day(
      from: start, to: start.addingTimeInterval(86_400), latitude: 29, longitude: -81)
    let dawn = try #require(found.dawn)
    let rise = try #require(found.sunrise)
    let noon = try #require(found.noon)
    let set = try #require(found.sunset)
    let dusk = try #require(found.dusk)
    #expect(dawn < rise && rise < noon && noon < set && set < dusk)
    #expect(MoonTests.minutes(noon, MoonTests.utc("2019-01-01 17:27")) <= 2)
  }
}
