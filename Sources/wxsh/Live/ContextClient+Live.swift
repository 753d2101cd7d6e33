import Clients
import Foundation
import WeatherService

extension ContextClient {
  /// The real Historical Weather and Ensemble APIs (`WXSH_ARCHIVE_URL` and
  /// `WXSH_ENSEMBLE_URL` override them), kept a year and an hour.
  public static func live(environment: [String: String], now: @escaping @Sendable () -> Date)
    -> ContextClient
  {
    let climate = ClimateService(environment: environment, now: now)
    let ensemble = EnsembleService(environment: environment, now: now)
    return ContextClient(
      climate: { latitude, longitude, zone, policy in
        await climate.climate(latitude: latitude, longitude: longitude, zone: zone, policy: policy)
      },
      ranges: { latitude, longitude, zone, policy in
        await ensemble.ranges(latitude: latitude, longitude: longitude, zone: zone, policy: policy)
      },
      shutdown: {
        await climate.shutdown()
        await ensemble.shutdown()
      })
  }
}
