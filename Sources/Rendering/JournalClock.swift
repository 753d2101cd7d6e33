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
    var value = time_t(time.seconds + Int64(offset(time)))
    var parts = tm()
    gmtime_r(&value, &parts)
    if clock == .h24, (0...9999).contains(parts.tm_year + 1900) {
      // `2026-08-21 14:05`, the list's commonest cell, written digit by digit.
      let digits = [
        Int(parts.tm_year + 1900), -1, Int(parts.tm_mon + 1), -2, Int(parts.tm_mday), -3,
        Int(parts.tm_hour), -4, Int(parts.tm_min),
      ]
      return String(unsafeUninitializedCapacity: 16) { buffer in
        var index = 0
        for value in digits {
          switch value {
          case -1, -2:
            buffer[index] = 0x2D
            index += 1
          case -3:
            buffer[index] = 0x20
            index += 1
          case -4:
            buffer[index] = 0x3A
            index += 1
          default:
            let width = index == 0 ? 4 : 2
            var rest = value
            for position in stride(from: width - 1, through: 0, by: -1) {
              buffer[index + position] = UInt8(0x30 + rest % 10)
              rest /= 10
            }
            index += width
          }
        }
        return index
      }
    }
    func two(_ number: Int32) -> String { number < 10 ? "0\(number)" : "\(number)" }
    var year = String(parts.tm_year + 1900)
    while year.count < 4 { year = "0" + year }
    let date = "\(year)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))"
    return date + " "
      + LocalClock.clockTime(hour: Int(parts.tm_hour), minute: Int(parts.tm_min), clock)
  }
}
