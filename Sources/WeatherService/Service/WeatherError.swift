import Foundation
import Terminal
import Weather

/// Everything that can go wrong while getting weather, each case rendered to one line by ``message``.
///
/// Remote text (a provider's `reason`) is stored sanitised, with the API key removed and cut
/// to a short length, so no case can carry control characters or the key to the terminal.
public enum WeatherError: Error, Sendable, Equatable {
  /// The connection was refused or the network is unreachable.
  case offline(WeatherProvider)
  /// The provider's host name did not resolve.
  case hostNotFound(WeatherProvider, host: String)
  /// No complete answer arrived within the deadline (seconds).
  case timeout(WeatherProvider, seconds: Int)
  /// The provider asks wxsh to slow down; `retryAfter` is in seconds when it said.
  case rateLimited(WeatherProvider, retryAfter: Int?)
  /// The provider answered with a server error status (5xx, 408) after every attempt.
  case serverError(WeatherProvider, status: Int, reason: String?)
  /// The provider refused the request (4xx) and said why in `reason`.
  case rejected(WeatherProvider, status: Int, reason: String?)
  /// OpenWeatherMap was chosen but `OPENWEATHERMAP_API_KEY` is not set.
  case apiKeyMissing
  /// OpenWeatherMap answered 401: the key is wrong or not active yet.
  case apiKeyRejected
  /// The answer was not what the provider's API promises; `detail` names the problem.
  case unexpectedResponse(WeatherProvider, detail: String)
  /// The answer was larger than the body cap (bytes).
  case responseTooLarge(WeatherProvider, limit: Int)
  /// A base URL from the environment cannot be used.
  case invalidBaseURL(variable: String, reason: String)
  /// The connection failed for another reason.
  case connectionFailed(WeatherProvider, detail: String)
  /// The fetch was cancelled (Ctrl-C).
  case cancelled
  /// Offline mode, and nothing is cached for the place.
  case notCached(WeatherProvider)

  /// A stable machine-readable name for the case, for `--json` error objects.
  public var kind: String {
    switch self {
    case .offline: "offline"
    case .hostNotFound: "dns"
    case .timeout: "timeout"
    case .rateLimited: "rateLimited"
    case .serverError: "serverError"
    case .rejected: "rejected"
    case .apiKeyMissing: "apiKeyMissing"
    case .apiKeyRejected: "apiKeyRejected"
    case .unexpectedResponse: "unexpectedResponse"
    case .responseTooLarge: "responseTooLarge"
    case .invalidBaseURL: "invalidBaseURL"
    case .connectionFailed: "connectionFailed"
    case .cancelled: "cancelled"
    case .notCached: "notCached"
    }
  }

  /// One line saying what happened and what to do; free of control characters and the key.
  public var message: String {
    TerminalText.sanitize(rawMessage)
  }

  private var rawMessage: String {
    switch self {
    case .offline(let provider):
      "cannot reach \(provider.displayName) (connection refused or no network); "
        + "check the connection, or use --offline for cached data"
    case .hostNotFound(let provider, let host):
      "cannot look up \(host) for \(provider.displayName) (DNS failed); check the connection"
    case .timeout(let provider, let seconds):
      "\(provider.displayName) did not answer within \(seconds) s; try again later"
    case .rateLimited(let provider, let retryAfter):
      if let retryAfter {
        "\(provider.displayName) rate limit reached; try again in \(retryAfter) s"
      } else {
        "\(provider.displayName) rate limit reached; try again in a minute"
      }
    case .serverError(let provider, let status, let reason):
      "\(provider.displayName) server error \(status)"
        + (reason.map { ": \($0)" } ?? "") + "; try again later"
    case .rejected(let provider, let status, let reason):
      "\(provider.displayName) refused the request (\(status))"
        + (reason.map { ": \($0)" } ?? "")
    case .apiKeyMissing:
      "OpenWeatherMap needs an API key: set OPENWEATHERMAP_API_KEY, or use --provider open-meteo"
    case .apiKeyRejected:
      "OpenWeatherMap rejected the API key (401): it is invalid or not active yet "
        + "(new keys take up to 2 hours); check OPENWEATHERMAP_API_KEY"
    case .unexpectedResponse(let provider, let detail):
      "unexpected response from \(provider.displayName): \(detail)"
    case .responseTooLarge(let provider, let limit):
      "\(provider.displayName) sent more than \(limit / 1024) KB; the response was refused"
    case .invalidBaseURL(let variable, let reason):
      "\(variable) cannot be used: \(reason)"
    case .connectionFailed(let provider, let detail):
      "connection to \(provider.displayName) failed: \(detail)"
    case .cancelled:
      "cancelled"
    case .notCached(let provider):
      "no cached \(provider.displayName) data for this place (offline)"
    }
  }

  /// True for the failures a later attempt may not see (timeouts, 5xx, 429, dropped connections).
  var isTransient: Bool {
    switch self {
    case .timeout, .serverError, .connectionFailed: true
    case .rateLimited(_, let after): after.map { $0 <= 30 } ?? true
    default: false
    }
  }

  /// Cleans remote text for storing in an error: no controls, no key, at most `limit` characters.
  static func cleanRemoteText(_ text: String, removing secrets: [String], limit: Int = 160)
    -> String?
  {
    var cleaned = TerminalText.sanitize(text)
    for secret in secrets where !secret.isEmpty {
      cleaned = cleaned.replacingOccurrences(of: secret, with: "<key>")
    }
    cleaned = cleaned.trimmingCharacters(in: .whitespaces)
    if cleaned.isEmpty { return nil }
    if cleaned.count > limit { cleaned = String(cleaned.prefix(limit)) + "…" }
    return cleaned
  }
}
