import WeatherService

/// Why the network location service gave no usable place.
public enum LocatingError: Error, Sendable, Equatable {
  /// The request failed: no network, a timeout, a server error.
  case unreachable(WeatherError)
  /// The service answered, but not with something wxsh can read.
  case badAnswer(String)
  /// The service answered with its own error (rate limit, reserved address).
  case refused(String)
  /// The point it gave is not near any gazetteer place.
  case noNearbyPlace

  /// A short phrase for messages: `it did not answer in time`.
  public var reason: String {
    switch self {
    case .unreachable(let error):
      switch error.kind {
      case "timeout": "it did not answer in time"
      case "offline": "the network is unreachable"
      case "dns": "its host name could not be found"
      case "rateLimited": "it is rate limiting requests"
      case "cancelled": "the lookup was cancelled"
      case "unexpectedResponse": "it did not answer with JSON"
      case "serverError", "rejected": "it answered with an error"
      default: "the connection failed"
      }
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
}
