import Foundation
import TestSupport
import Testing
import Weather

@testable import WeatherService

/// OpenWeatherMap's days come from the 3-hour steps it still forecasts; today's range must
/// also hold the reading now, or `:now` says `12°C … H 8° L 4°` and late evening `—/—`.
@Suite(.size(.small)) struct OpenWeatherMapTodayTests {
  /// 2026-11-24 20:00 in Berlin (UTC+1).
  static let evening = 1_795_546_800.0

  /// A `/weather` body reading `temperature` at `time`, shaped like the captured Munich one.
  func currentBody(_ temperature: Double, at time: Double) -> [UInt8] {
    Array(
      """
      {"coord":{"lon":13.41,"lat":52.52},"weather":[{"id":800,"main":"Clear","description":"clear sky","icon":"01n"}],\
      "main":{"temp":\(temperature),"feels_like":\(temperature - 2),"temp_min":\(temperature),"temp_max":\(temperature),\
      "pressure":1018,"humidity":54},"visibility":10000,"wind":{"speed":2.1,"deg":200},"clouds":{"all":0},\
      "dt":\(Int(time)),"sys":{"country":"DE","sunrise":\(Int(time) - 44000),"sunset":\(Int(time) - 14000)},\
      "timezone":3600,"id":2950159,"name":"Berlin","cod":200}
      """.utf8)
  }

  /// A `/forecast` body with a step at each of `steps` (time, temperature).
  func forecastBody(_ steps: [(Double, Double)]) -> [UInt8] {
    let items = steps.map { time, temperature in
      """
      {"dt":\(Int(time)),"main":{"temp":\(temperature),"feels_like":\(temperature),"pressure":1018,"humidity":60},\
      "weather":[{"id":800,"main":"Clear","description":"clear sky","icon":"01n"}],"clouds":{"all":0},\
      "wind":{"speed":2.0,"deg":200},"visibility":10000,"pop":0}
      """
    }
    return Array(
      """
      {"cod":"200","message":0,"cnt":\(steps.count),"list":[\(items.joined(separator: ","))],\
      "city":{"id":2950159,"name":"Berlin","coord":{"lat":52.52,"lon":13.41},"country":"DE","timezone":3600}}
      """.utf8)
  }

  @Test func todaysHighHoldsAWarmerReadingNow() throws {
    let forecast = try OpenWeatherMapProvider.forecast(
      currentBody: currentBody(12, at: Self.evening),
      forecastBody: forecastBody([(Self.evening + 3600, 8), (Self.evening + 3 * 3600 - 1, 4)]),
      location: TestPlaces.berlin, fetchedAt: Date(timeIntervalSince1970: Self.evening))
    let today = try #require(forecast.days.first)
    #expect(
      today.date == LocalDate(Date(timeIntervalSince1970: Self.evening), in: forecast.timeZone))
    #expect(today.high == 12)
    #expect(today.low == 4)
  }

  @Test func aLateEveningWithNoStepLeftTodayStillHasToday() throws {
    // 23:30: the next step is after midnight, so no step falls on today.
    let late = Self.evening + 3.5 * 3600
    let forecast = try OpenWeatherMapProvider.forecast(
      currentBody: currentBody(3, at: late),
      forecastBody: forecastBody([(late + 1800, 2), (late + 1800 + 3 * 3600, 1)]),
      location: TestPlaces.berlin, fetchedAt: Date(timeIntervalSince1970: late))
    let today = try #require(forecast.days.first)
    #expect(today.date == LocalDate(Date(timeIntervalSince1970: late), in: forecast.timeZone))
    #expect(today.high == 3)
    #expect(today.low == 3)
    #expect(forecast.days.count == 2)
  }
}
