import Catalog

extension HTTPError {
  /// The failure as one line naming the service asked (`cannot reach Open-Meteo …`).
  public func sentence(service name: String) -> String {
    switch self {
    case .offline:
      say(.httpOffline(service: name))
    case .hostNotFound(let host):
      say(.httpHostNotFound(host: host, service: name))
    case .timeout(let seconds, let attempts):
      attempts > 1
        ? say(
          .httpTimeoutAttempts(service: name, seconds: String(seconds), attempts: String(attempts)))
        : say(.httpTimeout(service: name, seconds: String(seconds)))
    case .rateLimited(let retryAfter):
      if let retryAfter {
        say(.httpRateLimitedWait(service: name, wait: HTTPError.describeWait(retryAfter)))
      } else {
        say(.httpRateLimited(service: name))
      }
    case .serverError(let status, let reason):
      // A server's own sentence may end in a full stop: "Something went wrong; try again".
      if let reason {
        say(
          .httpServerErrorReason(
            service: name, status: String(status),
            reason: String(reason.reversed().drop { $0 == "." }.reversed())))
      } else {
        say(.httpServerError(service: name, status: String(status)))
      }
    case .rejected(let status, let reason):
      if let reason {
        say(.httpRejectedReason(service: name, status: String(status), reason: reason))
      } else {
        say(.httpRejected(service: name, status: String(status)))
      }
    case .unexpectedResponse(let detail):
      say(.weatherUnexpectedResponse(service: name, detail: detail))
    case .responseTooLarge(let limit):
      say(.httpTooLarge(service: name, kb: String(limit / 1024)))
    case .truncated:
      say(.httpTruncated(service: name))
    case .invalidBaseURL(let variable, let reason):
      say(.weatherBadBaseURL(variable: variable, reason: reason))
    case .connectionFailed(let detail):
      say(.httpConnectionFailed(service: name, detail: detail))
    case .cancelled:
      say(.weatherCancelled)
    }
  }
}
