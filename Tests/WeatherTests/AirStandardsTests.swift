import Foundation
import Testing
import Weather

/// The national air quality standards, each checked against a value worked by hand from the
/// issuer's own table (the arithmetic is in the comments), so a wrong breakpoint, averaging
/// period or unit shows as a wrong number.
@Suite struct AirStandardsTests {
  /// A day of hours ending now with the same concentrations every hour (μg/m³), and
  /// `overrides` for the last hours (newest last).
  static func air(
    _ values: [Pollutant: Double], hours: Int = 30, lastHours: [[Pollutant: Double]] = []
  ) -> AirQuality {
    let now = Date(timeIntervalSince1970: 1_795_000_000)
    let samples = (0..<hours).map { offset -> AirQuality.Sample in
      var row = values
      let fromEnd = hours - 1 - offset
      if fromEnd < lastHours.count {
        row.merge(lastHours[lastHours.count - 1 - fromEnd]) { $1 }
      }
      return sample(row, time: now.addingTimeInterval(Double(offset - hours + 1) * 3600))
    }
    return AirQuality(
      fetchedAt: now, timeZoneIdentifier: "Asia/Seoul", current: samples[hours - 1],
      hours: samples)
  }

  static func sample(_ values: [Pollutant: Double], time: Date) -> AirQuality.Sample {
    AirQuality.Sample(
      time: time, pm25: values[.pm25], pm10: values[.pm10], ozone: values[.ozone],
      nitrogenDioxide: values[.nitrogenDioxide], sulphurDioxide: values[.sulphurDioxide],
      carbonMonoxide: values[.carbonMonoxide])
  }

  /// μg/m³ of a gas from ppm at 25 °C and 1 atm (24.45 L/mol).
  static func micrograms(ppm: Double, molarMass: Double) -> Double {
    ppm * molarMass / 24.45 * 1000
  }

  @Test func koreaTakesTheHighestScoreAndGradesEachParticleSize() throws {
    let air = Self.air([
      .pm25: 20, .pm10: 50,
      .nitrogenDioxide: Self.micrograms(ppm: 0.025, molarMass: 46.01),
      .ozone: Self.micrograms(ppm: 0.1, molarMass: 48.00),
    ])
    let reading = try #require(air.reading(.korea))
    // O₃ 0.100 ppm in 0.091–0.150 → 101 + 149·(0.100−0.091)/0.059 = 123.7 → 124 (나쁨).
    #expect(reading.value == 124)
    #expect(reading.word == "bad")
    // PM2.5 20 (below M = 30, so its prediction is the plain mean) in 16–35 →
    // 51 + 49·4/19 = 61.3; PM10 50 in 31–80 → 51 + 49·19/49 = 70; NO₂ 0.025 ppm → 41.7.
    #expect(reading.parts[.pm25].map { $0.rounded() } == 61)
    #expect(reading.parts[.pm10].map { $0.rounded() } == 70)
    #expect(reading.parts[.nitrogenDioxide].map { $0.rounded() } == 42)
    #expect(reading.category(of: .pm25) == 1 && reading.category(of: .pm10) == 1)
  }

  @Test func koreaAddsSeventyFiveWhenThreePollutantsAreBadAndDampsSteadyHighParticles() throws {
    let air = Self.air([
      .pm25: 50, .pm10: 120,
      .nitrogenDioxide: Self.micrograms(ppm: 0.025, molarMass: 46.01),
      .ozone: Self.micrograms(ppm: 0.1, molarMass: 48.00),
    ])
    let reading = try #require(air.reading(.korea))
    // PM2.5 50 ≥ M 30 and 50/C12 = 1 in 0.9–1.7, so the last four hours count 0.75:
    // C24E = (12·50 + 12·37.5)/24 = 43.75 → 44 in 36–75 → 101 + 149·8/39 = 131.6 → 132.
    #expect(reading.parts[.pm25].map { $0.rounded() } == 132)
    // PM10 120 ≥ 70: C24E = (12·120 + 12·90)/24 = 105 in 81–150 → 101 + 149·24/69 = 152.8.
    #expect(reading.parts[.pm10].map { $0.rounded() } == 153)
    // Three pollutants 나쁨 (PM2.5, PM10, O₃ 124): the highest, 153, plus 75.
    #expect(reading.value == 228)
    #expect(reading.word == "bad")
  }

  @Test func koreaHasNoIndexWithoutTheFourPollutantsItNeeds() {
    #expect(Self.air([.pm25: 20, .pm10: 50, .ozone: 60]).reading(.korea) == nil)
    // A particle mean needs two thirds of its hours: 6 of the last 12 is not enough.
    let gappy = Self.air(
      [.pm10: 50, .nitrogenDioxide: 40, .ozone: 60], hours: 30,
      lastHours: (0..<12).map { $0 % 2 == 0 ? [.pm25: 20] : [:] })
    #expect(gappy.reading(.korea) == nil)
  }

