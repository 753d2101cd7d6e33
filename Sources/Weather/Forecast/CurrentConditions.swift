import Foundation

/// The weather now, in metric units; every value is optional because providers leave gaps.
public struct CurrentConditions: Sendable, Hashable, Codable {
  /// When the observation or model step is valid.
  public var time: Date?
  /// Air temperature, °C.
  public var temperature: Double?
  /// Feels-like temperature, °C.
  public var apparentTemperature: Double?
  /// Relative humidity, %.
  public var humidity: Double?
  /// Dew point, °C.
  public var dewPoint: Double?
  /// WMO weather interpretation code (see ``Condition``).
  public var weatherCode: Int?
  /// True by day, false by night.
  public var isDay: Bool?
  /// Wind speed, km/h.
  public var windSpeed: Double?
  /// Direction the wind blows from, degrees.
  public var windDirection: Double?
  /// Wind gusts, km/h.
  public var windGusts: Double?
  /// Sea-level pressure, hPa.
  public var pressure: Double?
  /// Precipitation over the last step, mm.
  public var precipitation: Double?
  /// Cloud cover, %.
  public var cloudCover: Double?
  /// UV index.
  public var uvIndex: Double?
  /// Visibility, metres.
  public var visibility: Double?

  /// Creates current conditions; everything defaults to missing.
  public init(
    time: Date? = nil, temperature: Double? = nil, apparentTemperature: Double? = nil,
    humidity: Double? = nil, dewPoint: Double? = nil, weatherCode: Int? = nil, isDay: Bool? = nil,
    windSpeed: Double? = nil, windDirection: Double? = nil, windGusts: Double? = nil,
    pressure: Double? = nil, precipitation: Double? = nil, cloudCover: Double? = nil,
    uvIndex: Double? = nil, visibility: Double? = nil
  ) {
    self.time = time
    self.temperature = temperature
    self.apparentTemperature = apparentTemperature
    self.humidity = humidity
    self.dewPoint = dewPoint
    self.weatherCode = weatherCode
    self.isDay = isDay
    self.windSpeed = windSpeed
    self.windDirection = windDirection
    self.windGusts = windGusts
    self.pressure = pressure
    self.precipitation = precipitation
    self.cloudCover = cloudCover
    self.uvIndex = uvIndex
    self.visibility = visibility
  }

  /// The condition for ``weatherCode``, or nil when the provider gave none.
  public var condition: Condition? { weatherCode.map(Condition.init(wmoCode:)) }
}
