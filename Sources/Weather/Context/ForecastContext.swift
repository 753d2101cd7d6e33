/// What puts a forecast in context beside it: the place's climate and the ensemble's ranges,
/// each nil when it was not asked for or could not be had in time.
public struct ForecastContext: Sendable, Hashable {
  /// The place's normals, last year and records.
  public var climate: ClimateTable?
  /// How sure the forecast is, day by day.
  public var ranges: EnsembleRanges?

  /// Creates a context.
  public init(climate: ClimateTable? = nil, ranges: EnsembleRanges? = nil) {
    self.climate = climate
    self.ranges = ranges
  }

  /// No context: the forecast alone.
  public static let none = ForecastContext()

  /// True when neither part is known.
  public var isEmpty: Bool { climate == nil && ranges == nil }
}
