import Catalog
import Foundation
import Terminal
import Weather

/// Small text formats the views share; missing values read "—".
enum Format {
  /// The text for a missing value.
  static let missing = UnitConversion.missing

  /// `2.5`, or `2,5` in the languages that write a decimal comma (the current catalogue's).
  static func decimal(_ value: Double, decimals: Int) -> String {
    UnitConversion.fixed(
      value, decimals: decimals, separator: Catalog.current.decimalSeparator)
  }

  /// `1.2 mm` or `0.05 in` in the current catalogue's decimal separator.
  static func precipitation(_ mm: Double?, _ unit: Units.Precipitation) -> String {
    UnitConversion.formatPrecipitation(
      mm, unit, separator: Catalog.current.decimalSeparator)
  }

  /// `21°` in the user's unit.
  static func temperature(_ celsius: Double?, _ units: Units) -> String {
    UnitConversion.formatTemperature(celsius, units.temperature)
  }

  /// `21°C` in the user's unit.
  static func temperatureWithUnit(_ celsius: Double?, _ units: Units) -> String {
    guard let celsius = PhysicalRange.temperature.validate(celsius),
      let whole = UnitConversion.roundedInteger(
        UnitConversion.temperature(celsius, to: units.temperature))
    else { return missing }
    return "\(whole)\(UnitConversion.symbol(units.temperature))"
  }

  /// `40%`; "—" when missing or outside 0…100.
  static func percent(_ value: Double?) -> String {
    guard let value = PhysicalRange.percent.validate(value),
      let whole = UnitConversion.roundedInteger(value)
    else { return missing }
    return "\(whole)%"
  }

  /// A duration in whole minutes: `13 h 42 min`, `45 min`.
  static func duration(_ seconds: Double) -> String {
    guard let minutes = NumberConversion.integer(seconds / 60, rounding: .toNearestOrEven),
      minutes >= 0
    else { return missing }
    if minutes < 60 { return say(.durationMinutes(minutes: String(minutes))) }
    let rest = minutes % 60
    return rest == 0
      ? say(.durationHours(hours: String(minutes / 60)))
      : say(.durationHoursMinutes(hours: String(minutes / 60), minutes: String(rest)))
  }

  /// How long ago: `just now`, `38 min ago`, `3 h ago`, `2 days ago`.
  static func age(_ seconds: Double) -> String {
    guard seconds.isFinite else { return missing }
    let minutes = NumberConversion.clamped(seconds / 60, to: 0...Int(Int32.max), rounding: .down)
    if minutes < 1 { return say(.ageJustNow) }
    if minutes < 60 { return say(.ageMinutes(minutes: String(minutes))) }
    let hours = minutes / 60
    if hours < 48 { return say(.ageHours(hours: String(hours))) }
    return say(.ageDays(count: hours / 24))
  }

  /// A foreign string made safe to print: controls and bidi overrides removed.
  static func clean(_ text: String) -> String {
    TerminalText.sanitize(text)
  }

  /// The 16-point compass name of a direction in degrees; "—" when missing.
  static func compass16(_ degrees: Double?) -> String {
    guard let degrees, degrees.isFinite else { return missing }
    let normalized = (degrees.truncatingRemainder(dividingBy: 360) + 360)
      .truncatingRemainder(dividingBy: 360)
    return Words.compassPoints[NumberConversion.clamped(normalized / 22.5, to: 0...16) % 16]
  }

  /// The WHO category of a UV index: low, moderate, high, very high, extreme.
  static func uvCategory(_ index: Double) -> String {
    switch NumberConversion.clamped(index, to: 0...100) {
    case ..<3: say(.uvLow)
    case 3...5: say(.uvModerate)
    case 6...7: say(.uvHigh)
    case 8...10: say(.uvVeryHigh)
    default: say(.uvExtreme)
    }
  }

  /// Visibility in km, or miles (`:units distance mi`, or wind in mph): `24 km`, `800 m`,
  /// `15 mi`.
  static func visibility(_ metres: Double?, _ units: Units) -> String {
    guard let metres = PhysicalRange.visibility.validate(metres) else { return missing }
    if units.distanceInMiles {
      let miles = metres / 1609.344
      return miles < 10
        ? "\(decimal(miles, decimals: 1)) mi" : "\(whole(miles)) mi"
    }
    if metres < 1000 { return "\(whole(metres)) m" }
    let km = metres / 1000
    return km < 10 ? "\(decimal(km, decimals: 1)) km" : "\(whole(km)) km"
  }

  /// Pressure in the chosen unit: `1013 hPa`, `29.92 inHg`; "—" when missing or out of range.
  static func pressure(_ hPa: Double?, _ units: Units = Units()) -> String {
    UnitConversion.formatPressure(hPa, units.pressure)
  }

  /// A UV index with its category: `6 (high)`; "—" when missing or out of range.
  static func uvIndex(_ index: Double?) -> String {
    guard let index = PhysicalRange.uvIndex.validate(index),
      let value = UnitConversion.roundedInteger(index)
    else { return missing }
    return "\(value) (\(uvCategory(index)))"
  }

  /// A validated value as a whole number, or "—" (never traps).
  static func whole(_ value: Double) -> String {
    UnitConversion.roundedInteger(value).map(String.init) ?? missing
  }
}
