import Catalog
import FetchModel

/// Why no alerts could be had from an official source.
public enum AlertError: Error, Sendable, Equatable {
  /// The request failed: no network, a timeout, a bad `WXSH_NWS_URL`, an error status.
  case unreachable(HTTPError)
  /// The service answered with its own problem report (`application/problem+json`).
  case problem(status: Int?, title: String)
  /// The answer was not an alert collection wxsh can read.
  case badAnswer(AnswerFault)
  /// The point asked about is not on the globe.
  case pointOutsideGlobe
  /// wxsh has no alert source for the country (ISO 3166-1 alpha-2).
  case noSource(countryCode: String)
  /// `--offline`, and no answer is cached.
  case offlineNothingCached
  /// The source needs the user's own key, and the variable that holds it is not set.
  case missingKey(variable: String)
  /// The source refused the key in the variable (HTTP 401 or 403).
  case keyRejected(variable: String, status: Int)

  /// A short phrase for messages about `source`, after `alerts unavailable: `.
  public func message(from source: AlertSource) -> String {
    switch self {
    case .unreachable(let error): Self.describe(error, source.service)
    case .problem(let status, let title):
      status.map {
        say(.alertsProblemStatus(service: source.service, status: String($0), title: title))
      } ?? say(.alertsProblem(service: source.service, title: title))
    case .badAnswer(let fault): say(.alertsBadAnswer(detail: fault.message))
    case .pointOutsideGlobe: say(.alertsPointOutsideGlobe)
    case .noSource(let code): AlertSource.noSource(countryName: code)
    case .offlineNothingCached: say(.alertsOfflineNothingCached)
    case .missingKey: say(.alertsNeedsKey(service: source.service))
    case .keyRejected(let variable, let status):
      say(.alertsKeyRejected(service: source.service, variable: variable, status: String(status)))
    }
  }

  /// What is wrong with an answer that is not an alert collection.
  public enum AnswerFault: Sendable, Equatable {
    /// Not JSON at all.
    case notJSON
    /// JSON, but not an object.
    case notObject
    /// An object without the list of alerts (`features`, `warnings`).
    case noList
    /// Not the text table of warnings a table source (KMA) sends.
    case notTable

    /// The fault in words, inside `the answer could not be read (…)`.
    public var message: String {
      switch self {
      case .notJSON: say(.alertsAnswerNotJSON)
      case .notObject: say(.alertsAnswerNotObject)
      case .noList: say(.alertsAnswerNoList)
      case .notTable: say(.alertsAnswerNotTable)
      }
    }
  }

  /// What to do about it, for a command that failed (a banner only warns and says nothing).
  public var hint: String {
    switch self {
    case .offlineNothingCached: say(.alertsHintOffline)
    case .unreachable(.invalidBaseURL(let variable, _)):
      say(.alertsHintFixVariable(variable: variable))
    case .unreachable(.cancelled): say(.alertsHintAgain)
    case .noSource: say(.alertsHintSources)
    case .missingKey(let variable): say(.alertsHintKMAKey(variable: variable))
    case .keyRejected: say(.alertsHintKMAKeyRejected)
    case .unreachable, .problem, .badAnswer, .pointOutsideGlobe: say(.alertsHintLater)
    }
  }

  /// A machine-readable kind for `--json`.
  public var kind: String {
    switch self {
    case .unreachable(let error): error.kind
    case .problem: "problem"
    case .badAnswer: "badAnswer"
    case .pointOutsideGlobe: "badPoint"
    case .noSource: "noSource"
    case .offlineNothingCached: "offline"
    case .missingKey: "missingKey"
    case .keyRejected: "keyRejected"
    }
  }

  /// An HTTP failure in the alert source's words.
  private static func describe(_ error: HTTPError, _ service: String) -> String {
    switch error {
    case .timeout(let seconds, _):
      say(.alertsTimeout(service: service, seconds: String(seconds)))
    case .offline: say(.netUnreachable)
    case .hostNotFound(let host): say(.netHostNotFound(host: host))
    case .rateLimited: say(.alertsRateLimited(service: service))
    case .cancelled: say(.weatherCancelled)
    case .unexpectedResponse: say(.alertsNotJSON(service: service))
    case .rejected(403, _): say(.alertsRefused403(service: service))
    case .serverError(let status, let reason), .rejected(let status, let reason):
      reason.map {
        say(.alertsErrorStatusReason(service: service, status: String(status), reason: $0))
      } ?? say(.alertsErrorStatus(service: service, status: String(status)))
    case .responseTooLarge: say(.netTooLarge)
    case .truncated: say(.netTruncated)
    case .invalidBaseURL(let variable, let reason):
      say(.weatherBadBaseURL(variable: variable, reason: reason))
    case .connectionFailed(let detail): say(.netConnectionFailedDetail(detail: detail))
    }
  }
}
