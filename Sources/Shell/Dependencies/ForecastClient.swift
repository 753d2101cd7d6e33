import FetchModel
import Foundation
import Weather
import WeatherService

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
  public var shutdown: @Sendable () async -> Void

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
    shutdown: @escaping @Sendable () async -> Void
  ) {
    self.forecasts = forecasts
    self.summaries = summaries ?? forecasts
    self.cached = cached
    self.freshness = freshness
    self.shutdown = shutdown
  }

  /// The real providers and cache, configured from the environment; the HTTP client starts on
  /// the first fetch and `shutdown` waits at most 2 seconds for it to close.
  public static func live(
    environment: [String: String], provider: WeatherProvider, now: @escaping @Sendable () -> Date
  ) -> ForecastClient {
    let configuration = WeatherServiceConfiguration(environment: environment, provider: provider)
    let service = LazyService(configuration: configuration, now: now)
    return ForecastClient(
      forecasts: { locations, policy in
        await service.get().forecasts(for: locations, policy: policy)
      },
      summaries: { locations, policy in
        await service.get().summaries(for: locations, policy: policy)
      },
      cached: { service.get().cachedForecast(for: $0) },
      freshness: configuration.freshness,
      shutdown: { await service.shutdownIfStarted() })
  }
}

/// Makes the weather service on first use, so a run that never fetches starts no HTTP client.
private final class LazyService: Sendable {
  private let configuration: WeatherServiceConfiguration
  private let now: @Sendable () -> Date
  private let service = MutexBox<WeatherService?>(nil)

  init(configuration: WeatherServiceConfiguration, now: @escaping @Sendable () -> Date) {
    self.configuration = configuration
    self.now = now
  }

  func get() -> WeatherService {
    service.with { stored in
      if let stored { return stored }
      let made = WeatherService(configuration: configuration, now: now)
      stored = made
      return made
    }
  }

  /// Shuts the service down if it was made; waits at most 2 seconds, so leaving never hangs.
  func shutdownIfStarted() async {
    guard let started = service.with({ $0 }) else { return }
    let finished = AsyncStream<Void>.makeStream()
    Task.detached {
      await started.shutdown()
      finished.continuation.finish()
    }
    Task.detached {
      try? await Task.sleep(for: .seconds(2))
      finished.continuation.finish()
    }
    for await _ in finished.stream {}
  }
}
