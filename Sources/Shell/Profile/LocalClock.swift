import Foundation
import Weather

/// A place's local wall time, as wxsh prints it.
enum LocalClock {
  /// `Mon 14:05` (or `Mon 2:05 PM`) in `timeZone`, or "" when the zone is unknown.
  static func now(in timeZone: String, clock: Units.Clock, at date: Date = Date()) -> String {
    guard let zone = TimeZone(identifier: timeZone) else { return "" }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    let parts = calendar.dateComponents([.weekday, .hour, .minute], from: date)
    let weekday = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][((parts.weekday ?? 1) - 1) % 7]
    return weekday + " " + time(hour: parts.hour ?? 0, minute: parts.minute ?? 0, clock: clock)
  }

  /// `14:05`, or `2:05 PM` on a 12-hour clock.
  static func time(hour: Int, minute: Int, clock: Units.Clock) -> String {
    let minutes = minute < 10 ? "0\(minute)" : "\(minute)"
    switch clock {
    case .h24:
      return (hour < 10 ? "0\(hour)" : "\(hour)") + ":" + minutes
    case .h12:
      let twelve = hour % 12 == 0 ? 12 : hour % 12
      return "\(twelve):\(minutes) " + (hour < 12 ? "AM" : "PM")
    }
  }
}
