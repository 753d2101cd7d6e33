/// A pollutant Open-Meteo's Air Quality API gives as a mass concentration (μg/m³).
public enum Pollutant: String, Sendable, Hashable, CaseIterable {
  /// Fine particles, PM2.5.
  case pm25 = "pm2_5"
  /// Particles, PM10.
  case pm10
  /// Ozone, O₃.
  case ozone
  /// Nitrogen dioxide, NO₂.
  case nitrogenDioxide = "nitrogen_dioxide"
  /// Sulphur dioxide, SO₂.
  case sulphurDioxide = "sulphur_dioxide"
  /// Carbon monoxide, CO.
  case carbonMonoxide = "carbon_monoxide"

  /// The unit a standard states its breakpoints in.
  public enum Unit: Sendable, Hashable {
    /// Micrograms per cubic metre, as Open-Meteo gives every pollutant.
    case microgramsPerCubicMetre
    /// Milligrams per cubic metre (carbon monoxide in China's and India's tables).
    case milligramsPerCubicMetre
    /// Parts per million by volume (Korea's gases).
    case ppm
    /// Parts per billion by volume (Canada's AQHI).
    case ppb
  }

  /// The molar mass, g/mol, for converting a mass concentration to a volume mixing ratio.
  var molarMass: Double {
    switch self {
    case .ozone: 48.00
    case .nitrogenDioxide: 46.01
    case .sulphurDioxide: 64.07
    case .carbonMonoxide: 28.01
    case .pm25, .pm10: 0
    }
  }

  /// A concentration in μg/m³ in `unit`. Gases convert at 25 °C and 1 atm (a molar volume of
  /// 24.45 L), the reference state of Korea's and Canada's standards; particles have no volume
  /// ratio and stay in μg/m³.
  public func converted(_ micrograms: Double, to unit: Unit) -> Double {
    switch unit {
    case .microgramsPerCubicMetre: micrograms
    case .milligramsPerCubicMetre: micrograms / 1000
    case .ppb: molarMass > 0 ? micrograms * 24.45 / molarMass : micrograms
    case .ppm: molarMass > 0 ? micrograms * 24.45 / molarMass / 1000 : micrograms
    }
  }
}
