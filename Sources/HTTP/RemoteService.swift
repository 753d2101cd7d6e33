import FetchModel

/// One remote JSON service as every client holds it: where it is (its base URL, or why the
/// environment's `WXSH_…_URL` cannot be used) and the fetcher that asks it.
///
/// A client made once per run keeps one and calls `shutdown()` at the end; a client asked at
/// most once per run uses `getOnce`, which shuts its fetcher down after the one GET.
public final class RemoteService: Sendable {
  /// Where the service is, or why the configured URL cannot be used.
  public let base: Result<BaseURL, HTTPError>
  private let fetcher: HTTPFetcher

  /// A service at `base`; no connection is made until the first GET.
  public init(
    base: Result<BaseURL, HTTPError>, policy: HTTPPolicy = .standard,
    clock: any HTTPClock = SystemHTTPClock()
  ) {
    self.base = base
    fetcher = HTTPFetcher(policy: policy, clock: clock)
  }

  /// A service at `environment[variable]` (unset or empty: `defaultBase`).
  public convenience init(
    environment: [String: String], variable: String, defaultBase: BaseURL,
    policy: HTTPPolicy = .standard, clock: any HTTPClock = SystemHTTPClock()
  ) {
    self.init(
      base: BaseURL.configured(environment, variable: variable, default: defaultBase),
      policy: policy, clock: clock)
  }

  /// The body of a successful GET of the URL `url` makes from the base; a base that cannot be
  /// used is the error.
  public func get(
    secrets: [String] = [], userAgent: String? = nil, _ url: (BaseURL) -> String
  ) async throws(HTTPError) -> [UInt8] {
    let base = try self.base.get()
    return try await fetcher.get(url(base), host: base.host, secrets: secrets, userAgent: userAgent)
  }

  /// Closes the HTTP client; later GETs fail.
  nonisolated(nonsending) public func shutdown() async { await fetcher.shutdown() }

  /// The body of one GET through a fetcher made for it and shut down whatever happens.
  public static func getOnce(
    _ url: String, host: String, secrets: [String] = [], userAgent: String? = nil,
    policy: HTTPPolicy, clock: any HTTPClock = SystemHTTPClock()
  ) async throws(HTTPError) -> [UInt8] {
    let fetcher = HTTPFetcher(policy: policy, clock: clock)
    do {
      let body = try await fetcher.get(url, host: host, secrets: secrets, userAgent: userAgent)
      await fetcher.shutdown()
      return body
    } catch {
      await fetcher.shutdown()
      throw error
    }
  }
}
