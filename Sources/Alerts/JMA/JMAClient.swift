import AlertModel
import FetchModel
import Foundation
import HTTP
import JSON
import Synchronization

/// The warnings and advisories in force for a place in Japan from the Japan Meteorological
/// Agency (keyless JSON under `{base}` = `https://www.jma.go.jp/bosai`):
/// 1. the municipality the point lies in, by JMA's municipality boxes and outlines
///    (``JMAAreaLocator``: `common/const/class20relm.json`, `common/const/geojson/class20s/…`);
/// 2. its forecast office, by JMA's area list (`common/const/area.json`);
/// 3. the office's current bulletins (`warning/data/r8/OFFICE.json`; the older
///    `warning/data/warning/` path stopped updating in May 2026), read by ``JMABulletins``.
///
/// The bulletins are cached for ``freshness`` seconds; the area files, which change when
/// municipalities merge, for 30 days (an older copy serves when JMA cannot be reached). Kinds
/// are named in Japanese under a Japanese interface, else in English. HTTPS only, or plain http
/// to loopback for tests; `WXSH_JMA_URL` overrides the base URL.
public struct JMAClient: Sendable {
  /// The environment variable that overrides the base URL.
  public static let variable = "WXSH_JMA_URL"
  /// JMA's disaster-prevention data.
  public static let defaultBase = BaseURL(
    trusted: "https://www.jma.go.jp/bosai", host: "www.jma.go.jp")
  /// Connect 3 s, 8 s per attempt, 2 attempts, 12 s in all, 4 MB (area.json is about 260 KB).
  public static let policy = HTTPPolicy(
    connectTimeout: 3, requestTimeout: 8, totalBudget: 12, maxAttempts: 2, backoffBase: 0.3,
    backoffCap: 1, maxRetryAfter: 3, maxBodyBytes: 4 << 20)
  /// How long the area files are used without asking again, seconds.
  static let areaFreshness: Double = 30 * 86_400
  /// The most candidate outlines fetched for one point.
  static let outlineLimit = 12

  /// Where the service is, the cache (bulletins fresh for its freshness) and the HTTP policy.
  let endpoint: AlertEndpoint
  /// The primary language subtag of the interface (`ja`: Japanese names).
  public let language: String
  /// The kinds' names and severities.
  let kinds: @Sendable () -> JMAKinds
  /// The area files parsed in this run, shared by the copies of a client: a list of many
  /// Japanese places parses each once.
  private let memo = Memo()

  /// Creates a client from the environment and a cache directory.
  public init(
    environment: [String: String], cacheDirectory: String?, freshness: Double = 600,
    kinds: @escaping @Sendable () -> JMAKinds = { .none },
    policy: HTTPPolicy = JMAClient.policy, clock: any HTTPClock = SystemHTTPClock()
  ) {
    endpoint = AlertEndpoint(
      environment: environment, variable: Self.variable, defaultBase: Self.defaultBase,
      cacheDirectory: cacheDirectory, freshness: freshness, policy: policy, clock: clock)
    language = MeteoAlarmClient.language(environment: environment)
    self.kinds = kinds
  }

  /// The warnings in force at `now` at a point: none for a point JMA's areas do not reach.
  public func alerts(
    latitude: Double, longitude: Double, now: Date, offline: Bool = false, refresh: Bool = false
  ) async throws(AlertError) -> AlertReport {
    guard (-90...90).contains(latitude), (-180...180).contains(longitude) else {
      throw .pointOutsideGlobe
    }
    guard
      let municipality = try await locate(
        latitude: latitude, longitude: longitude, now: now, offline: offline)
    else {
      return AlertReport(source: .jma, alerts: [], fetched: now, fromCache: false)
    }
    let path = "/warning/data/r8/\(municipality.office).json"
    let kinds = kinds()
    let answer = try await endpoint.answer(
      source: .jma, key: "r8-" + municipality.office, now: now, offline: offline,
      refresh: refresh,
      fetch: { () async throws(AlertError) in try await endpoint.get(path) },
      decode: { (body) throws(AlertError) in
        try JMABulletins.alerts(
          body, municipality: municipality, kinds: kinds, language: language)
      })
    return AlertReport(
      source: .jma, alerts: AlertRules.active(answer.value, now: now), fetched: answer.fetched,
      fromCache: answer.fromCache)
  }

  /// The municipality the point lies in, or nil when JMA's boxes do not reach it.
  func locate(latitude: Double, longitude: Double, now: Date, offline: Bool)
    async throws(AlertError) -> JMAMunicipality?
  {
    let boxes = try await parsed("/common/const/class20relm.json", key: "class20relm", now, offline)
    let (containing, nearest) = JMAAreaLocator.candidates(
      JMAAreaLocator.boxes(boxes), latitude: latitude, longitude: longitude)
    guard var chosen = nearest else { return nil }
    if containing.count > 1 {
      for box in containing.prefix(Self.outlineLimit) {
        let outline = try? await parsed(
          "/common/const/geojson/class20s/\(box.code).json", key: "class20-" + box.code, now,
          offline)
        if let outline,
          GeoJSONOutline.contains(outline, latitude: latitude, longitude: longitude) == true
        {
          chosen = box
          break
        }
      }
    }
    let areas = try await parsed("/common/const/area.json", key: "area", now, offline)
    return JMAMunicipality.find(chosen.code, in: areas)
  }

  /// An area file, parsed: cached for 30 days, an older copy when JMA cannot be reached.
  func parsed(_ path: String, key: String, _ now: Date, _ offline: Bool)
    async throws(AlertError) -> JSONValue
  {
    if let known = memo.value(key, now: now) { return known }
    let answer = try await endpoint.answer(
      source: .jma, key: key, now: now, offline: offline, refresh: false,
      freshness: Self.areaFreshness, keepsStale: true,
      fetch: { () async throws(AlertError) in try await endpoint.get(path) },
      decode: { (body) throws(AlertError) -> JSONValue in
        guard let value = JSONValue.parse(body) else { throw .badAnswer(.notJSON) }
        guard case .object = value else { throw .badAnswer(.notObject) }
        return value
      })
    let value = answer.value
    memo.set(key, value, fetched: answer.fetched)
    return value
  }

  /// Parsed area files by cache key.
  final class Memo: Sendable {
    private let values = Mutex<[String: (fetched: Date, value: JSONValue)]>([:])

    /// The file under `key` while it is fresh (a watch runs for weeks).
    func value(_ key: String, now: Date) -> JSONValue? {
      values.withLock { values in
        values[key].flatMap {
          now.timeIntervalSince($0.fetched) < JMAClient.areaFreshness ? $0.value : nil
        }
      }
    }

    func set(_ key: String, _ value: JSONValue, fetched: Date) {
      values.withLock { values in
        // Outlines are a few KB each: a run that asks about hundreds of places starts over at
        // 64 files (area.json and the boxes are then parsed once more).
        if values.count >= 64 { values.removeAll() }
        values[key] = (fetched, value)
      }
    }
  }
}
