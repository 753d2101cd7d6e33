import AsyncHTTPClient
import FetchModel
import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import Synchronization

/// GETs JSON under an ``HTTPPolicy``: one `HTTPClient` per fetcher, a deadline per attempt
/// enforced by wxsh, bounded retries with jittered backoff, a body cap.
///
/// Every failure comes out as an ``HTTPError`` in our own words; URLs (which may hold a key),
/// secrets and internal type names never appear in one. Waits between attempts go through the
/// injected ``HTTPClock``.
public final class HTTPFetcher: Sendable {
  /// The limits in force.
  public let policy: HTTPPolicy
  private let clock: any HTTPClock
  private let state = Mutex<ClientState>(ClientState())

  private struct ClientState: ~Copyable {
    var client: HTTPClient?
    var isShutDown = false
  }

  /// One raw answer, before the status is judged.
  struct RawResponse: Sendable {
    var status: Int
    var contentType: String?
    var retryAfter: String?
    var body: [UInt8]
  }

  /// Creates a fetcher; the HTTP client itself is made on first use.
  public init(policy: HTTPPolicy, clock: any HTTPClock = SystemHTTPClock()) {
    self.policy = policy
    self.clock = clock
  }

  /// A safety net: a fetcher dropped without `shutdown()` still closes its client, in the
  /// background, instead of leaking it.
  deinit {
    let client = state.withLock { state -> HTTPClient? in
      defer { state.client = nil }
      return state.isShutDown ? nil : state.client
    }
    _ = client?.shutdown()
  }

  /// Whether the HTTP client was made (a request was sent), so shutting down has work to do.
  public var madeClient: Bool { state.withLock { $0.client != nil } }

  /// Shuts the HTTP client down; later requests fail. Safe to call more than once.
  nonisolated(nonsending) public func shutdown() async {
    let client = state.withLock { state -> HTTPClient? in
      state.isShutDown = true
      defer { state.client = nil }
      return state.client
    }
    try? await client?.shutdown()
  }

  /// Fetches `url` and returns the body of a successful JSON answer.
  ///
  /// - Parameters:
  ///   - url: the full URL, which may hold a key; it is never put in an error.
  ///   - host: the host name, for the DNS message.
  ///   - secrets: strings to cut out (in every spelling) of any remote text kept in an error.
  ///   - userAgent: the `User-Agent` header when a service asks for one naming a contact;
  ///     `wxsh` when nil.
  public func get(
    _ url: String, host: String, secrets: [String] = [], userAgent: String? = nil
  ) async throws(HTTPError) -> [UInt8] {
    let started = clock.elapsed()
    func elapsed() -> Double { max(0, clock.elapsed() - started) }
    let redactor = Redactor(secrets)
    var lastError: HTTPError?
    var attempts = 0
    for attempt in 1...max(1, policy.maxAttempts) {
      if Task.isCancelled { throw .cancelled }
      let remaining = policy.totalBudget - elapsed()
      if remaining <= 0 { break }
      let timeout = min(policy.requestTimeout, remaining)
      var retryAfter: Double?
      attempts = attempt
      do {
        let raw = try await self.attempt(url, timeout: timeout, userAgent: userAgent)
        switch judge(raw, redactor: redactor) {
        case .success(let body):
          return body
        case .failure(let failure):
          lastError = failure.error
          retryAfter = failure.retryAfter
          if !failure.retry { throw failure.error }
        }
      } catch let error as HTTPError {
        throw error
      } catch {
        let failure = classify(error, host: host)
        if failure == .cancelled || Task.isCancelled { throw .cancelled }
        lastError = failure
        if !failure.isTransient {
          throw failure.withTime(elapsed(), budget: policy.totalBudget, attempts: attempts)
        }
      }
      if attempt == policy.maxAttempts { break }
      var wait = policy.backoff(after: attempt)
      if let retryAfter { wait = max(wait, retryAfter) }
      if elapsed() + wait >= policy.totalBudget { break }
      do {
        try await clock.sleep(seconds: wait)
      } catch {
        throw .cancelled
      }
    }
    let error = lastError ?? .timeout(seconds: 0, attempts: attempts)
    throw error.withTime(elapsed(), budget: policy.totalBudget, attempts: attempts)
  }

