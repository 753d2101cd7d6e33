import HTTP

/// Why no alerts could be had from an official source.
public enum AlertError: Error, Sendable, Equatable {
  /// The request failed: no network, a timeout, a bad `WXSH_NWS_URL`, an error status.
  case unreachable(HTTPError)
  /// The service answered with its own problem report (`application/problem+json`).
  case problem(status: Int?, title: String)
  /// The answer was not an alert collection wxsh can read.
  case badAnswer(String)
  /// `--offline`, and no answer is cached.
  case offlineNothingCached

  /// A short phrase for messages about `source`, after `alerts unavailable: `.
  public func message(from source: AlertSource) -> String {
    switch self {
    case .unreachable(let error): Self.describe(error, source.service)
    case .problem(let status, let title):
      status.map { "\(source.service) answered \($0): \(title)" }
        ?? "\(source.service) answered: \(title)"
    case .badAnswer(let detail): "the answer could not be read (\(detail))"
    case .offlineNothingCached: "offline, and no alerts are cached for this place"
    }
  }

  /// What to do about it, for a command that failed (a banner only warns and says nothing).
  public var hint: String {
    switch self {
    case .offlineNothingCached: "run without --offline to fetch them"
    case .unreachable(.invalidBaseURL(let variable, _)): "fix or unset \(variable)"
    case .unreachable(.cancelled): "run the command again"
    case .unreachable, .problem, .badAnswer: "try again in a few minutes"
    }
  }

  /// A machine-readable kind for `--json`.
  public var kind: String {
    switch self {
    case .unreachable(let error): error.kind
    case .problem: "problem"
    case .badAnswer: "badAnswer"
    case .offlineNothingCached: "offline"
    }
  }

  /// An HTTP failure in the alert source's words.
  private static func describe(_ error: HTTPError, _ service: String) -> String {
    switch error {
    case .timeout(let seconds, _):
      "\(service) did not answer within \(seconds) s"
    case .offline: "the network is unreachable"
    case .hostNotFound(let host): "the host name \(host) could not be found"
    case .rateLimited: "\(service) is rate limiting requests"
    case .cancelled: "cancelled"
    case .unexpectedResponse:
      "\(service) did not answer with JSON (access denied?)"
    case .rejected(403, _):
      "\(service) refused access (403)"
    case .serverError(let status, let reason), .rejected(let status, let reason):
      "\(service) answered with an error (\(status))"
        + (reason.map { ": \($0)" } ?? "")
    case .responseTooLarge: "the answer was too large"
    case .truncated: "the answer broke off before it was complete"
    case .invalidBaseURL(let variable, let reason): "\(variable) cannot be used: \(reason)"
    case .connectionFailed(let detail): "the connection failed (\(detail))"
    }
  }
}
