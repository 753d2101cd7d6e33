import Catalog
import Foundation
import Terminal
import TestSupport
import Testing

/// Weather in context through the built binary against the stub: yesterday from the forecast's
/// `past_days=1`, normals, last year and records from `/v1/archive`, ranges from
/// `/v1/ensemble`. Every value checked is computed here, independently, from the answers the
/// stub served (read back from its request log).
@Suite(.needsPlaceData, .size(.medium)) struct ContextEndToEndTests {
  /// 2026-11-26 03:20 UTC: 12:20 in Seoul, 16:20 in Auckland (NZDT, UTC+13).
  static let moment = 1_795_663_200.0
  /// 2026-11-26 20:40 UTC: already 27 November in Auckland (09:40), still the 26th in UTC.
  static let aucklandMorning = 1_795_725_600.0

  let home: TemporaryDirectory
  let stub: StubServerProcess

  init() async throws {
    home = try TemporaryDirectory(prefix: "wxsh-e2e-context")
    stub = try await StubServerProcess.ready()
  }

  /// Every service at the stub (one base, so one request log), clock and stub at `moment`.
  func environment(_ base: String, moment: Double = moment) -> [String: String] {
    var environment = WxshBinary.environment(home: home.path)
    for name in ["WXSH_OPEN_METEO_URL", "WXSH_ARCHIVE_URL", "WXSH_ENSEMBLE_URL"] {
      environment[name] = base
    }
    environment["WXSH_NOW"] = String(Int(moment))
    environment["COLUMNS"] = "80"
    environment["LINES"] = "24"
    return environment
  }

  func json(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  /// The answer the stub gave to the logged request under `base` whose path is `path`.
  func served(_ path: String, under base: String) async throws -> [String: Any] {
    let uris = try await stub.requestURIs(under: base).filter { $0.contains(path + "?") }
    let uri = try #require(uris.first, "no \(path) request: \(uris)")
    return try #require(
      try JSONSerialization.jsonObject(with: try await stub.get(uri)) as? [String: Any])
  }

  @Test func nowComparesWithYesterdayTheNormalLastYearAndTheRecordsAsServed() async throws {
    let base = stub.url("now=\(Int(Self.moment))")
    let result = try await WxshBinary.run(
      ["--json", "-c", ":now seoul"], environment: environment(base))
    #expect(result.status == 0, "\(result.stderr)")
    let document = try json(result.stdout)
    let context = try #require(document["context"] as? [String: Any])
    let today = try #require((document["today"] as? [[String: Any]])?.first?["date"] as? String)
    #expect(today == "2026-11-26")

    // Yesterday: the hour holding this moment a day ago, and yesterday's row, from the
    // forecast the stub served.
    let forecast = try await served("/v1/forecast", under: base)
    let hourly = try #require(forecast["hourly"] as? [String: Any])
    let hours = try #require(hourly["time"] as? [Double])
    let temperatures = try #require(hourly["temperature_2m"] as? [Double])
    let then = Self.moment - 86400
    let hour = try #require(hours.lastIndex { $0 <= then })
    let yesterday = try #require(context["yesterday"] as? [String: Any])
    #expect(yesterday["temperature"] as? Double == Self.rounded(temperatures[hour]))
    let daily = try #require(forecast["daily"] as? [String: Any])
    let offset = try #require(forecast["utc_offset_seconds"] as? Double)
    let dayTimes = try #require(daily["time"] as? [Double])
    let dayIndex = try #require(
      dayTimes.firstIndex { Self.date($0 + offset) == "2026-11-25" })
    #expect(
      yesterday["high"] as? Double
        == Self.rounded(try #require(daily["temperature_2m_max"] as? [Double])[dayIndex]))
    #expect(
      yesterday["low"] as? Double
        == Self.rounded(try #require(daily["temperature_2m_min"] as? [Double])[dayIndex]))

    // The normal, last year and the records from the archive's days.
    let archive = try await served("/v1/archive", under: base)
    let climate = try Climate(archive)
    let normal = try #require(context["normal"] as? [String: Any])
    let expected = climate.normal(month: 11, day: 26)
    #expect(normal["high"] as? Double == Self.rounded(expected.high))
    #expect(normal["low"] as? Double == Self.rounded(expected.low))
    let lastYear = try #require(context["lastYear"] as? [String: Any])
    #expect(lastYear["high"] as? Double == climate.highs["2025-11-26"])
    #expect(lastYear["low"] as? Double == climate.lows["2025-11-26"])
    let record = try #require(context["record"] as? [String: Any])
    let high = try #require(record["high"] as? [String: Any])
    let low = try #require(record["low"] as? [String: Any])
    let records = climate.records(month: 11, day: 26)
    #expect(high["value"] as? Double == records.high.value)
    #expect(high["year"] as? Int == records.high.year)
    #expect(low["value"] as? Double == records.low.value)
    #expect(low["year"] as? Int == records.low.year)

    // The text says the same in whole degrees.
    let text = try await WxshBinary.run(["-c", ":now seoul"], environment: environment(base))
    let current = try #require((document["current"] as? [String: Any])?["temperature"] as? Double)
    let difference = Int(current.rounded()) - Int(temperatures[hour].rounded())
    let sentence =
      difference > 0
      ? "\(difference)° warmer than yesterday"
      : difference < 0 ? "\(-difference)° colder than yesterday" : "As warm as yesterday"
    #expect(text.stdout.contains(sentence), "\(text.stdout)")
    #expect(
      text.stdout.contains(
        "Normal H \(Int(expected.high.rounded()))° L \(Int(expected.low.rounded()))°"),
      "\(text.stdout)")
  }

  @Test func dailyNormalsAndRangesFallOnThePlacesOwnDatesAcrossTheDateLine() async throws {
    let base = stub.url("now=\(Int(Self.aucklandMorning))")
    let environment = environment(base, moment: Self.aucklandMorning)
    let result = try await WxshBinary.run(
      ["--json", "-c", ":daily 10 auckland"], environment: environment)
    #expect(result.status == 0, "\(result.stderr)")
    let days = try #require(try json(result.stdout)["days"] as? [[String: Any]])
    #expect(days.first?["date"] as? String == "2026-11-27", "the local date, not UTC's 26th")
    let archive = try await served("/v1/archive", under: base)
    let climate = try Climate(archive)
    let ensemble = try Ensemble(
      try await served("/v1/ensemble", under: base),
      zone: try #require(TimeZone(identifier: "Pacific/Auckland")))
    for day in days {
      let date = try #require(day["date"] as? String)
      let parts = date.split(separator: "-").compactMap { Int($0) }
      let normal = try #require(day["normal"] as? [String: Any], "\(date)")
      let expected = climate.normal(month: parts[1], day: parts[2])
      #expect(normal["high"] as? Double == Self.rounded(expected.high), "\(date)")
      #expect(normal["low"] as? Double == Self.rounded(expected.low), "\(date)")
      let range = try #require(day["range"] as? [String: Any], "\(date)")
      let spread = try #require(ensemble.days[date], "\(date)")
      #expect(range["high"] as? [Double] == spread.high.map(Self.rounded), "\(date)")
      #expect(range["low"] as? [Double] == spread.low.map(Self.rounded), "\(date)")
      #expect(range["rainChance"] as? Double == Self.rounded(spread.rainChance), "\(date)")
    }
    // The southern summer: late November's normal high is above late May's... as served.
    #expect(climate.normal(month: 11, day: 27).high > climate.normal(month: 5, day: 27).high)

    let text = try await WxshBinary.run(["-c", ":daily 10 auckland"], environment: environment)
    let lines = text.stdout.split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.hasPrefix("Yesterday ") }, "\(text.stdout)")
    #expect(lines.contains { $0.hasPrefix("Today ") })
    #expect(lines.contains("━ forecast   ┄ likely range   ┊ normal"), "\(text.stdout)")
    #expect(
      lines.contains {
        $0 == "The ensemble agrees on every day shown" || $0.hasPrefix("Less certain from ")
      })
  }

  @Test func theArchiveIsAskedOncePerPlaceAndNowNeverAsksTheEnsemble() async throws {
    let base = stub.url("now=\(Int(Self.moment))")
    let environment = environment(base)
    for _ in 0..<2 {
      let now = try await WxshBinary.run(["-c", ":now seoul"], environment: environment)
      #expect(now.status == 0, "\(now.stderr)")
    }
    var uris = try await stub.requestURIs(under: base)
    #expect(uris.filter { $0.contains("/v1/archive?") }.count == 1, "\(uris)")
    #expect(!uris.contains { $0.contains("/v1/ensemble?") }, "\(uris)")
    let daily = try await WxshBinary.run(
      ["-c", ":daily seoul", "-c", ":details seoul"], environment: environment)
    #expect(daily.status == 0, "\(daily.stderr)")
    uris = try await stub.requestURIs(under: base)
    #expect(uris.filter { $0.contains("/v1/archive?") }.count == 1, "\(uris)")
    #expect(uris.filter { $0.contains("/v1/ensemble?") }.count == 1, "cached an hour: \(uris)")
    let archive = try #require(uris.first { $0.contains("/v1/archive?") })
    #expect(archive.contains("start_date=1991-01-01"))
    #expect(archive.contains("end_date=2026-11-21"), "five days before the local today")
  }

  @Test func aFailingOrSlowArchiveAndEnsembleLeaveTheViewsIntact() async throws {
    var environment = environment(stub.url("now=\(Int(Self.moment))"))
    environment["WXSH_ARCHIVE_URL"] = stub.url("fault=500")
    environment["WXSH_ENSEMBLE_URL"] = stub.url("fault=slow", "delay=20000")
    let result = try await WxshBinary.run(
      ["-c", ":now seoul", "-c", ":daily seoul", "-c", ":details seoul"],
      environment: environment, timeout: 90)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    #expect(result.stdout.contains("than yesterday"), "yesterday needs no other service")
    #expect(result.stdout.contains("10-day forecast"))
    #expect(result.stdout.contains("Yesterday "))
    #expect(!result.stdout.contains("Normal"), "\(result.stdout)")
    #expect(!result.stdout.contains("likely range"))
    #expect(!result.stdout.contains("Record high"))
    let json = try await WxshBinary.run(["--json", "-c", ":now seoul"], environment: environment)
    let context = try #require(try self.json(json.stdout)["context"] as? [String: Any])
    #expect(context["normal"] is NSNull)
    #expect(context["record"] is NSNull)
    #expect(context["yesterday"] is [String: Any])
  }

  @Test(arguments: Language.allCases)
  func contextViewsFitEightyByTwentyFour(language: Language) async throws {
    let base = stub.url("now=\(Int(Self.moment))")
    for command in [":now seoul", ":daily seoul", ":details seoul"] {
      let result = try await WxshBinary.run(
        ["--lang", language.rawValue, "-c", command], environment: environment(base))
      #expect(result.status == 0, "\(language) \(command): \(result.stderr)")
      let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        .dropLast()
      #expect(lines.count <= 23, "\(language) \(command): \(lines.count) lines")
      for line in lines {
        #expect(
          TerminalText.displayWidth(String(line)) <= 80, "\(language) \(command): \(line)")
      }
    }
    let daily = try await WxshBinary.run(
      ["--lang", language.rawValue, "-c", ":daily seoul"], environment: environment(base))
    #expect(daily.stdout.contains("┊") && daily.stdout.contains("┄"), "\(daily.stdout)")
  }

  /// Rounded as `--json` writes numbers: to two decimals.
  static func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }

  /// `YYYY-MM-DD` of a local-midnight instant with its offset added.
  static func date(_ shifted: Double) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(secondsFromGMT: 0)
    formatter.dateFormat = "yyyy-MM-dd"
    return formatter.string(from: Date(timeIntervalSince1970: shifted))
  }
}

