import Foundation

/// Computes the dew point for providers that do not send one (OpenWeatherMap 2.5).
public enum DewPoint {
  /// The Magnus-formula dew point (°C) from temperature (°C) and relative humidity (%).
  public static func celsius(temperature: Double?, humidity: Double?) -> Double? {
    guard let temperature, let humidity, humidity > 0, humidity <= 100 else { return nil }
    let b = 17.62
    let c = 243.12
    let gamma = log(humidity / 100) + b * temperature / (c + temperature)
    return c * gamma / (b - gamma)
  }
}
