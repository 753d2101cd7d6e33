/// The five national standards wxsh computes itself, each from its issuer's tables.
extension AirStandard {
  /// Korea's Comprehensive Air-quality Index (통합대기환경지수, CAI), Ministry of Environment.
  /// Source: AirKorea, "통합대기환경지수(CAI) 산출방법"
  /// (https://www.airkorea.or.kr/web/khaiInfo?pMENU_NO=129), with the PM2.5 ranges revised on
  /// 27 March 2018; the particles' 24-hour predicted moving average from AirKorea's calculator
  /// (https://www.airkorea.or.kr/web/caiCalculator?pMENU_NO=147). Gases are hourly values in
  /// ppm. The calculator gives an index only with PM10, PM2.5, NO₂ and O₃ all known.
  static let korea: AirStandard = {
    let index = [(0.0, 50.0), (51, 100), (101, 250), (251, 500)]
    func gas(_ pollutant: Pollutant, _ ranges: [(Double, Double)], step: Double) -> PollutantRule {
      PollutantRule(
        pollutant: pollutant, averaging: .mean(hours: 1), unit: .ppm, step: step,
        bands: PollutantRule.stepped(ranges, index))
    }
    func particles(_ pollutant: Pollutant, _ ranges: [(Double, Double)]) -> PollutantRule {
      PollutantRule(
        pollutant: pollutant, averaging: .koreanPrediction(threshold: pollutant == .pm10 ? 70 : 30),
        unit: .microgramsPerCubicMetre, step: 1, bands: PollutantRule.stepped(ranges, index))
    }
    return AirStandard(
      rules: [
        particles(.pm10, [(0, 30), (31, 80), (81, 150), (151, 600)]),
        particles(.pm25, [(0, 15), (16, 35), (36, 75), (76, 500)]),
        gas(.ozone, [(0, 0.030), (0.031, 0.090), (0.091, 0.150), (0.151, 0.600)], step: 0.001),
        gas(
          .nitrogenDioxide, [(0, 0.030), (0.031, 0.060), (0.061, 0.200), (0.201, 2.000)],
          step: 0.001),
        gas(.carbonMonoxide, [(0, 2), (2.01, 9), (9.01, 15), (15.01, 50)], step: 0.01),
        gas(
          .sulphurDioxide, [(0, 0.020), (0.021, 0.050), (0.051, 0.150), (0.151, 1.000)],
          step: 0.001),
      ],
      combination: .highestWithKoreanAddition, categoryTops: [50, 100, 250, .infinity],
      required: [.pm10, .pm25, .nitrogenDioxide, .ozone], minimumParts: 4)
  }()

  /// China's Ambient Air Quality Index, HJ 633-2012 (环境空气质量指数（AQI）技术规定（试行）),
  /// Ministry of Environmental Protection, table 1, for the hourly (实时报) index: SO₂, NO₂ and
  /// CO by their 1-hour tables, O₃ by its 1-hour and 8-hour tables, particles by their 24-hour
  /// moving means (the only table they have). SO₂ above 800 μg/m³ in the hour takes its
  /// 24-hour table; O₃'s 8-hour value above 800 has none (the 1-hour one stands). Concentrations
  /// in μg/m³, CO in mg/m³. Source:
  /// https://www.mee.gov.cn/ywgz/fgbz/bz/bzwb/jcffbz/201203/W020120410332725219541.pdf
  static let china: AirStandard = {
    let index = [0.0, 50, 100, 150, 200, 300, 400, 500]
    func rule(
      _ pollutant: Pollutant, hours: Int, _ tops: [Double],
      unit: Pollutant.Unit = .microgramsPerCubicMetre, step: Double = 1
    ) -> PollutantRule {
      PollutantRule(
        pollutant: pollutant, averaging: .mean(hours: hours), unit: unit, step: step,
        bands: PollutantRule.joined(tops, Array(index.prefix(tops.count))))
    }
    var sulphurHour = rule(.sulphurDioxide, hours: 1, [0, 150, 500, 650, 800])
    sulphurHour.handsOver = true
    sulphurHour.instead = [
      rule(.sulphurDioxide, hours: 24, [0, 50, 150, 475, 800, 1600, 2100, 2620])
    ]
    var ozoneEight = rule(.ozone, hours: 8, [0, 100, 160, 215, 265, 800])
    ozoneEight.handsOver = true
    return AirStandard(
      rules: [
        rule(.pm25, hours: 24, [0, 35, 75, 115, 150, 250, 350, 500]),
        rule(.pm10, hours: 24, [0, 50, 150, 250, 350, 420, 500, 600]),
        rule(.ozone, hours: 1, [0, 160, 200, 300, 400, 800, 1000, 1200]),
        ozoneEight,
        rule(.nitrogenDioxide, hours: 1, [0, 100, 200, 700, 1200, 2340, 3090, 3840]),
        rule(
          .carbonMonoxide, hours: 1, [0, 5, 10, 35, 60, 90, 120, 150],
          unit: .milligramsPerCubicMetre, step: 0.1),
        sulphurHour,
      ],
      combination: .highest, categoryTops: [50, 100, 150, 200, 300, .infinity],
      required: [], minimumParts: 1)
  }()

