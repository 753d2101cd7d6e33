import Foundation

/// One 15-minute step of precipitation (Open-Meteo's `minutely_15`): what falls in the
/// 15 minutes before ``time``, and how much of it as snow.
public struct QuarterHour: Sendable, Hashable, Codable {
  /// The end of the step.
  public var time: Date
  /// Precipitation in the step, mm; nil when missing or out of range.
  public var precipitation: Double?
  /// The part of it that fell as snow, cm of snow; nil when the source did not say.
  public var snowfall: Double?

  /// Creates a step.
  public init(time: Date, precipitation: Double?, snowfall: Double? = nil) {
    self.time = time
    self.precipitation = precipitation
    self.snowfall = snowfall
  }

  /// The start of the step.
  public var start: Date { time.addingTimeInterval(-900) }
}
