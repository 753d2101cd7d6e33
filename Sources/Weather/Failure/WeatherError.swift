import Catalog
import FetchModel
import Foundation
import Terminal

/// Everything that can go wrong while getting weather, each case rendered to one line by ``message``.
///
/// Transport and status failures are the HTTP layer's ``HTTPError``, worded here for the provider
/// asked. Remote text is stored sanitised, with the API key removed in every spelling and cut to
/// a short length, so no case can carry control characters or the key to the terminal.
public enum WeatherError: Error, Sendable, Equatable {
  /// The HTTP request to the provider failed (network, deadline, status, body).
  case http(WeatherProvider, HTTPError)
  /// OpenWeatherMap was chosen but `OPENWEATHERMAP_API_KEY` is not set.
  case apiKeyMissing
  /// OpenWeatherMap answered 401: the key is wrong or not active yet.
  case apiKeyRejected
  /// The answer was not what the provider's API promises; `detail` names the problem.
  case unexpectedResponse(WeatherProvider, detail: String)
  /// A base URL from the environment cannot be used.
  case invalidBaseURL(variable: String, reason: String)
  /// The fetch was cancelled (Ctrl-C).
  case cancelled
  /// Offline mode, and nothing is cached for the place.
  case notCached(WeatherProvider)

  /// Wraps an HTTP failure from `provider`: a cancellation stays a cancellation, a bad base
  /// URL names its variable, and OpenWeatherMap's 401 means the key was rejected.
  public init(_ error: HTTPError, provider: WeatherProvider) {
    switch error {
    case .cancelled:
      self = .cancelled
    case .invalidBaseURL(let variable, let reason):
      self = .invalidBaseURL(variable: variable, reason: reason)
    case .rejected(status: 401, _) where provider == .openWeatherMap:
      self = .apiKeyRejected
    case .unexpectedResponse(let detail):
      self = .unexpectedResponse(provider, detail: detail)
    default:
      self = .http(provider, error)
    }
  }

  /// The connection was refused or the network is unreachable.
  public static func offline(_ provider: WeatherProvider) -> WeatherError {
    .http(provider, .offline)
  }
  /// The provider's host name did not resolve.
  public static func hostNotFound(_ provider: WeatherProvider, host: String) -> WeatherError {
    .http(provider, .hostNotFound(host: host))
  }
  /// No complete answer within `seconds` over `attempts` attempts.
  public static func timeout(_ provider: WeatherProvider, seconds: Int, attempts: Int = 1)
    -> WeatherError
  {
    .http(provider, .timeout(seconds: seconds, attempts: attempts))
  }
  /// The provider asks wxsh to slow down.
  public static func rateLimited(_ provider: WeatherProvider, retryAfter: Int?) -> WeatherError {
    .http(provider, .rateLimited(retryAfter: retryAfter))
  }
  /// A server error status after every attempt.
  public static func serverError(_ provider: WeatherProvider, status: Int, reason: String?)
    -> WeatherError
  {
    .http(provider, .serverError(status: status, reason: reason))
  }
  /// The provider refused the request (4xx).
  public static func rejected(_ provider: WeatherProvider, status: Int, reason: String?)
    -> WeatherError
  {
    .http(provider, .rejected(status: status, reason: reason))
  }
  /// The answer was larger than the body cap (bytes).
  public static func responseTooLarge(_ provider: WeatherProvider, limit: Int) -> WeatherError {
    .http(provider, .responseTooLarge(limit: limit))
  }
  /// The connection failed for another reason.
  public static func connectionFailed(_ provider: WeatherProvider, detail: String) -> WeatherError {
    .http(provider, .connectionFailed(detail: detail))
  }

  /// A stable machine-readable name for the case, for `--json` error objects.
  public var kind: String {
    switch self {
    case .http(_, let error): error.kind
    case .apiKeyMissing: "apiKeyMissing"
    case .apiKeyRejected: "apiKeyRejected"
    case .unexpectedResponse: "unexpectedResponse"
    case .invalidBaseURL: "invalidBaseURL"
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
    case .http(let provider, let error):
      error.sentence(service: provider.displayName)
    case .apiKeyMissing:
      say(.weatherAPIKeyMissing)
    case .apiKeyRejected:
      say(.weatherAPIKeyRejected)
    case .unexpectedResponse(let provider, let detail):
      say(.weatherUnexpectedResponse(service: provider.displayName, detail: detail))
    case .invalidBaseURL(let variable, let reason):
      say(.weatherBadBaseURL(variable: variable, reason: reason))
    case .cancelled:
      say(.weatherCancelled)
    case .notCached(let provider):
      say(.weatherNotCached(service: provider.displayName))
    }
  }
}
