import Foundation
import Weather

/// Writes and reads a ``Forecast`` as compact columnar JSON for the cache.
///
/// Decoding with ``JSONReader`` is several times faster than `JSONDecoder` on Linux, which
/// matters because every cached command reads a file first. Numbers are written in Swift's
/// shortest round-trip form and times as seconds since 2001 (`Date`'s own reference), so a
/// forecast reads back equal to what was written.
enum ForecastCodec {
  /// The format version inside the file; other versions read as absent.
  static let version = 2

  private static var currentFields: [(String, WritableKeyPath<CurrentConditions, Double?>)] {
    [
      ("temperature", \.temperature), ("apparentTemperature", \.apparentTemperature),
      ("humidity", \.humidity), ("dewPoint", \.dewPoint), ("windSpeed", \.windSpeed),
      ("windDirection", \.windDirection), ("windGusts", \.windGusts), ("pressure", \.pressure),
      ("precipitation", \.precipitation), ("cloudCover", \.cloudCover), ("uvIndex", \.uvIndex),
      ("visibility", \.visibility),
    ]
  }
  private static var hourFields: [(String, WritableKeyPath<HourlyItem, Double?>)] {
    [
      ("temperature", \.temperature), ("apparentTemperature", \.apparentTemperature),
      ("humidity", \.humidity), ("dewPoint", \.dewPoint),
      ("precipitationProbability", \.precipitationProbability),
      ("precipitation", \.precipitation), ("windSpeed", \.windSpeed),
      ("windDirection", \.windDirection), ("windGusts", \.windGusts), ("cloudCover", \.cloudCover),
      ("pressure", \.pressure), ("uvIndex", \.uvIndex), ("visibility", \.visibility),
    ]
  }
  private static var dayFields: [(String, WritableKeyPath<DailyItem, Double?>)] {
    [
      ("high", \.high), ("low", \.low), ("apparentHigh", \.apparentHigh),
      ("apparentLow", \.apparentLow), ("precipitationSum", \.precipitationSum),
      ("precipitationProbability", \.precipitationProbability), ("uvIndexMax", \.uvIndexMax),
      ("windSpeedMax", \.windSpeedMax), ("windGustsMax", \.windGustsMax),
      ("windDirectionDominant", \.windDirectionDominant),
    ]
  }

  // MARK: Writing

  /// The file bytes for a forecast.
  static func encode(_ forecast: Forecast) -> [UInt8] {
    var out = "{\"version\":\(version),\"provider\":\(text(forecast.provider.rawValue))"
    out += ",\"fetchedAt\":\(number(forecast.fetchedAt.timeIntervalSinceReferenceDate))"
    let location = forecast.location
    out += ",\"location\":{\"latitude\":\(number(location.latitude))"
    out += ",\"longitude\":\(number(location.longitude))"
    out += ",\"timeZone\":\(text(location.timeZone)),\"geonameID\":\(number(location.geonameID))"
    out += ",\"name\":\(text(location.name))}"
    out += ",\"timeZone\":\(text(forecast.timeZoneIdentifier))"
    out += ",\"utcOffsetSeconds\":\(number(forecast.utcOffsetSeconds))"
    out += ",\"hourlyStepHours\":\(forecast.hourlyStepHours)"
    if let current = forecast.current {
      out += ",\"current\":{\"time\":\(number(current.time?.timeIntervalSinceReferenceDate))"
      out += ",\"weatherCode\":\(number(current.weatherCode)),\"isDay\":\(flag(current.isDay))"
      for (name, path) in currentFields { out += ",\"\(name)\":\(number(current[keyPath: path]))" }
      out += "}"
    }
    let hours = forecast.hours
    out +=
      ",\"hours\":{\"time\":" + column(hours) { number($0.time.timeIntervalSinceReferenceDate) }
    out += ",\"weatherCode\":" + column(hours) { number($0.weatherCode) }
    out += ",\"isDay\":" + column(hours) { flag($0.isDay) }
    for (name, path) in hourFields {
      out += ",\"\(name)\":" + column(hours) { number($0[keyPath: path]) }
    }
    let days = forecast.days
    out += "},\"days\":{\"date\":" + column(days) { "\"\($0.date)\"" }
    out += ",\"weatherCode\":" + column(days) { number($0.weatherCode) }
    out += ",\"stepCount\":" + column(days) { number($0.stepCount) }
    out += ",\"sunrise\":" + column(days) { number($0.sunrise?.timeIntervalSinceReferenceDate) }
    out += ",\"sunset\":" + column(days) { number($0.sunset?.timeIntervalSinceReferenceDate) }
    for (name, path) in dayFields {
      out += ",\"\(name)\":" + column(days) { number($0[keyPath: path]) }
    }
    out += "}}\n"
    return Array(out.utf8)
  }

