import Foundation

extension Forecast {
  /// The hourly steps a summary keeps from its fetch time, for a row whose provider gave no
  /// current conditions.
  public static let summaryHours = 3
  /// The days a summary keeps from the local day of its fetch.
  public static let summaryDays = 2

  /// What a one-line row (`:list`, `:refresh all`) shows of this forecast: the conditions now,
  /// the 15-minute steps, a few hours and today's (and tomorrow's) range, a small part of a
  /// 16-day forecast. A summary is never taken for a whole forecast: it is kept apart from it.
  public func summary() -> Forecast {
    var summary = self
    summary.hours = Array(hours(covering: Self.summaryHours, from: fetchedAt))
    summary.days = Array(days(from: fetchedAt).prefix(Self.summaryDays))
    return summary
  }
}
