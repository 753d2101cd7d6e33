import Foundation
import HTTP
import Weather

/// The Open-Meteo request and decoder, exposed for the benchmark executable.
public enum OpenMeteoBenchmark {
  /// The request URL wxsh sends for `locations` (16 days).
  public static func url(base: BaseURL, locations: [Location]) -> String {
    OpenMeteoProvider.url(base: base, locations: locations, forecastDays: 16)
  }

  /// Decodes and normalises an answer into forecasts, as a fetch does.
  public static func decode(_ body: [UInt8], locations: [Location]) throws(WeatherError)
    -> [Forecast]
  {
    try OpenMeteoProvider.forecasts(from: body, locations: locations, fetchedAt: Date())
  }
}