/// The archive's days as this test reads them: highs and lows by date, and the spec's
/// normals (the mean of 1991–2020 values within 7 calendar days either side, 29 February with
/// 28 February) and records, computed here with Foundation's calendar.
struct Climate {
  var highs: [String: Double] = [:]
  var lows: [String: Double] = [:]
  /// (month, day, year, high, low) of every day in 1991–2020.
  var normalYears: [(month: Int, day: Int, year: Int, high: Double?, low: Double?)] = []

  init(_ answer: [String: Any]) throws {
    let offset = try #require(answer["utc_offset_seconds"] as? Double)
    let daily = try #require(answer["daily"] as? [String: Any])
    let times = try #require(daily["time"] as? [Double])
    let highs = try #require(daily["temperature_2m_max"] as? [Any])
    let lows = try #require(daily["temperature_2m_min"] as? [Any])
    for (index, time) in times.enumerated() {
      let date = ContextEndToEndTests.date(time + offset)
      let parts = date.split(separator: "-").compactMap { Int($0) }
      let high = highs[index] as? Double
      let low = lows[index] as? Double
      self.highs[date] = high
      self.lows[date] = low
      if (1991...2020).contains(parts[0]) {
        let day = parts[1] == 2 && parts[2] == 29 ? 28 : parts[2]
        normalYears.append((parts[1], day, parts[0], high, low))
      }
    }
  }

