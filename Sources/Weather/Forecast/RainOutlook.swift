import Foundation

/// Rain or snow in the next hour or two from the 15-minute precipitation steps: whether it
/// starts or stops, when, and what falls.
public enum RainOutlook: Sendable, Equatable {
  /// No precipitation in the steps ahead.
  case dry
  /// Dry now; rain starts at `start` (within the next hour) and stops at `stop` when the
  /// steps show it.
  case starting(start: Date, stop: Date?)
  /// Raining now; it stops at `stop` (within the steps ahead).
  case stopping(stop: Date)
  /// Raining now and for every step ahead (`until` is the end of the last step).
  case continuing(until: Date)
  /// The forecast has no 15-minute steps (OpenWeatherMap, or none covering now).
  case unavailable

  /// The least amount in a 15-minute step that counts as rain, mm.
  public static let threshold = 0.1
  /// How far ahead a start is announced, seconds.
  public static let startWindow: TimeInterval = 3600
  /// How far ahead the steps are looked at, seconds.
  public static let window: TimeInterval = 7200

  /// The outlook at `now` from a forecast's 15-minute steps.
  public static func of(_ forecast: Forecast, now: Date) -> RainOutlook {
    guard let steps = forecast.quarterHours else { return .unavailable }
    return of(steps, now: now)
  }

  /// The steps that overlap the next `window` seconds from `now` (steps of another time, say
  /// a century ahead in a hostile answer, are never taken for the next hours).
  public static func ahead(_ steps: [QuarterHour], now: Date) -> [QuarterHour] {
    steps.filter { $0.time > now && $0.start < now.addingTimeInterval(window) }
  }

  /// The outlook at `now` from 15-minute steps in time order.
  public static func of(_ steps: [QuarterHour], now: Date) -> RainOutlook {
    let ahead = ahead(steps, now: now)
    guard let first = ahead.first, first.start <= now else { return .unavailable }
    if wet(first) {
      if let dry = ahead.firstIndex(where: { !wet($0) }) {
        return .stopping(stop: ahead[dry].start)
      }
      return .continuing(until: ahead[ahead.count - 1].time)
    }
    guard let wetIndex = ahead.firstIndex(where: wet),
      ahead[wetIndex].start < now.addingTimeInterval(startWindow)
    else { return .dry }
    let rest = ahead[wetIndex...]
    let stop = rest.first { !wet($0) }?.start
    return .starting(start: ahead[wetIndex].start, stop: stop)
  }

  /// Whether a step counts as wet: at least ``threshold`` mm.
  static func wet(_ step: QuarterHour) -> Bool { (step.precipitation ?? 0) >= threshold }

  /// What falls in the steps the outlook is about (the first wet one ahead): snow or rain by
  /// the step's snowfall, else by the weather code of the hour it is in, else rain.
  public static func kind(_ forecast: Forecast, now: Date) -> PrecipitationKind {
    guard let steps = forecast.quarterHours, let step = ahead(steps, now: now).first(where: wet)
    else { return .rain }
    if let kind = PrecipitationKind(precipitation: step.precipitation, snowfall: step.snowfall) {
      return kind
    }
    let hour = forecast.hours(from: step.start).first { $0.time <= step.start }
    return PrecipitationKind(code: hour?.weatherCode ?? forecast.current?.weatherCode) ?? .rain
  }

  /// When precipitation that stops at `stop` starts again: the next wet step after it, else
  /// the first hour after the steps that is likely wet, within a day of `now`; nil when
  /// neither says it does.
  public static func resumption(_ forecast: Forecast, after stop: Date, now: Date) -> Date? {
    guard let steps = forecast.quarterHours else { return nil }
    let ahead = ahead(steps, now: now)
    if let next = ahead.first(where: { $0.start >= stop && wet($0) }) { return next.start }
    let end = ahead.last?.time ?? stop
    return forecast.hours(covering: 24, from: now).first { $0.time >= end && $0.likelyWet }?.time
  }
}
