import FetchModel
import Foundation
import Weather

/// Forecasts as the shell gets them: fetched (one request for several places where the
/// provider allows) or read from the cache, whatever their age.
public struct ForecastClient: Sendable {
  /// Forecasts for several locations, in order, under a fetch policy.
  public var forecasts:
    @Sendable ([Location], FetchPolicy) async -> [Result<ForecastResult, WeatherError>]
  /// What `:list` rows show of several locations (current conditions and today), in order,
  /// under a fetch policy: much smaller than whole forecasts, and cached apart from them.
  public var summaries:
    @Sendable ([Location], FetchPolicy) async -> [Result<ForecastResult, WeatherError>]
  /// The cached forecast for a location, whatever its age, without touching the network.
  public var cached: @Sendable (Location) -> ForecastResult?
  /// How long a forecast counts as fresh, in seconds.
  public var freshness: Double
  /// Closes connections; called once before the process exits.
  public var shutdown: Shutdown

  /// Creates a client from its parts; without `summaries`, rows get whole forecasts.
  public init(
    forecasts:
      @escaping @Sendable ([Location], FetchPolicy) async -> [Result<
        ForecastResult, WeatherError
      >],
    summaries: (
      @Sendable ([Location], FetchPolicy) async -> [Result<ForecastResult, WeatherError>]
    )? = nil,
    cached: @escaping @Sendable (Location) -> ForecastResult?, freshness: Double,
    shutdown: @escaping Shutdown
  ) {
    self.forecasts = forecasts
    self.summaries = summaries ?? forecasts
    self.cached = cached
    self.freshness = freshness
    self.shutdown = shutdown
  }
}
