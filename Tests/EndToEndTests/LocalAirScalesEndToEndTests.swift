import Foundation
import TestSupport
import Testing

/// Issue 45: `:air` on the scale each country uses, through the release binary against the
/// stub's smog day (`fault=smog`: PM2.5 40–100 μg/m³). The test reads the concentrations the
/// stub served and works each index out itself from the issuers' tables, written out here
/// again, apart from wxsh's.
@Suite(.needsPlaceData, .size(.medium)) struct LocalAirScalesEndToEndTests {
  let home: TemporaryDirectory
  let stub: StubServerProcess

  init() async throws {
    home = try TemporaryDirectory(prefix: "wxsh-e2e-local-air")
    stub = try await StubServerProcess.ready()
  }

  /// The served hours up to the answer's current hour (oldest first), μg/m³ by variable.
  struct Served {
    var hours: [String: [Double]]

    /// The mean of a variable's last `count` hours.
    func mean(_ name: String, _ count: Int) -> Double {
      let values = hours[name, default: []].suffix(count)
      return values.reduce(0, +) / Double(values.count)
    }

    /// The last hour's value.
    func now(_ name: String) -> Double { hours[name]?.last ?? .nan }
  }

  /// Runs `:air PLACE` with `--json` and as text, and reads what the stub served it.
  func run(_ place: String, lang: String = "C") async throws -> (
    document: [String: Any], text: String, served: Served
  ) {
    let base = stub.url("now=\(Int(Date().timeIntervalSince1970))", "fault=smog")
    var environment = WxshBinary.environment(home: home.path)
    environment["WXSH_AIR_QUALITY_URL"] = base
    environment["LANG"] = lang
    let json = try await WxshBinary.run(
      ["--json", "-c", ":air \(place)"], environment: environment)
    #expect(json.status == 0, "\(json.stderr)")
    let text = try await WxshBinary.run(["-c", ":air \(place)"], environment: environment)
    #expect(text.status == 0, "\(text.stderr)")
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let path = try #require(try await stub.requestURIs(under: base).first)
    #expect(path.contains("past_days=1"), "yesterday's hours are asked for: \(path)")
    let answer = try #require(
      try JSONSerialization.jsonObject(with: try await stub.get(path)) as? [String: Any])
    let current = try #require((answer["current"] as? [String: Any])?["time"] as? Double)
    let hourly = try #require(answer["hourly"] as? [String: Any])
    let times = try #require(hourly["time"] as? [Double])
    let last = try #require(times.lastIndex { $0 <= current })
    var hours: [String: [Double]] = [:]
    for name in [
      "pm2_5", "pm10", "ozone", "nitrogen_dioxide", "sulphur_dioxide", "carbon_monoxide",
    ] {
      let column = try #require(hourly[name] as? [Double], "\(name) by the hour")
      hours[name] = Array(column[...last])
    }
    #expect(hours["pm2_5", default: []].count >= 24, "a day of hours before now")
    return (document, text.stdout, Served(hours: hours))
  }

  /// Linear interpolation in a table of (low, high, index low, index high) rows, after
  /// rounding the concentration to `step`.
  static func interpolate(_ value: Double, _ rows: [(Double, Double, Double, Double)], step: Double)
    -> Double
  {
    let c = (value / step).rounded() * step
    for (low, high, indexLow, indexHigh) in rows where c <= high + step / 2 {
      return indexLow + (indexHigh - indexLow) * max(0, c - low) / (high - low)
    }
    return rows.last?.3 ?? .nan
  }

  /// ppm (or ppb with `scale` 1000) of a gas from μg/m³ at 25 °C.
  static func mixingRatio(_ micrograms: Double, molarMass: Double, scale: Double = 1) -> Double {
    micrograms * 24.45 / molarMass / 1000 * scale
  }

  @Test func seoulGetsTheCAIWithParticleGradesInKorean() async throws {
    let (document, text, served) = try await run("seoul", lang: "ko_KR.UTF-8")
    // AirKorea's 24-hour predicted moving average for particles.
    func predicted(_ name: String, threshold: Double) -> Double {
      let twelve = served.mean(name, 12)
      let four = served.hours[name, default: []].suffix(4).map {
        $0 >= threshold && $0 / twelve >= 0.9 && $0 / twelve <= 1.7 ? 0.75 * $0 : $0
      }
      return (twelve * 12 + four.reduce(0, +) / 4 * 12) / 24
    }
    let index: [(Double, Double)] = [(0, 50), (51, 100), (101, 250), (251, 500)]
    func rows(_ bounds: [(Double, Double)]) -> [(Double, Double, Double, Double)] {
      zip(bounds, index).map { ($0.0, $0.1, $1.0, $1.1) }
    }
    let pm25 = Self.interpolate(
      predicted("pm2_5", threshold: 30), rows([(0, 15), (16, 35), (36, 75), (76, 500)]), step: 1)
    let pm10 = Self.interpolate(
      predicted("pm10", threshold: 70), rows([(0, 30), (31, 80), (81, 150), (151, 600)]), step: 1)
    let ozone = Self.interpolate(
      Self.mixingRatio(served.now("ozone"), molarMass: 48.00),
      rows([(0, 0.03), (0.031, 0.09), (0.091, 0.15), (0.151, 0.6)]), step: 0.001)
    let nitrogen = Self.interpolate(
      Self.mixingRatio(served.now("nitrogen_dioxide"), molarMass: 46.01),
      rows([(0, 0.03), (0.031, 0.06), (0.061, 0.2), (0.201, 2)]), step: 0.001)
    let carbon = Self.interpolate(
      Self.mixingRatio(served.now("carbon_monoxide"), molarMass: 28.01),
      rows([(0, 2), (2.01, 9), (9.01, 15), (15.01, 50)]), step: 0.01)
    let sulphur = Self.interpolate(
      Self.mixingRatio(served.now("sulphur_dioxide"), molarMass: 64.07),
      rows([(0, 0.02), (0.021, 0.05), (0.051, 0.15), (0.151, 1)]), step: 0.001)
    let scores = [pm25, pm10, ozone, nitrogen, carbon, sulphur].map { $0.rounded() }
    let bad = scores.filter { $0 > 100 }.count
    let expected = scores.max()! + (bad >= 3 ? 75 : bad == 2 ? 50 : 0)
    let words = ["good", "moderate", "bad", "very bad"]
    func grade(_ value: Double) -> Int { value <= 50 ? 0 : value <= 100 ? 1 : value <= 250 ? 2 : 3 }
    #expect(document["scale"] as? String == "kr")
    #expect(document["index"] as? Double == expected, "scores \(scores)")
    #expect(document["category"] as? String == words[grade(expected)])
    let parts = try #require(document["subIndices"] as? [String: [String: Any]])
    #expect(parts["pm2_5"]?["category"] as? String == words[grade(pm25.rounded())])
    #expect(parts["pm10"]?["category"] as? String == words[grade(pm10.rounded())])
    // The Korean view: the index's Korean name, the grade words on the particle rows.
    let korean = ["좋음", "보통", "나쁨", "매우나쁨"]
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.contains("통합대기환경지수") }, "\(text)")
    #expect(lines.contains("\(Int(expected))  \(korean[grade(expected)])"), "\(text)")
    #expect(
      lines.contains { $0.hasPrefix("PM2.5") && $0.hasSuffix(korean[grade(pm25.rounded())]) },
      "\(text)")
    #expect(
      lines.contains { $0.hasPrefix("PM10") && $0.hasSuffix(korean[grade(pm10.rounded())]) },
      "\(text)")
  }

  @Test func beijingGetsChinasAQIInChinese() async throws {
    let (document, text, served) = try await run("beijing", lang: "zh_CN.UTF-8")
    func joined(_ tops: [Double]) -> [(Double, Double, Double, Double)] {
      let index: [Double] = [0, 50, 100, 150, 200, 300, 400, 500]
      return (1..<tops.count).map { (tops[$0 - 1], tops[$0], index[$0 - 1], index[$0]) }
    }
    var scores = [
      Self.interpolate(
        served.mean("pm2_5", 24), joined([0, 35, 75, 115, 150, 250, 350, 500]), step: 1),
      Self.interpolate(
        served.mean("pm10", 24), joined([0, 50, 150, 250, 350, 420, 500, 600]), step: 1),
      Self.interpolate(
        served.now("ozone"), joined([0, 160, 200, 300, 400, 800, 1000, 1200]), step: 1),
      Self.interpolate(
        served.now("nitrogen_dioxide"), joined([0, 100, 200, 700, 1200, 2340, 3090, 3840]),
        step: 1),
      Self.interpolate(
        served.now("carbon_monoxide") / 1000, joined([0, 5, 10, 35, 60, 90, 120, 150]),
        step: 0.1),
      Self.interpolate(served.now("sulphur_dioxide"), joined([0, 150, 500, 650, 800]), step: 1),
    ]
    let eight = served.mean("ozone", 8)
    if eight <= 800 {
      scores.append(Self.interpolate(eight, joined([0, 100, 160, 215, 265, 800]), step: 1))
    }
    let expected = scores.max()!.rounded()
    let tops: [Double] = [50, 100, 150, 200, 300]
    let category = tops.firstIndex { expected <= $0 } ?? 5
    #expect(document["scale"] as? String == "cn")
    #expect(document["index"] as? Double == expected, "scores \(scores)")
    let words = ["优", "良", "轻度污染", "中度污染", "重度污染", "严重污染"]
    #expect(text.contains("\(Int(expected))  \(words[category])"), "\(text)")
    #expect(text.contains("空气质量指数"), "\(text)")
  }

  @Test func delhiGetsIndiasNationalAQI() async throws {
    let (document, _, served) = try await run("delhi")
    let index: [(Double, Double)] = [
      (0, 50), (51, 100), (101, 200), (201, 300), (301, 400), (401, 500),
    ]
    func rows(_ bounds: [(Double, Double)]) -> [(Double, Double, Double, Double)] {
      zip(bounds, index).map { ($0.0, $0.1, $1.0, $1.1) }
    }
    let scores = [
      Self.interpolate(
        served.mean("pm10", 24),
        rows([(0, 50), (51, 100), (101, 250), (251, 350), (351, 430), (431, 600)]), step: 1),
      Self.interpolate(
        served.mean("pm2_5", 24),
        rows([(0, 30), (31, 60), (61, 90), (91, 120), (121, 250), (251, 380)]), step: 1),
      Self.interpolate(
        served.mean("nitrogen_dioxide", 24),
        rows([(0, 40), (41, 80), (81, 180), (181, 280), (281, 400), (401, 520)]), step: 1),
      Self.interpolate(
        served.mean("ozone", 8),
        rows([(0, 50), (51, 100), (101, 168), (169, 208), (209, 748), (749, 1000)]), step: 1),
      Self.interpolate(
        served.mean("carbon_monoxide", 8) / 1000,
        rows([(0, 1), (1.1, 2), (2.1, 10), (10.1, 17), (17.1, 34), (34.1, 50)]), step: 0.1),
      Self.interpolate(
        served.mean("sulphur_dioxide", 24),
        rows([(0, 40), (41, 80), (81, 380), (381, 800), (801, 1600), (1601, 2400)]), step: 1),
    ]
    let expected = scores.max()!.rounded()
    let tops: [Double] = [50, 100, 200, 300, 400]
    let words = ["good", "satisfactory", "moderately polluted", "poor", "very poor", "severe"]
    #expect(document["scale"] as? String == "in")
    #expect(document["index"] as? Double == expected, "scores \(scores)")
    #expect(document["category"] as? String == words[tops.firstIndex { expected <= $0 } ?? 5])
  }

  @Test func londonGetsTheDAQIAndStillItsPollen() async throws {
    let (document, text, served) = try await run("london", lang: "en_GB.UTF-8")
    func band(_ value: Double, _ tops: [Double]) -> Double {
      Double((tops.firstIndex { value.rounded() <= $0 } ?? tops.count) + 1)
    }
    let expected = [
      band(served.mean("ozone", 8), [33, 66, 100, 120, 140, 160, 187, 213, 240]),
      band(served.now("nitrogen_dioxide"), [67, 134, 200, 267, 334, 400, 467, 534, 600]),
      band(served.now("sulphur_dioxide"), [88, 177, 266, 354, 443, 532, 710, 887, 1064]),
      band(served.mean("pm2_5", 24), [11, 23, 35, 41, 47, 53, 58, 64, 70]),
      band(served.mean("pm10", 24), [16, 33, 50, 58, 66, 75, 83, 91, 100]),
    ].max()!
    let words = ["low", "moderate", "high", "very high"]
    #expect(document["scale"] as? String == "uk")
    #expect(document["index"] as? Double == expected)
    #expect(
      document["category"] as? String
        == words[expected <= 3 ? 0 : expected <= 6 ? 1 : expected <= 9 ? 2 : 3])
    #expect(text.contains("Air quality · UK DAQI"), "\(text)")
    #expect(!(document["pollen"] is NSNull), "the UK is in CAMS Europe's pollen area")
  }

  @Test func torontoGetsTheAQHIInFrenchUnderAFrenchCanadianLocale() async throws {
    let (document, text, served) = try await run("toronto", lang: "fr_CA.UTF-8")
    let nitrogen = Self.mixingRatio(
      served.mean("nitrogen_dioxide", 3), molarMass: 46.01, scale: 1000)
    let ozone = Self.mixingRatio(served.mean("ozone", 3), molarMass: 48.00, scale: 1000)
    let fine = served.mean("pm2_5", 3)
    let value =
      (1000 / 10.4
      * ((exp(0.000871 * nitrogen) - 1) + (exp(0.000537 * ozone) - 1) + (exp(0.000487 * fine) - 1)))
      .rounded()
    let expected = max(1, value)
    let category = expected <= 3 ? 0 : expected <= 6 ? 1 : expected <= 10 ? 2 : 3
    #expect(document["scale"] as? String == "ca")
    #expect(document["index"] as? Double == expected)
    #expect(
      document["category"] as? String
        == ["low risk", "moderate risk", "high risk", "very high risk"][category])
    let words = ["risque faible", "risque modéré", "risque élevé", "risque très élevé"]
    let shown = expected > 10 ? "10+" : "\(Int(expected))"
    #expect(text.contains("\(shown)  \(words[category])"), "\(text)")
  }

  @Test func aSavedScaleWinsAndElsewhereStaysOnTheUSIndex() async throws {
    var environment = WxshBinary.environment(home: home.path)
    environment["WXSH_AIR_QUALITY_URL"] = stub.url("fault=smog")
    let set = try await WxshBinary.run(["-c", ":units aqi kr"], environment: environment)
    #expect(set.status == 0, "\(set.stderr)")
    #expect(set.stdout.contains("Air quality now uses the Korea CAI."), "\(set.stdout)")
    func scale() async throws -> String? {
      let result = try await WxshBinary.run(
        ["--json", "-c", ":air tokyo"], environment: environment)
      #expect(result.status == 0, "\(result.stderr)")
      let document = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
      return (document as? [String: Any])?["scale"] as? String
    }
    #expect(try await scale() == "kr")
    _ = try await WxshBinary.run(["-c", ":units aqi auto"], environment: environment)
    #expect(try await scale() == "us")
  }
}
