/// A national air quality standard: how each pollutant's averaged concentration becomes a
/// sub-index, and how the sub-indices make the index. The breakpoints are the issuers' own;
/// each table cites where it comes from.
public struct AirStandard: Sendable {
  /// The pollutants' rules.
  let rules: [PollutantRule]
  /// How sub-indices combine into the index.
  let combination: Combination
  /// The top index value of each category, best first (the last may be infinite).
  let categoryTops: [Double]
  /// The pollutants without which there is no index.
  let required: Set<Pollutant>
  /// The fewest sub-indices an index needs.
  let minimumParts: Int
  /// Whether one of the sub-indices must be a particle one (PM2.5 or PM10).
  var needsParticles = false

  /// The share of a window's hours a mean needs (India's 16 of 24 hours, the AQHI's 2 of 3).
  static let coverage = 2.0 / 3.0

  /// How sub-indices make the index.
  enum Combination: Sendable, Hashable {
    /// The highest sub-index.
    case highest
    /// The highest sub-index, plus 50 when two pollutants are "bad" (101) or worse and 75 when
    /// three or more are (Korea's CAI).
    case highestWithKoreanAddition
    /// Canada's AQHI: a sum of excess risks from the 3-hour means of NO₂ and O₃ (ppb) and
    /// PM2.5 (μg/m³), scaled to 10 per 10.4; see ``AirStandard/canada``.
    case canadianRisk
  }

  /// The category (0 = best) of an index value.
  func category(_ value: Double) -> Int {
    categoryTops.firstIndex { value <= $0 } ?? categoryTops.count - 1
  }
}

/// How one pollutant enters a standard: averaged over `hours`, expressed in `unit`, rounded to
/// the precision the issuer reports, then read off the bands by linear interpolation.
struct PollutantRule: Sendable {
  /// The pollutant.
  let pollutant: Pollutant
  /// How hours are averaged.
  let averaging: Averaging
  /// The unit of the breakpoints.
  let unit: Pollutant.Unit
  /// The precision concentrations are rounded to before they are banded.
  let step: Double
  /// Concentration ranges and the index range each maps to, best first.
  let bands: [Band]
  /// Whether a concentration above the last band has no sub-index here (the Chinese tables
  /// stop SO₂'s 1-hour and O₃'s 8-hour ranges at 800 μg/m³); otherwise it takes the top index.
  var handsOver = false
  /// The rules that take over above the last band when `handsOver` (SO₂'s 24-hour one).
  var instead: [PollutantRule] = []

  /// How a rule averages the hourly values.
  enum Averaging: Sendable, Hashable {
    /// The mean of the last `hours` hours, this one included (1: the hour's own value).
    case mean(hours: Int)
    /// AirKorea's 24-hour predicted moving average for particles: (12·C12 + 12·C4)/24, C12
    /// the mean of the last 12 hours and C4 of the last 4, where each of the 4 at or above
    /// `threshold` μg/m³ and within 0.9–1.7 times C12 counts three quarters.
    case koreanPrediction(threshold: Double)
  }

  /// A concentration range and the index range it maps to.
  struct Band: Sendable {
    let low: Double
    let high: Double
    let indexLow: Double
    let indexHigh: Double
  }

  /// Bands from the concentration tops and index tops of a table whose ranges join
  /// (each band starts where the one before it ends, as in HJ 633-2012).
  static func joined(_ concentrations: [Double], _ indices: [Double]) -> [Band] {
    (1..<concentrations.count).map {
      Band(
        low: concentrations[$0 - 1], high: concentrations[$0], indexLow: indices[$0 - 1],
        indexHigh: indices[$0])
    }
  }

  /// Bands from ranges written `low–high` with the next band starting one step above (as in
  /// Korea's and India's tables): `ranges` are (low, high) pairs, `indices` (low, high) pairs.
  static func stepped(_ ranges: [(Double, Double)], _ indices: [(Double, Double)]) -> [Band] {
    zip(ranges, indices).map {
      Band(low: $0.0, high: $0.1, indexLow: $1.0, indexHigh: $1.1)
    }
  }

  /// Bands numbered 1… by the tops of their concentration ranges (the UK's DAQI).
  static func numbered(_ tops: [Double]) -> [Band] {
    tops.enumerated().map { number, top in
      let low = number == 0 ? 0 : tops[number - 1]
      return Band(
        low: low, high: top, indexLow: Double(number + 1), indexHigh: Double(number + 1))
    }
  }

  /// The concentration in the table's unit, rounded to the issuer's precision.
  func reported(_ micrograms: Double) -> Double {
    (pollutant.converted(micrograms, to: unit) / step).rounded() * step
  }

  /// Whether the table gives a sub-index for a concentration (μg/m³).
  func covers(_ micrograms: Double) -> Bool {
    !handsOver || reported(micrograms) <= (bands.last?.high ?? 0) + step / 2
  }

  /// The sub-index of a concentration (μg/m³); above the table, its top index.
  func subIndex(_ micrograms: Double) -> Double {
    let value = reported(micrograms)
    guard let band = bands.first(where: { value <= $0.high + step / 2 }) else {
      return bands.last?.indexHigh ?? 0
    }
    guard band.high > band.low else { return band.indexHigh }
    let position = min(1, max(0, value - band.low) / (band.high - band.low))
    return band.indexLow + position * (band.indexHigh - band.indexLow)
  }
}
