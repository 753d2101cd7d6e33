/// The units the user reads weather in; data is always fetched metric and converted locally.
public struct Units: Sendable, Equatable, Hashable {
  /// Temperature: °C or °F.
  public enum Temperature: String, Sendable, CaseIterable {
    case celsius = "c"
    case fahrenheit = "f"
  }

  /// Wind speed: km/h, m/s, mph or knots.
  public enum WindSpeed: String, Sendable, CaseIterable {
    case kmh
    case ms
    case mph
    case kn
  }

  /// Precipitation: millimetres or inches.
  public enum Precipitation: String, Sendable, CaseIterable {
    case mm
    case inch = "in"
  }

  /// Clock: 24-hour or 12-hour times.
  public enum Clock: String, Sendable, CaseIterable {
    case h24 = "24h"
    case h12 = "12h"
  }

  /// The temperature unit.
  public var temperature: Temperature
  /// The wind speed unit.
  public var wind: WindSpeed
  /// The precipitation unit.
  public var precipitation: Precipitation
  /// The clock.
  public var clock: Clock

  /// Creates units; the defaults are metric with a 24-hour clock.
  public init(
    temperature: Temperature = .celsius, wind: WindSpeed = .kmh,
    precipitation: Precipitation = .mm, clock: Clock = .h24
  ) {
    self.temperature = temperature
    self.wind = wind
    self.precipitation = precipitation
    self.clock = clock
  }
}