  /// India's National Air Quality Index, Central Pollution Control Board, "National Air
  /// Quality Index" (CPCB, October 2014), table of breakpoints: PM10, PM2.5, NO₂ and SO₂ as
  /// 24-hour running means, O₃ and CO as 8-hour ones (CO in mg/m³); NH₃ and lead are not in
  /// Open-Meteo's data. An index needs at least three sub-indices, one of them PM2.5 or PM10.
  /// The table leaves the top band open ("430+"); wxsh closes it where the band above it would
  /// be as wide again, so a severe value reads 401–500 and stays 500 beyond.
  static let india: AirStandard = {
    let index = [(0.0, 50.0), (51, 100), (101, 200), (201, 300), (301, 400), (401, 500)]
    func rule(
      _ pollutant: Pollutant, hours: Int, _ ranges: [(Double, Double)],
      unit: Pollutant.Unit = .microgramsPerCubicMetre, step: Double = 1
    ) -> PollutantRule {
      PollutantRule(
        pollutant: pollutant, averaging: .mean(hours: hours), unit: unit, step: step,
        bands: PollutantRule.stepped(ranges, index))
    }
    return AirStandard(
      rules: [
        rule(
          .pm10, hours: 24, [(0, 50), (51, 100), (101, 250), (251, 350), (351, 430), (431, 600)]),
        rule(.pm25, hours: 24, [(0, 30), (31, 60), (61, 90), (91, 120), (121, 250), (251, 380)]),
        rule(
          .nitrogenDioxide, hours: 24,
          [(0, 40), (41, 80), (81, 180), (181, 280), (281, 400), (401, 520)]),
        rule(
          .ozone, hours: 8, [(0, 50), (51, 100), (101, 168), (169, 208), (209, 748), (749, 1000)]),
        rule(
          .carbonMonoxide, hours: 8,
          [(0, 1.0), (1.1, 2.0), (2.1, 10), (10.1, 17), (17.1, 34), (34.1, 50)],
          unit: .milligramsPerCubicMetre, step: 0.1),
        rule(
          .sulphurDioxide, hours: 24,
          [(0, 40), (41, 80), (81, 380), (381, 800), (801, 1600), (1601, 2400)]),
      ],
      combination: .highest, categoryTops: [50, 100, 200, 300, 400, .infinity],
      required: [], minimumParts: 3, needsParticles: true)
  }()

  /// The UK's Daily Air Quality Index (DAQI), Defra, from COMEAP's "Review of the UK Air
  /// Quality Index" (2011), in use since 1 January 2012 (Defra, "Update on Implementation of the
  /// DAQI", April 2013; https://uk-air.defra.gov.uk/air-pollution/daqi?view=more-info): bands
  /// 1–10 from O₃'s running 8-hour mean, NO₂'s hourly mean, SO₂'s 15-minute mean (Open-Meteo's
  /// hourly value stands in) and the particles' 24-hour running means, all μg/m³, rounded whole.
  static let unitedKingdom: AirStandard = {
    func rule(_ pollutant: Pollutant, hours: Int, _ tops: [Double]) -> PollutantRule {
      PollutantRule(
        pollutant: pollutant, averaging: .mean(hours: hours), unit: .microgramsPerCubicMetre,
        step: 1,
        bands: PollutantRule.numbered(tops + [.infinity]))
    }
    return AirStandard(
      rules: [
        rule(.ozone, hours: 8, [33, 66, 100, 120, 140, 160, 187, 213, 240]),
        rule(.nitrogenDioxide, hours: 1, [67, 134, 200, 267, 334, 400, 467, 534, 600]),
        rule(.sulphurDioxide, hours: 1, [88, 177, 266, 354, 443, 532, 710, 887, 1064]),
        rule(.pm25, hours: 24, [11, 23, 35, 41, 47, 53, 58, 64, 70]),
        rule(.pm10, hours: 24, [16, 33, 50, 58, 66, 75, 83, 91, 100]),
      ],
      combination: .highest, categoryTops: [3, 6, 9, .infinity], required: [],
      minimumParts: 1)
  }()

  /// Canada's Air Quality Health Index (AQHI), Environment and Climate Change Canada, from
  /// Stieb et al., "A new multipollutant, no-threshold air quality health index based on
  /// short-term associations observed in daily time-series analyses", J. Air & Waste Manage.
  /// Assoc. 58 (2008) 435–450: (10/10.4)·100·[(e^(0.000871·NO₂)−1) + (e^(0.000537·O₃)−1) +
  /// (e^(0.000487·PM2.5)−1)] from 3-hour means, NO₂ and O₃ in ppb, PM2.5 in μg/m³; rounded
  /// (shown as 1 at least, where the scale starts); 1–3 low, 4–6 moderate, 7–10 high risk,
  /// above 10 very high (https://www.canada.ca/en/environment-climate-change/services/
  /// air-quality-health-index/about.html).
  static let canada = AirStandard(
    rules: [.pm25, .ozone, .nitrogenDioxide].map {
      PollutantRule(
        pollutant: $0, averaging: .mean(hours: 3),
        unit: $0 == .pm25 ? .microgramsPerCubicMetre : .ppb,
        step: 0.001, bands: [])
    },
    combination: .canadianRisk, categoryTops: [3, 6, 10, .infinity],
    required: [.pm25, .ozone, .nitrogenDioxide], minimumParts: 3)

  /// The coefficient of each pollutant in the AQHI's excess risk, per ppb (per μg/m³ for
  /// PM2.5).
  static func canadianCoefficient(_ pollutant: Pollutant) -> Double {
    switch pollutant {
    case .nitrogenDioxide: 0.000871
    case .ozone: 0.000537
    case .pm25: 0.000487
    default: 0
    }
  }
}
