import Foundation
import HTTP
import JSON
import Storage
import Terminal
import Weather

/// Builds OpenWeatherMap 2.5 requests and turns the two answers into one ``Forecast``.
///
/// Current conditions come from `/data/2.5/weather`, the 3-hour steps from
/// `/data/2.5/forecast`; days are made by ``DailyAggregation`` on the place's local dates.
/// Wind is converted from m/s to km/h so the forecast is in wxsh's metric units.
enum OpenWeatherMapProvider {
  /// The URL of `/data/2.5/weather` or `/data/2.5/forecast` for a location.
  static func url(base: BaseURL, endpoint: String, location: Location, key: String) -> String {
    base.url(
      path: "/data/2.5/\(endpoint)",
      query: [
        ("lat", MachineNumber.coordinate(location.latitude)),
        ("lon", MachineNumber.coordinate(location.longitude)),
        ("units", "metric"),
        ("appid", key),
      ])
  }

  /// Builds the forecast from the bodies of the two calls.
  static func forecast(
    currentBody: [UInt8], forecastBody: [UInt8], location: Location, fetchedAt: Date
  ) throws(WeatherError) -> Forecast {
    try rejectErrorAnswer(currentBody, expecting: ["main", "weather", "dt"], endpoint: "weather")
    try rejectErrorAnswer(forecastBody, expecting: ["list"], endpoint: "forecast")
    let current = try JSONPayload.decode(
      OpenWeatherMapResponse.Current.self, from: currentBody, provider: .openWeatherMap)
    let steps = try JSONPayload.decode(
      OpenWeatherMapResponse.Forecast.self, from: forecastBody, provider: .openWeatherMap)
    guard let list = steps.list else {
      throw .unexpectedResponse(.openWeatherMap, detail: "forecast list: missing")
    }
    let offsetSeconds = PhysicalRange.utcOffset.validateInteger(
      steps.city?.timezone ?? current.timezone)
    var zoneName: String?
    if let name = location.timeZone, TimeZone(identifier: name) != nil { zoneName = name }
    var forecast = Forecast(
      provider: .openWeatherMap, fetchedAt: fetchedAt, location: location,
      timeZoneIdentifier: zoneName, utcOffsetSeconds: offsetSeconds, hourlyStepHours: 3)
    forecast.current = conditions(current)
    forecast.hours = list.compactMap(hourlyItem).sorted { $0.time < $1.time }
    let sun = (
      time(steps.city?.sunrise) ?? time(current.sys?.sunrise),
      time(steps.city?.sunset) ?? time(current.sys?.sunset)
    )
    forecast.days = DailyAggregation.days(
      from: forecast.hours, precipitation: list.compactMap(stepPrecipitation),
      timeZone: forecast.timeZone,
      sunrise: sun.0.map { Date(timeIntervalSince1970: $0) },
      sunset: sun.1.map { Date(timeIntervalSince1970: $0) })
    forecast.days = DailyAggregation.includingCurrent(
      forecast.current, in: forecast.days, timeZone: forecast.timeZone, fetchedAt: fetchedAt)
    return forecast
  }

  /// Throws when a body is an error report rather than the data asked for.
  ///
  /// OpenWeatherMap reports failures as `{"cod":"404","message":"…"}` (`cod` a number or a
  /// string). With status 200 such a body, or one without the keys the endpoint always sends,
  /// would otherwise read as a forecast of dashes and replace the good cached one.
  static func rejectErrorAnswer(_ body: [UInt8], expecting keys: [String], endpoint: String)
    throws(WeatherError)
  {
    // Bodies that are not JSON objects fail later in decoding, with their JSON path.
    guard let root = JSONValue.parse(body), case .object(let members) = root else { return }
    var code: String?
    switch members["cod"] {
    case .integer(let number)?: code = String(number)
    case .number(let number)?: code = NumberConversion.integer(number).map(String.init) ?? "?"
    case .string(let text)?: code = UntrustedText(text).printable(limit: 8)
    default: code = nil
    }
    let failed = code.map { $0 != "200" } ?? false
    let missing = keys.filter { members[$0] == nil }
    guard failed || !missing.isEmpty else { return }
    var detail = "the \(endpoint) answer is an error"
    if let code, failed { detail += " (code \(code))" }
    if case .string(let message)? = members["message"],
      let said = UntrustedText(message).printable(limit: 160)
    {
      detail += ": " + said
    } else if !missing.isEmpty {
      detail = "the \(endpoint) answer holds no \(missing.joined(separator: ", "))"
    }
    throw .unexpectedResponse(.openWeatherMap, detail: detail)
  }

  /// An instant in seconds since 1970, when it is a plausible time.
  private static func time(_ seconds: Double?) -> Double? {
    PhysicalRange.unixTime.validate(seconds)
  }