  private static func column<T>(_ items: [T], _ cell: (T) -> String) -> String {
    "[" + items.map(cell).joined(separator: ",") + "]"
  }

  private static func number(_ value: Double?) -> String {
    guard let value, value.isFinite else { return "null" }
    return "\(value)"
  }

  private static func number(_ value: Int?) -> String { value.map(String.init) ?? "null" }

  private static func flag(_ value: Bool?) -> String { value.map { $0 ? "1" : "0" } ?? "null" }

  private static func text(_ value: String?) -> String {
    guard let value else { return "null" }
    var out = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  // MARK: Reading

  /// The forecast in `bytes`, or nil when they are not a readable cache file of this version.
  static func decode(_ bytes: [UInt8]) -> Forecast? {
    guard let root = try? JSONReader.parse(bytes), number(root["version"]) == Double(version),
      case .string(let providerName)? = root["provider"],
      let provider = WeatherProvider(rawValue: providerName),
      let fetchedAt = number(root["fetchedAt"]), let place = root["location"],
      let latitude = number(place["latitude"]), let longitude = number(place["longitude"])
    else { return nil }
    let location = Location(
      latitude: latitude, longitude: longitude, timeZone: string(place["timeZone"]),
      geonameID: integer(place["geonameID"]), name: string(place["name"]))
    var forecast = Forecast(
      provider: provider, fetchedAt: Date(timeIntervalSinceReferenceDate: fetchedAt),
      location: location,
      timeZoneIdentifier: string(root["timeZone"]),
      utcOffsetSeconds: integer(root["utcOffsetSeconds"]),
      hourlyStepHours: integer(root["hourlyStepHours"]) ?? 1)
    if let current = root["current"], case .object = current {
      var conditions = CurrentConditions(
        time: number(current["time"]).map { Date(timeIntervalSinceReferenceDate: $0) },
        weatherCode: integer(current["weatherCode"]),
        isDay: number(current["isDay"]).map { $0 != 0 })
      for (name, path) in currentFields { conditions[keyPath: path] = number(current[name]) }
      forecast.current = conditions
    }
    guard let hours = root["hours"], let days = root["days"] else { return nil }
    let times = cells(hours["time"])
    var hourItems: [HourlyItem] = []
    hourItems.reserveCapacity(times.count)
    let hourCodes = cells(hours["weatherCode"])
    let hourFlags = cells(hours["isDay"])
    let hourFieldList = hourFields
    let hourColumns = hourFieldList.map { cells(hours[$0.0]) }
    for (index, time) in times.enumerated() {
      guard let time = number(time) else { return nil }
      var item = HourlyItem(
        time: Date(timeIntervalSinceReferenceDate: time),
        weatherCode: integer(at(hourCodes, index)),
        isDay: number(at(hourFlags, index)).map { $0 != 0 })
      for (field, values) in zip(hourFieldList, hourColumns) {
        item[keyPath: field.1] = number(at(values, index))
      }
      hourItems.append(item)
    }
    forecast.hours = hourItems
    let dates = cells(days["date"])
    let dayCodes = cells(days["weatherCode"])
    let steps = cells(days["stepCount"])
    let sunrises = cells(days["sunrise"])
    let sunsets = cells(days["sunset"])
    let dayFieldList = dayFields
    let dayColumns = dayFieldList.map { cells(days[$0.0]) }
    var dayItems: [DailyItem] = []
    dayItems.reserveCapacity(dates.count)
    for (index, date) in dates.enumerated() {
      guard let text = string(date), let date = LocalDate(text) else { return nil }
      var item = DailyItem(
        date: date, weatherCode: integer(at(dayCodes, index)),
        sunrise: number(at(sunrises, index)).map { Date(timeIntervalSinceReferenceDate: $0) },
        sunset: number(at(sunsets, index)).map { Date(timeIntervalSinceReferenceDate: $0) },
        stepCount: integer(at(steps, index)))
      for (field, values) in zip(dayFieldList, dayColumns) {
        item[keyPath: field.1] = number(at(values, index))
      }
      dayItems.append(item)
    }
    forecast.days = dayItems
    return forecast
  }

  private static func cells(_ value: JSONReader.Value?) -> [JSONReader.Value] {
    if case .array(let elements)? = value { return elements }
    return []
  }

  private static func at(_ values: [JSONReader.Value], _ index: Int) -> JSONReader.Value? {
    index < values.count ? values[index] : nil
  }

  private static func number(_ value: JSONReader.Value?) -> Double? {
    if case .number(let number)? = value, number.isFinite { return number }
    return nil
  }

  private static func integer(_ value: JSONReader.Value?) -> Int? {
    guard let number = number(value), abs(number) < 1e15 else { return nil }
    return Int(number)
  }

  private static func string(_ value: JSONReader.Value?) -> String? {
    if case .string(let text)? = value { return text }
    return nil
  }
}
