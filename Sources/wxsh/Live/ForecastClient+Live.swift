import Clients
import Foundation
import Shell
import Synchronization
import Weather
import WeatherService

extension ForecastClient {
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
  private let service = Mutex<WeatherService?>(nil)

  init(configuration: WeatherServiceConfiguration, now: @escaping @Sendable () -> Date) {
    self.configuration = configuration
    self.now = now
  }

  func get() -> WeatherService {
    service.withLock { stored in
      if let stored { return stored }
      let made = WeatherService(configuration: configuration, now: now)
      stored = made
      return made
    }
  }

  /// Shuts the service down if it was made; waits at most 2 seconds, so leaving never hangs.
  func shutdownIfStarted() async {
    guard let started = service.withLock({ $0 }) else { return }
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
