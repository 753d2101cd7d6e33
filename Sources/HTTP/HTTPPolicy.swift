/// The limits every HTTP request runs under: timeouts, retries, backoff and body size.
public struct HTTPPolicy: Sendable, Hashable {
  /// How long to wait for a TCP/TLS connection, seconds.
  public var connectTimeout: Double
  /// The most one attempt may take from start to the last body byte, seconds.
  public var requestTimeout: Double
  /// The most all attempts and waits together may take, seconds.
  public var totalBudget: Double
  /// The most attempts for one request.
  public var maxAttempts: Int
  /// The first backoff step, seconds; it doubles per attempt, with jitter.
  public var backoffBase: Double
  /// The longest backoff step, seconds.
  public var backoffCap: Double
  /// The longest `Retry-After` wxsh waits for; beyond it the request fails at once.
  public var maxRetryAfter: Double
  /// The largest body accepted, bytes.
  public var maxBodyBytes: Int
  /// True for a service that answers in text, not JSON (KMA's tables): a successful answer
  /// of any content type is its body.
  public var acceptsText: Bool

  /// Creates a policy; the defaults are the production values.
  public init(
    connectTimeout: Double = 3, requestTimeout: Double = 5, totalBudget: Double = 8,
    maxAttempts: Int = 3, backoffBase: Double = 0.5, backoffCap: Double = 4,
    maxRetryAfter: Double = 30, maxBodyBytes: Int = 2 << 20, acceptsText: Bool = false
  ) {
    self.connectTimeout = connectTimeout
    self.requestTimeout = requestTimeout
    self.totalBudget = totalBudget
    self.maxAttempts = maxAttempts
    self.backoffBase = backoffBase
    self.backoffCap = backoffCap
    self.maxRetryAfter = maxRetryAfter
    self.maxBodyBytes = maxBodyBytes
    self.acceptsText = acceptsText
  }

  /// The production policy: connect 3 s, 5 s per attempt, 3 attempts, 8 s in all, 2 MB. An
  /// answer from these services takes well under a second; a server that hangs costs the user
  /// 8 s, not the 22 s it once did.
  public static let standard = HTTPPolicy()

  /// The jittered wait before attempt `attempt + 1` (attempt counts from 1).
  func backoff(after attempt: Int) -> Double {
    var step = backoffBase
    for _ in 1..<max(1, attempt) { step *= 2 }
    step = min(step, backoffCap)
    return step / 2 + Double.random(in: 0...(step / 2))
  }
}
