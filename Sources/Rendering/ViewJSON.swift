import Foundation
import JSON
import PlaceModel
import Weather

/// The `--json` documents of the weather views, from the same forecast the text came from.
public enum ViewJSON {
  /// Which view a document is for, with its counts.
  public enum Part: Sendable, Equatable {
    /// `:show`: current, hours and days.
    case page(hours: Int, days: Int)
    /// `:now`: current and today.
    case now
    /// `:hourly N`.
    case hours(Int)
    /// `:daily N`.
    case days(Int)
    /// `:details`: current and today.
    case details
  }

  /// The document for `part` of `place`'s forecast; `context` adds `:now`'s and `:details`'s
  /// `context` member and the `normal` and `range` of `:daily`'s days.
  public static func document(
    _ part: Part, place: Place, result: ForecastResult, units: Units, now: Date,
    context: ForecastContext? = nil
  ) -> [JSONWriter.Member] {
    let forecast = result.forecast
    var members: [JSONWriter.Member] = [
      ("place", PlaceText.json(place)), ("units", WeatherJSON.units(units)),
    ]
    switch part {
    case .now, .details:
      members.append(("current", WeatherJSON.current(forecast, units)))
      members.append(("today", WeatherJSON.days(forecast, count: 1, units, now: now)))
      if let context {
        members.append(("context", WeatherJSON.context(forecast, context, units, now: now)))
      }
    case .hours(let count):
      members.append(("hours", WeatherJSON.hours(forecast, count: count, units, now: now)))
    case .days(let count):
      members.append(
        ("days", WeatherJSON.days(forecast, count: count, units, now: now, context: context)))
    case .page(let hours, let days):
      members.append(("current", WeatherJSON.current(forecast, units)))
      members.append(("hours", WeatherJSON.hours(forecast, count: hours, units, now: now)))
      members.append(("days", WeatherJSON.days(forecast, count: days, units, now: now)))
    }
    members.append(("source", WeatherJSON.source(result)))
    return members
  }

  /// The document of a page whose weather could not be had (or was not asked for), with its
  /// position among the saved places.
  public static func page(
    place: Place, error: WeatherError?, index: Int? = nil, count: Int? = nil
  ) -> [JSONWriter.Member] {
    var members: [JSONWriter.Member] = [("place", PlaceText.json(place))]
    if let error { members.append(("error", WeatherJSON.error(error))) }
    return members + position(index: index, count: count)
  }

  /// The `index` and `count` members of a saved place's page.
  public static func position(index: Int?, count: Int?) -> [JSONWriter.Member] {
    guard let index, let count else { return [] }
    return [("index", .int(index)), ("count", .int(count))]
  }
}
