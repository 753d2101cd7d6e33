import Foundation
import Terminal
import Weather

/// Small text formats the views share; missing values read "—".
enum Format {
  /// The text for a missing value.
  static let missing = UnitConversion.missing

  /// `21°` in the user's unit.
  static func temperature(_ celsius: Double?, _ units: Units) -> String {
    UnitConversion.formatTemperature(celsius, units.temperature)
  }

  /// `21°C` in the user's unit.
  static func temperatureWithUnit(_ celsius: Double?, _ units: Units) -> String {
    guard let celsius, celsius.isFinite else { return missing }
    let value = UnitConversion.temperature(celsius, to: units.temperature)
    return "\(UnitConversion.roundedInteger(value))\(UnitConversion.symbol(units.temperature))"
  }

  /// `40%`.
  static func percent(_ value: Double?) -> String {
    guard let value, value.isFinite else { return missing }
    return "\(UnitConversion.roundedInteger(value))%"
  }

  /// A duration in whole minutes: `13 h 42 min`, `45 min`.
  static func duration(_ seconds: Double) -> String {
    let minutes = Int((seconds / 60).rounded())
    if minutes < 60 { return "\(minutes) min" }
    let rest = minutes % 60
    return rest == 0 ? "\(minutes / 60) h" : "\(minutes / 60) h \(rest) min"
  }

  /// How long ago: `just now`, `38 min ago`, `3 h ago`, `2 days ago`.
  static func age(_ seconds: Double) -> String {
    guard seconds.isFinite else { return missing }
    let minutes = Int(max(0, seconds) / 60)
    if minutes < 1 { return "just now" }
    if minutes < 60 { return "\(minutes) min ago" }
    let hours = minutes / 60
    if hours < 48 { return "\(hours) h ago" }
    return "\(hours / 24) days ago"
  }

  /// A foreign string made safe to print: controls and bidi overrides removed.
  static func clean(_ text: String) -> String {
    TerminalText.sanitize(text)
  }

  /// The 16 compass points, north first.
  static let compassPoints = [
    "N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE",
    "S", "SSW", "SW", "WSW", "W", "WNW", "NW", "NNW",
  ]

  /// The 16-point compass name of a direction in degrees; "—" when missing.
  static func compass16(_ degrees: Double?) -> String {
    guard let degrees, degrees.isFinite else { return missing }
    let normalized = (degrees.truncatingRemainder(dividingBy: 360) + 360)
      .truncatingRemainder(dividingBy: 360)
    return compassPoints[Int((normalized / 22.5).rounded()) % 16]
  }

  /// The WHO category of a UV index: low, moderate, high, very high, extreme.
  static func uvCategory(_ index: Double) -> String {
    switch UnitConversion.roundedInteger(index) {
    case ..<3: "low"
    case 3...5: "moderate"
    case 6...7: "high"
    case 8...10: "very high"
    default: "extreme"
    }
  }

  /// Visibility in km, or miles when wind is in mph: `24 km`, `800 m`, `15 mi`.
  static func visibility(_ metres: Double?, _ units: Units) -> String {
    guard let metres, metres.isFinite else { return missing }
    if units.wind == .mph {
      let miles = metres / 1609.344
      return miles < 10
        ? "\(UnitConversion.fixed(miles, decimals: 1)) mi" : "\(Int(miles.rounded())) mi"
    }
    if metres < 1000 { return "\(Int(metres.rounded())) m" }
    let km = metres / 1000
    return km < 10 ? "\(UnitConversion.fixed(km, decimals: 1)) km" : "\(Int(km.rounded())) km"
  }

  /// Pressure in hPa: `1013 hPa`.
  static func pressure(_ hPa: Double?) -> String {
    guard let hPa, hPa.isFinite else { return missing }
    return "\(Int(hPa.rounded())) hPa"
  }
}
