import Foundation

extension Forecast {
  /// Yesterday as the forecast holds it (from `past_days=1`): the temperature at this hour a
  /// day ago and yesterday's high and low on the place's calendar; nil when it holds none.
  public func yesterday(at now: Date) -> DayClimate.Pair? {
    let date = localDate(now).adding(days: -1)
    guard let day = days.first(where: { $0.date == date }) else { return nil }
    return DayClimate.Pair(high: day.high, low: day.low)
  }

  /// The temperature a day before `now`, from the hourly step that held that instant; nil
  /// when the forecast does not reach back so far.
  public func temperatureDayBefore(_ now: Date) -> Double? {
    let then = now.addingTimeInterval(-86400)
    let step = TimeInterval(stepHours * 3600)
    guard let first = hours.first, first.time <= then else { return nil }
    return hours.last { $0.time <= then && then < $0.time.addingTimeInterval(step) }?.temperature
  }
}
