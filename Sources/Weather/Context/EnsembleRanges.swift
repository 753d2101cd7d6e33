import Foundation

/// How sure the forecast is, day by day: the spread of an ensemble's members (the control run
/// and every perturbed member) for each local day, as the 10th to 90th percentile of their
/// highs and lows and the share of them with rain.
public struct EnsembleRanges: Sendable, Hashable, Codable {
  /// The least precipitation, mm, that makes a member's day wet.
  public static let wetDay = 0.1
  /// The fewest hours that make a day (23 on a daylight-saving day; some models skip hours).
  public static let fullDay = 20
  /// The fewest members whose spread is shown: fewer are no ensemble (an answer with most
  /// members blank says nothing of how sure the forecast is).
  public static let minimumMembers = 10

  /// One local day's spread, metric.
  public struct Day: Sendable, Hashable, Codable {
    /// The local date.
    public var date: LocalDate
    /// The 10th and 90th percentile of the members' highs, °C.
    public var high: ClosedRange<Double>?
    /// The 10th and 90th percentile of the members' lows, °C.
    public var low: ClosedRange<Double>?
    /// The share of members with at least ``EnsembleRanges/wetDay`` that day, percent.
    public var rainChance: Double?
    /// How many members gave the day's temperatures.
    public var members: Int

    /// Creates a day.
    public init(
      date: LocalDate, high: ClosedRange<Double>?, low: ClosedRange<Double>?,
      rainChance: Double?, members: Int
    ) {
      self.date = date
      self.high = high
      self.low = low
      self.rainChance = rainChance
      self.members = members
    }
  }

  /// When the ensemble was asked.
  public var fetchedAt: Date
  /// The days, in date order.
  public var days: [Day]

  /// Creates ranges from their parts.
  public init(fetchedAt: Date, days: [Day]) {
    self.fetchedAt = fetchedAt
    self.days = days
  }

  /// Builds the ranges from hourly member series: `temperatures[m][h]` and
  /// `precipitation[m][h]` at `times[h]`, grouped into days on the wall calendar of `zone`.
  /// A day counts only when the series cover at least ``fullDay`` of its hours, and a member
  /// only when it has a value for as many (a day cut by the series' ends has no high or low).
  public init(
    times: [Date], temperatures: [[Double?]], precipitation: [[Double?]], zone: TimeZone,
    fetchedAt: Date
  ) {
    var dayOrder: [LocalDate] = []
    var hoursOf: [LocalDate: [Int]] = [:]
    for (index, time) in times.enumerated() {
      let date = LocalDate(time, in: zone)
      if hoursOf[date] == nil { dayOrder.append(date) }
      hoursOf[date, default: []].append(index)
    }
    var days: [Day] = []
    for date in dayOrder {
      let hours = hoursOf[date] ?? []
      guard hours.count >= Self.fullDay else { continue }
      var highs: [Double] = []
      var lows: [Double] = []
      for series in temperatures {
        let values = hours.compactMap { $0 < series.count ? series[$0] : nil }.filter(\.isFinite)
        guard values.count >= Self.fullDay, let high = values.max(),
          let low = values.min()
        else { continue }
        highs.append(high)
        lows.append(low)
      }
      var wet = 0
      var dry = 0
      for series in precipitation {
        let values = hours.compactMap { $0 < series.count ? series[$0] : nil }.filter(\.isFinite)
        guard values.count >= Self.fullDay else { continue }
        if values.reduce(0, +) >= Self.wetDay { wet += 1 } else { dry += 1 }
      }
      let temperatures = highs.count >= Self.minimumMembers
      let rain = wet + dry >= Self.minimumMembers
      guard temperatures || rain else { continue }
      days.append(
        Day(
          date: date, high: temperatures ? Self.spread(highs) : nil,
          low: temperatures ? Self.spread(lows) : nil,
          rainChance: rain ? Double(wet) / Double(wet + dry) * 100 : nil,
          members: highs.count))
    }
    self.init(fetchedAt: fetchedAt, days: days)
  }

  /// The day on `date`, if the ensemble reaches it.
  public func day(_ date: LocalDate) -> Day? { days.first { $0.date == date } }

  /// The 10th to 90th percentile of `values`; nil for none.
  static func spread(_ values: [Double]) -> ClosedRange<Double>? {
    guard !values.isEmpty else { return nil }
    let sorted = values.sorted()
    return percentile(sorted, 10)...percentile(sorted, 90)
  }

  /// The `p`th percentile of sorted values by linear interpolation between closest ranks
  /// (the rule of NumPy's default and Excel's PERCENTILE.INC).
  public static func percentile(_ sorted: [Double], _ p: Double) -> Double {
    guard sorted.count > 1 else { return sorted.first ?? .nan }
    let rank = p / 100 * Double(sorted.count - 1)
    let lower = Int(rank.rounded(.down))
    let upper = min(lower + 1, sorted.count - 1)
    return sorted[lower] + (rank - Double(lower)) * (sorted[upper] - sorted[lower])
  }
}
