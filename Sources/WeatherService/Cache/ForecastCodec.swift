import Foundation
import JSON
import Terminal
import Weather

/// Writes and reads a ``Forecast`` as compact columnar JSON for the cache.
///
/// Decoding with the one JSON parser (`JSONValue.parse`) is several times faster than `JSONDecoder` on Linux, which
/// matters because every cached command reads a file first. Numbers are written in Swift's
/// shortest round-trip form and times as seconds since 2001 (`Date`'s own reference), so a
/// forecast reads back equal to what was written.
///
/// A cache file is outside data like any answer: on reading, every number is checked against
/// its ``PhysicalRange`` and one outside it reads as missing, so a file written before wxsh
/// validated (or edited by hand) loads and shows "—" instead of crashing a view. Strings are
/// sanitised.
enum ForecastCodec {
  /// The most hourly steps a cached forecast may have (17 days).
  static let maximumHours = 17 * 24
  /// The most days a cached forecast may have.
  static let maximumDays = 17
  /// The most 15-minute steps a cached forecast may have.
  static let maximumQuarterHours = 16

  /// The format version inside the file; other versions read as absent.
  static let version = 2

  /// One number of a cached item: its name in the file, its range, how to read and set it.
  ///
  /// Closures rather than key paths: a key path is built by the runtime at its first use, which
  /// every cached command paid for these 35 (0.1 ms), and is slower to set through.
  private struct Field<Item>: Sendable {
    let name: String
    let range: PhysicalRange
    let get: @Sendable (Item) -> Double?
    let set: @Sendable (inout Item, Double?) -> Void

    init(
      _ name: String, _ range: PhysicalRange, _ get: @escaping @Sendable (Item) -> Double?,
      _ set: @escaping @Sendable (inout Item, Double?) -> Void
    ) {
      self.name = name
      self.range = range
      self.get = get
      self.set = set
    }
  }

