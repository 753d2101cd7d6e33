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

  /// A temperature in the user's unit, rounded to whole degrees, e.g. `21°`; "—" when missing.
  public static func formatTemperature(_ celsius: Double?, _ unit: Units.Temperature) -> String {
    guard let celsius, celsius.isFinite else { return missing }
    return "\(roundedInteger(temperature(celsius, to: unit)))°"
  }

  /// A wind speed with its unit, e.g. `12 km/h`; "—" when missing.
  public static func formatWindSpeed(_ kmh: Double?, _ unit: Units.WindSpeed) -> String {
    guard let kmh, kmh.isFinite else { return missing }
    return "\(roundedInteger(windSpeed(kmh, to: unit))) \(symbol(unit))"
  }

  /// A precipitation amount with its unit, e.g. `1.2 mm` or `0.05 in`; "—" when missing.
  public static func formatPrecipitation(_ mm: Double?, _ unit: Units.Precipitation) -> String {
    guard let mm, mm.isFinite else { return missing }
    let value = precipitation(mm, to: unit)
    let decimals = unit == .inch ? 2 : 1
    return "\(fixed(value, decimals: decimals)) \(symbol(unit))"
  }

  /// A compass point (N, NE, E, …) for a direction in degrees; "—" when missing.
  public static func compassPoint(_ degrees: Double?) -> String {
    guard let degrees, degrees.isFinite else { return missing }
    let points = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"]
    let normalized = (degrees.truncatingRemainder(dividingBy: 360) + 360)
      .truncatingRemainder(dividingBy: 360)
    let index = Int((normalized / 45).rounded()) % points.count
    return points[index]
  }

  /// Rounds half away from zero and avoids printing `-0`.
  public static func roundedInteger(_ value: Double) -> Int {
    let rounded = Int(value.rounded(.toNearestOrAwayFromZero))
    return rounded == 0 ? 0 : rounded
  }

  /// Fixed-point text with `decimals` digits after the point, without Foundation.
  public static func fixed(_ value: Double, decimals: Int) -> String {
    var scale = 1.0
    for _ in 0..<max(0, decimals) { scale *= 10 }
    let scaled = Int((abs(value) * scale).rounded(.toNearestOrAwayFromZero))
    let whole = scaled / Int(scale)
    let fraction = scaled % Int(scale)
    let sign = value < 0 && scaled != 0 ? "-" : ""
    guard decimals > 0 else { return "\(sign)\(whole)" }
    let digits = String(fraction)
    return "\(sign)\(whole)." + String(repeating: "0", count: decimals - digits.count) + digits
  }
}
