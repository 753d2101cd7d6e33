import Clients
import Foundation
import Shell
import WeatherService

extension AirQualityClient {
  /// The real API (`WXSH_AIR_QUALITY_URL` overrides it), cached for 10 minutes.
  public static func live(environment: [String: String], now: @escaping @Sendable () -> Date)
    -> AirQualityClient
  {
    let service = AirQualityService(environment: environment, now: now)
    return AirQualityClient(
      airQuality: { latitude, longitude, policy in
        await service.airQuality(latitude: latitude, longitude: longitude, policy: policy)
      },
      shutdown: { await service.shutdown() })
  }
}
