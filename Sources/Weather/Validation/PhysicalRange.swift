/// The range a measured value from outside (a server, a cache file, the journal) must fall in.
///
/// Every number wxsh did not compute itself is checked against one of these ranges where it
/// enters (the provider decoders, the forecast cache, the journal and the profile). A value
/// outside its range, or not finite, is treated as missing (shown "—"): it is not clamped,
/// because a clamped temperature of 70 °C would look like data. The limits are generous
/// around the recorded extremes on Earth, so no real reading is ever dropped:
///
/// | Quantity                    | Range            | Recorded extremes                       |
/// |-----------------------------|------------------|-----------------------------------------|
/// | temperature, dew point, °C  | −100 … 100       | −89.2 (Vostok), 56.7 (Death Valley)     |
/// | relative humidity, %        | 0 … 100          |                                         |
/// | cloud cover, probability, % | 0 … 100          |                                         |
/// | wind speed and gusts, km/h  | 0 … 600          | 408 km/h gust (Barrow Island)           |
/// | wind direction, degrees     | 0 … 360          |                                         |
/// | sea-level pressure, hPa     | 800 … 1200       | 870 (Typhoon Tip), 1084 (Agata)         |
/// | precipitation, mm           | 0 … 5000         | 1825 mm in one day (Réunion)            |
/// | UV index                    | 0 … 50           | 43 (Licancabur)                         |
/// | visibility, m               | 0 … 1 000 000    |                                         |
/// | latitude, degrees           | −90 … 90         |                                         |
/// | longitude, degrees          | −180 … 180       |                                         |
/// | UTC offset, seconds         | −64 800 … 64 800 | ±18 h (ISO 8601 limit)                  |
/// | instant, s since 1970       | 1900 … 2200      | forecasts, sun times, fetch times       |
/// | WMO or provider code        | 0 … 999          | OpenWeatherMap ids are 200 … 804        |
public struct PhysicalRange: Sendable, Hashable {
  /// The lowest accepted value.
  public let lower: Double
  /// The highest accepted value.
  public let upper: Double

  /// A range from `lower` to `upper`, both included.
  public init(_ lower: Double, _ upper: Double) {
    self.lower = lower
    self.upper = upper
  }

  /// True when `value` is finite and inside the range.
  public func contains(_ value: Double) -> Bool {
    value.isFinite && value >= lower && value <= upper
  }

  /// `value` when it is present, finite and inside the range; nil ("missing") otherwise.
  public func validate(_ value: Double?) -> Double? {
    guard let value, contains(value) else { return nil }
    // -0 reads as 0 so it never prints as "-0".
    return value == 0 ? 0 : value
  }

  /// A whole number inside the range (a code or an offset), or nil.
  public func validateInteger(_ value: Double?) -> Int? {
    guard let value = validate(value) else { return nil }
    return NumberConversion.integer(value, rounding: .toNearestOrAwayFromZero)
  }

  /// Air, feels-like and dew-point temperature, °C.
  public static let temperature = PhysicalRange(-100, 100)
  /// Relative humidity, %.
  public static let humidity = PhysicalRange(0, 100)
  /// Cloud cover and probability of precipitation, %.
  public static let percent = PhysicalRange(0, 100)
  /// Wind speed and gusts, km/h.
  public static let windSpeed = PhysicalRange(0, 600)
  /// The direction the wind blows from, degrees.
  public static let direction = PhysicalRange(0, 360)
  /// Sea-level pressure, hPa.
  public static let pressure = PhysicalRange(800, 1200)
  /// Precipitation over a step or a day, mm.
  public static let precipitation = PhysicalRange(0, 5000)
  /// Snowfall over a step, cm of snow.
  public static let snowfall = PhysicalRange(0, 5000)
  /// UV index.
  public static let uvIndex = PhysicalRange(0, 50)
  /// Visibility, metres.
  public static let visibility = PhysicalRange(0, 1_000_000)
  /// Latitude, degrees.
  public static let latitude = PhysicalRange(-90, 90)
  /// Longitude, degrees.
  public static let longitude = PhysicalRange(-180, 180)
  /// A place's offset from UTC, seconds.
  public static let utcOffset = PhysicalRange(-18 * 3600, 18 * 3600)
  /// An instant in seconds since 1970: from 1900-01-01 to 2200-01-01.
  public static let unixTime = PhysicalRange(-2_208_988_800, 7_258_118_400)
  /// An instant in seconds since 2001 (`Date`'s reference), the same span as ``unixTime``.
  public static let referenceTime = PhysicalRange(
    -2_208_988_800 - 978_307_200, 7_258_118_400 - 978_307_200)
  /// A WMO weather code or an OpenWeatherMap condition id.
  public static let code = PhysicalRange(0, 999)
  /// The day/night flag as a number (0 or 1).
  public static let flag = PhysicalRange(0, 1)
  /// The number of 3-hour steps that made a day.
  public static let stepCount = PhysicalRange(0, 24)
  /// The length of one hourly step, hours.
  public static let stepHours = PhysicalRange(1, 24)
}
