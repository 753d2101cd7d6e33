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

  /// Pressure: hectopascals, inches or millimetres of mercury.
  public enum Pressure: String, Sendable, CaseIterable {
    case hpa
    case inhg
    case mmhg
  }

  /// Distance (visibility): kilometres or miles; `auto` follows the wind unit (miles with mph).
  public enum Distance: String, Sendable, CaseIterable {
    case auto
    case km
    case mi
  }

  /// The air quality index: `auto` is the one the place's country uses.
  public enum AirIndex: String, Sendable, CaseIterable {
    /// The index of the place's country.
    case auto
    /// The European index.
    case eu
    /// The US index.
    case us
    /// Korea's CAI.
    case kr
    /// China's AQI.
    case cn
    /// India's NAQI.
    case india = "in"
    /// The UK's DAQI.
    case uk
    /// Canada's AQHI.
    case ca
  }

  /// The temperature unit.
  public var temperature: Temperature
  /// The wind speed unit.
  public var wind: WindSpeed
  /// The precipitation unit.
  public var precipitation: Precipitation
  /// The clock.
  public var clock: Clock
  /// The pressure unit.
  public var pressure: Pressure
  /// The distance unit.
  public var distance: Distance
  /// The air quality index shown.
  public var airIndex: AirIndex

  /// Creates units; the defaults are metric with a 24-hour clock.
  public init(
    temperature: Temperature = .celsius, wind: WindSpeed = .kmh,
    precipitation: Precipitation = .mm, clock: Clock = .h24, pressure: Pressure = .hpa,
    distance: Distance = .auto, airIndex: AirIndex = .auto
  ) {
    self.temperature = temperature
    self.wind = wind
    self.precipitation = precipitation
    self.clock = clock
    self.pressure = pressure
    self.distance = distance
    self.airIndex = airIndex
  }

  /// True when distances are shown in miles: `mi`, or `auto` with wind in mph.
  public var distanceInMiles: Bool {
    distance == .mi || (distance == .auto && wind == .mph)
  }
}
