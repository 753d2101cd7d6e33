import Foundation

/// One day of the forecast, on the place's local calendar, metric.
public struct DailyItem: Sendable, Hashable, Codable {
  /// The local date.
  public var date: LocalDate
  /// The most significant WMO code of the day.
  public var weatherCode: Int?
  /// Highest temperature, °C.
  public var high: Double?
  /// Lowest temperature, °C.
  public var low: Double?
  /// Highest feels-like temperature, °C.
  public var apparentHigh: Double?
  /// Lowest feels-like temperature, °C.
  public var apparentLow: Double?
  /// Precipitation sum, mm.
  public var precipitationSum: Double?
  /// Highest probability of precipitation, %.
  public var precipitationProbability: Double?
  /// Sunrise.
  public var sunrise: Date?
  /// Sunset.
  public var sunset: Date?
  /// Highest UV index.
  public var uvIndexMax: Double?
  /// Highest wind speed, km/h.
  public var windSpeedMax: Double?
  /// Highest gust, km/h.
  public var windGustsMax: Double?
  /// Dominant wind direction, degrees.
  public var windDirectionDominant: Double?
  /// How many forecast steps made this day, for days aggregated from 3-hour steps (nil otherwise).
  ///
  /// Fewer than 8 means the day is only partly covered (the first and last days of OpenWeatherMap).
  public var stepCount: Int?

  /// Creates a day; every value but the date defaults to missing.
  public init(
    date: LocalDate, weatherCode: Int? = nil, high: Double? = nil, low: Double? = nil,
    apparentHigh: Double? = nil, apparentLow: Double? = nil, precipitationSum: Double? = nil,
    precipitationProbability: Double? = nil, sunrise: Date? = nil, sunset: Date? = nil,
    uvIndexMax: Double? = nil, windSpeedMax: Double? = nil, windGustsMax: Double? = nil,
    windDirectionDominant: Double? = nil, stepCount: Int? = nil
  ) {
    self.date = date
    self.weatherCode = weatherCode
    self.high = high
    self.low = low
    self.apparentHigh = apparentHigh
    self.apparentLow = apparentLow
    self.precipitationSum = precipitationSum
    self.precipitationProbability = precipitationProbability
    self.sunrise = sunrise
    self.sunset = sunset
    self.uvIndexMax = uvIndexMax
    self.windSpeedMax = windSpeedMax
    self.windGustsMax = windGustsMax
    self.windDirectionDominant = windDirectionDominant
    self.stepCount = stepCount
  }

  /// The condition for ``weatherCode``, or nil when the provider gave none.
  public var condition: Condition? { weatherCode.map(Condition.init(wmoCode:)) }
}
