import Foundation

/// The time now, as a seam: the system clock, or a fixed or stepping one in tests.
public struct Clock: Sendable {
  /// The current time.
  public var now: @Sendable () -> Date
  /// The user's time zone (lists that mix places show times in it).
  public var zone: @Sendable () -> TimeZone
  /// How many of this clock's seconds pass in one real second (1, or more for a watch run
  /// through a day in a test).
  public var rate: Double = 1

  /// Creates a clock from functions.
  public init(
    now: @escaping @Sendable () -> Date, zone: @escaping @Sendable () -> TimeZone = { .current }
  ) {
    self.now = now
    self.zone = zone
  }

  /// The system clock and time zone.
  public static let system = Clock(now: { Date() }, zone: { .current })

  /// A clock that always says `date`, in `zone`.
  public static func fixed(_ date: Date, zone: TimeZone = .gmt) -> Clock {
    Clock(now: { date }, zone: { zone })
  }

  /// The system clock, or with `WXSH_NOW` (Unix seconds) a clock that starts at that instant
  /// and runs on from there, so a demo or a golden test sees the same day every time; with
  /// `WXSH_CLOCK_RATE` (1 to 100,000) it runs that many times faster than real time, so a test
  /// can watch a day go by in seconds.
  public static func live(environment: [String: String]) -> Clock {
    let fixedStart = environment["WXSH_NOW"].flatMap(Double.init).flatMap { seconds in
      seconds.isFinite && (0...4_102_444_800).contains(seconds) ? seconds : nil
    }
    let rate = environment["WXSH_CLOCK_RATE"].flatMap(Double.init).flatMap { rate in
      rate.isFinite && (1...100_000).contains(rate) ? rate : nil
    }
    guard fixedStart != nil || rate != nil else { return .system }
    let start = fixedStart.map { Date(timeIntervalSince1970: $0) } ?? Date()
    let started = ContinuousClock.now
    let speed = rate ?? 1
    var clock = Clock(
      now: {
        let elapsed = ContinuousClock.now - started
        return start.addingTimeInterval(
          speed
            * (Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18))
      }, zone: { .current })
    clock.rate = speed
    return clock
  }

  /// Waits until this clock has moved on by `seconds` (fewer real seconds when it runs fast);
  /// throws `CancellationError` when the task is cancelled.
  public func sleep(_ seconds: TimeInterval) async throws {
    guard seconds > 0 else { return }
    try await Task.sleep(for: .milliseconds(Int64(min(seconds / rate, 86_400) * 1000)))
  }
}
