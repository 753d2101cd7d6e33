import AsyncHTTPClient
import Foundation
import NIOCore
import NIOPosix
import Synchronization
import Weather

/// GETs JSON from a provider under the ``HTTPPolicy``: one `HTTPClient` per process, a deadline
/// per attempt enforced by wxsh, bounded retries with jittered backoff, a body cap.
///
/// Every failure comes out as a ``WeatherError``; URLs (which may hold the API key) never
/// appear in one.
final class HTTPFetcher: Sendable {
  /// The limits in force.
  let policy: HTTPPolicy
  private let now: @Sendable () -> Date
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
  init(policy: HTTPPolicy, now: @escaping @Sendable () -> Date) {
    self.policy = policy
    self.now = now
  }

  /// Shuts the HTTP client down; later requests fail. Safe to call more than once.
  /// A safety net: a fetcher dropped without `shutdown()` still closes its client, in the
  /// background, instead of leaking it.
  deinit {
    let client = state.withLock { state -> HTTPClient? in
      defer { state.client = nil }
      return state.isShutDown ? nil : state.client
    }
    _ = client?.shutdown()
  }

  func shutdown() async {
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
  ///   - provider: who is asked, for messages and the 401 rule.
  ///   - host: the host name, for the DNS message.
  ///   - secrets: strings to cut out of any remote text kept in an error.
  func get(_ url: String, provider: WeatherProvider, host: String, secrets: [String])
    async throws(WeatherError) -> [UInt8]
  {
    let clock = ContinuousClock()
    let started = clock.now
    func elapsed() -> Double {
      let duration = clock.now - started
      return Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
    var lastError = WeatherError.timeout(provider, seconds: Int(policy.requestTimeout.rounded(.up)))
    for attempt in 1...max(1, policy.maxAttempts) {
      if Task.isCancelled { throw .cancelled }
      let remaining = policy.totalBudget - elapsed()
      if remaining <= 0 { break }
      let timeout = min(policy.requestTimeout, remaining)
      var retryAfter: Double?
      do {
        let raw = try await self.attempt(url, provider: provider, timeout: timeout)
        switch judge(raw, provider: provider, secrets: secrets) {
        case .success(let body):
          return body
        case .failure(let failure):
          lastError = failure.error
          retryAfter = failure.retryAfter
          if !failure.retry { throw failure.error }
        }
      } catch let error as WeatherError {
        throw error
      } catch {
        let failure = classify(error, provider: provider, host: host, timeout: timeout)
        if failure == .cancelled || Task.isCancelled { throw .cancelled }
        lastError = failure
        if !failure.isTransient { throw failure }
      }
      if attempt == policy.maxAttempts { break }
      var wait = policy.backoff(after: attempt)
      if let retryAfter { wait = max(wait, retryAfter) }
      if elapsed() + wait >= policy.totalBudget { break }
      do {
        try await Task.sleep(for: .milliseconds(Int(wait * 1000)))
      } catch {
        throw .cancelled
      }
    }
    throw lastError
  }

  /// Why one answer was not accepted, and whether another attempt may help.
  private struct Failure: Error {
    var error: WeatherError
    var retry: Bool
    var retryAfter: Double?
  }

  /// Decides what an answer means: a body to decode, a retry, or a final error.
  private func judge(_ raw: RawResponse, provider: WeatherProvider, secrets: [String])
    -> Result<[UInt8], Failure>
  {
    let reason = HTTPFetcher.reason(in: raw.body, secrets: secrets)
    switch raw.status {
    case 200..<300:
      let type = raw.contentType?.lowercased() ?? ""
      let first = raw.body.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
      let looksJSON = first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
      if type.contains("json") || (type.isEmpty && looksJSON) { return .success(raw.body) }
      let shown = WeatherError.cleanRemoteText(
        String(type.prefix { $0 != ";" }), removing: secrets, limit: 40)
      return .failure(
        Failure(
          error: .unexpectedResponse(
            provider, detail: "expected JSON but got \(shown ?? "no content type")"),
          retry: false))
    case 401 where provider == .openWeatherMap:
      return .failure(Failure(error: .apiKeyRejected, retry: false))
    case 429:
      let wait = RetryAfter.seconds(raw.retryAfter, now: now())
      if let wait, wait > policy.maxRetryAfter {
        return .failure(
          Failure(
            error: .rateLimited(provider, retryAfter: Int(wait.rounded(.up))), retry: false))
      }
      return .failure(
        Failure(
          error: .rateLimited(provider, retryAfter: wait.map { Int($0.rounded(.up)) }),
          retry: true, retryAfter: wait))
    case 408, 500, 502, 503, 504:
      let wait = RetryAfter.seconds(raw.retryAfter, now: now())
      if let wait, wait > policy.maxRetryAfter {
        return .failure(
          Failure(error: .serverError(provider, status: raw.status, reason: reason), retry: false))
      }
      return .failure(
        Failure(
          error: .serverError(provider, status: raw.status, reason: reason), retry: true,
          retryAfter: wait))
    case 300..<400:
      return .failure(
        Failure(
          error: .unexpectedResponse(
            provider, detail: "a redirect (\(raw.status)), which wxsh does not follow"),
          retry: false))
    default:
      if raw.status >= 500 {
        return .failure(
          Failure(error: .serverError(provider, status: raw.status, reason: reason), retry: false))
      }
      return .failure(
        Failure(error: .rejected(provider, status: raw.status, reason: reason), retry: false))
    }
  }

  /// One attempt: the request and the whole body within `timeout` seconds.
  private func attempt(_ url: String, provider: WeatherProvider, timeout: Double) async throws
    -> RawResponse
  {
    let client = try currentClient(provider)
    var request = HTTPClientRequest(url: url)
    request.method = .GET
    request.headers.add(name: "Accept", value: "application/json")
    request.headers.add(name: "User-Agent", value: "wxsh")
    let prepared = request
    let maxBody = policy.maxBodyBytes
    let milliseconds = Int64(timeout * 1000)
    return try await Deadline.run(seconds: timeout) {
      let response = try await client.execute(
        prepared, deadline: .now() + .milliseconds(milliseconds))
      let status = Int(response.status.code)
      let isSuccess = (200..<300).contains(status)
      var body: [UInt8] = []
      do {
        let buffer = try await response.body.collect(
          upTo: isSuccess ? maxBody : min(maxBody, 65536))
        body = Array(buffer.readableBytesView)
      } catch let error as NIOTooManyBytesError {
        if isSuccess { throw error }
      }
      return RawResponse(
        status: status, contentType: response.headers.first(name: "Content-Type"),
        retryAfter: response.headers.first(name: "Retry-After"), body: body)
    }
  }

  private func currentClient(_ provider: WeatherProvider) throws(WeatherError) -> HTTPClient {
    let policy = self.policy
    let client = state.withLock { state -> HTTPClient? in
      if state.isShutDown { return nil }
      if let client = state.client { return client }
      var configuration = HTTPClient.Configuration(
        redirectConfiguration: .disallow,
        timeout: .init(
          connect: .milliseconds(Int64(policy.connectTimeout * 1000)),
          read: .milliseconds(Int64(policy.requestTimeout * 1000))),
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
      throw .connectionFailed(provider, detail: "the weather service was already shut down")
    }
    return client
  }

  /// Maps a transport error to a ``WeatherError``.
  private func classify(
    _ error: any Error, provider: WeatherProvider, host: String, timeout: Double
  )
    -> WeatherError
  {
    let seconds = Int(timeout.rounded(.up))
    switch error {
    case is Deadline.Exceeded:
      return .timeout(provider, seconds: seconds)
    case is CancellationError:
      return .cancelled
    case is NIOTooManyBytesError:
      return .responseTooLarge(provider, limit: policy.maxBodyBytes)
    case let error as WeatherError:
      return error
    case let error as HTTPClientError:
      switch error {
      case .deadlineExceeded, .readTimeout, .connectTimeout, .getConnectionFromPoolTimeout,
        .tlsHandshakeTimeout:
        return .timeout(provider, seconds: seconds)
      case .cancelled:
        return Task.isCancelled ? .cancelled : .timeout(provider, seconds: seconds)
      case .remoteConnectionClosed:
        return .connectionFailed(provider, detail: "the server closed the connection early")
      default:
        return .connectionFailed(provider, detail: error.shortDescription)
      }
    case let error as NIOConnectionError:
      if error.connectionErrors.isEmpty, error.dnsAError != nil || error.dnsAAAAError != nil {
        return .hostNotFound(provider, host: host)
      }
      return .offline(provider)
    case let error as IOError:
      switch error.errnoCode {
      case ECONNREFUSED, ENETUNREACH, EHOSTUNREACH, ENETDOWN: return .offline(provider)
      case ECONNRESET, EPIPE:
        return .connectionFailed(provider, detail: "the connection was reset")
      default: return .connectionFailed(provider, detail: StorageErrorText.reason(error.errnoCode))
      }
    case ChannelError.connectTimeout:
      return .timeout(provider, seconds: seconds)
    case is SocketAddressError:
      return .hostNotFound(provider, host: host)
    default:
      return .connectionFailed(provider, detail: "\(type(of: error))")
    }
  }

  /// The provider's own explanation in an error body (`reason` or `message`), cleaned.
  static func reason(in body: [UInt8], secrets: [String]) -> String? {
    guard !body.isEmpty,
      let object = try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any]
    else { return nil }
    let text = (object["reason"] as? String) ?? (object["message"] as? String)
    return text.flatMap { WeatherError.cleanRemoteText($0, removing: secrets) }
  }
}

/// The C library's text for an errno value.
enum StorageErrorText {
  /// `strerror` as a Swift string.
  static func reason(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
  }
}
