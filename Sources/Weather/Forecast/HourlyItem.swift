import Foundation

/// One step of the hourly forecast (one hour for Open-Meteo, three for OpenWeatherMap), metric.
public struct HourlyItem: Sendable, Hashable, Codable {
  /// The start of the step.
  public var time: Date
  /// Air temperature, °C.
  public var temperature: Double?
  /// Feels-like temperature, °C.
  public var apparentTemperature: Double?
  /// Relative humidity, %.
  public var humidity: Double?
  /// Dew point, °C.
  public var dewPoint: Double?
  /// WMO weather interpretation code.
  public var weatherCode: Int?
  /// True by day, false by night.
  public var isDay: Bool?
  /// Probability of precipitation, %.
  public var precipitationProbability: Double?
  /// Precipitation during the step, mm.
  public var precipitation: Double?
  /// Wind speed, km/h.
  public var windSpeed: Double?
  /// Direction the wind blows from, degrees.
  public var windDirection: Double?
  /// Wind gusts, km/h.
  public var windGusts: Double?
  /// Cloud cover, %.
  public var cloudCover: Double?
  /// Sea-level pressure, hPa.
  public var pressure: Double?
  /// UV index.
  public var uvIndex: Double?
  /// Visibility, metres.
  public var visibility: Double?

  /// Creates an hourly item; every value but the time defaults to missing.
  public init(
    time: Date, temperature: Double? = nil, apparentTemperature: Double? = nil,
    humidity: Double? = nil, dewPoint: Double? = nil, weatherCode: Int? = nil, isDay: Bool? = nil,
    precipitationProbability: Double? = nil, precipitation: Double? = nil,
    windSpeed: Double? = nil, windDirection: Double? = nil, windGusts: Double? = nil,
    cloudCover: Double? = nil, pressure: Double? = nil, uvIndex: Double? = nil,
    visibility: Double? = nil
  ) {
    self.time = time
    self.temperature = temperature
    self.apparentTemperature = apparentTemperature
    self.humidity = humidity
    self.dewPoint = dewPoint
    self.weatherCode = weatherCode
    self.isDay = isDay
    self.precipitationProbability = precipitationProbability
    self.precipitation = precipitation
    self.windSpeed = windSpeed
    self.windDirection = windDirection
    self.windGusts = windGusts
    self.cloudCover = cloudCover
    self.pressure = pressure
    self.uvIndex = uvIndex
    self.visibility = visibility
  }

  /// The condition for ``weatherCode``, or nil when the provider gave none.
  public var condition: Condition? { weatherCode.map(Condition.init(wmoCode:)) }
}
