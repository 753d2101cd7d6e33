import Foundation
import TestSupport
import Testing
import Weather

@testable import WeatherService

/// Rain in the next hour: the outlook from 15-minute steps, their decoding (validated) and
/// the cache round trip.
@Suite(.size(.small)) struct RainOutlookTests {
  /// 15-minute steps whose first ends at `t0` (an instant on a step boundary).
  static func steps(_ amounts: [Double?], t0: Double = 1_800_000_000) -> [QuarterHour] {
    amounts.enumerated().map { index, amount in
      QuarterHour(
        time: Date(timeIntervalSince1970: t0 + Double(index) * 900), precipitation: amount)
    }
  }

  static func at(_ seconds: Double) -> Date { Date(timeIntervalSince1970: 1_800_000_000 + seconds) }

  @Test func startsStopsContinuesOrStaysDry() {
    let now = Self.at(300)  // 5 minutes into the step that ends at t0 + 900
    let starting = Self.steps([0, 0, 0, 0.4, 0.9, 0, 0, 0, 0, 0])
    #expect(
      RainOutlook.of(starting, now: now) == .starting(start: Self.at(1800), stop: Self.at(3600)))
    let stopping = Self.steps([0.5, 0.8, 0.6, 0.3, 0, 0, 0, 0, 0, 0])
    #expect(RainOutlook.of(stopping, now: now) == .stopping(stop: Self.at(2700)))
    let wet = Self.steps(Array(repeating: 1.0, count: 10))
    #expect(RainOutlook.of(wet, now: now) == .continuing(until: Self.at(8100)))
    #expect(RainOutlook.of(Self.steps(Array(repeating: 0, count: 10)), now: now) == .dry)
    // A start more than an hour away is not announced; a trace below 0.1 mm is dry.
    #expect(RainOutlook.of(Self.steps([0, 0, 0, 0, 0, 0, 0, 0.5, 0, 0]), now: now) == .dry)
    #expect(RainOutlook.of(Self.steps([0, 0.05, 0.09, 0, 0, 0]), now: now) == .dry)
    // Missing values count as dry; steps that do not reach now say nothing.
    #expect(RainOutlook.of(Self.steps([nil, nil, 0.3, nil]), now: now) != .dry)
    #expect(RainOutlook.of(Self.steps([1, 1]), now: Self.at(7200)) == .unavailable)
    #expect(RainOutlook.of([], now: now) == .unavailable)
  }

  @Test func requestAsksForMinutely15AndTheAnswerIsValidated() throws {
    let location = Location(latitude: 51.5, longitude: 0, timeZone: "Europe/London")
    let url = OpenMeteoProvider.url(base: .openMeteo, locations: [location], forecastDays: 3)
    #expect(url.contains("minutely_15=precipitation"))
    #expect(url.contains("forecast_minutely_15=10"))
    let body = """
      {"latitude":51.5,"longitude":0.0,"utc_offset_seconds":0,"timezone":"Europe/London",
      "current":{"time":1800000000,"temperature_2m":7.0},
      "minutely_15":{"time":[1800000000,1800000900,"x",1800002700,99999999999],
        "precipitation":[0.25,-3,0.5,null,1.0]},
      "hourly":{"time":[1800000000]},"daily":{"time":[1799971200]}}
      """
    #expect(throws: WeatherError.self) {
      try OpenMeteoProvider.forecasts(
        from: Array(body.utf8), locations: [location], fetchedAt: Date())
    }
    let clean = body.replacingOccurrences(of: "\"x\"", with: "1800001800")
    let forecast = try #require(
      try OpenMeteoProvider.forecasts(
        from: Array(clean.utf8), locations: [location], fetchedAt: Date()
      ).first)
    let steps = try #require(forecast.quarterHours)
    #expect(steps.count == 4, "the time out of range is dropped")
    #expect(steps.map(\.precipitation) == [0.25, nil, 0.5, nil], "-3 mm reads as missing")
    #expect(ForecastCodec.decode(ForecastCodec.encode(forecast)) == forecast)
    var none = forecast
    none.quarterHours = nil
    #expect(ForecastCodec.decode(ForecastCodec.encode(none))?.quarterHours == nil)
  }
}
