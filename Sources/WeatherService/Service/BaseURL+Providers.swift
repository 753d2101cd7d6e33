import HTTP

extension BaseURL {
  /// Open-Meteo's real endpoint.
  public static let openMeteo = BaseURL(
    trusted: "https://api.open-meteo.com", host: "api.open-meteo.com")
  /// OpenWeatherMap's real endpoint.
  public static let openWeatherMap = BaseURL(
    trusted: "https://api.openweathermap.org", host: "api.openweathermap.org")
}
