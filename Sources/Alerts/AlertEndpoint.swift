import AlertModel
import FetchModel
import Foundation
import HTTP

/// Where one alert service is and how it is asked, as every alert client holds it: the base
/// URL (from its environment variable, else the default), the disk cache, how long an answer
/// is used without asking again, and the HTTP policy and clock of a GET.
struct AlertEndpoint: Sendable {
  /// The base URL, or why the environment's cannot be used.
  let base: Result<BaseURL, AlertError>
  /// Where answers are cached; nil: no disk cache.
  let cache: AlertCache?
  /// How long a cached answer is used without asking the network, seconds.
  let freshness: Double
  /// Timeouts, attempts and the largest body.
  let policy: HTTPPolicy
  /// The clock the policy's waits run on.
  let clock: any HTTPClock

  /// The endpoint of the service whose base URL `variable` overrides.
  init(
    environment: [String: String], variable: String, defaultBase: String,
    cacheDirectory: String?, freshness: Double, policy: HTTPPolicy, clock: any HTTPClock
  ) {
    base = AlertService.base(environment, variable: variable, defaultBase: defaultBase)
    cache = cacheDirectory.map(AlertCache.init(directory:))
    self.freshness = freshness
    self.policy = policy
    self.clock = clock
  }

  /// The rules for a fetch through the cache at this freshness (`fallsBack`: a stale copy
  /// answers when the network fails).
  func rules(offline: Bool, refresh: Bool, freshness: Double? = nil, fallsBack: Bool = false)
    -> CachedFetch
  {
    CachedFetch(
      policy: FetchPolicy(offline: offline, refresh: refresh),
      freshness: freshness ?? self.freshness, fallsBack: fallsBack)
  }

  /// The body of `GET {base}{path}?{query}`.
  func get(_ path: String, query: [(String, String)] = [], userAgent: String = "wxsh/0.1")
    async throws(AlertError) -> [UInt8]
  {
    let base = try self.base.get()
    return try await AlertService.get(
      base.url(path: path, query: query), host: base.host, userAgent: userAgent,
      policy: policy, clock: clock)
  }
}
