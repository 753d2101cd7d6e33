import Foundation
import Weather

/// GETs JSON from a service that is not a weather provider (the network location service)
/// under an ``HTTPPolicy``: the same deadlines, retries, body cap and error mapping as weather
/// requests.
///
/// Errors are ``WeatherError`` values; callers that are not about weather describe them in
/// their own words (see ``WeatherError/kind``).
public final class JSONGetter: Sendable {
  private let fetcher: HTTPFetcher

  /// Creates a getter; no connection is made before the first request.
  public init(policy: HTTPPolicy) {
    fetcher = HTTPFetcher(policy: policy, now: { Date() })
  }

  /// The body of a successful JSON answer from `base` + `path` (which starts with `/`).
  public func get(_ base: BaseURL, path: String) async throws(WeatherError) -> [UInt8] {
    try await fetcher.get(
      base.url(path: path, query: []), provider: .openMeteo, host: base.host, secrets: [])
  }

  /// Shuts the HTTP client down; call once when done.
  public func shutdown() async {
    await fetcher.shutdown()
  }
}
