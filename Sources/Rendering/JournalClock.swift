import Foundation
import Journal
import Views
import Weather

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The journal's one clock: an entry's time at its own place, as stamped (the user's zone when
/// it has none), on the user's 12- or 24-hour clock, for the list and for `:journal show`.
public struct JournalClock {
  /// The 12- or 24-hour clock the user chose.
  public let clock: Units.Clock
  /// The zone of entries written without a place.
  public let fallback: TimeZone
  /// Zones by identifier, looked up once.
  private var zones: [String: TimeZone] = [:]

  /// A clock showing times on `clock`, entries without a zone in `fallback`.
  public init(clock: Units.Clock, fallback: TimeZone) {
    self.clock = clock
    self.fallback = fallback
  }

  /// `2026-08-21 14:05`, or `2026-08-21 2:05pm` on the 12-hour clock.
  public mutating func dateTime(_ time: JournalTime) -> String {
    var zone = fallback
    if let name = time.zone {
      if let known = zones[name] {
        zone = known
      } else if let found = TimeZone(identifier: name) {
        zones[name] = found
        zone = found
      }
    }
    let offset = zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(time.seconds)))
    var value = time_t(time.seconds + Int64(offset))
    var parts = tm()
    gmtime_r(&value, &parts)
    func two(_ number: Int32) -> String { number < 10 ? "0\(number)" : "\(number)" }
    var year = String(parts.tm_year + 1900)
    while year.count < 4 { year = "0" + year }
    let date = "\(year)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))"
    return date + " "
      + LocalClock.clockTime(hour: Int(parts.tm_hour), minute: Int(parts.tm_min), clock)
  }
}
