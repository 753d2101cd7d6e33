/// The weather services wxsh can read from.
public enum WeatherProvider: String, Sendable, Hashable, Codable, CaseIterable {
  /// Open-Meteo: no key, current + hourly + daily in one request, several places per request.
  case openMeteo = "open-meteo"
  /// OpenWeatherMap 2.5: a key, current weather plus a 5 day / 3 hour forecast.
  case openWeatherMap = "openweathermap"

  /// The name shown to users.
  public var displayName: String {
    switch self {
    case .openMeteo: "Open-Meteo"
    case .openWeatherMap: "OpenWeatherMap"
    }
  }

  /// The data attribution the provider's licence asks for.
  public var attribution: String {
    switch self {
    case .openMeteo: "Weather data by Open-Meteo.com (CC BY 4.0)"
    case .openWeatherMap: "Weather data: OpenWeather (CC BY-SA 4.0)"
    }
  }
}