  @Test func chinaReadsEachPollutantOverItsOwnPeriod() throws {
    // PM2.5: 12 hours at 50 then 12 at 150 → the 24-hour mean is 100, in 75–115:
    // 100 + 50·25/40 = 131.25 → 131 (lightly polluted); the last hour alone (150) would be 150.
    let air = Self.air(
      [
        .pm25: 50, .pm10: 200, .ozone: 180, .nitrogenDioxide: 150, .carbonMonoxide: 2000,
        .sulphurDioxide: 100,
      ], hours: 24, lastHours: Array(repeating: [.pm25: 150], count: 12))
    let reading = try #require(air.reading(.china))
    #expect(reading.value == 131)
    #expect(reading.word == "lightly polluted")
    // O₃ 180: 1-hour table 50 + 50·20/40 = 75, 8-hour table 100 + 50·20/55 = 118.2: the higher.
    #expect(reading.parts[.ozone].map { $0.rounded() } == 118)
    // PM10 200 in 150–250 → 125; NO₂ 150 (1 h) in 100–200 → 75; CO 2 mg/m³ → 20.
    #expect(reading.parts[.pm10].map { $0.rounded() } == 125)
    #expect(reading.parts[.nitrogenDioxide].map { $0.rounded() } == 75)
    #expect(reading.parts[.carbonMonoxide].map { $0.rounded() } == 20)
  }

  @Test func chinaHandsSulphurDioxideAbove800ToItsDayTable() throws {
    let air = Self.air([.pm25: 10, .sulphurDioxide: 900])
    let reading = try #require(air.reading(.china))
    // 900 is past the 1-hour table's 800; the 24-hour table: 200 + 100·100/800 = 212.5 → 213.
    #expect(reading.value == 213)
    #expect(reading.word == "heavily polluted")
  }

  @Test func indiaNeedsThreePollutantsOneOfThemParticles() throws {
    let air = Self.air([
      .pm25: 75, .pm10: 120, .nitrogenDioxide: 50, .ozone: 60, .carbonMonoxide: 1500,
      .sulphurDioxide: 20,
    ])
    let reading = try #require(air.reading(.india))
    // PM2.5 75 in 61–90 → 101 + 99·14/29 = 148.8 → 149 (moderately polluted).
    #expect(reading.value == 149)
    #expect(reading.word == "moderately polluted")
    // CO 1.5 mg/m³ (8 h) in 1.1–2.0 → 51 + 49·0.4/0.9 = 72.8.
    #expect(reading.parts[.carbonMonoxide].map { $0.rounded() } == 73)
    #expect(Self.air([.pm25: 75, .ozone: 60]).reading(.india) == nil)
    #expect(
      Self.air([.ozone: 60, .nitrogenDioxide: 50, .sulphurDioxide: 20]).reading(.india) == nil)
  }

  @Test func theUKIndexIsTheHighestBand() throws {
    let air = Self.air([
      .ozone: 110, .nitrogenDioxide: 150, .pm25: 38, .pm10: 40, .sulphurDioxide: 10,
    ])
    let reading = try #require(air.reading(.unitedKingdom))
    // O₃ 110 is band 4 (101–120), PM2.5 38 band 4 (36–41), NO₂ 150 band 3, PM10 40 band 3.
    #expect(reading.value == 4)
    #expect(reading.word == "moderate")
    #expect(reading.parts[.nitrogenDioxide] == 3)
    #expect(Self.air([.pm25: 71]).reading(.unitedKingdom)?.value == 10)
    #expect(Self.air([.pm25: 71]).reading(.unitedKingdom)?.word == "very high")
  }

  @Test func canadaSumsTheThreeRisksOfThreeHourMeans() throws {
    // NO₂ 20 ppb, O₃ 30 ppb, PM2.5 10: (1000/10.4)·[(e^0.01742 − 1) + (e^0.01611 − 1) +
    // (e^0.00487 − 1)] = 96.15 · 0.038695 = 3.72 → 4 (moderate risk).
    let air = Self.air([
      .nitrogenDioxide: 20 * 46.01 / 24.45, .ozone: 30 * 48.00 / 24.45, .pm25: 10,
    ])
    let reading = try #require(air.reading(.canada))
    #expect(reading.value == 4)
    #expect(reading.word == "moderate risk")
    let smoke = try #require(
      Self.air([.nitrogenDioxide: 10, .ozone: 20, .pm25: 400]).reading(.canada))
    #expect(smoke.shown == "10+")
    #expect(smoke.word == "very high risk")
  }

  @Test func eachCountryGetsItsOwnScale() {
    #expect(AQIScale.forCountry("kr") == .korea)
    #expect(AQIScale.forCountry("CN") == .china)
    #expect(AQIScale.forCountry("IN") == .india)
    #expect(AQIScale.forCountry("GB") == .unitedKingdom)
    #expect(AQIScale.forCountry("CA") == .canada)
    #expect(AQIScale.forCountry("DE") == .european)
    #expect(AQIScale.forCountry("JP") == .us)
    #expect(AQIScale.isEuropean("GB"))
  }
}
