import Catalog
import Foundation
import JSON
import Weather

/// The `--json` shapes of weather: values in the user's units, times as the place's local wall
/// time (`YYYY-MM-DDTHH:MM`, dates `YYYY-MM-DD`), missing values as `null`.
public enum WeatherJSON {
  /// An instant as wall-clock time in `zone` (`2026-03-03T20:38`), or null.
  public static func localDateTime(_ instant: Date?, _ zone: TimeZone) -> JSONNode {
    instant.map { .string(LocalDate.dateTime($0, in: zone)) } ?? .null
  }

  public static func number(_ value: Double?) -> JSONNode {
    guard let value, value.isFinite else { return .null }
    return .double((value * 100).rounded() / 100)
  }

  public static func temperature(_ celsius: Double?, _ units: Units) -> JSONNode {
    number(celsius.map { UnitConversion.temperature($0, to: units.temperature) })
  }

  public static func wind(_ kmh: Double?, _ units: Units) -> JSONNode {
    number(kmh.map { UnitConversion.windSpeed($0, to: units.wind) })
  }

  public static func precipitation(_ mm: Double?, _ units: Units) -> JSONNode {
    number(mm.map { UnitConversion.precipitation($0, to: units.precipitation) })
  }

  /// A pressure in the unit the `units` object names (hPa, inHg or mmHg).
  public static func pressure(_ hPa: Double?, _ units: Units) -> JSONNode {
    number(hPa.map { UnitConversion.pressure($0, to: units.pressure) })
  }

  /// A distance (visibility) in the unit the `units` object names: km, or miles.
  public static func distance(_ metres: Double?, _ units: Units) -> JSONNode {
    number(metres.map { units.distanceInMiles ? $0 / 1609.344 : $0 / 1000 })
  }

  public static func integer(_ value: Int?) -> JSONNode { value.map(JSONNode.int) ?? .null }

  public static func bool(_ value: Bool?) -> JSONNode { value.map(JSONNode.bool) ?? .null }

  public static func time(_ date: Date?, _ forecast: Forecast) -> JSONNode {
    date.map { .string(forecast.localDateTime($0)) } ?? .null
  }

  /// The `units` object.
  public static func units(_ units: Units) -> JSONNode {
    .object([
      ("temperature", .string(UnitConversion.symbol(units.temperature))),
      ("windSpeed", .string(UnitConversion.symbol(units.wind))),
      ("precipitation", .string(units.precipitation.rawValue)),
      ("clock", .string(units.clock.rawValue)),
      ("pressure", .string(UnitConversion.symbol(units.pressure))),
      ("distance", .string(units.distanceInMiles ? "mi" : "km")),
      ("airIndex", .string(units.airIndex.rawValue)),
    ])
  }

  /// `Units: temperature °C · wind km/h · precipitation mm · clock 24h`.
  public static func unitsLine(_ units: Units) -> String {
    say(
      .unitsLine(
        temperature: UnitConversion.symbol(units.temperature),
        wind: UnitConversion.symbol(units.wind), precipitation: units.precipitation.rawValue,
        clock: say(units.clock == .h24 ? .unitsClock24h : .unitsClock12h)))
  }

  /// `       pressure hPa · distance auto (km) · air index auto`: the second units line.
  public static func moreUnitsLine(_ units: Units) -> String {
    let miles = units.distanceInMiles ? "mi" : "km"
    let distance =
      units.distance == .auto
      ? say(.unitsDistanceAutoValue(unit: miles)) : units.distance.rawValue
    return say(
      .unitsMoreLine(
        pressure: UnitConversion.symbol(units.pressure), distance: distance,
        air: units.airIndex == .auto ? say(.unitsAutoValue) : units.airIndex.rawValue))
  }

