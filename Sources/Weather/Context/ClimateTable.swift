import Foundation

/// A place's climate, kept compact: for each calendar day the 1991–2020 normal high and low
/// (and precipitation) and the records with their years, and the latest two years of daily
/// highs and lows for "on this day last year". Built once from the Historical Weather API's
/// daily series and kept for a year; never the raw answer.
public struct ClimateTable: Sendable, Hashable, Codable {
  /// The years the normals and records are taken over.
  public static let normalYears = 1991...2020
  /// Days either side of a date pooled into its normal (a 15-day window).
  public static let window = 7
  /// How many of the latest days are kept as they were.
  public static let recentDays = 2 * 366

  /// One calendar day's statistics, metric; nil where the archive gave nothing.
  public struct Slot: Sendable, Hashable, Codable {
    /// The normal daily high, °C.
    public var high: Double?
    /// The normal daily low, °C.
    public var low: Double?
    /// The normal daily precipitation, mm.
    public var precipitation: Double?
    /// The highest daily high of the day in 1991–2020, °C, and its year.
    public var recordHigh: Record?
    /// The lowest daily low of the day in 1991–2020, °C, and its year.
    public var recordLow: Record?

    /// Creates a slot; every value defaults to missing.
    public init(
      high: Double? = nil, low: Double? = nil, precipitation: Double? = nil,
      recordHigh: Record? = nil, recordLow: Record? = nil
    ) {
      self.high = high
      self.low = low
      self.precipitation = precipitation
      self.recordHigh = recordHigh
      self.recordLow = recordLow
    }
  }

  /// An extreme value and the year it happened.
  public struct Record: Sendable, Hashable, Codable {
    /// The value, °C.
    public var value: Double
    /// The year.
    public var year: Int

    /// Creates a record.
    public init(value: Double, year: Int) {
      self.value = value
      self.year = year
    }
  }

  /// When the archive was asked.
  public var fetchedAt: Date
  /// The 365 calendar days, 1 January first (29 February counts with 28 February).
  public var slots: [Slot]
  /// The first of the latest days kept.
  public var recentStart: LocalDate?
  /// The latest days' highs, °C, from ``recentStart``.
  public var recentHighs: [Double?]
  /// The latest days' lows, °C, from ``recentStart``.
  public var recentLows: [Double?]

  /// Creates a table from its parts.
  public init(
    fetchedAt: Date, slots: [Slot], recentStart: LocalDate?, recentHighs: [Double?],
    recentLows: [Double?]
  ) {
    self.fetchedAt = fetchedAt
    self.slots = slots
    self.recentStart = recentStart
    self.recentHighs = recentHighs
    self.recentLows = recentLows
  }

  /// Builds the table from a daily series (dates in order, one value of each per date).
  public init(
    dates: [LocalDate], highs: [Double?], lows: [Double?], precipitation: [Double?],
    fetchedAt: Date
  ) {
    var sums = [(high: Double, highs: Int, low: Double, lows: Int, wet: Double, wets: Int)](
      repeating: (0, 0, 0, 0, 0, 0), count: 365)
    var slots = [Slot](repeating: Slot(), count: 365)
    func value(_ values: [Double?], _ index: Int) -> Double? {
      guard index < values.count, let value = values[index], value.isFinite else { return nil }
      return value
    }
    for (index, date) in dates.enumerated() where Self.normalYears.contains(date.year) {
      let slot = date.calendarSlot
      if let high = value(highs, index) {
        sums[slot].high += high
        sums[slot].highs += 1
        if slots[slot].recordHigh.map({ high > $0.value }) ?? true {
          slots[slot].recordHigh = Record(value: high, year: date.year)
        }
      }
      if let low = value(lows, index) {
        sums[slot].low += low
        sums[slot].lows += 1
        if slots[slot].recordLow.map({ low < $0.value }) ?? true {
          slots[slot].recordLow = Record(value: low, year: date.year)
        }
      }
      if let wet = value(precipitation, index) {
        sums[slot].wet += wet
        sums[slot].wets += 1
      }
    }
    for slot in 0..<365 {
      var total = (high: 0.0, highs: 0, low: 0.0, lows: 0, wet: 0.0, wets: 0)
      for offset in -Self.window...Self.window {
        let other = sums[(slot + offset + 365) % 365]
        total.high += other.high
        total.highs += other.highs
        total.low += other.low
        total.lows += other.lows
        total.wet += other.wet
        total.wets += other.wets
      }
      if total.highs > 0 { slots[slot].high = Self.hundredths(total.high / Double(total.highs)) }
      if total.lows > 0 { slots[slot].low = Self.hundredths(total.low / Double(total.lows)) }
      if total.wets > 0 {
        slots[slot].precipitation = Self.hundredths(total.wet / Double(total.wets))
      }
    }
    let keep = max(0, dates.count - Self.recentDays)
    var start: LocalDate?
    var recentHighs: [Double?] = []
    var recentLows: [Double?] = []
    if keep < dates.count {
      let first = dates[keep]
      start = first
      let count = (dates.last?.dayNumber ?? first.dayNumber) - first.dayNumber + 1
      recentHighs = Array(repeating: nil, count: min(count, Self.recentDays + 1))
      recentLows = recentHighs
      for index in keep..<dates.count {
        let position = dates[index].dayNumber - first.dayNumber
        guard recentHighs.indices.contains(position) else { continue }
        recentHighs[position] = value(highs, index)
        recentLows[position] = value(lows, index)
      }
    }
    self.init(
      fetchedAt: fetchedAt, slots: slots, recentStart: start, recentHighs: recentHighs,
      recentLows: recentLows)
  }

  /// A mean kept to a hundredth (of a degree or a millimetre): finer than any view shows, and
  /// written to the cache as a short decimal (`2.23`, not `2.2344444444444442`) that reads back
  /// exactly without the standard library's slow path.
  static func hundredths(_ value: Double) -> Double { (value * 100).rounded() / 100 }

  /// What the table says of `date`.
  public func context(of date: LocalDate) -> DayClimate {
    let slot = slots.indices.contains(date.calendarSlot) ? slots[date.calendarSlot] : Slot()
    var lastYear: DayClimate.Pair?
    if let start = recentStart {
      let position = date.yearEarlier.dayNumber - start.dayNumber
      let high = recentHighs.indices.contains(position) ? recentHighs[position] : nil
      let low = recentLows.indices.contains(position) ? recentLows[position] : nil
      if high != nil || low != nil { lastYear = DayClimate.Pair(high: high, low: low) }
    }
    let normal =
      slot.high == nil && slot.low == nil ? nil : DayClimate.Pair(high: slot.high, low: slot.low)
    return DayClimate(
      normal: normal, normalPrecipitation: slot.precipitation, lastYear: lastYear,
      recordHigh: slot.recordHigh, recordLow: slot.recordLow)
  }
}
