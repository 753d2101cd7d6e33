import Clients
import Foundation
import Shell
import Weather
import WeatherService

extension ForecastClient {
  /// The real providers and cache, configured from the environment; the HTTP client starts on
  /// the first fetch and `shutdown` waits at most 2 seconds for it to close.
  public static func live(
    environment: [String: String], provider: WeatherProvider, now: @escaping @Sendable () -> Date
  ) -> ForecastClient {
    let configuration = WeatherServiceConfiguration(environment: environment, provider: provider)
    // Made on first use, so a run that never fetches starts no HTTP client.
    let service = Lazy { WeatherService(configuration: configuration, now: now) }
    return ForecastClient(
      forecasts: { locations, policy in
        await service.value.forecasts(for: locations, policy: policy)
      },
      summaries: { locations, policy in
        await service.value.summaries(for: locations, policy: policy)
      },
      cached: { service.value.cachedForecast(for: $0) },
      freshness: configuration.freshness,
      shutdown: { await shutdownIfStarted(service) })
  }
}

/// Shuts the service down if it sent a request; waits at most 2 seconds, so leaving never
/// hangs. A run answered from the cache made the service but no client: it returns at once,
/// with no task started.
nonisolated(nonsending) private func shutdownIfStarted(_ service: Lazy<WeatherService>) async {
  guard let started = service.built, started.madeClient else { return }
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
