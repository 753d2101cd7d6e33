import Alerts
import Foundation
import WeatherService

/// Official severe-weather alerts as the shell gets them: for a point, from the disk cache
/// or the network.
public struct AlertClient: Sendable {
  /// The alerts active at `now` for a point; `offline` reads only the cache (any age),
  /// `refresh` skips it.
  public var alerts:
    @Sendable (
      _ latitude: Double, _ longitude: Double, _ now: Date, _ offline: Bool, _ refresh: Bool
    ) async throws(AlertError) -> AlertReport

  /// Creates a client from its parts.
  public init(
    alerts:
      @escaping @Sendable (Double, Double, Date, Bool, Bool) async throws(AlertError) ->
      AlertReport
  ) {
    self.alerts = alerts
  }

  /// The NWS API (`WXSH_NWS_URL` overrides it), cached for 10 minutes beside the forecasts.
  public static func live(environment: [String: String]) -> AlertClient {
    let client = NWSClient(
      environment: environment,
      cacheDirectory: WeatherServiceConfiguration.cacheDirectory(environment: environment))
    return AlertClient { latitude, longitude, now, offline, refresh async throws(AlertError) in
      try await client.alerts(
        latitude: latitude, longitude: longitude, now: now, offline: offline, refresh: refresh)
    }
  }

  /// A source that never has an alert and never touches the network: for sessions (tests)
  /// that do not look at alerts.
  public static let silent = AlertClient { _, _, now, _, _ async throws(AlertError) in
    AlertReport(source: .nws, alerts: [], fetched: now, fromCache: true)
  }
}
