import AlertModel
import FetchModel
import Foundation
import HTTP
import Storage

/// The alerts in force at a point in Canada from Environment and Climate Change Canada
/// (keyless, `GET {base}/collections/weather-alerts/items?f=json&bbox=…`: the CAP alerts of
/// the Meteorological Service of Canada with their zones' outlines, on its GeoMet API), those
/// whose zone contains the point, cached on disk for ``freshness`` seconds.
///
/// Texts come in French under a French interface, else in English, as ECCC writes both. HTTPS
/// only, or plain http to loopback for tests; `WXSH_ECCC_URL` overrides the base URL.
public struct ECCCClient: Sendable {
  /// The environment variable that overrides the base URL.
  public static let variable = "WXSH_ECCC_URL"
  /// ECCC's GeoMet OGC API.
  public static let defaultBase = "https://api.weather.gc.ca"
  /// How far around the point the service is asked, degrees (the zones are then tested).
  static let margin = 0.01
  /// Connect 3 s, 10 s per attempt, 2 attempts, 15 s in all, 8 MB (outlines are detailed).
  public static let policy = HTTPPolicy(
    connectTimeout: 3, requestTimeout: 10, totalBudget: 15, maxAttempts: 2, backoffBase: 0.3,
    backoffCap: 1, maxRetryAfter: 3, maxBodyBytes: 8 << 20)

  /// The base URL, or why `WXSH_ECCC_URL` cannot be used.
  public let base: Result<BaseURL, AlertError>
  /// Where answers are cached; nil: no disk cache.
  public let cache: AlertCache?
  /// How long a cached answer is used without asking the network, seconds.
  public let freshness: Double
  /// The primary language subtag of the interface (`fr`: French texts).
  public let language: String
  private let policy: HTTPPolicy
  private let clock: any HTTPClock

  /// Creates a client from the environment and a cache directory.
  public init(
    environment: [String: String], cacheDirectory: String?, freshness: Double = 600,
    policy: HTTPPolicy = ECCCClient.policy, clock: any HTTPClock = SystemHTTPClock()
  ) {
    base = AlertService.base(environment, variable: Self.variable, defaultBase: Self.defaultBase)
    cache = cacheDirectory.map(AlertCache.init(directory:))
    self.freshness = freshness
    language = MeteoAlarmClient.language(environment: environment)
    self.policy = policy
    self.clock = clock
  }

  /// The alerts in force at `now` at a point: from a fresh cache, else the network (whose
  /// answer is cached); `offline` uses a cached answer of any age; `refresh` skips the cache.
  public func alerts(
    latitude: Double, longitude: Double, now: Date, offline: Bool = false, refresh: Bool = false
  ) async throws(AlertError) -> AlertReport {
    guard (-90...90).contains(latitude), (-180...180).contains(longitude) else {
      throw .pointOutsideGlobe
    }
    let rules = CachedFetch(
      policy: FetchPolicy(offline: offline, refresh: refresh), freshness: freshness,
      fallsBack: false)
    let cached = cache?.load(source: .eccc, latitude: latitude, longitude: longitude)
    if case .useCached = rules.plan(cachedAt: cached?.fetched, now: now), let cached,
      let decoded = try? ECCCDecoder.alerts(
        cached.body, latitude: latitude, longitude: longitude, language: language)
    {
      return AlertReport(
        source: .eccc, alerts: AlertRules.active(decoded, now: now), fetched: cached.fetched,
        fromCache: true)
    }
    if offline { throw .offlineNothingCached }
    let base = try self.base.get()
    let box = [
      longitude - Self.margin, latitude - Self.margin, longitude + Self.margin,
      latitude + Self.margin,
    ].map(MachineNumber.coordinate).joined(separator: ",")
    let url = base.url(
      path: "/collections/weather-alerts/items",
      query: [("f", "json"), ("bbox", box), ("limit", "500")])
    let body = try await AlertService.get(
      url, host: base.host, userAgent: "wxsh/0.1", policy: policy, clock: clock)
    let decoded = try ECCCDecoder.alerts(
      body, latitude: latitude, longitude: longitude, language: language)
    try? cache?.store(body, fetched: now, source: .eccc, latitude: latitude, longitude: longitude)
    return AlertReport(
      source: .eccc, alerts: AlertRules.active(decoded, now: now), fetched: now, fromCache: false)
  }
}
