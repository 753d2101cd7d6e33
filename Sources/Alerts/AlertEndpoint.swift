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
    environment: [String: String], variable: String, defaultBase: BaseURL,
    cacheDirectory: String?, freshness: Double, policy: HTTPPolicy, clock: any HTTPClock
  ) {
    base = AlertService.base(environment, variable: variable, defaultBase: defaultBase)
    cache = cacheDirectory.map(AlertCache.init(directory:))
    self.freshness = freshness
    self.policy = policy
    self.clock = clock
  }

  /// The rules for a fetch through the cache at this freshness.
  func rules(offline: Bool, refresh: Bool) -> CachedFetch {
    CachedFetch(
      policy: FetchPolicy(offline: offline, refresh: refresh), freshness: freshness,
      fallsBack: false)
  }

  /// One answer through the disk cache, decoded: the copy under `key` while it is fresher than
  /// `freshness` (the endpoint's unless given) and decodes, else `fetch`'s, decoded and then
  /// cached; `offline` takes a copy of any age and never the network, `refresh` skips the
  /// copy; `keepsStale` answers with an older copy when the network fails (reference files,
  /// never alerts, which may have been lifted since).
  func answer<Value>(
    source: AlertSource, key: String, now: Date, offline: Bool, refresh: Bool,
    freshness: Double? = nil, keepsStale: Bool = false,
    fetch: () async throws(AlertError) -> [UInt8],
    decode: ([UInt8]) throws(AlertError) -> Value
  ) async throws(AlertError) -> (value: Value, fetched: Date, fromCache: Bool) {
    let rules = CachedFetch(
      policy: FetchPolicy(offline: offline, refresh: refresh),
      freshness: freshness ?? self.freshness, fallsBack: keepsStale)
    let cached = cache?.load(source: source, key: key, limit: policy.maxBodyBytes + 64)
    if case .useCached = rules.plan(cachedAt: cached?.fetched, now: now), let cached,
      let value = try? decode(cached.body)
    {
      return (value, cached.fetched, true)
    }
    if offline { throw .offlineNothingCached }
    let body: [UInt8]
    do {
      body = try await fetch()
    } catch {
      if keepsStale, let cached, case .unreachable(let failure) = error, failure != .cancelled,
        let value = try? decode(cached.body)
      {
        return (value, cached.fetched, true)
      }
      throw error
    }
    let value = try decode(body)
    try? cache?.store(body, fetched: now, source: source, key: key)
    return (value, now, false)
  }

  /// The body of `GET {base}{path}?{query}`; `secrets` (a key in the query) never appear in
  /// an error's text.
  func get(
    _ path: String, query: [(String, String)] = [], secrets: [String] = [],
    userAgent: String = "wxsh/0.1"
  ) async throws(AlertError) -> [UInt8] {
    let base = try self.base.get()
    return try await AlertService.get(
      base.url(path: path, query: query), host: base.host, secrets: secrets,
      userAgent: userAgent, policy: policy, clock: clock)
  }
}
