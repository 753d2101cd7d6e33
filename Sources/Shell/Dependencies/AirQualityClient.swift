import FetchModel
import Foundation
import Weather
import WeatherService

/// Air quality as the shell gets it: from the disk cache or Open-Meteo's Air Quality API.
public struct AirQualityClient: Sendable {
  /// The air quality at a point under a fetch policy.
  public var airQuality:
    @Sendable (_ latitude: Double, _ longitude: Double, _ policy: FetchPolicy) async -> Result<
      AirQualityResult, WeatherError
    >
  /// Closes connections; called once before the process exits.
  public var shutdown: @Sendable () async -> Void

  /// Creates a client from its parts.
  public init(
    airQuality:
      @escaping @Sendable (Double, Double, FetchPolicy) async -> Result<
        AirQualityResult, WeatherError
      >,
    shutdown: @escaping @Sendable () async -> Void = {}
  ) {
    self.airQuality = airQuality
    self.shutdown = shutdown
  }

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
