import Foundation
import TestSupport
import Testing
import Weather

/// The offline moon against published values: Meeus' worked examples, the U.S. Naval
/// Observatory's phase and moonrise/moonset tables, and NASA's eclipse catalogue.
@Suite(.size(.small)) struct MoonTests {
  /// A UTC date from `yyyy-MM-dd HH:mm`.
  static func utc(_ text: String) -> Date {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd HH:mm"
    return formatter.date(from: text) ?? .distantPast
  }

  /// Minutes between two dates.
  static func minutes(_ a: Date?, _ b: Date) -> Double {
    guard let a else { return .infinity }
    return abs(a.timeIntervalSince(b)) / 60
  }

  /// Meeus, Astronomical Algorithms (2nd ed.), example 47.a: 1992 April 12, 0h TD:
  /// λ = 133.162655°, β = −3.229126°, Δ = 368409.7 km; example 48.a: k = 0.6786.
  @Test func positionAndIlluminationMatchMeeusExamples() {
    // 0h TD is 59 s of TT − UT earlier in UT; the formulas here take UT.
    let moment = Self.utc("1992-04-11 23:59").addingTimeInterval(1)
    let position = Moon.position(at: moment)
    #expect(abs(position.longitude - 133.162655) < 0.01)
    #expect(abs(position.latitude - -3.229126) < 0.01)
    #expect(abs(position.distance - 368_409.7) < 30)
    #expect(abs(Moon.illuminatedFraction(at: moment) - 0.6786) < 0.005)
  }

  /// Meeus example 49.a: the new moon of 1977 February 18 at 3h37m42s TD (48 s of TT − UT).
  @Test func newMoonMatchesMeeusExample() {
    let instant = Moon.next(.new, after: Self.utc("1977-02-10 00:00"))
    #expect(Self.minutes(instant, Self.utc("1977-02-18 03:37")) < 2)
  }

  /// USNO phases of the moon for 2020 (UT, to the minute), as tabulated by the U.S. Naval
  /// Observatory's Astronomical Applications Department.
  @Test(arguments: [
    (Moon.Phase.new, "2020-01-24 21:42"), (.firstQuarter, "2020-02-02 01:42"),
    (.full, "2020-02-09 07:33"), (.lastQuarter, "2020-02-15 22:17"),
    (.new, "2020-06-21 06:41"), (.full, "2020-10-01 21:05"), (.full, "2020-10-31 14:49"),
    (.lastQuarter, "2020-12-08 00:36"), (.new, "2020-12-14 16:16"),
  ])
  func phasesMatchUSNO2020(phase: Moon.Phase, published: String) {
    let instant = Self.utc(published)
    let found = Moon.next(phase, after: instant.addingTimeInterval(-3 * 86_400))
    #expect(Self.minutes(found, instant) < 1.01, "\(phase) \(published): \(found)")
  }

  /// New and full moons of the eclipses of 2024–2026 (NASA eclipse pages, UT): the total
  /// solar eclipse of 2024 April 8, the total lunar eclipses of 2025 March 14 and
  /// September 7 and 2026 March 3, the total solar eclipse of 2026 August 12.
  @Test(arguments: [
    (Moon.Phase.new, "2024-04-08 18:21"), (.full, "2025-03-14 06:55"),
    (.full, "2025-09-07 18:09"), (.full, "2026-03-03 11:38"), (.new, "2026-08-12 17:37"),
  ])
  func eclipsePhasesMatchNASA(phase: Moon.Phase, published: String) {
    let instant = Self.utc(published)
    let found = Moon.next(phase, after: instant.addingTimeInterval(-5 * 86_400))
    #expect(Self.minutes(found, instant) < 1.01, "\(phase) \(published): \(found)")
  }

  /// USNO "Rise and Set for the Moon for 2019" at W081°00′, N29°00′, Universal Time.
  @Test(arguments: [
    ("2019-01-01", "08:12", "19:34"), ("2019-03-15", "17:51", "07:07"),
    ("2019-06-01", "09:16", "22:41"), ("2019-08-02", "12:18", "01:03"),
    ("2019-10-20", "03:17", "17:36"), ("2019-12-28", "14:18", "00:04"),
  ])
  func riseAndSetMatchUSNO(day: String, rise: String, set: String) {
    let start = Self.utc("\(day) 00:00")
    let found = Moon.riseAndSet(
      from: start, to: start.addingTimeInterval(86_400), latitude: 29, longitude: -81)
    #expect(Self.minutes(found.rise, Self.utc("\(day) \(rise)")) <= 2, "\(day): \(found)")
    #expect(Self.minutes(found.set, Self.utc("\(day) \(set)")) <= 2, "\(day): \(found)")
  }

  /// On 2019 January 7 the USNO table has a moonrise at 13:27 UT but no moonset.
  @Test func aDayWithoutMoonsetHasNone() {
    let start = Self.utc("2019-01-07 00:00")
    let found = Moon.riseAndSet(
      from: start, to: start.addingTimeInterval(86_400), latitude: 29, longitude: -81)
    #expect(Self.minutes(found.rise, Self.utc("2019-01-07 13:27")) <= 3)
    #expect(found.set == nil)
  }

  /// The report names the phase of the local day and counts the age from the last new moon.
  @Test func reportNamesPhasesAndAge() throws {
    let utc = try #require(TimeZone(identifier: "UTC"))
    let full = Moon.report(
      at: Self.utc("2020-10-31 20:00"), latitude: 51.5, longitude: 0, timeZone: utc)
    #expect(full.phaseName == .fullMoon)
    #expect(full.illumination > 0.99)
    #expect(abs(full.age - 14.9) < 0.3)
    #expect(Self.minutes(full.nextNew, Self.utc("2020-11-15 05:07")) < 2)
    #expect(Self.minutes(full.nextFull, Self.utc("2020-11-30 09:30")) < 2)
    let gibbous = Moon.report(
      at: Self.utc("2020-10-28 12:00"), latitude: 51.5, longitude: 0, timeZone: utc)
    #expect(gibbous.phaseName == .waxingGibbous)
    #expect(gibbous.waxing)
    let crescent = Moon.report(
      at: Self.utc("2020-12-11 12:00"), latitude: 51.5, longitude: 0, timeZone: utc)
    #expect(crescent.phaseName == .waningCrescent)
    #expect(crescent.illumination < 0.3)
  }
}