  /// The `current` object.
  public static func current(_ forecast: Forecast, _ units: Units) -> JSONNode {
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
      ("pressure", pressure(current.pressure, units)),
      ("precipitation", precipitation(current.precipitation, units)),
      ("cloudCover", number(current.cloudCover)),
      ("uvIndex", number(current.uvIndex)),
      ("visibility", distance(current.visibility, units)),
    ])
  }

  /// The `hours` array: the steps covering the next `count` hours (one rule with the text).
  public static func hours(_ forecast: Forecast, count: Int, _ units: Units, now: Date) -> JSONNode
  {
    .array(
      forecast.hours(covering: count, from: now).map { hour in
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

  /// The `days` array, from today (local date); with `context`, each day has its `normal`
  /// and `range` (null where not known).
  public static func days(
    _ forecast: Forecast, count: Int, _ units: Units, now: Date, context: ForecastContext? = nil
  ) -> JSONNode {
    .array(
      forecast.days(from: now).prefix(count).map { day in
        .object(
          dayMembers(day, forecast, units)
            + (context.map { dayContext(day.date, $0, units) } ?? []))
      })
  }

  /// A `days` entry's `normal` and `range`.
  static func dayContext(_ date: LocalDate, _ context: ForecastContext, _ units: Units)
    -> [JSONWriter.Member]
  {
    let normal = context.climate?.context(of: date).normal
    var range: JSONNode = .null
    if let day = context.ranges?.day(date) {
      func ends(_ range: ClosedRange<Double>?) -> JSONNode {
        guard let range else { return .null }
        return .array([temperature(range.lowerBound, units), temperature(range.upperBound, units)])
      }
      range = .object([
        ("high", ends(day.high)), ("low", ends(day.low)), ("rainChance", number(day.rainChance)),
      ])
    }
    return [("normal", pair(normal, units)), ("range", range)]
  }

  /// `{"high", "low"}` in the document's units, or null.
  static func pair(_ pair: DayClimate.Pair?, _ units: Units) -> JSONNode {
    guard let pair else { return .null }
    return .object([("high", temperature(pair.high, units)), ("low", temperature(pair.low, units))])
  }

  /// `:now`'s `context`: yesterday (the temperature at this hour and the day's high and low),
  /// today's normal, the same date last year and the date's records; null where not known.
  public static func context(
    _ forecast: Forecast, _ context: ForecastContext, _ units: Units, now: Date
  ) -> JSONNode {
    let today = forecast.localDate(now)
    var yesterday: JSONNode = .null
    let before = forecast.yesterday(at: now)
    let then = forecast.temperatureDayBefore(now)
    if before != nil || then != nil {
      yesterday = .object([
        ("temperature", temperature(then, units)), ("high", temperature(before?.high, units)),
        ("low", temperature(before?.low, units)),
      ])
    }
    let climate = context.climate?.context(of: today)
    func record(_ record: ClimateTable.Record?) -> JSONNode {
      guard let record else { return .null }
      return .object([("value", temperature(record.value, units)), ("year", .int(record.year))])
    }
    var records: JSONNode = .null
    if let climate, climate.recordHigh != nil || climate.recordLow != nil {
      records = .object([("high", record(climate.recordHigh)), ("low", record(climate.recordLow))])
    }
    return .object([
      ("yesterday", yesterday), ("normal", pair(climate?.normal, units)),
      ("lastYear", pair(climate?.lastYear, units)), ("record", records),
    ])
  }

  /// One `days` entry's own members.
  static func dayMembers(_ day: DailyItem, _ forecast: Forecast, _ units: Units)
    -> [JSONWriter.Member]
  {
    [
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
    ]
  }

  /// The `error` object of a place whose weather could not be had.
  public static func error(_ error: WeatherError) -> JSONNode {
    .object([("kind", .string(error.kind)), ("message", .string(error.message))])
  }

  /// The `source` object: provider, fetch time, whether the data is stale and how old.
  public static func source(_ result: ForecastResult) -> JSONNode {
    var members: [JSONWriter.Member] = [
      ("provider", .string(result.forecast.provider.rawValue)),
      ("fetchedAt", .string(result.forecast.localDateTime(result.forecast.fetchedAt))),
      ("stale", .bool(result.isStale)),
      ("ageSeconds", .int(Int(result.age.rounded()))),
    ]
    if let error = result.error { members.append(("error", .string(error.message))) }
    return .object(members)
  }
}
