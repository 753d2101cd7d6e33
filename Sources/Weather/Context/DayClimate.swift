/// The climate of one date at a place: its normal, the same date last year and its records.
public struct DayClimate: Sendable, Hashable {
  /// A high and a low, °C.
  public struct Pair: Sendable, Hashable {
    /// The high, °C.
    public var high: Double?
    /// The low, °C.
    public var low: Double?

    /// Creates a pair.
    public init(high: Double?, low: Double?) {
      self.high = high
      self.low = low
    }
  }

  /// The 1991–2020 normal high and low.
  public var normal: Pair?
  /// The normal daily precipitation, mm.
  public var normalPrecipitation: Double?
  /// The same date a year earlier.
  public var lastYear: Pair?
  /// The highest high of the calendar day in 1991–2020.
  public var recordHigh: ClimateTable.Record?
  /// The lowest low of the calendar day in 1991–2020.
  public var recordLow: ClimateTable.Record?

  /// Creates a day's climate.
  public init(
    normal: Pair? = nil, normalPrecipitation: Double? = nil, lastYear: Pair? = nil,
    recordHigh: ClimateTable.Record? = nil, recordLow: ClimateTable.Record? = nil
  ) {
    self.normal = normal
    self.normalPrecipitation = normalPrecipitation
    self.lastYear = lastYear
    self.recordHigh = recordHigh
    self.recordLow = recordLow
  }
}
