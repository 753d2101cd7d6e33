import HTTP
import PlaceModel
import Places

/// Asks the network location service (ipapi.co by default) where this machine's address is.
///
/// HTTPS only, or plain http to loopback for tests; `WXSH_GEOIP_URL` overrides the base URL.
/// Requests run under a short ``HTTPPolicy`` so a silent server never holds the shell up.
public struct GeoIPClient: Sendable {
  /// The environment variable that overrides the base URL.
  public static let variable = "WXSH_GEOIP_URL"
  /// The default service: ipapi.co's free JSON endpoint (no key, HTTPS).
  public static let defaultBase = BaseURL(trusted: "https://ipapi.co", host: "ipapi.co")
  /// The path asked for: the caller's own address as JSON.
  public static let path = "/json/"
  /// Connect 2 s, 3 s per attempt, 2 attempts, 5 s in all, 64 KB.
  public static let policy = HTTPPolicy(
    connectTimeout: 2, requestTimeout: 3, totalBudget: 5, maxAttempts: 2, backoffBase: 0.3,
    backoffCap: 1, maxRetryAfter: 2, maxBodyBytes: 65536)

  /// The service's base URL.
  public let base: BaseURL
  private let policy: HTTPPolicy
  private let clock: any HTTPClock

  /// Creates a client from the environment; throws when `WXSH_GEOIP_URL` is not acceptable.
  public init(
    environment: [String: String], policy: HTTPPolicy = GeoIPClient.policy,
    clock: any HTTPClock = SystemHTTPClock()
  ) throws(LocatingError) {
    switch BaseURL.configured(environment, variable: Self.variable, default: Self.defaultBase) {
    case .success(let configured): base = configured
    case .failure(let error): throw .unreachable(error)
    }
    self.policy = policy
    self.clock = clock
  }

  /// The service's answer for this machine's address.
  public func locate() async throws(LocatingError) -> GeoIPAnswer {
    let body: [UInt8]
    do {
      body = try await RemoteService.getOnce(
        base.url(path: Self.path, query: []), host: base.host, policy: policy, clock: clock)
    } catch {
      throw .unreachable(error)
    }
    return try GeoIPAnswer.parse(body)
  }
}
