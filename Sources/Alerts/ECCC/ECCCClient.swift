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
  public static let defaultBase = BaseURL(
    trusted: "https://api.weather.gc.ca", host: "api.weather.gc.ca")
  /// How far around the point the service is asked, degrees (the zones are then tested).
  static let margin = 0.01
  /// Connect 3 s, 10 s per attempt, 2 attempts, 15 s in all, 8 MB (outlines are detailed).
  public static let policy = HTTPPolicy(
    connectTimeout: 3, requestTimeout: 10, totalBudget: 15, maxAttempts: 2, backoffBase: 0.3,
    backoffCap: 1, maxRetryAfter: 3, maxBodyBytes: 8 << 20)

  /// Where the service is, the cache and the HTTP policy.
  let endpoint: AlertEndpoint
  /// The primary language subtag of the interface (`fr`: French texts).
  public let language: String

  /// Creates a client from the environment and a cache directory.
  public init(
    environment: [String: String], cacheDirectory: String?, freshness: Double = 600,
    policy: HTTPPolicy = ECCCClient.policy, clock: any HTTPClock = SystemHTTPClock()
  ) {
    endpoint = AlertEndpoint(
      environment: environment, variable: Self.variable, defaultBase: Self.defaultBase,
      cacheDirectory: cacheDirectory, freshness: freshness, policy: policy, clock: clock)
    language = MeteoAlarmClient.language(environment: environment)
  }

  /// The alerts in force at `now` at a point: from a fresh cache, else the network (whose
  /// answer is cached); `offline` uses a cached answer of any age; `refresh` skips the cache.
  public func alerts(
    latitude: Double, longitude: Double, now: Date, offline: Bool = false, refresh: Bool = false
  ) async throws(AlertError) -> AlertReport {
    guard (-90...90).contains(latitude), (-180...180).contains(longitude) else {
      throw .pointOutsideGlobe
    }
    let box = [
      longitude - Self.margin, latitude - Self.margin, longitude + Self.margin,
      latitude + Self.margin,
    ].map(MachineNumber.coordinate).joined(separator: ",")
    let answer = try await endpoint.answer(
      source: .eccc, key: CacheName.point(latitude: latitude, longitude: longitude), now: now,
      offline: offline, refresh: refresh,
      fetch: { () async throws(AlertError) in
        try await endpoint.get(
          "/collections/weather-alerts/items",
          query: [("f", "json"), ("bbox", box), ("limit", "500")])
      },
      decode: { (body) throws(AlertError) in
        try ECCCDecoder.alerts(body, latitude: latitude, longitude: longitude, language: language)
      })
    return AlertReport(
      source: .eccc, alerts: AlertRules.active(answer.value, now: now), fetched: answer.fetched,
      fromCache: answer.fromCache)
  }
}
