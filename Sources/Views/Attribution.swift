import Catalog
import Weather

/// The credit line every page ends with.
public enum Attribution {
  /// "Weather data by Open-Meteo.com" or "Weather data by OpenWeatherMap".
  public static func line(provider: WeatherProvider) -> String {
    switch provider {
    case .openMeteo: say(.attributionOpenMeteo)
    case .openWeatherMap: say(.attributionOpenWeatherMap)
    }
  }
}
