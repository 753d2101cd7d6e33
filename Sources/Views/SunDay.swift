import Foundation
import Weather

/// What the sun does on one local day: rises and sets, or stays down or up all day.
enum SunDay: Sendable, Hashable {
  /// An ordinary day.
  case normal(rise: Date, set: Date)
  /// The sun stays below the horizon (sunrise missing or equal to sunset, and no daylight hour).
  case polarNight
  /// The sun stays up (sunrise missing or equal to sunset, and every hour is daylight).
  case polarDay
  /// Not known.
  case unknown

  /// The sun on `day`, using the forecast's day/night flags to tell polar night from day.
  static func of(_ day: DailyItem?, in forecast: Forecast) -> SunDay {
    guard let day else { return .unknown }
    if let rise = day.sunrise, let set = day.sunset, set > rise {
      return .normal(rise: rise, set: set)
    }
    let flags = forecast.hours.filter { forecast.localDate($0.time) == day.date }.compactMap(
      \.isDay)
    if !flags.isEmpty {
      if flags.allSatisfy({ !$0 }) { return .polarNight }
      if flags.allSatisfy({ $0 }) { return .polarDay }
    }
    if day.sunrise != nil, day.sunrise == day.sunset {
      return .polarNight
    }
    return .unknown
  }

  /// The length of daylight, or nil when unknown.
  var daylight: Double? {
    switch self {
    case .normal(let rise, let set): set.timeIntervalSince(rise)
    case .polarNight: 0
    case .polarDay: 86_400
    case .unknown: nil
    }
  }
}
