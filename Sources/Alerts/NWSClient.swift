import AlertModel
import FetchModel
import Foundation
import HTTP
import Storage

/// The active alerts for a point from the US National Weather Service
/// (`GET {base}/alerts/active?point=LAT,LON`), cached on disk for ``freshness`` seconds.
///
/// HTTPS only, or plain http to loopback for tests; `WXSH_NWS_URL` overrides the base URL.
/// Every request names wxsh and a contact in its `User-Agent`, as the NWS asks.
public struct NWSClient: Sendable {
  /// The environment variable that overrides the base URL.
  public static let variable = "WXSH_NWS_URL"
  /// The NWS API.
  public static let defaultBase = BaseURL(
    trusted: "https://api.weather.gov", host: "api.weather.gov")
  /// The environment variable holding the contact the NWS asks for (an email or a URL).
  public static let contactVariable = "WXSH_NWS_CONTACT"
  /// The `User-Agent` the NWS asks for: the application, and a contact when the user gave one
  /// in `WXSH_NWS_CONTACT` (printable ASCII, at most 100 characters; anything else is left out
  /// rather than sent). wxsh has no address of its own to put there.
  public static func userAgent(environment: [String: String]) -> String {
    let base = "wxsh/0.1 (terminal weather shell"
    guard let contact = environment[contactVariable], !contact.isEmpty, contact.count <= 100,
      contact.unicodeScalars.allSatisfy({ (0x20...0x7E).contains($0.value) && $0 != ")" })
    else { return base + ")" }
    return base + "; " + contact + ")"
  }
  /// Connect 3 s, 5 s per attempt, 2 attempts, 8 s in all, 2 MB.
  public static let policy = HTTPPolicy(
    connectTimeout: 3, requestTimeout: 5, totalBudget: 8, maxAttempts: 2, backoffBase: 0.3,
    backoffCap: 1, maxRetryAfter: 3, maxBodyBytes: 2 << 20)

  /// Where the service is, the cache and the HTTP policy.
  let endpoint: AlertEndpoint
  /// The base URL, or why `WXSH_NWS_URL` cannot be used.
  public var base: Result<BaseURL, AlertError> { endpoint.base }
  /// Where answers are cached; nil: no disk cache.
  public var cache: AlertCache? { endpoint.cache }
  /// How long a cached answer is used without asking the network, seconds.
  public var freshness: Double { endpoint.freshness }
  /// The `User-Agent` sent with every request.
  public let userAgent: String

  /// Creates a client from the environment and a cache directory.
  public init(
    environment: [String: String], cacheDirectory: String?, freshness: Double = 600,
    policy: HTTPPolicy = NWSClient.policy, clock: any HTTPClock = SystemHTTPClock()
  ) {
    endpoint = AlertEndpoint(
      environment: environment, variable: Self.variable, defaultBase: Self.defaultBase,
      cacheDirectory: cacheDirectory, freshness: freshness, policy: policy, clock: clock)
    userAgent = Self.userAgent(environment: environment)
  }

  /// The alerts active at `now` for a point: from a fresh cache, else the network (whose
  /// answer is cached); `offline` uses a cached answer of any age and never the network;
  /// `refresh` skips the cache.
  public func alerts(
    latitude: Double, longitude: Double, now: Date, offline: Bool = false, refresh: Bool = false
  ) async throws(AlertError) -> AlertReport {
    let answer = try await endpoint.answer(
      source: .nws, key: CacheName.point(latitude: latitude, longitude: longitude), now: now,
      offline: offline, refresh: refresh,
      fetch: { () async throws(AlertError) in
        try await fetch(latitude: latitude, longitude: longitude)
      },
      decode: { (body) throws(AlertError) in try AlertDecoder.decode(body) })
    return AlertReport(
      source: .nws, alerts: AlertRules.active(answer.value, now: now), fetched: answer.fetched,
      fromCache: answer.fromCache)
  }

  /// The raw answer for a point.
  func fetch(latitude: Double, longitude: Double) async throws(AlertError) -> [UInt8] {
    _ = try base.get()
    guard (-90...90).contains(latitude), (-180...180).contains(longitude) else {
      throw .pointOutsideGlobe
    }
    let point = MachineNumber.coordinate(latitude) + "," + MachineNumber.coordinate(longitude)
    return try await endpoint.get(
      "/alerts/active", query: [("point", point)], userAgent: userAgent)
  }
}
