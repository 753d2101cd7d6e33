import AlertModel
import FetchModel
import HTTP

/// What the alert clients share: where a service is (its base URL from the environment) and
/// one GET through the HTTP layer with its failures as ``AlertError``.
enum AlertService {
  /// The base URL in `environment[variable]` (unset or empty: `defaultBase`), or why it
  /// cannot be used.
  static func base(_ environment: [String: String], variable: String, defaultBase: BaseURL)
    -> Result<BaseURL, AlertError>
  {
    BaseURL.configured(environment, variable: variable, default: defaultBase)
      .mapError { .unreachable($0) }
  }

  /// The body of one GET under `policy` (`RemoteService.getOnce`), its failure an
  /// `AlertError`.
  static func get(
    _ url: String, host: String, secrets: [String] = [], userAgent: String, policy: HTTPPolicy,
    clock: any HTTPClock
  ) async throws(AlertError) -> [UInt8] {
    do {
      return try await RemoteService.getOnce(
        url, host: host, secrets: secrets, userAgent: userAgent, policy: policy, clock: clock)
    } catch {
      throw .unreachable(error)
    }
  }
}
