import Foundation
import TestSupport
import Testing
import Weather

@testable import WeatherService

/// Answers bigger than what was asked: longer arrays are refused, columns nobody asked for are
/// not read, and a cache file longer than any answer is not used; so no answer makes the work
/// of a view grow past what the user asked for.
@Suite(.size(.small)) struct AnswerSizeTests {
  @Test func anHourlySeriesLongerThanAskedIsRefused() throws {
    // 16 days asked, the day before them (`past_days=1`) and a day of the server's alignment.
    let fits = HostileAnswerTests.openMeteo("3", hours: 18 * 24)
    #expect(try HostileAnswerTests.decodeOpenMeteo(fits).hours.count == 18 * 24)
    let long = HostileAnswerTests.openMeteo("3", hours: 18 * 24 + 1)
    do {
      _ = try HostileAnswerTests.decodeOpenMeteo(long)
      Issue.record("an answer with more hours than asked was read")
    } catch {
      #expect(
        error.message.contains("433 entries where wxsh asked for at most 432"), "\(error.message)")
    }
  }

  @Test func aRequestForFewerDaysAllowsFewerEntries() {
    let asked = OpenMeteoProvider.asked(forecastDays: 2)
    #expect(asked.hours == 96 && asked.days == 4)
    let answer = HostileAnswerTests.openMeteo("3", hours: 97)
    #expect(throws: WeatherError.self) {
      try OpenMeteoProvider.forecasts(
        from: Array(answer.utf8), locations: [HostileAnswerTests.berlin],
        fetchedAt: Date(timeIntervalSince1970: HostileAnswerTests.start), forecastDays: 2)
    }
  }

  @Test func airColumnsNobodyAskedForAreSkippedAndLongSeriesRefused() throws {
    let extra = (0..<5000).map { "\"junk\($0)\":[]" }.joined(separator: ",")
    let times = (0..<48).map { String(1_800_000_000 + $0 * 3600) }.joined(separator: ",")
    let body = """
      {"latitude":52.5,"longitude":13.4,"timezone":"Europe/Berlin",
      "current":{"time":1800000000,"european_aqi":42,\(extra.replacingOccurrences(of: "[]", with: "1"))},
      "hourly":{"time":[\(times)],"european_aqi":[\(Array(repeating: "40", count: 48).joined(separator: ","))],\(extra)}}
      """
    let air = try AirQualityProvider.decode(Array(body.utf8), fetchedAt: Date())
    #expect(air.hours.count == 48)
    #expect(air.hours.allSatisfy { $0.europeanAQI == 40 })
    let many = (0..<300_000).map { _ in "1800000000" }.joined(separator: ",")
    let hostile = #"{"current":{"time":1800000000},"hourly":{"time":["# + many + "]}}"
    #expect(throws: WeatherError.self) {
      try AirQualityProvider.decode(Array(hostile.utf8), fetchedAt: Date())
    }
  }

  @Test func aCacheFileLongerThanAnyAnswerIsNotUsed() throws {
    let forecast = try HostileAnswerTests.decodeOpenMeteo(HostileAnswerTests.openMeteo("3"))
    var long = forecast
    long.hours = Array(repeating: forecast.hours[0], count: ForecastCodec.maximumHours + 1)
    #expect(ForecastCodec.decode(ForecastCodec.encode(forecast)) != nil)
    #expect(ForecastCodec.decode(ForecastCodec.encode(long)) == nil)
    var days = forecast
    days.days = Array(repeating: forecast.days[0], count: 150)
    #expect(ForecastCodec.decode(ForecastCodec.encode(days)) == nil)
  }
}
