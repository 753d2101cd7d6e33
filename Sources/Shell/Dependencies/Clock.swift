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
}
