import AlertModel
import FetchModel
import Foundation
import HTTP
import Terminal

/// The special weather reports (특보: warnings, advisories and preliminary reports) in force for
/// a place in South Korea from the Korea Meteorological Administration's API hub, with the
/// user's own key (`GET {base}/api/typ01/url/wrn_now_data.php?fe=f&disp=0&help=0&authKey=KEY`:
/// every report in force in the country, by warning zone), read by ``KMAWarnings``.
///
/// The zones that hold the place's point come from the official district outlines beside the
/// gazetteer (`kma-areas.tsv`, each district with the zones it is in); a point just off the
/// outlines (a pier, a simplified coast) takes the district within about a kilometre. The
/// answer is cached for ``freshness`` seconds, one for the whole country. Without a key
/// (`WXSH_KMA_KEY`), nothing is asked and the error says how to get one. Reports are named in
/// Korean under a Korean interface, else in English; zone names are KMA's (Korean). HTTPS only,
/// or plain http to loopback for tests; `WXSH_KMA_URL` overrides the base URL.
public struct KMAClient: Sendable {
  /// The environment variable that overrides the base URL.
  public static let variable = "WXSH_KMA_URL"
  /// The environment variable that holds the user's API hub key.
  public static let keyVariable = "WXSH_KMA_KEY"
  /// KMA's API hub.
  public static let defaultBase = BaseURL(
    trusted: "https://apihub.kma.go.kr", host: "apihub.kma.go.kr")
  /// The list of reports in force.
  static let path = "/api/typ01/url/wrn_now_data.php"
  /// How far a point off every outline is moved to find its district, degrees (about 1 km).
  static let nudge = 0.01
  /// Connect 3 s, 10 s per attempt, 2 attempts, 15 s in all, 2 MB (the list is a few KB), a
  /// text answer (EUC-KR, sent as `text/plain`).
  public static let policy = HTTPPolicy(
    connectTimeout: 3, requestTimeout: 10, totalBudget: 15, maxAttempts: 2, backoffBase: 0.3,
    backoffCap: 1, maxRetryAfter: 3, maxBodyBytes: 2 << 20, acceptsText: true)

  /// Where the service is, the cache and the HTTP policy.
  let endpoint: AlertEndpoint
  /// The user's key; nil when `WXSH_KMA_KEY` is unset or blank.
  let key: String?
  /// The primary language subtag of the interface (`ko`: Korean names).
  public let language: String
  /// The kinds' and levels' names and severities.
  let kinds: @Sendable () -> KMAKinds
  /// The warning zones (and district codes) whose outlines hold a point.
  let zones: @Sendable (Double, Double) -> Set<String>
  /// True for a zone the district table places.
  let knownZone: @Sendable (String) -> Bool

  /// Creates a client from the environment and a cache directory, with the place data's
  /// answers.
  public init(
    environment: [String: String], cacheDirectory: String?, freshness: Double = 600,
    kinds: @escaping @Sendable () -> KMAKinds = { .none },
    zones: @escaping @Sendable (Double, Double) -> Set<String> = { _, _ in [] },
    knownZone: @escaping @Sendable (String) -> Bool = { _ in false },
    policy: HTTPPolicy = KMAClient.policy, clock: any HTTPClock = SystemHTTPClock()
  ) {
    endpoint = AlertEndpoint(
      environment: environment, variable: Self.variable, defaultBase: Self.defaultBase,
      cacheDirectory: cacheDirectory, freshness: freshness, policy: policy, clock: clock)
    let key = environment[Self.keyVariable]?.trimmingSpaces() ?? ""
    self.key = key.isEmpty ? nil : key
    language = MeteoAlarmClient.language(environment: environment)
    self.kinds = kinds
    self.zones = zones
    self.knownZone = knownZone
  }

  /// The reports in force at `now` at a point, and the country's others (``AlertReport``'s
  /// `elsewhere`).
  public func alerts(
    latitude: Double, longitude: Double, now: Date, offline: Bool = false, refresh: Bool = false
  ) async throws(AlertError) -> AlertReport {
    guard (-90...90).contains(latitude), (-180...180).contains(longitude) else {
      throw .pointOutsideGlobe
    }
    guard let key else { throw .missingKey(variable: Self.keyVariable) }
    let zones = zones(latitude: latitude, longitude: longitude)
    let kinds = kinds()
    let answer = try await endpoint.answer(
      source: .kma, key: "now", now: now, offline: offline, refresh: refresh,
      fetch: { () async throws(AlertError) in
        do throws(AlertError) {
          return try await endpoint.get(
            Self.path,
            query: [("fe", "f"), ("disp", "0"), ("help", "0"), ("authKey", key)],
            secrets: [key])
        } catch {
          throw Self.keyError(error)
        }
      },
      decode: { (body) throws(AlertError) in
        try KMAWarnings.alerts(
          body, zones: zones, knownZone: knownZone, kinds: kinds, language: language)
      })
    return AlertReport(
      source: .kma, alerts: AlertRules.active(answer.value.here, now: now),
      fetched: answer.fetched, fromCache: answer.fromCache,
      elsewhere: AlertRules.active(answer.value.elsewhere, now: now))
  }

  /// A refusal of the key (401, 403) said as such; any other error as it is.
  static func keyError(_ error: AlertError) -> AlertError {
    if case .unreachable(.rejected(let status, _)) = error, status == 401 || status == 403 {
      return .keyRejected(variable: keyVariable, status: status)
    }
    return error
  }

  /// The zones of a point: those whose districts' outlines hold it, else those of the
  /// district a kilometre away (north, east, south or west, in that order).
  func zones(latitude: Double, longitude: Double) -> Set<String> {
    let found = zones(latitude, longitude)
    guard found.isEmpty else { return found }
    for (dLat, dLon) in [(Self.nudge, 0.0), (0, Self.nudge), (-Self.nudge, 0), (0, -Self.nudge)] {
      let near = zones(latitude + dLat, longitude + dLon)
      if !near.isEmpty { return near }
    }
    return []
  }
}
