import Catalog
import Foundation
import Weather

/// Wall-clock text for instants in one place's time zone (DST-correct for named zones).
public struct LocalClock: Sendable {
  /// The zone times are shown in.
  let zone: TimeZone

  /// Creates a clock for a zone.
  init(zone: TimeZone) {
    self.zone = zone
  }

  /// The clock of a page: the forecast's zone, else the place's, else UTC.
  init(forecast: Forecast?, placeZone: String) {
    if let forecast {
      self.init(zone: forecast.timeZone)
    } else if let zone = TimeZone(identifier: placeZone) {
      self.init(zone: zone)
    } else {
      self.init(zone: TimeZone(secondsFromGMT: 0) ?? .current)
    }
  }

  /// The hour (0…23) and minute of an instant.
  func hourMinute(_ instant: Date) -> (hour: Int, minute: Int) {
    let second = LocalDate.wallClock(instant, in: zone).secondOfDay
    return (second / 3600, second % 3600 / 60)
  }

  /// The local date of an instant.
  func date(_ instant: Date) -> LocalDate { LocalDate(instant, in: zone) }

  /// `14:05` or `2:05pm`.
  func time(_ instant: Date, _ clock: Units.Clock) -> String {
    let (hour, minute) = hourMinute(instant)
    return LocalClock.clockTime(hour: hour, minute: minute, clock)
  }

  /// The wall-clock time `hour`:`minute` (hour 0…23) as `14:05` or `2:05pm`.
  public static func clockTime(hour: Int, minute: Int, _ clock: Units.Clock) -> String {
    let minutes = minute < 10 ? "0\(minute)" : "\(minute)"
    switch clock {
    case .h24: return (hour < 10 ? "0\(hour)" : "\(hour)") + ":" + minutes
    case .h12:
      return say(
        .time12Hour(
          hour: String(LocalClock.hour12(hour)), minutes: minutes,
          half: Words.halves[hour < 12 ? 0 : 1]))
    }
  }

  /// A time that says its day when it is not today's: `16:00`, `tomorrow 16:00`, `Tue 07:40`
  /// within the week around now, and the whole date further off (`Wed 10 Nov 2027 10:00`),
  /// so a weekday never stands for a day months away.
  func time(_ instant: Date, _ clock: Units.Clock, now: Date) -> String {
    let day = date(instant)
    let today = date(now)
    let text = time(instant, clock)
    if day == today { return text }
    if day == date(now.addingTimeInterval(86_400)) { return say(.timeTomorrow(time: text)) }
    if day == date(now.addingTimeInterval(-86_400)) { return say(.timeYesterday(time: text)) }
    guard abs(instant.timeIntervalSince(now)) < 6 * 86_400 else {
      return say(.timeDated(date: longDate(instant), time: text))
    }
    return say(.timeWeekday(weekday: LocalClock.weekday(of: day), time: text))
  }

  /// An hour label: `14` or `2pm`.
  func hourLabel(_ instant: Date, _ clock: Units.Clock) -> String {
    let hour = hourMinute(instant).hour
    switch clock {
    case .h24: return hour < 10 ? "0\(hour)" : "\(hour)"
    case .h12:
      return say(.hour12Label(hour: String(LocalClock.hour12(hour)), half: half(hour)))
    }
  }

  /// `Tue 14 May 2024`.
  func longDate(_ instant: Date) -> String {
    let day = date(instant)
    return say(
      .dateLong(
        weekday: LocalClock.weekday(of: day), day: String(day.day),
        month: Words.months[min(max(day.month, 1), 12) - 1], year: String(day.year)))
  }

  /// The zone's offset at an instant: `UTC+9`, `UTC+5:30`, `UTC-3`, `UTC`.
  func offsetText(_ instant: Date) -> String {
    let seconds = zone.secondsFromGMT(for: instant)
    if seconds == 0 { return "UTC" }
    let sign = seconds < 0 ? "-" : "+"
    let minutes = abs(seconds) / 60
    let rest = minutes % 60
    return "UTC\(sign)\(minutes / 60)"
      + (rest == 0 ? "" : ":" + (rest < 10 ? "0\(rest)" : "\(rest)"))
  }

  /// The mark of the 12-hour clock's half of the day (`am`, `pm`).
  func half(_ hour: Int) -> String { Words.halves[hour < 12 ? 0 : 1] }

  /// The 12-hour clock's hour: 12, 1, …, 11.
  static func hour12(_ hour: Int) -> Int {
    let value = hour % 12
    return value == 0 ? 12 : value
  }

  /// The weekday abbreviation of a calendar date (Sakamoto's method, no time zone involved).
  static func weekday(of date: LocalDate) -> String {
    let offsets = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4]
    let month = min(max(date.month, 1), 12)
    let year = month < 3 ? date.year - 1 : date.year
    let index = (year + year / 4 - year / 100 + year / 400 + offsets[month - 1] + date.day) % 7
    return Words.weekdays[(index + 7) % 7]
  }
}
