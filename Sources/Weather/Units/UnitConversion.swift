/// Converts wxsh's metric values into the user's units, and formats them.
///
/// Providers' data is kept metric (°C, km/h, mm); conversion is local, so changing units
/// never refetches. Missing values format as "—".
public enum UnitConversion {
  /// The text shown for a missing value.
  public static let missing = "—"

  /// Converts a Celsius temperature.
  public static func temperature(_ celsius: Double, to unit: Units.Temperature) -> Double {
    switch unit {
    case .celsius: celsius
    case .fahrenheit: celsius * 9 / 5 + 32
    }
  }

  /// Converts a wind speed given in km/h.
  public static func windSpeed(_ kmh: Double, to unit: Units.WindSpeed) -> Double {
    switch unit {
    case .kmh: kmh
    case .ms: kmh / 3.6
    case .mph: kmh / 1.609344
    case .kn: kmh / 1.852
    }
  }

  /// Converts a precipitation amount given in millimetres.
  public static func precipitation(_ mm: Double, to unit: Units.Precipitation) -> Double {
    switch unit {
    case .mm: mm
    case .inch: mm / 25.4
    }
  }

  /// Converts metres per second to km/h (OpenWeatherMap's metric wind speed).
  public static func kmh(fromMetresPerSecond value: Double) -> Double { value * 3.6 }

  /// The symbol of a temperature unit: `°C` or `°F`.
  public static func symbol(_ unit: Units.Temperature) -> String {
    switch unit {
    case .celsius: "°C"
    case .fahrenheit: "°F"
    }
  }

  /// The symbol of a wind speed unit: `km/h`, `m/s`, `mph` or `kn`.
  public static func symbol(_ unit: Units.WindSpeed) -> String {
    switch unit {
    case .kmh: "km/h"
    case .ms: "m/s"
    case .mph: "mph"
    case .kn: "kn"
    }
  }

  /// The symbol of a precipitation unit: `mm` or `in`.
  public static func symbol(_ unit: Units.Precipitation) -> String {
    switch unit {
    case .mm: "mm"
    case .inch: "in"
    }
  }

  /// A temperature in the user's unit, rounded to whole degrees, e.g. `21°`; "—" when missing
  /// or outside ``PhysicalRange/temperature``.
  public static func formatTemperature(_ celsius: Double?, _ unit: Units.Temperature) -> String {
    guard let celsius = PhysicalRange.temperature.validate(celsius),
      let whole = roundedInteger(temperature(celsius, to: unit))
    else { return missing }
    return "\(whole)°"
  }

  /// A wind speed with its unit, e.g. `12 km/h`; "—" when missing or out of range.
  public static func formatWindSpeed(_ kmh: Double?, _ unit: Units.WindSpeed) -> String {
    guard let kmh = PhysicalRange.windSpeed.validate(kmh),
      let whole = roundedInteger(windSpeed(kmh, to: unit))
    else { return missing }
    return "\(whole) \(symbol(unit))"
  }

  /// A precipitation amount with its unit, e.g. `1.2 mm` or `0.05 in` (`1,2 mm` with a `,`
  /// separator); "—" when missing or out of range.
  public static func formatPrecipitation(
    _ mm: Double?, _ unit: Units.Precipitation, separator: String = "."
  ) -> String {
    guard let mm = PhysicalRange.precipitation.validate(mm) else { return missing }
    let value = precipitation(mm, to: unit)
    let decimals = unit == .inch ? 2 : 1
    return "\(fixed(value, decimals: decimals, separator: separator)) \(symbol(unit))"
  }

  /// A compass point (N, NE, E, …) for a direction in degrees; "—" when missing.
  public static func compassPoint(_ degrees: Double?) -> String {
    guard let degrees, degrees.isFinite else { return missing }
    let points = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"]
    let normalized = (degrees.truncatingRemainder(dividingBy: 360) + 360)
      .truncatingRemainder(dividingBy: 360)
    let index = NumberConversion.clamped(normalized / 45, to: 0...8) % points.count
    return points[index]
  }

  /// Rounds half away from zero and avoids `-0`; nil when the value is not finite or too large
  /// for an `Int` (never traps).
  public static func roundedInteger(_ value: Double) -> Int? {
    NumberConversion.integer(value, rounding: .toNearestOrAwayFromZero)
  }

  /// Fixed-point text with `decimals` (0…9) digits after the `separator` (the language's;
  /// `.` for machines), without Foundation; "—" for a value too large to print this way
  /// (never traps).
  public static func fixed(_ value: Double, decimals: Int, separator: String = ".") -> String {
    let decimals = min(max(0, decimals), 9)
    var unit = 1
    for _ in 0..<decimals { unit *= 10 }
    guard let scaled = NumberConversion.integer(abs(value) * Double(unit)),
      scaled < Int.max / 10
    else { return missing }
    let whole = scaled / unit
    let fraction = scaled % unit
    let sign = value < 0 && scaled != 0 ? "-" : ""
    guard decimals > 0 else { return "\(sign)\(whole)" }
    let digits = String(fraction)
    return "\(sign)\(whole)\(separator)"
      + String(repeating: "0", count: decimals - digits.count)
      + digits
  }
}
