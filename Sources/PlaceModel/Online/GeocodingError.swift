import Catalog
import FetchModel
import Terminal

/// Why the online place search gave no usable answer, each case one line naming the service.
public enum GeocodingError: Error, Sendable, Equatable {
  /// The request failed (network, deadline, status, body).
  case http(HTTPError)
  /// The answer was not what the API promises; `detail` names the problem.
  case unexpectedResponse(detail: String)
  /// Offline (`--offline`) with no cached answer for the query.
  case notCached

  /// The name users see for the service.
  public static let serviceName = "Open-Meteo geocoding"

  /// Wraps an HTTP failure; a body that is not JSON is an unexpected response.
  public init(_ error: HTTPError) {
    if case .unexpectedResponse(let detail) = error {
      self = .unexpectedResponse(detail: detail)
    } else {
      self = .http(error)
    }
  }

  /// True when there is no network to ask (refused, unreachable, no DNS): nothing the service
  /// did, so a close spelling offline says more than the failure.
  public var isUnreachable: Bool {
    switch self {
    case .http(.offline), .http(.hostNotFound): true
    default: false
    }
  }

  /// True when the user cancelled the search (Ctrl-C).
  public var isCancellation: Bool { self == .http(.cancelled) }

  /// A stable machine-readable name for the case, for `--json` error objects.
  public var kind: String {
    switch self {
    case .http(let error): error.kind
    case .unexpectedResponse: "unexpectedResponse"
    case .notCached: "notCached"
    }
  }

  /// One line saying what happened and what to do; free of control characters.
  public var message: String {
    switch self {
    case .http(let error):
      TerminalText.sanitize(error.sentence(service: Self.serviceName))
    case .unexpectedResponse(let detail):
      TerminalText.sanitize(
        say(.weatherUnexpectedResponse(service: Self.serviceName, detail: detail)))
    case .notCached:
      say(.weatherNotCached(service: Self.serviceName))
    }
  }
}
