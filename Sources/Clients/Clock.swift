import Foundation

/// The time now, as a seam: the system clock, or a fixed or stepping one in tests.
public struct Clock: Sendable {
  /// The current time.
  public var now: @Sendable () -> Date
  /// The user's time zone (lists that mix places show times in it).
  public var zone: @Sendable () -> TimeZone

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
  /// and runs on from there, so a demo or a golden test sees the same day every time.
  public static func live(environment: [String: String]) -> Clock {
    guard let text = environment["WXSH_NOW"], let seconds = Double(text), seconds.isFinite,
      (0...4_102_444_800).contains(seconds)
    else { return .system }
    let start = Date(timeIntervalSince1970: seconds)
    let started = ContinuousClock.now
    return Clock(
      now: {
        let elapsed = ContinuousClock.now - started
        return start.addingTimeInterval(
          Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
      }, zone: { .current })
  }
}
