import Foundation

/// What an alert source said for a place: the active alerts and how fresh the answer is.
public struct AlertReport: Sendable {
  /// Who issued them.
  public var source: AlertSource
  /// The active alerts for the place, most severe first.
  public var alerts: [Alert]
  /// When the answer was fetched.
  public var fetched: Date
  /// True when the answer came from the disk cache.
  public var fromCache: Bool
  /// Active warnings of the same country feed for other areas (MeteoAlarm), most severe
  /// first; empty for a source that answers for a point.
  public var elsewhere: [Alert]
  /// How MeteoAlarm's areas were matched to the place: nil for a source that answers for a
  /// point.
  public var areaMatching: AreaMatching?

  /// How a country feed's areas were matched to a place.
  public enum AreaMatching: String, Sendable {
    /// An official outline contains the place: its area's warnings exactly.
    case outline
    /// The official outlines cover the country but none contains the point: by name.
    case nameOutsideOutlines
    /// The official outlines do not cover the country: by name.
    case nameWithoutOutlines
  }

  /// Creates a report.
  public init(
    source: AlertSource, alerts: [Alert], fetched: Date, fromCache: Bool,
    elsewhere: [Alert] = [], areaMatching: AreaMatching? = nil
  ) {
    self.areaMatching = areaMatching
    self.source = source
    self.alerts = alerts
    self.fetched = fetched
    self.fromCache = fromCache
    self.elsewhere = elsewhere
  }
}