  private static let currentFields: [Field<CurrentConditions>] = [
    Field("temperature", .temperature, { $0.temperature }, { $0.temperature = $1 }),
    Field(
      "apparentTemperature", .temperature, { $0.apparentTemperature },
      { $0.apparentTemperature = $1 }),
    Field("humidity", .humidity, { $0.humidity }, { $0.humidity = $1 }),
    Field("dewPoint", .temperature, { $0.dewPoint }, { $0.dewPoint = $1 }),
    Field("windSpeed", .windSpeed, { $0.windSpeed }, { $0.windSpeed = $1 }),
    Field("windDirection", .direction, { $0.windDirection }, { $0.windDirection = $1 }),
    Field("windGusts", .windSpeed, { $0.windGusts }, { $0.windGusts = $1 }),
    Field("pressure", .pressure, { $0.pressure }, { $0.pressure = $1 }),
    Field("precipitation", .precipitation, { $0.precipitation }, { $0.precipitation = $1 }),
    Field("cloudCover", .percent, { $0.cloudCover }, { $0.cloudCover = $1 }),
    Field("uvIndex", .uvIndex, { $0.uvIndex }, { $0.uvIndex = $1 }),
    Field("visibility", .visibility, { $0.visibility }, { $0.visibility = $1 }),
  ]
  private static let hourFields: [Field<HourlyItem>] = [
    Field("temperature", .temperature, { $0.temperature }, { $0.temperature = $1 }),
    Field(
      "apparentTemperature", .temperature, { $0.apparentTemperature },
      { $0.apparentTemperature = $1 }),
    Field("humidity", .humidity, { $0.humidity }, { $0.humidity = $1 }),
    Field("dewPoint", .temperature, { $0.dewPoint }, { $0.dewPoint = $1 }),
    Field(
      "precipitationProbability", .percent, { $0.precipitationProbability },
      { $0.precipitationProbability = $1 }),
    Field("precipitation", .precipitation, { $0.precipitation }, { $0.precipitation = $1 }),
    Field("windSpeed", .windSpeed, { $0.windSpeed }, { $0.windSpeed = $1 }),
    Field("windDirection", .direction, { $0.windDirection }, { $0.windDirection = $1 }),
    Field("windGusts", .windSpeed, { $0.windGusts }, { $0.windGusts = $1 }),
    Field("cloudCover", .percent, { $0.cloudCover }, { $0.cloudCover = $1 }),
    Field("pressure", .pressure, { $0.pressure }, { $0.pressure = $1 }),
    Field("uvIndex", .uvIndex, { $0.uvIndex }, { $0.uvIndex = $1 }),
    Field("visibility", .visibility, { $0.visibility }, { $0.visibility = $1 }),
  ]
  private static let dayFields: [Field<DailyItem>] = [
    Field("high", .temperature, { $0.high }, { $0.high = $1 }),
    Field("low", .temperature, { $0.low }, { $0.low = $1 }),
    Field("apparentHigh", .temperature, { $0.apparentHigh }, { $0.apparentHigh = $1 }),
    Field("apparentLow", .temperature, { $0.apparentLow }, { $0.apparentLow = $1 }),
    Field(
      "precipitationSum", .precipitation, { $0.precipitationSum }, { $0.precipitationSum = $1 }),
    Field(
      "precipitationProbability", .percent, { $0.precipitationProbability },
      { $0.precipitationProbability = $1 }),
    Field("uvIndexMax", .uvIndex, { $0.uvIndexMax }, { $0.uvIndexMax = $1 }),
    Field("windSpeedMax", .windSpeed, { $0.windSpeedMax }, { $0.windSpeedMax = $1 }),
    Field("windGustsMax", .windSpeed, { $0.windGustsMax }, { $0.windGustsMax = $1 }),
    Field(
      "windDirectionDominant", .direction, { $0.windDirectionDominant },
      { $0.windDirectionDominant = $1 }),
  ]

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
      for field in currentFields {
        out += ",\"\(field.name)\":\(number(field.get(current)))"
      }
      out += "}"
    }
    let hours = forecast.hours
    out +=
      ",\"hours\":{\"time\":" + column(hours) { number($0.time.timeIntervalSinceReferenceDate) }
    out += ",\"weatherCode\":" + column(hours) { number($0.weatherCode) }
    out += ",\"isDay\":" + column(hours) { flag($0.isDay) }
    for field in hourFields {
      out += ",\"\(field.name)\":" + column(hours) { number(field.get($0)) }
    }
    let days = forecast.days
    out += "},\"days\":{\"date\":" + column(days) { "\"\($0.date)\"" }
    out += ",\"weatherCode\":" + column(days) { number($0.weatherCode) }
    out += ",\"stepCount\":" + column(days) { number($0.stepCount) }
    out += ",\"sunrise\":" + column(days) { number($0.sunrise?.timeIntervalSinceReferenceDate) }
    out += ",\"sunset\":" + column(days) { number($0.sunset?.timeIntervalSinceReferenceDate) }
    for field in dayFields {
      out += ",\"\(field.name)\":" + column(days) { number(field.get($0)) }
    }
    out += "}"
    if let steps = forecast.quarterHours {
      out +=
        ",\"quarterHours\":{\"time\":"
        + column(steps) { number($0.time.timeIntervalSinceReferenceDate) }
      out += ",\"precipitation\":" + column(steps) { number($0.precipitation) }
      out += ",\"snowfall\":" + column(steps) { number($0.snowfall) } + "}"
    }
    out += "}\n"
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
  ///
  /// Values outside their physical range read as missing; an hour with an impossible time is
  /// left out.
  static func decode(_ bytes: [UInt8]) -> Forecast? {
    guard let root = JSONValue.parse(bytes), number(root["version"]) == Double(version),
      case .string(let providerName)? = root["provider"],
      let provider = WeatherProvider(rawValue: providerName),
      let fetchedAt = instant(root["fetchedAt"]), let place = root["location"],
      let latitude = PhysicalRange.latitude.validate(number(place["latitude"])),
      let longitude = PhysicalRange.longitude.validate(number(place["longitude"]))
    else { return nil }
    let location = Location(
      latitude: latitude, longitude: longitude, timeZone: string(place["timeZone"]),
      geonameID: PhysicalRange(1, Double(Int32.max)).validateInteger(number(place["geonameID"])),
      name: string(place["name"]))
    var forecast = Forecast(
      provider: provider, fetchedAt: fetchedAt, location: location,
      timeZoneIdentifier: string(root["timeZone"]),
      utcOffsetSeconds: PhysicalRange.utcOffset.validateInteger(number(root["utcOffsetSeconds"])),
      hourlyStepHours: PhysicalRange.stepHours.validateInteger(number(root["hourlyStepHours"]))
        ?? 1)
    if let current = root["current"], case .object = current {
      var conditions = CurrentConditions(
        time: instant(current["time"]), weatherCode: code(current["weatherCode"]),
        isDay: flag(current["isDay"]))
      for field in currentFields {
        field.set(&conditions, field.range.validate(number(current[field.name])))
      }
      forecast.current = conditions
    }
    guard let hours = root["hours"], let days = root["days"] else { return nil }
    let times = cells(hours["time"])
    // More than any answer wxsh asks for can hold (16 days and a spare one): not a cache
    // file wxsh wrote, and reading it would make every view's work grow with it.
    guard times.count <= maximumHours, cells(days["date"]).count <= maximumDays,
      cells(root["quarterHours"]?["time"]).count <= maximumQuarterHours
    else { return nil }
    var hourItems: [HourlyItem] = []
    hourItems.reserveCapacity(times.count)
    let hourCodes = cells(hours["weatherCode"])
    let hourFlags = cells(hours["isDay"])
    let hourFieldList = hourFields
    let hourColumns = hourFieldList.map { cells(hours[$0.name]) }
    for (index, time) in times.enumerated() {
      guard let time = instant(time) else { continue }
      var item = HourlyItem(
        time: time, weatherCode: code(at(hourCodes, index)), isDay: flag(at(hourFlags, index)))
      for (field, values) in zip(hourFieldList, hourColumns) {
        field.set(&item, field.range.validate(number(at(values, index))))
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
    let dayColumns = dayFieldList.map { cells(days[$0.name]) }
    var dayItems: [DailyItem] = []
    dayItems.reserveCapacity(dates.count)
    for (index, date) in dates.enumerated() {
      guard let text = string(date), let date = LocalDate(text) else { return nil }
      var item = DailyItem(
        date: date, weatherCode: code(at(dayCodes, index)),
        sunrise: instant(at(sunrises, index)), sunset: instant(at(sunsets, index)),
        stepCount: PhysicalRange.stepCount.validateInteger(number(at(steps, index))))
      for (field, values) in zip(dayFieldList, dayColumns) {
        field.set(&item, field.range.validate(number(at(values, index))))
      }
      dayItems.append(item)
    }
    forecast.days = dayItems
    if let steps = root["quarterHours"], case .object = steps {
      let amounts = cells(steps["precipitation"])
      let snow = cells(steps["snowfall"])
      forecast.quarterHours = cells(steps["time"]).enumerated().compactMap { index, time in
        guard let time = instant(time) else { return nil }
        return QuarterHour(
          time: time,
          precipitation: PhysicalRange.precipitation.validate(number(at(amounts, index))),
          snowfall: PhysicalRange.snowfall.validate(number(at(snow, index))))
      }
    }
    return forecast
  }

  /// A time stored as seconds since 2001, when it is a plausible instant.
  private static func instant(_ value: JSONValue?) -> Date? {
    PhysicalRange.referenceTime.validate(number(value)).map {
      Date(timeIntervalSinceReferenceDate: $0)
    }
  }

  /// A weather code in range.
  private static func code(_ value: JSONValue?) -> Int? {
    PhysicalRange.code.validateInteger(number(value))
  }

  /// A day/night flag stored as 0 or 1.
  private static func flag(_ value: JSONValue?) -> Bool? {
    PhysicalRange.flag.validate(number(value)).map { $0 != 0 }
  }

  private static func cells(_ value: JSONValue?) -> [JSONValue] {
    if case .array(let elements)? = value { return elements }
    return []
  }

  private static func at(_ values: [JSONValue], _ index: Int) -> JSONValue? {
    index < values.count ? values[index] : nil
  }

  private static func number(_ value: JSONValue?) -> Double? {
    value?.double.flatMap { $0.isFinite ? $0 : nil }
  }

  /// A stored string, sanitised: the cache is outside data like any answer.
  private static func string(_ value: JSONValue?) -> String? {
    if case .string(let text)? = value { return UntrustedText(text).printable }
    return nil
  }
}
