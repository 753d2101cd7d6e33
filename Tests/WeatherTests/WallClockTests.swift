import Foundation
import TestSize
import Testing
import Weather

/// A zone's wall clock worked out from its offset (`LocalDate.wallClock`) shows what
/// Foundation's Gregorian calendar shows, across DST changes, odd offsets and before 1970.
@Suite(.size(.small)) struct WallClockTests {
  static let zones = [
    "Asia/Seoul", "America/New_York", "Europe/Berlin", "Australia/Lord_Howe", "Asia/Kathmandu",
    "Pacific/Chatham", "America/St_Johns", "Pacific/Kiritimati", "UTC",
  ]

  /// Foundation's date and time of day for `instant` in `zone`.
  static func reference(_ instant: Date, _ zone: TimeZone) -> (LocalDate, Int) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    let parts = calendar.dateComponents(
      [.year, .month, .day, .hour, .minute, .second], from: instant)
    return (
      LocalDate(year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0),
      (parts.hour ?? -1) * 3600 + (parts.minute ?? 0) * 60 + (parts.second ?? 0)
    )
  }

  @Test(arguments: zones) func everyInstantShowsFoundationsDateAndTime(name: String) throws {
    let zone = try #require(TimeZone(identifier: name))
    var instants: [Date] = []
    // 1901 to 2099 in steps of a prime number of seconds (about 92 days), half a second in.
    var seconds = -2_177_452_800.5
    while seconds < 4_102_444_800 {
      instants.append(Date(timeIntervalSince1970: seconds))
      seconds += 7_919_071
    }
    // Each side of every change of offset from 1970 to 2040.
    var next = zone.nextDaylightSavingTimeTransition(after: Date(timeIntervalSince1970: 0))
    while let change = next, change.timeIntervalSince1970 < 2_208_988_800 {
      instants += [-1, 0, 1].map { change.addingTimeInterval($0) }
      next = zone.nextDaylightSavingTimeTransition(after: change)
    }
    for instant in instants {
      let (date, second) = LocalDate.wallClock(instant, in: zone)
      let (expectedDate, expectedSecond) = Self.reference(instant, zone)
      #expect(date == expectedDate && second == expectedSecond, "\(name) \(instant)")
      #expect(LocalDate(instant, in: zone) == expectedDate)
    }
    #expect(instants.count > 700)
  }
}
