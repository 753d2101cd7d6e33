import AlertModel
import HTTP

/// What the alert clients share: where a service is (its base URL from the environment) and
/// one GET through the HTTP layer with its failures as ``AlertError``.
enum AlertService {
  /// The base URL in `environment[variable]` (unset or empty: `defaultBase`), or why it
  /// cannot be used.
  static func base(_ environment: [String: String], variable: String, defaultBase: String)
    -> Result<BaseURL, AlertError>
  {
    let text = environment[variable].flatMap { $0.isEmpty ? nil : $0 } ?? defaultBase
    do {
      return .success(try BaseURL(text, variable: variable))
    } catch {
      return .failure(.unreachable(error))
    }
  }

  /// The body of one GET under `policy`; the fetcher is shut down whatever happens.
  static func get(
    _ url: String, host: String, userAgent: String, policy: HTTPPolicy, clock: any HTTPClock
  ) async throws(AlertError) -> [UInt8] {
    let fetcher = HTTPFetcher(policy: policy, clock: clock)
    do {
      let body = try await fetcher.get(url, host: host, userAgent: userAgent)
      await fetcher.shutdown()
      return body
    } catch {
      await fetcher.shutdown()
      throw .unreachable(error)
    }
  }
}