  /// A wind speed in m/s converted to km/h, when it is in range.
  private static func wind(_ metresPerSecond: Double?) -> Double? {
    PhysicalRange.windSpeed.validate(
      metresPerSecond.map(UnitConversion.kmh(fromMetresPerSecond:)))
  }

  /// The dew point from validated temperature and humidity, when it is in range.
  private static func dewPoint(_ temperature: Double?, _ humidity: Double?) -> Double? {
    PhysicalRange.temperature.validate(
      DewPoint.celsius(temperature: temperature, humidity: humidity))
  }

  private static func conditions(_ current: OpenWeatherMapResponse.Current) -> CurrentConditions {
    let temperature = PhysicalRange.temperature.validate(current.main?.temp)
    let humidity = PhysicalRange.humidity.validate(current.main?.humidity)
    let now = time(current.dt)
    var isDay = dayFlag(current.weather?.first?.icon)
    if isDay == nil, let now, let rise = time(current.sys?.sunrise),
      let set = time(current.sys?.sunset)
    {
      isDay = now >= rise && now < set
    }
    let precipitation: Double? =
      current.rain == nil && current.snow == nil
      ? 0
      : total([current.rain?.oneHour, current.snow?.oneHour])
    return CurrentConditions(
      time: now.map { Date(timeIntervalSince1970: $0) }, temperature: temperature,
      apparentTemperature: PhysicalRange.temperature.validate(current.main?.feelsLike),
      humidity: humidity, dewPoint: dewPoint(temperature, humidity),
      weatherCode: weatherCode(current.weather), isDay: isDay,
      windSpeed: wind(current.wind?.speed),
      windDirection: PhysicalRange.direction.validate(current.wind?.deg),
      windGusts: wind(current.wind?.gust),
      pressure: PhysicalRange.pressure.validate(current.main?.pressure),
      precipitation: precipitation,
      cloudCover: PhysicalRange.percent.validate(current.clouds?.all), uvIndex: nil,
      visibility: PhysicalRange.visibility.validate(current.visibility))
  }

  private static func hourlyItem(_ item: OpenWeatherMapResponse.Item) -> HourlyItem? {
    guard let seconds = time(item.dt) else { return nil }
    let temperature = PhysicalRange.temperature.validate(item.main?.temp)
    let humidity = PhysicalRange.humidity.validate(item.main?.humidity)
    return HourlyItem(
      time: Date(timeIntervalSince1970: seconds), temperature: temperature,
      apparentTemperature: PhysicalRange.temperature.validate(item.main?.feelsLike),
      humidity: humidity, dewPoint: dewPoint(temperature, humidity),
      weatherCode: weatherCode(item.weather),
      isDay: dayFlag(item.sys?.pod) ?? dayFlag(item.weather?.first?.icon),
      precipitationProbability: PhysicalRange.percent.validate(item.pop.map { $0 * 100 }),
      precipitation: precipitation(item),
      windSpeed: wind(item.wind?.speed),
      windDirection: PhysicalRange.direction.validate(item.wind?.deg),
      windGusts: wind(item.wind?.gust),
      cloudCover: PhysicalRange.percent.validate(item.clouds?.all),
      pressure: PhysicalRange.pressure.validate(item.main?.pressure), uvIndex: nil,
      visibility: PhysicalRange.visibility.validate(item.visibility))
  }

  /// The sum of the amounts given (mm); nil when any given amount is out of range.
  private static func total(_ amounts: [Double?]) -> Double? {
    var sum = 0.0
    for case let amount? in amounts {
      guard let valid = PhysicalRange.precipitation.validate(amount) else { return nil }
      sum += valid
    }
    return PhysicalRange.precipitation.validate(sum)
  }

  /// Rain plus snow over the 3-hour step; OpenWeatherMap leaves both out when there is none.
  private static func precipitation(_ item: OpenWeatherMapResponse.Item) -> Double? {
    total([
      item.rain?.threeHours ?? item.rain?.oneHour, item.snow?.threeHours ?? item.snow?.oneHour,
    ])
  }

  private static func stepPrecipitation(_ item: OpenWeatherMapResponse.Item) -> (Date, Double)? {
    guard let seconds = time(item.dt), let amount = precipitation(item) else { return nil }
    return (Date(timeIntervalSince1970: seconds), amount)
  }

  /// The most significant condition among the entries, as a WMO code.
  static func weatherCode(_ entries: [OpenWeatherMapResponse.Condition]?) -> Int? {
    let codes = (entries ?? []).compactMap { entry -> Condition? in
      guard let id = PhysicalRange.code.validateInteger(entry.id) else { return nil }
      return Condition(openWeatherMapID: id)
    }
    return codes.max { $0.severity < $1.severity }?.code
  }

  /// `d` → day, `n` → night, from a `pod` value or the last letter of an icon name.
  private static func dayFlag(_ text: String?) -> Bool? {
    switch text?.last {
    case "d": true
    case "n": false
    default: nil
    }
  }
}
