extension UnitConversion {
  /// A pressure in hPa converted to `unit`.
  public static func pressure(_ hPa: Double, to unit: Units.Pressure) -> Double {
    switch unit {
    case .hpa: hPa
    case .inhg: hPa * 0.029_529_983_071_4
    case .mmhg: hPa * 0.750_061_683
    }
  }

  /// The unit's symbol: `hPa`, `inHg`, `mmHg`.
  public static func symbol(_ unit: Units.Pressure) -> String {
    switch unit {
    case .hpa: "hPa"
    case .inhg: "inHg"
    case .mmhg: "mmHg"
    }
  }

  /// `1013 hPa`, `29.92 inHg`, `760 mmHg`; "—" when missing or out of range.
  public static func formatPressure(_ hPa: Double?, _ unit: Units.Pressure) -> String {
    guard let hPa = PhysicalRange.pressure.validate(hPa) else { return missing }
    let value = pressure(hPa, to: unit)
    let text =
      unit == .inhg
      ? fixed(value, decimals: 2) : roundedInteger(value).map(String.init) ?? missing
    return "\(text) \(symbol(unit))"
  }
}
