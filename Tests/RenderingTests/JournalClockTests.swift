import Foundation
import Journal
import Rendering
import TestSupport
import Testing

/// The journal clock keeps a zone's offset for the span between two transitions: every time it
/// shows must be the one Foundation gives for that moment, in any zone, in any order.
@Suite(.size(.small)) struct JournalClockTests {
  /// `2026-08-21 14:05` computed directly from Foundation's offset at that moment.
  static func reference(_ seconds: Int64, _ zone: TimeZone) -> String {
    let offset = zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(seconds)))
    var value = time_t(seconds + Int64(offset))
    var parts = tm()
    gmtime_r(&value, &parts)
    return String(
      format: "%04d-%02d-%02d %02d:%02d", parts.tm_year + 1900, parts.tm_mon + 1, parts.tm_mday,
      parts.tm_hour, parts.tm_min)
  }

  @Test func cachedOffsetsMatchFoundationInEveryZone() {
    var generator = SeededRandom()
    let zones = TimeZone.knownTimeZoneIdentifiers.filter { _ in Bool.random(using: &generator) }
    var clock = JournalClock(clock: .h24, fallback: TimeZone(identifier: "UTC")!)
    for name in zones {
      guard let zone = TimeZone(identifier: name) else { continue }
      // Runs of close times (a journal's entries), newest first, then random jumps.
      var seconds = Int64.random(in: 0...2_200_000_000, using: &generator)
      for step in 0..<60 {
        seconds -= step % 10 == 0 ? Int64.random(in: 0...40_000_000, using: &generator) : 3_600
        let time = JournalTime(seconds: max(seconds, 0), zone: name)
        #expect(
          clock.dateTime(time) == Self.reference(time.seconds, zone), "\(name) \(time.seconds)")
      }
    }
  }

  @Test func aTransitionInsideARunIsSeen() {
    var clock = JournalClock(clock: .h24, fallback: TimeZone(identifier: "UTC")!)
    // Europe/Berlin went to summer time at 2026-03-29T01:00:00Z.
    let change: Int64 = 1_774_746_000
    let before = JournalTime(seconds: change - 60, zone: "Europe/Berlin")
    let after = JournalTime(seconds: change, zone: "Europe/Berlin")
    #expect(clock.dateTime(after) == "2026-03-29 03:00")
    #expect(clock.dateTime(before) == "2026-03-29 01:59")
    #expect(clock.dateTime(after) == "2026-03-29 03:00")
  }
}
