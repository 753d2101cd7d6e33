/// A part of a forecast that an answer can leave out: current conditions, hours or days.
public enum ForecastSection: String, Sendable, CaseIterable {
  /// The current conditions.
  case current
  /// The hourly (or 3-hourly) steps.
  case hourly
  /// The daily summaries.
  case daily
}

extension Forecast {
  /// The sections this forecast has nothing for, in display order; empty for a whole answer.
  public var missingSections: [ForecastSection] {
    ForecastSection.allCases.filter {
      switch $0 {
      case .current: current == nil
      case .hourly: hours.isEmpty
      case .daily: days.isEmpty
      }
    }
  }
}