  /// The day of a non-leap year, 0…364.
  static func slot(month: Int, day: Int) -> Int {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? .gmt
    let date = calendar.date(from: DateComponents(year: 2001, month: month, day: day)) ?? Date()
    return (calendar.ordinality(of: .day, in: .year, for: date) ?? 1) - 1
  }

  func normal(month: Int, day: Int) -> (high: Double, low: Double) {
    let center = Self.slot(month: month, day: day == 29 && month == 2 ? 28 : day)
    var highs: [Double] = []
    var lows: [Double] = []
    for entry in normalYears {
      let slot = Self.slot(month: entry.month, day: entry.day)
      let distance = min(abs(slot - center), 365 - abs(slot - center))
      guard distance <= 7 else { continue }
      if let high = entry.high { highs.append(high) }
      if let low = entry.low { lows.append(low) }
    }
    return (highs.reduce(0, +) / Double(highs.count), lows.reduce(0, +) / Double(lows.count))
  }

  func records(month: Int, day: Int) -> (
    high: (value: Double, year: Int), low: (value: Double, year: Int)
  ) {
    var high = (value: -Double.infinity, year: 0)
    var low = (value: Double.infinity, year: 0)
    for entry in normalYears where entry.month == month && entry.day == day {
      if let value = entry.high, value > high.value { high = (value, entry.year) }
      if let value = entry.low, value < low.value { low = (value, entry.year) }
    }
    return (high, low)
  }
}

