import Clients
import Foundation
import Geocoding
import Shell
import WeatherService

extension PlaceSearchClient {
  /// Open-Meteo's geocoding API (`WXSH_GEOCODING_URL` overrides it), cached for 30 days
  /// beside the forecasts.
  public static func live(environment: [String: String], now: @escaping @Sendable () -> Date)
    -> PlaceSearchClient
  {
    let service = GeocodingService(
      environment: environment,
      cacheDirectory: WeatherServiceConfiguration.cacheDirectory(environment: environment),
      now: now)
    return PlaceSearchClient(
      search: { query, language, policy in
        await service.search(query, language: language, policy: policy)
      },
      shutdown: { await service.shutdown() })
  }
}
