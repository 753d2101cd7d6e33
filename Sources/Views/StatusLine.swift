import Catalog
import Foundation
import Weather

/// The one-line states of a page: how old its data is, or why there is none.
enum StatusLine {
  /// The status lines under a view: what the answer left out, then how current it is.
  static func lines(_ input: PageInput, _ settings: ViewSettings) -> [StyledLine] {
    [gaps(input, settings), freshness(input, settings)].compactMap { $0 }
  }

  /// The line naming the sections the forecast answer left out; nil for a whole answer.
  static func gaps(_ input: PageInput, _ settings: ViewSettings) -> StyledLine? {
    guard let missing = input.forecast?.missingSections, !missing.isEmpty else { return nil }
    let parts = missing.map { section in
      switch section {
      case .current: say(.sectionCurrent)
      case .hourly: say(.sectionHourly)
      case .daily: say(.sectionDaily)
      }
    }
    return StyledLine(
      say(.statusMissing(parts: parts.joined(separator: " · "))),
      Colors(settings.palette).warning)
  }

  /// The line saying how current the forecast is; nil when it is fresh.
  static func freshness(_ input: PageInput, _ settings: ViewSettings) -> StyledLine? {
    guard let forecast = input.forecast else { return nil }
    let colors = Colors(settings.palette)
    let clock = LocalClock(forecast: forecast, placeZone: input.place.timeZone)
    func asOf(_ age: Double) -> String {
      let instant = settings.now.addingTimeInterval(-max(0, age))
      return say(.statusAsOf(time: clock.time(instant, settings.units.clock), age: Format.age(age)))
    }
    let fetchedAge = settings.now.timeIntervalSince(forecast.fetchedAt)
    switch input.freshness {
    case .fresh:
      return nil
    case .cached(let age):
      return StyledLine(asOf(age), colors.label)
    case .stale(let age, let reason):
      let why = Format.clean(reason)
      return StyledLine(
        why.isEmpty
          ? say(.statusStale(asOf: asOf(age)))
          : say(.statusStaleWhy(asOf: asOf(age), why: why)), colors.warning)
    case .loading:
      return StyledLine(say(.statusUpdating(asOf: asOf(fetchedAge))), colors.label)
    case .failed(let reason):
      let why = Format.clean(reason)
      return StyledLine(
        why.isEmpty
          ? say(.statusCouldNotRefresh(asOf: asOf(fetchedAge)))
          : say(.statusCouldNotRefreshWhy(why: why, asOf: asOf(fetchedAge))),
        colors.warning)
    }
  }

  /// The single line shown instead of a view when there is no forecast at all.
  static func unavailable(_ input: PageInput, _ settings: ViewSettings) -> StyledLine {
    let colors = Colors(settings.palette)
    let name = PlaceLabels.displayName(input.place)
    switch input.freshness {
    case .loading:
      return StyledLine(say(.statusLoading(place: name)), colors.label)
    case .failed(let reason):
      let why = Format.clean(reason)
      return StyledLine(
        why.isEmpty
          ? say(.statusNoForecast(place: name))
          : say(.statusNoForecastWhy(place: name, why: why)), colors.error)
    case .fresh, .cached, .stale:
      return StyledLine(say(.statusNoForecastYet(place: name)), colors.label)
    }
  }
}