  /// Why one answer was not accepted, and whether another attempt may help.
  private struct Failure: Error {
    var error: HTTPError
    var retry: Bool
    var retryAfter: Double?
  }

  /// Decides what an answer means: a body to decode, a retry, or a final error. Only an
  /// error answer's body is read here, for the server's explanation: a successful one is
  /// parsed once, by the decoder that reads it (which also notices an error sent as a 200).
  private func judge(_ raw: RawResponse, redactor: Redactor) -> Result<[UInt8], Failure> {
    var reason: String? { HTTPFetcher.reason(in: raw.body, redactor: redactor) }
    switch raw.status {
    case 200..<300:
      let type = raw.contentType?.lowercased() ?? ""
      let first = raw.body.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
      let looksJSON = first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
      if policy.acceptsText || type.contains("json") || (type.isEmpty && looksJSON) {
        return .success(raw.body)
      }
      let shown = RemoteText.clean(
        String((raw.contentType ?? "").prefix { $0 != ";" }), redactor: redactor, limit: 40)
      return .failure(
        Failure(
          error: .unexpectedResponse(detail: "expected JSON but got \(shown ?? "no content type")"),
          retry: false))
    case 429:
      let wait = RetryAfter.seconds(raw.retryAfter, now: clock.date())
      let error = HTTPError.rateLimited(retryAfter: wait.map { Int($0.rounded(.up)) })
      if let wait, wait > policy.maxRetryAfter {
        return .failure(Failure(error: error, retry: false))
      }
      return .failure(Failure(error: error, retry: true, retryAfter: wait))
    case 408, 500, 502, 503, 504:
      let wait = RetryAfter.seconds(raw.retryAfter, now: clock.date())
      let error = HTTPError.serverError(status: raw.status, reason: reason)
      if let wait, wait > policy.maxRetryAfter {
        return .failure(Failure(error: error, retry: false))
      }
      return .failure(Failure(error: error, retry: true, retryAfter: wait))
    case 300..<400:
      return .failure(
        Failure(
          error: .unexpectedResponse(
            detail: "a redirect (\(raw.status)), which wxsh does not follow"),
          retry: false))
    default:
      if raw.status >= 500 {
        return .failure(
          Failure(error: .serverError(status: raw.status, reason: reason), retry: false))
      }
      return .failure(Failure(error: .rejected(status: raw.status, reason: reason), retry: false))
    }
  }

  /// One attempt: the request and the whole body within `timeout` seconds.
  private func attempt(_ url: String, timeout: Double, userAgent: String?) async throws
    -> RawResponse
  {
    let client = try currentClient()
    var request = try HTTPClient.Request(url: url, method: .GET)
    request.headers.add(name: "Accept", value: "application/json")
    request.headers.add(name: "User-Agent", value: userAgent ?? "wxsh")
    let prepared = request
    let maxBody = policy.maxBodyBytes
    let milliseconds = Deadline.milliseconds(timeout)
    return try await Deadline.run(seconds: timeout) {
      let collector = BodyCollector(limit: maxBody)
      let task = client.execute(
        request: prepared, delegate: collector,
        deadline: .now() + .milliseconds(milliseconds))
      do {
        return try await withTaskCancellationHandler {
          try await task.futureResult.get()
        } onCancel: {
          task.cancel()
        }
      } catch is BodyCollector.Dropped {
        return collector.answer
      }
    }
  }

