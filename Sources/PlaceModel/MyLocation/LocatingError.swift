import Catalog
import FetchModel

/// Why the network location service gave no usable place.
///
/// HTTP failures are wrapped, not reworded as weather errors: a GeoIP failure never names a
/// weather provider.
public enum LocatingError: Error, Sendable, Equatable {
  /// The request failed: no network, a timeout, a server error, a bad `WXSH_GEOIP_URL`.
  case unreachable(HTTPError)
  /// The service answered, but not with something wxsh can read.
  case badAnswer(String)
  /// The service answered with its own error (rate limit, reserved address).
  case refused(String)
  /// The point it gave is not near any gazetteer place.
  case noNearbyPlace

  /// A short phrase for messages: `it did not answer in time`.
  public var reason: String {
    switch self {
    case .unreachable(let error): Self.describe(error)
    case .badAnswer(let detail): say(.locatingBadAnswer(detail: detail))
    case .refused(let detail): say(.locatingRefused(detail: detail))
    case .noNearbyPlace: say(.locatingNoNearbyPlace)
    }
  }

  /// A machine-readable kind for `--json`.
  public var kind: String {
    switch self {
    case .unreachable(let error): error.kind
    case .badAnswer: "badAnswer"
    case .refused: "refused"
    case .noNearbyPlace: "noNearbyPlace"
    }
  }

  /// An HTTP failure in the location service's words.
  private static func describe(_ error: HTTPError) -> String {
    switch error {
    case .timeout(let seconds, _): say(.locatingTimeout(seconds: String(seconds)))
    case .offline: say(.netUnreachable)
    case .hostNotFound(let host): say(.locatingHostNotFound(host: host))
    case .rateLimited: say(.locatingRateLimited)
    case .cancelled: say(.locatingCancelled)
    case .unexpectedResponse: say(.locatingNotJSON)
    case .serverError(let status, _), .rejected(let status, _):
      say(.locatingErrorStatus(status: String(status)))
    case .responseTooLarge: say(.locatingTooLarge)
    case .truncated: say(.locatingTruncated)
    case .invalidBaseURL(let variable, let reason):
      say(.weatherBadBaseURL(variable: variable, reason: reason))
    case .connectionFailed: say(.netConnectionFailed)
    }
  }
}
