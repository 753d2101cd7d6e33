import HTTP

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
    case .badAnswer(let detail): "its answer could not be read (\(detail))"
    case .refused(let detail): "it refused (\(detail))"
    case .noNearbyPlace: "it gave a point far from any known place"
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
    case .timeout(let seconds, _): "it did not answer within \(seconds) s"
    case .offline: "the network is unreachable"
    case .hostNotFound(let host): "its host name \(host) could not be found"
    case .rateLimited: "it is rate limiting requests"
    case .cancelled: "the lookup was cancelled"
    case .unexpectedResponse: "it did not answer with JSON"
    case .serverError(let status, _), .rejected(let status, _):
      "it answered with an error (\(status))"
    case .responseTooLarge: "its answer was too large"
    case .truncated: "its answer broke off before it was complete"
    case .invalidBaseURL(let variable, let reason): "\(variable) cannot be used: \(reason)"
    case .connectionFailed: "the connection failed"
    }
  }
}