  private func currentClient() throws(HTTPError) -> HTTPClient {
    let policy = self.policy
    let client = state.withLock { state -> HTTPClient? in
      if state.isShutDown { return nil }
      if let client = state.client { return client }
      var configuration = HTTPClient.Configuration(
        redirectConfiguration: .disallow,
        timeout: .init(
          connect: .milliseconds(Deadline.milliseconds(policy.connectTimeout)),
          read: .milliseconds(Deadline.milliseconds(policy.requestTimeout))),
        decompression: .disabled)
      // A refused connection means offline: say so now instead of retrying until the
      // connect timeout (wxsh's own retry policy decides what to try again).
      configuration.connectionPool.retryConnectionEstablishment = false
      let client = HTTPClient(
        eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
      state.client = client
      return client
    }
    guard let client else {
      throw .connectionFailed(detail: "the HTTP client was already shut down")
    }
    return client
  }

  /// Maps a transport error (NIO, AsyncHTTPClient, the deadline) to an ``HTTPError``.
  private func classify(_ error: any Error, host: String) -> HTTPError {
    switch error {
    case is Deadline.Exceeded:
      return .timeout(seconds: 0, attempts: 1)
    case is CancellationError:
      return .cancelled
    case is NIOTooManyBytesError:
      return .responseTooLarge(limit: policy.maxBodyBytes)
    case let error as HTTPError:
      return error
    case is HTTPParserError:
      return .truncated
    case let error as HTTPClientError:
      switch error {
      case .deadlineExceeded, .readTimeout, .connectTimeout, .getConnectionFromPoolTimeout,
        .tlsHandshakeTimeout:
        return .timeout(seconds: 0, attempts: 1)
      case .cancelled:
        return Task.isCancelled ? .cancelled : .timeout(seconds: 0, attempts: 1)
      case .remoteConnectionClosed, .bodyLengthMismatch:
        return .truncated
      case .invalidURL, .emptyHost, .emptyScheme, .missingSocketPath:
        return .connectionFailed(detail: "the request could not be made from the base URL")
      default:
        return .connectionFailed(detail: "the connection broke off")
      }
    case let error as NIOConnectionError:
      if error.connectionErrors.isEmpty, error.dnsAError != nil || error.dnsAAAAError != nil {
        return .hostNotFound(host: host)
      }
      return .offline
    case let error as IOError:
      switch error.errnoCode {
      case ECONNREFUSED, ENETUNREACH, EHOSTUNREACH, ENETDOWN: return .offline
      case ECONNRESET, EPIPE:
        return .connectionFailed(detail: "the connection was reset")
      default: return .connectionFailed(detail: HTTPFetcher.errnoText(error.errnoCode))
      }
    case ChannelError.connectTimeout:
      return .timeout(seconds: 0, attempts: 1)
    case ChannelError.eof, ChannelError.inputClosed, ChannelError.outputClosed,
      ChannelError.ioOnClosedChannel, ChannelError.alreadyClosed:
      return .truncated
    case is SocketAddressError:
      return .hostNotFound(host: host)
    default:
      return .connectionFailed(detail: "the connection broke off")
    }
  }

  /// The server's own explanation in an error body (`reason` or `message`, or a problem
  /// report's `detail` or `title`), cleaned.
  static func reason(in body: [UInt8], redactor: Redactor) -> String? {
    guard !body.isEmpty,
      let object = try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any]
    else { return nil }
    let text =
      (object["reason"] as? String) ?? (object["message"] as? String)
      ?? (object["detail"] as? String) ?? (object["title"] as? String)
    return text.flatMap { RemoteText.clean($0, redactor: redactor) }
  }

  /// The C library's text for an errno value.
  static func errnoText(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
  }
}

extension HTTPError {
  /// The error with a timeout's seconds and attempts set to what was really spent, to the
  /// nearest second; the moment it takes to stop after the whole `budget` ran out is not
  /// counted (a 15 s budget that ran 15.2 or 15.7 s is "15 s", not "16 s").
  func withTime(_ seconds: Double, budget: Double, attempts: Int) -> HTTPError {
    guard case .timeout = self else { return self }
    let spent = seconds > budget && seconds < budget + 1 ? budget : seconds
    return .timeout(seconds: Int(min(86_400, max(1, spent.rounded()))), attempts: attempts)
  }
}
