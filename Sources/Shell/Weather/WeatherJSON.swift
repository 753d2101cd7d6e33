import Foundation
import Weather
import WeatherService

/// The `--json` shapes of weather: values in the user's units, times as the place's local wall
/// time (`YYYY-MM-DDTHH:MM`, dates `YYYY-MM-DD`), missing values as `null`.
enum WeatherJSON {
  static func number(_ value: Double?) -> JSONValue {
    guard let value, value.isFinite else { return .null }
    return .double((value * 100).rounded() / 100)
  }

  static func temperature(_ celsius: Double?, _ units: Units) -> JSONValue {
    number(celsius.map { UnitConversion.temperature($0, to: units.temperature) })
  }

  static func wind(_ kmh: Double?, _ units: Units) -> JSONValue {
    number(kmh.map { UnitConversion.windSpeed($0, to: units.wind) })
  }

  static func precipitation(_ mm: Double?, _ units: Units) -> JSONValue {
    number(mm.map { UnitConversion.precipitation($0, to: units.precipitation) })
  }

  static func integer(_ value: Int?) -> JSONValue { value.map(JSONValue.int) ?? .null }

  static func bool(_ value: Bool?) -> JSONValue { value.map(JSONValue.bool) ?? .null }

  static func time(_ date: Date?, _ forecast: Forecast) -> JSONValue {
    date.map { .string(forecast.localDateTime($0)) } ?? .null
  }

  /// The `units` object.
  static func units(_ units: Units) -> JSONValue { UnitsCommand.json(units) }

  /// The `current` object.
  static func current(_ forecast: Forecast, _ units: Units) -> JSONValue {
    guard let current = forecast.current else { return .null }
    return .object([
      ("time", time(current.time, forecast)),
      ("temperature", temperature(current.temperature, units)),
      ("apparentTemperature", temperature(current.apparentTemperature, units)),
      ("humidity", number(current.humidity)),
      ("dewPoint", temperature(current.dewPoint, units)),
      ("weatherCode", integer(current.weatherCode)),
      ("condition", current.condition.map { .string($0.text) } ?? .null),
      ("isDay", bool(current.isDay)),
      ("windSpeed", wind(current.windSpeed, units)),
      ("windDirection", number(current.windDirection)),
      ("windGusts", wind(current.windGusts, units)),
      ("pressure", number(current.pressure)),
      ("precipitation", precipitation(current.precipitation, units)),
      ("cloudCover", number(current.cloudCover)),
      ("uvIndex", number(current.uvIndex)),
      ("visibility", number(current.visibility)),
    ])
  }

  /// The `hours` array, from the current local hour.
  static func hours(_ forecast: Forecast, count: Int, _ units: Units, now: Date) -> JSONValue {
    .array(
      forecast.hours(from: now).prefix(count).map { hour in
        .object([
          ("time", time(hour.time, forecast)),
          ("temperature", temperature(hour.temperature, units)),
          ("apparentTemperature", temperature(hour.apparentTemperature, units)),
          ("weatherCode", integer(hour.weatherCode)),
          ("condition", hour.condition.map { .string($0.text) } ?? .null),
          ("isDay", bool(hour.isDay)),
          ("precipitationProbability", number(hour.precipitationProbability)),
          ("precipitation", precipitation(hour.precipitation, units)),
          ("humidity", number(hour.humidity)),
          ("windSpeed", wind(hour.windSpeed, units)),
          ("windDirection", number(hour.windDirection)),
          ("windGusts", wind(hour.windGusts, units)),
          ("uvIndex", number(hour.uvIndex)),
        ])
      })
  }

  /// The `days` array, from today (local date).
  static func days(_ forecast: Forecast, count: Int, _ units: Units, now: Date) -> JSONValue {
    .array(
      forecast.days(from: now).prefix(count).map { day in
        .object([
          ("date", .string(day.date.description)),
          ("high", temperature(day.high, units)),
          ("low", temperature(day.low, units)),
          ("weatherCode", integer(day.weatherCode)),
          ("condition", day.condition.map { .string($0.text) } ?? .null),
          ("precipitationProbability", number(day.precipitationProbability)),
          ("precipitationSum", precipitation(day.precipitationSum, units)),
          ("sunrise", time(day.sunrise, forecast)),
          ("sunset", time(day.sunset, forecast)),
          ("uvIndexMax", number(day.uvIndexMax)),
          ("windSpeedMax", wind(day.windSpeedMax, units)),
          ("windDirectionDominant", number(day.windDirectionDominant)),
        ])
      })
  }

  /// The `error` object of a place whose weather could not be had.
  static func error(_ error: WeatherError) -> JSONValue {
    .object([("kind", .string(error.kind)), ("message", .string(error.message))])
  }

  /// The `source` object: provider, fetch time, whether the data is stale and how old.
  static func source(_ result: ForecastResult) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("provider", .string(result.forecast.provider.rawValue)),
      ("fetchedAt", .string(result.forecast.localDateTime(result.forecast.fetchedAt))),
      ("stale", .bool(result.isStale)),
      ("ageSeconds", .int(Int(result.age.rounded()))),
    ]
    if let error = result.error { members.append(("error", .string(error.message))) }
    return .object(members)
  }
}
