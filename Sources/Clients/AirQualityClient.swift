import FetchModel
import Foundation
import Weather

/// Air quality as the shell gets it: from the disk cache or Open-Meteo's Air Quality API.
public struct AirQualityClient: Sendable {
  /// The air quality at a point under a fetch policy.
  public var airQuality:
    @Sendable (_ latitude: Double, _ longitude: Double, _ policy: FetchPolicy) async -> Result<
      AirQualityResult, WeatherError
    >
  /// Closes connections; called once before the process exits.
  public var shutdown: Shutdown

  /// Creates a client from its parts.
  public init(
    airQuality:
      @escaping @Sendable (Double, Double, FetchPolicy) async -> Result<
        AirQualityResult, WeatherError
      >,
    shutdown: @escaping Shutdown = {}
  ) {
    self.airQuality = airQuality
    self.shutdown = shutdown
  }
}