/// The ensemble's members as this test reads them, reduced per local day as the spec says:
/// each member's maximum and minimum, the 10th and 90th percentiles (linear interpolation),
/// and the share of members with at least 0.1 mm.
struct Ensemble {
  var days: [String: (high: [Double], low: [Double], rainChance: Double)] = [:]

  init(_ answer: [String: Any], zone: TimeZone) throws {
    let hourly = try #require(answer["hourly"] as? [String: Any])
    let times = try #require(hourly["time"] as? [Double])
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = zone
    formatter.dateFormat = "yyyy-MM-dd"
    var byDate: [String: [Int]] = [:]
    for (index, time) in times.enumerated() {
      byDate[formatter.string(from: Date(timeIntervalSince1970: time)), default: []].append(index)
    }
    let members = hourly.keys.filter { $0.hasPrefix("temperature_2m") }.sorted()
    for (date, indices) in byDate where indices.count >= 20 {
      var highs: [Double] = []
      var lows: [Double] = []
      var wet = 0
      for name in members {
        let values = try #require(hourly[name] as? [Double])
        let day = indices.map { values[$0] }
        highs.append(day.max() ?? .nan)
        lows.append(day.min() ?? .nan)
        let rain = try #require(
          hourly[name.replacingOccurrences(of: "temperature_2m", with: "precipitation")]
            as? [Double])
        if indices.map({ rain[$0] }).reduce(0, +) >= 0.1 { wet += 1 }
      }
      days[date] = (
        [Self.percentile(highs, 10), Self.percentile(highs, 90)],
        [Self.percentile(lows, 10), Self.percentile(lows, 90)],
        Double(wet) / Double(members.count) * 100
      )
    }
  }

  static func percentile(_ values: [Double], _ p: Double) -> Double {
    let sorted = values.sorted()
    let rank = p / 100 * Double(sorted.count - 1)
    let below = Int(rank)
    let above = min(below + 1, sorted.count - 1)
    return sorted[below] + (rank - Double(below)) * (sorted[above] - sorted[below])
  }
}
