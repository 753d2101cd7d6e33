import HTTP
import Weather

/// Everything the weather service reads from the outside world, gathered once at startup.
///
/// Build it from the process environment with ``init(environment:provider:)``; tests build it
/// directly with a temp cache directory and a fast ``HTTPPolicy``.
public struct WeatherServiceConfiguration: Sendable {
  /// The provider used when a call does not name one.
  public var provider: WeatherProvider
  /// Open-Meteo's base URL, or why `WXSH_OPEN_METEO_URL` cannot be used.
  public var openMeteoURL: Result<BaseURL, WeatherError>
  /// OpenWeatherMap's base URL, or why `WXSH_OPENWEATHERMAP_URL` cannot be used.
  public var openWeatherMapURL: Result<BaseURL, WeatherError>
  /// The OpenWeatherMap key from `OPENWEATHERMAP_API_KEY`, if set.
  public var openWeatherMapKey: APIKey?
  /// The cache directory; nil disables the cache.
  public var cacheDirectory: String?
  /// How long a cached forecast is used without asking the network, seconds.
  public var freshness: Double
  /// Timeouts, retries and the body cap.
  public var http: HTTPPolicy
  /// Days asked from Open-Meteo (1…16).
  public var forecastDays: Int
  /// At most this many locations go in one Open-Meteo request (fewer when their answer would
  /// pass the body cap or their URL 8 KB; see `OpenMeteoRequest`).
  public var maxLocationsPerRequest: Int

  /// Creates a configuration from explicit values.
  public init(
    provider: WeatherProvider = .openMeteo,
    openMeteoURL: Result<BaseURL, WeatherError> = .success(.openMeteo),
    openWeatherMapURL: Result<BaseURL, WeatherError> = .success(.openWeatherMap),
    openWeatherMapKey: APIKey? = nil, cacheDirectory: String?, freshness: Double = 600,
    http: HTTPPolicy = .standard, forecastDays: Int = 16, maxLocationsPerRequest: Int = 1000
  ) {
    self.provider = provider
    self.openMeteoURL = openMeteoURL
    self.openWeatherMapURL = openWeatherMapURL
    self.openWeatherMapKey = openWeatherMapKey
    self.cacheDirectory = cacheDirectory
    self.freshness = freshness
    self.http = http
    self.forecastDays = min(16, max(1, forecastDays))
    self.maxLocationsPerRequest = max(1, maxLocationsPerRequest)
  }

  /// Reads `WXSH_OPEN_METEO_URL`, `WXSH_OPENWEATHERMAP_URL`, `OPENWEATHERMAP_API_KEY`,
  /// `XDG_CACHE_HOME` and `HOME` from `environment`.
  ///
  /// Never throws: a bad URL is kept as the error a fetch from that provider will report.
  public init(environment: [String: String], provider: WeatherProvider = .openMeteo) {
    func baseURL(_ variable: String, default value: BaseURL) -> Result<BaseURL, WeatherError> {
      BaseURL.configured(environment, variable: variable, default: value)
        .mapError { WeatherError($0, provider: .openMeteo) }
    }
    let key = environment["OPENWEATHERMAP_API_KEY"].flatMap { APIKey($0) }
    self.init(
      provider: provider,
      openMeteoURL: baseURL("WXSH_OPEN_METEO_URL", default: .openMeteo),
      openWeatherMapURL: baseURL("WXSH_OPENWEATHERMAP_URL", default: .openWeatherMap),
      openWeatherMapKey: key,
      cacheDirectory: WeatherServiceConfiguration.cacheDirectory(environment: environment))
  }

  /// `$XDG_CACHE_HOME/wxsh` when that is absolute, else `$HOME/.cache/wxsh`, else nil.
  public static func cacheDirectory(environment: [String: String]) -> String? {
    if let base = environment["XDG_CACHE_HOME"], base.hasPrefix("/") {
      return trimmed(base) + "/wxsh"
    }
    if let home = environment["HOME"], home.hasPrefix("/") {
      return trimmed(home) + "/.cache/wxsh"
    }
    return nil
  }

  private static func trimmed(_ path: String) -> String {
    var path = path
    while path.count > 1, path.hasSuffix("/") { path.removeLast() }
    return path == "/" ? "" : path
  }
}
