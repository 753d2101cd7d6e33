import Foundation
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
        ("lat", JSONPayload.coordinate(location.latitude)),
        ("lon", JSONPayload.coordinate(location.longitude)),
        ("units", "metric"),
        ("appid", key),
      ])
  }

  /// Builds the forecast from the bodies of the two calls.
  static func forecast(
    currentBody: [UInt8], forecastBody: [UInt8], location: Location, fetchedAt: Date
  ) throws(WeatherError) -> Forecast {
    let current = try JSONPayload.decode(
      OpenWeatherMapResponse.Current.self, from: currentBody, provider: .openWeatherMap)
    let steps = try JSONPayload.decode(
      OpenWeatherMapResponse.Forecast.self, from: forecastBody, provider: .openWeatherMap)
    guard let list = steps.list else {
      throw .unexpectedResponse(.openWeatherMap, detail: "forecast list: missing")
    }
    let offsetSeconds = (steps.city?.timezone ?? current.timezone).flatMap { value -> Int? in
      value.isFinite && abs(value) <= 18 * 3600 ? Int(value) : nil
    }
    var zoneName: String?
    if let name = location.timeZone, TimeZone(identifier: name) != nil { zoneName = name }
    var forecast = Forecast(
      provider: .openWeatherMap, fetchedAt: fetchedAt, location: location,
      timeZoneIdentifier: zoneName, utcOffsetSeconds: offsetSeconds, hourlyStepHours: 3)
    forecast.current = conditions(current)
    forecast.hours = list.compactMap(hourlyItem).sorted { $0.time < $1.time }
    let sun = (
      steps.city?.sunrise ?? current.sys?.sunrise, steps.city?.sunset ?? current.sys?.sunset
    )
    forecast.days = DailyAggregation.days(
      from: forecast.hours, precipitation: list.compactMap(stepPrecipitation),
      timeZone: forecast.timeZone,
      sunrise: sun.0.map { Date(timeIntervalSince1970: $0) },
      sunset: sun.1.map { Date(timeIntervalSince1970: $0) })
    return forecast
  }

  private static func conditions(_ current: OpenWeatherMapResponse.Current) -> CurrentConditions {
    let temperature = current.main?.temp
    let humidity = current.main?.humidity
    var isDay = dayFlag(current.weather?.first?.icon)
    if isDay == nil, let time = current.dt, let rise = current.sys?.sunrise,
      let set = current.sys?.sunset
    {
      isDay = time >= rise && time < set
    }
    let precipitation: Double? =
      current.rain == nil && current.snow == nil
      ? 0
      : (current.rain?.oneHour ?? 0) + (current.snow?.oneHour ?? 0)
    return CurrentConditions(
      time: current.dt.map { Date(timeIntervalSince1970: $0) }, temperature: temperature,
      apparentTemperature: current.main?.feelsLike, humidity: humidity,
      dewPoint: DewPoint.celsius(temperature: temperature, humidity: humidity),
      weatherCode: weatherCode(current.weather), isDay: isDay,
      windSpeed: current.wind?.speed.map(UnitConversion.kmh(fromMetresPerSecond:)),
      windDirection: current.wind?.deg,
      windGusts: current.wind?.gust.map(UnitConversion.kmh(fromMetresPerSecond:)),
      pressure: current.main?.pressure, precipitation: precipitation,
      cloudCover: current.clouds?.all, uvIndex: nil, visibility: current.visibility)
  }

  private static func hourlyItem(_ item: OpenWeatherMapResponse.Item) -> HourlyItem? {
    guard let time = item.dt, time.isFinite else { return nil }
    let temperature = item.main?.temp
    let humidity = item.main?.humidity
    return HourlyItem(
      time: Date(timeIntervalSince1970: time), temperature: temperature,
      apparentTemperature: item.main?.feelsLike, humidity: humidity,
      dewPoint: DewPoint.celsius(temperature: temperature, humidity: humidity),
      weatherCode: weatherCode(item.weather),
      isDay: dayFlag(item.sys?.pod) ?? dayFlag(item.weather?.first?.icon),
      precipitationProbability: item.pop.map { min(100, max(0, $0 * 100)) },
      precipitation: precipitation(item),
      windSpeed: item.wind?.speed.map(UnitConversion.kmh(fromMetresPerSecond:)),
      windDirection: item.wind?.deg,
      windGusts: item.wind?.gust.map(UnitConversion.kmh(fromMetresPerSecond:)),
      cloudCover: item.clouds?.all, pressure: item.main?.pressure, uvIndex: nil,
      visibility: item.visibility)
  }

  /// Rain plus snow over the 3-hour step; OpenWeatherMap leaves both out when there is none.
  private static func precipitation(_ item: OpenWeatherMapResponse.Item) -> Double {
    (item.rain?.threeHours ?? item.rain?.oneHour ?? 0)
      + (item.snow?.threeHours ?? item.snow?.oneHour ?? 0)
  }

  private static func stepPrecipitation(_ item: OpenWeatherMapResponse.Item) -> (Date, Double)? {
    guard let time = item.dt, time.isFinite else { return nil }
    return (Date(timeIntervalSince1970: time), precipitation(item))
  }

  /// The most significant condition among the entries, as a WMO code.
  static func weatherCode(_ entries: [OpenWeatherMapResponse.Condition]?) -> Int? {
    let codes = (entries ?? []).compactMap { entry -> Condition? in
      guard let id = entry.id, id.isFinite else { return nil }
      return Condition(openWeatherMapID: Int(id))
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
