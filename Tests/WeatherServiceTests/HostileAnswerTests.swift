import Foundation
import TestSupport
import Testing
import Weather

@testable import WeatherService

/// Decoders of outside data: numbers outside their physical range read as missing, error
/// answers with status 200 are errors, and poisoned cache files load with "—" instead of a trap.
@Suite(.size(.small)) struct HostileAnswerTests {
  static let start = 1_781_481_600.0  // 2026-06-15 00:00 UTC
  static let berlin = Location(latitude: 52.52, longitude: 13.41, timeZone: "Europe/Berlin")

  /// An Open-Meteo answer shaped like the real one (`timeformat=unixtime`, `timezone=auto`),
  /// with `value` as the text of every measured number.
  static func openMeteo(_ value: String, hours: Int = 3) -> String {
    let times = (0..<hours).map { String(Int(start) + $0 * 3600) }.joined(separator: ",")
    func column(_ text: String) -> String {
      "[" + Array(repeating: text, count: hours).joined(separator: ",") + "]"
    }
    let current = OpenMeteoProvider.currentVariables.map { "\"\($0)\":\(value)" }
      .joined(separator: ",")
    let hourly = OpenMeteoProvider.hourlyVariables.map { "\"\($0)\":\(column(value))" }
      .joined(separator: ",")
    let daily = OpenMeteoProvider.dailyVariables.map { "\"\($0)\":[\(value)]" }
      .joined(separator: ",")
    return """
      {"latitude":52.52,"longitude":13.419998,"generationtime_ms":0.21,"utc_offset_seconds":7200,
      "timezone":"Europe/Berlin","timezone_abbreviation":"GMT+2","elevation":38.0,
      "current_units":{"time":"unixtime","interval":"seconds"},
      "current":{"time":\(Int(start) + 43_200),"interval":900,\(current)},
      "hourly_units":{"time":"unixtime"},"hourly":{"time":[\(times)],\(hourly)},
      "daily_units":{"time":"unixtime"},"daily":{"time":[\(Int(start) - 7200)],\(daily)}}
      """
  }

  static func decodeOpenMeteo(_ text: String) throws(WeatherError) -> Forecast {
    let forecasts = try OpenMeteoProvider.forecasts(
      from: Array(text.utf8), locations: [berlin], fetchedAt: Date(timeIntervalSince1970: start))
    return forecasts[0]
  }

  @Test(arguments: ["1e300", "-1e300", "9.3e18", "-9.3e18", "9223372036854775807", "1e999"])
  func hugeOpenMeteoNumbersReadAsMissing(value: String) throws {
    // 1e999 is not a finite number: the reader refuses the document as malformed.
    guard value != "1e999" else {
      #expect(throws: WeatherError.self) { try Self.decodeOpenMeteo(Self.openMeteo(value)) }
      return
    }
    let forecast = try Self.decodeOpenMeteo(Self.openMeteo(value))
    let current = try #require(forecast.current)
    #expect(current.temperature == nil)
    #expect(current.humidity == nil)
    #expect(current.windSpeed == nil)
    #expect(current.pressure == nil)
    #expect(current.uvIndex == nil)
    #expect(current.visibility == nil)
    #expect(current.weatherCode == nil)
    #expect(forecast.hours.count == 3)
    #expect(forecast.hours.allSatisfy { $0.temperature == nil && $0.precipitation == nil })
    #expect(forecast.hours.allSatisfy { $0.precipitationProbability == nil })
    #expect(forecast.days.count == 1)
    #expect(forecast.days[0].high == nil && forecast.days[0].sunrise == nil)
  }

  @Test func realisticOpenMeteoNumbersAreKept() throws {
    let forecast = try Self.decodeOpenMeteo(Self.openMeteo("2.0"))
    #expect(forecast.current?.temperature == 2)
    #expect(forecast.current?.weatherCode == 2)
    #expect(forecast.hours.first?.precipitationProbability == 2)
    #expect(forecast.current?.pressure == nil)  // 2 hPa is not a sea-level pressure
  }

  @Test func negativeZeroReadsAsZero() throws {
    let forecast = try Self.decodeOpenMeteo(Self.openMeteo("-0"))
    let temperature = try #require(forecast.current?.temperature)
    #expect(temperature == 0 && temperature.sign == .plus)
  }

  @Test func anOpenMeteoErrorWithStatus200IsAnError() {
    let body = #"{"error":true,"reason":"Cannot initialize \u001b]0;pwned\u0007 \u202eevil"}"#
    do {
      _ = try Self.decodeOpenMeteo(body)
      Issue.record("an error answer was taken as a forecast")
    } catch {
      #expect(error.kind == "unexpectedResponse")
      #expect(error.message.contains("the server reported an error: Cannot initialize"))
      #expect(!error.message.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x202E })
    }
  }

  /// Issue 28: an answer without a section shows the others and names what is missing; only
  /// an answer with none of them is an error.
  @Test(arguments: ["current", "hourly", "daily"])
  func anOpenMeteoAnswerWithoutABlockKeepsTheOthers(block: String) throws {
    var object = try #require(
      try JSONSerialization.jsonObject(with: Data(Self.openMeteo("1").utf8)) as? [String: Any])
    object[block] = nil
    let text = String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
    let forecast = try Self.decodeOpenMeteo(text)
    #expect(forecast.missingSections.map(\.rawValue) == [block])
    for section in ["current", "hourly", "daily"] { object[section] = nil }
    let empty = String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
    do {
      _ = try Self.decodeOpenMeteo(empty)
      Issue.record("an answer without any section was taken as a forecast")
    } catch {
      #expect(error.message.contains("holds no forecast"))
    }
  }

  @Test func farAndNegativeTimesAreLeftOut() throws {
    let text = Self.openMeteo("1").replacingOccurrences(
      of: "\"time\":[\(Int(Self.start)),", with: "\"time\":[1e300,"
    )
    .replacingOccurrences(of: "\(Int(Self.start) + 3600),", with: "-9.3e18,")
    let forecast = try Self.decodeOpenMeteo(text)
    #expect(forecast.hours.count == 1)
  }

  // MARK: OpenWeatherMap

  static let owmCurrent = """
    {"coord":{"lon":13.41,"lat":52.52},"weather":[{"id":500,"main":"Rain","description":"light rain","icon":"10d"}],
    "base":"stations","main":{"temp":VALUE,"feels_like":VALUE,"temp_min":3,"temp_max":5,"pressure":VALUE,"humidity":VALUE},
    "visibility":VALUE,"wind":{"speed":VALUE,"deg":VALUE,"gust":VALUE},"rain":{"1h":VALUE},"clouds":{"all":VALUE},
    "dt":1781524800,"sys":{"country":"DE","sunrise":1781491200,"sunset":1781551200},"timezone":7200,
    "id":2950159,"name":"Berlin","cod":200}
    """

  static func owmForecast(_ value: String) -> String {
    let items = (0..<8).map { index in
      """
      {"dt":\(1_781_524_800 + index * 10_800),"main":{"temp":\(value),"feels_like":\(value),"pressure":\(value),"humidity":\(value)},
      "weather":[{"id":\(value),"main":"Rain","icon":"10d"}],"clouds":{"all":\(value)},"wind":{"speed":\(value),"deg":\(value),"gust":\(value)},
      "visibility":\(value),"pop":\(value),"rain":{"3h":\(value)},"sys":{"pod":"d"},"dt_txt":"2026-06-15 12:00:00"}
      """
    }
    return """
      {"cod":"200","message":0,"cnt":8,"list":[\(items.joined(separator: ","))],
      "city":{"id":2950159,"name":"Berlin","coord":{"lat":52.52,"lon":13.41},"country":"DE","timezone":7200,
      "sunrise":1781491200,"sunset":1781551200}}
      """
  }

  static func decodeOpenWeatherMap(current: String, forecast: String) throws(WeatherError)
    -> Forecast
  {
    try OpenWeatherMapProvider.forecast(
      currentBody: Array(current.utf8), forecastBody: Array(forecast.utf8), location: berlin,
      fetchedAt: Date(timeIntervalSince1970: start))
  }

  @Test(arguments: ["1e300", "-1e300", "9.3e18", "-9.3e18"])
  func hugeOpenWeatherMapNumbersReadAsMissing(value: String) throws {
    let forecast = try Self.decodeOpenWeatherMap(
      current: Self.owmCurrent.replacingOccurrences(of: "VALUE", with: value),
      forecast: Self.owmForecast(value))
    #expect(forecast.current?.temperature == nil)
    #expect(forecast.current?.windSpeed == nil)
    #expect(forecast.current?.visibility == nil)
    #expect(forecast.current?.precipitation == nil)
    #expect(forecast.hours.count == 8)
    #expect(forecast.hours.allSatisfy { $0.temperature == nil && $0.weatherCode == nil })
    #expect(forecast.hours.allSatisfy { $0.precipitationProbability == nil })
    #expect(forecast.days.allSatisfy { $0.high == nil })
  }

  @Test func openWeatherMapErrorBodiesWithStatus200AreErrors() {
    let good = Self.owmCurrent.replacingOccurrences(of: "VALUE", with: "4")
    let cases: [(current: String, forecast: String, says: String)] = [
      (good, #"{"cod":"404","message":"city not found"}"#, "(code 404): city not found"),
      (
        #"{"cod":401, "message": "Invalid API key.\u001b[2J"}"#, Self.owmForecast("4"),
        "(code 401): Invalid API key."
      ),
      (good, #"{"cod":"200","cnt":0}"#, "holds no list"),
    ]
    for item in cases {
      do {
        _ = try Self.decodeOpenWeatherMap(current: item.current, forecast: item.forecast)
        Issue.record("an error answer was taken as a forecast: \(item.forecast)")
      } catch {
        #expect(error.message.contains(item.says), "\(error.message)")
        #expect(!error.message.unicodeScalars.contains { $0.value < 0x20 })
      }
    }
  }

  // MARK: The cache

  @Test func aPoisonedCacheFileLoadsWithMissingValues() throws {
    var forecast = try Self.decodeOpenMeteo(Self.openMeteo("3"))
    forecast.location.name = "Berlin"
    var text = String(decoding: ForecastCodec.encode(forecast), as: UTF8.self)
    // What wxsh before validation could write: 1e300 and 9.3e18 in any field.
    #expect(text.contains(":3.0,") && text.contains("[3.0,"))
    text = text.replacingOccurrences(of: ":3.0,", with: ":1e300,")
      .replacingOccurrences(of: "[3.0,", with: "[-9.3e18,")
      .replacingOccurrences(of: "\"hourlyStepHours\":1", with: "\"hourlyStepHours\":1e300")
      .replacingOccurrences(of: "\"Berlin\"", with: "\"Ber\\u001b[2Jlin\\u202e\"")
    let decoded = try #require(ForecastCodec.decode(Array(text.utf8)))
    #expect(decoded.current?.temperature == nil)
    #expect(decoded.hours.first?.temperature == nil)
    #expect(decoded.hourlyStepHours == 1)
    #expect(decoded.location.name == "Ber[2Jlin")
  }
}
