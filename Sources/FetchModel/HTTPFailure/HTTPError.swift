import Catalog

/// Why a GET did not give a usable answer, in terms of HTTP only (no service named).
///
/// Callers wrap it in their own error and word it for their users (a weather provider, the
/// network location service). Remote text (`reason`) is stored cleaned: no control characters,
/// no secret, short. No case carries a URL or an internal type name.
public enum HTTPError: Error, Sendable, Equatable {
  /// The connection was refused or the network is unreachable.
  case offline
  /// The host name did not resolve.
  case hostNotFound(host: String)
  /// No complete answer arrived; `seconds` is the whole time spent on all attempts and waits.
  case timeout(seconds: Int, attempts: Int)
  /// The server asks us to slow down; `retryAfter` is in seconds when it said (capped).
  case rateLimited(retryAfter: Int?)
  /// The server answered with a server error status (5xx, 408) after every attempt.
  case serverError(status: Int, reason: String?)
  /// The server refused the request (4xx) and maybe said why in `reason`.
  case rejected(status: Int, reason: String?)
  /// The answer was not JSON, or a redirect; `detail` says which.
  case unexpectedResponse(detail: String)
  /// The answer was larger than the body cap (bytes).
  case responseTooLarge(limit: Int)
  /// The answer ended before it was complete (connection closed or the framing broken).
  case truncated
  /// A base URL cannot be used; `variable` names where it came from.
  case invalidBaseURL(variable: String, reason: String)
  /// The connection failed for another reason; `detail` is our own wording.
  case connectionFailed(detail: String)
  /// The request was cancelled (Ctrl-C).
  case cancelled

  /// A stable machine-readable name for the case, for `--json` error objects.
  public var kind: String {
    switch self {
    case .offline: "offline"
    case .hostNotFound: "dns"
    case .timeout: "timeout"
    case .rateLimited: "rateLimited"
    case .serverError: "serverError"
    case .rejected: "rejected"
    case .unexpectedResponse: "unexpectedResponse"
    case .responseTooLarge: "responseTooLarge"
    case .truncated: "truncated"
    case .invalidBaseURL: "invalidBaseURL"
    case .connectionFailed: "connectionFailed"
    case .cancelled: "cancelled"
    }
  }

  /// True for the failures a later attempt may not see (timeouts, 5xx, 429, dropped connections).
  public var isTransient: Bool {
    switch self {
    case .timeout, .serverError, .connectionFailed, .truncated: true
    case .rateLimited(let after): after.map { $0 <= 30 } ?? true
    default: false
    }
  }

  /// A wait in seconds as people say it: `45 s`, `3 min`, `2 h`, `more than a day`.
  public static func describeWait(_ seconds: Int) -> String {
    if seconds < 120 { return say(.waitSeconds(seconds: String(max(0, seconds)))) }
    if seconds < 7200 { return say(.waitMinutes(minutes: String((seconds + 59) / 60))) }
    if seconds < 86_400 { return say(.waitHours(hours: String((seconds + 3599) / 3600))) }
    return say(.waitMoreThanADay)
  }
}
