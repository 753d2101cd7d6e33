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
  /// Zones by identifier, looked up once, with the span of time around the last moment asked
  /// for in which the zone's offset stays the same.
  private var zones: [String: (zone: TimeZone, span: OffsetSpan?)] = [:]

  /// A stretch of time between two of a zone's transitions: one offset from UTC throughout.
  struct OffsetSpan {
    /// The offset in seconds.
    let offset: Int
    /// The first second of the span.
    let from: Int64
    /// The first second after it.
    let until: Int64

    /// The span of `zone` holding `seconds`: Foundation is asked for the offset and the
    /// transitions around it once, and a journal's many entries between two transitions
    /// reuse it.
    init(_ zone: TimeZone, at seconds: Int64) {
      let moment = Date(timeIntervalSince1970: TimeInterval(seconds))
      offset = zone.secondsFromGMT(for: moment)
      until =
        zone.nextDaylightSavingTimeTransition(after: moment).map {
          Int64($0.timeIntervalSince1970.rounded(.up))
        } ?? Int64.max
      // The last transition at or before `seconds`, looked for within 400 days.
      let lookback: Int64 = 400 * 86_400
      var from = seconds - lookback
      var cursor = Date(timeIntervalSince1970: TimeInterval(from))
      while let next = zone.nextDaylightSavingTimeTransition(after: cursor),
        next <= moment
      {
        from = Int64(next.timeIntervalSince1970.rounded(.up))
        cursor = next
      }
      self.from = from
    }

    /// Whether `seconds` is in the span.
    func holds(_ seconds: Int64) -> Bool { seconds >= from && seconds < until }
  }

  /// A clock showing times on `clock`, entries without a zone in `fallback`.
  public init(clock: Units.Clock, fallback: TimeZone) {
    self.clock = clock
    self.fallback = fallback
  }

  /// The offset from UTC at `time` in its zone (`fallback` when it has none or an unknown one).
  mutating func offset(_ time: JournalTime) -> Int {
    let name = time.zone ?? ""
    if let known = zones[name] {
      if let span = known.span, span.holds(time.seconds) { return span.offset }
      let span = OffsetSpan(known.zone, at: time.seconds)
      zones[name] = (known.zone, span)
      return span.offset
    }
    let zone = time.zone.flatMap(TimeZone.init(identifier:)) ?? fallback
    let span = OffsetSpan(zone, at: time.seconds)
    zones[name] = (zone, span)
    return span.offset
  }

  /// `2026-08-21 14:05`, or `2026-08-21 2:05pm` on the 12-hour clock.
  public mutating func dateTime(_ time: JournalTime) -> String {
    let (date, clockTime) = dateAndTime(time)
    return date + " " + clockTime
  }

  /// The day (`2026-08-21`) and the time of day (`14:05`, `2:05pm`) of `time`, apart: each
  /// fits in a small string, so a list of thousands of entries allocates nothing for them.
  public mutating func dateAndTime(_ time: JournalTime) -> (date: String, time: String) {
    var value = time_t(time.seconds + Int64(offset(time)))
    var parts = tm()
    gmtime_r(&value, &parts)
    let year = Int(parts.tm_year) + 1900
    let month = Int(parts.tm_mon) + 1
    let day = Int(parts.tm_mday)
    let date: String
    if (0...9999).contains(year) {
      date = String(unsafeUninitializedCapacity: 10) { buffer in
        Self.digits(year, count: 4, into: buffer, at: 0)
        buffer[4] = 0x2D
        Self.digits(month, count: 2, into: buffer, at: 5)
        buffer[7] = 0x2D
        Self.digits(day, count: 2, into: buffer, at: 8)
        return 10
      }
    } else {
      func two(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
      var text = String(year)
      while text.count < 4 { text = "0" + text }
      date = "\(text)-\(two(month))-\(two(day))"
    }
    let hour = Int(parts.tm_hour)
    let minute = Int(parts.tm_min)
    guard clock == .h24 else {
      return (date, LocalClock.clockTime(hour: hour, minute: minute, clock))
    }
    let clockTime = String(unsafeUninitializedCapacity: 5) { buffer in
      Self.digits(hour, count: 2, into: buffer, at: 0)
      buffer[2] = 0x3A
      Self.digits(minute, count: 2, into: buffer, at: 3)
      return 5
    }
    return (date, clockTime)
  }

  /// Writes `value` as `count` decimal digits, zero-padded, at `start`.
  private static func digits(
    _ value: Int, count: Int, into buffer: UnsafeMutableBufferPointer<UInt8>, at start: Int
  ) {
    var rest = value
    for position in stride(from: start + count - 1, through: start, by: -1) {
      buffer[position] = UInt8(0x30 + rest % 10)
      rest /= 10
    }
  }
}
