import Catalog
import FetchModel
import Foundation

/// A forecast and where it came from: the network now, the cache, or the cache after a failure.
public struct ForecastResult: Sendable {
  /// Where the data came from: fetched now, read from the cache (`age` in seconds since it
  /// was fetched), or the cached forecast shown because the fetch failed.
  public typealias Source = CachedFetch.Source<WeatherError>

  /// The forecast.
  public var forecast: Forecast
  /// Where it came from.
  public var source: Source

  /// Creates a result.
  public init(forecast: Forecast, source: Source) {
    self.forecast = forecast
    self.source = source
  }

  /// True when a fetch failed and older data is shown.
  public var isStale: Bool {
    if case .stale = source { return true }
    return false
  }

  /// Seconds since the data was fetched (0 for a fresh fetch).
  public var age: Double {
    switch source {
    case .fetched: 0
    case .cached(let age), .stale(let age, _): age
    }
  }

  /// The failure behind a stale result, to show as a one-line warning.
  public var error: WeatherError? {
    if case .stale(_, let error) = source { return error }
    return nil
  }

  /// A short age like `just now`, `38 min ago`, `2 h 5 min ago` or `3 days ago`.
  public static func describeAge(_ seconds: Double) -> String {
    let minutes = Int(max(0, seconds) / 60)
    if minutes < 1 { return say(.ageJustNow) }
    if minutes < 60 { return say(.ageMinutes(minutes: String(minutes))) }
    let hours = minutes / 60
    if hours < 48 {
      let rest = minutes % 60
      return rest == 0
        ? say(.ageHours(hours: String(hours)))
        : say(.ageHoursMinutes(hours: String(hours), minutes: String(rest)))
    }
    return say(.ageDays(count: hours / 24))
  }
}
