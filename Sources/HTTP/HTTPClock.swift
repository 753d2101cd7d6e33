import Foundation

/// The time source of the HTTP layer: how long a request has taken, the waits between
/// attempts, and the date `Retry-After` dates are read against.
///
/// Production uses ``SystemHTTPClock``; tests inject a clock that records the waits asked for
/// and returns at once, so retry and `Retry-After` rules are proved without waiting.
public protocol HTTPClock: Sendable {
  /// Seconds since an arbitrary fixed point, never going backwards.
  func elapsed() -> Double
  /// Waits `seconds` (a backoff or `Retry-After` wait); throws when the task is cancelled.
  func sleep(seconds: Double) async throws
  /// The current calendar date.
  func date() -> Date
}

/// The real clock: the monotonic clock for waits and durations, the system date for dates.
public struct SystemHTTPClock: HTTPClock {
  private let start = ContinuousClock.now

  /// Creates the clock; elapsed time counts from now.
  public init() {}

  /// Seconds since the clock was made.
  public func elapsed() -> Double {
    let duration = ContinuousClock.now - start
    return Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }

  /// `Task.sleep` for `seconds` (negative or non-finite waits return at once).
  public func sleep(seconds: Double) async throws {
    guard seconds.isFinite, seconds > 0 else { return }
    try await Task.sleep(for: .milliseconds(Int64(min(seconds, 86_400) * 1000)))
  }

  /// `Date()`.
  public func date() -> Date { Date() }
}
