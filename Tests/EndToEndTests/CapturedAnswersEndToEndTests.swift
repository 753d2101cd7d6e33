import Foundation
import TestSupport
import Testing

/// Real answers captured by other projects (Fixtures/Captured, see PROVENANCE.md) replayed by
/// the stub: wxsh shows the values they hold, survives `:refresh` and an expired cache, and
/// turns an error answer into one line.
@Suite(.needsPlaceData, .size(.medium)) struct CapturedAnswersEndToEndTests {
  let home: TemporaryDirectory
  let stub: StubServerProcess

  init() async throws {
    home = try TemporaryDirectory(prefix: "wxsh-e2e-captured")
    stub = try await StubServerProcess.ready()
  }

  /// Both providers pointed at the stub serving `fixture`.
  func environment(_ fixture: String) -> [String: String] {
    let base = stub.url("fixture=" + fixture)
    var environment = WxshBinary.environment(home: home.path)
    environment["WXSH_OPEN_METEO_URL"] = base
    environment["WXSH_OPENWEATHERMAP_URL"] = base
    environment["OPENWEATHERMAP_API_KEY"] = "captured-test-key"
    return environment
  }

  /// A captured file, parsed.
  func fixture(_ name: String) throws -> [String: Any] {
    let data = try Data(contentsOf: URL(fileURLWithPath: StubServerProcess.fixtures + "/" + name))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  func temperature(_ document: [String: Any]?) -> Double? {
    (document?["current"] as? [String: Any])?["temperature"] as? Double
  }

  @Test func openMeteoNewYorkShowsTheCapturedValues() async throws {
    let answer = try fixture("open-meteo-new-york.json")
    let current = try #require(answer["current"] as? [String: Any])
    let captured = try #require(current["temperature_2m"] as? Double)
    let daily = try #require(answer["daily"] as? [String: Any])
    let highs = try #require(daily["temperature_2m_max"] as? [Double])
    let lows = try #require(daily["temperature_2m_min"] as? [Double])
    let hourly = try #require(answer["hourly"] as? [String: Any])
    let hourlyTemperatures = try #require(hourly["temperature_2m"] as? [Double])
    let result = try await WxshBinary.run(
      ["--json", "-c", ":now new york", "-c", ":hourly 6", "-c", ":daily 3"],
      environment: environment("open-meteo-new-york"))
    #expect(result.signal == nil)
    #expect(result.status == 0, "\(result.stderr)")
    let docs = jsonLines(result.stdout)
    #expect(docs.count == 3)
    #expect(temperature(docs.first).map { abs($0 - captured) < 0.01 } == true)
    let hours = (docs.count > 1 ? docs[1]["hours"] as? [[String: Any]] : nil) ?? []
    #expect(!hours.isEmpty)
    for hour in hours {
      let shown = try #require(hour["temperature"] as? Double)
      #expect(hourlyTemperatures.contains { abs($0 - shown) < 0.01 })
    }
    let days = (docs.count > 2 ? docs[2]["days"] as? [[String: Any]] : nil) ?? []
    let today = try #require(days.first)
    #expect((today["high"] as? Double).map { abs($0 - highs[0]) < 0.01 } == true)
    #expect((today["low"] as? Double).map { abs($0 - lows[0]) < 0.01 } == true)
    let text = try await WxshBinary.run(
      ["-c", ":show new york"], environment: environment("open-meteo-new-york"))
    #expect(text.signal == nil)
    #expect(text.status == 0, "\(text.stderr)")
    #expect(text.stdout.contains("-1"))
  }

  @Test(arguments: ["open-meteo", "openweathermap"])
  func refreshAndAnExpiredCacheShowTheServedValues(provider: String) async throws {
    let (name, place, captured) =
      provider == "open-meteo"
      ? ("open-meteo-new-york", "new york", -1.4) : ("owm-munich", "munich", -0.27)
    let environment = environment(name)
    let first = try await WxshBinary.run(
      [
        "--provider", provider, "--json", "-c", ":now \(place)", "-c", ":refresh", "-c",
        ":now \(place)",
      ],
      environment: environment)
    #expect(first.signal == nil)
    #expect(first.status == 0, "\(first.stderr)")
    let docs = jsonLines(first.stdout)
    #expect(temperature(docs.first).map { abs($0 - captured) < 0.01 } == true)
    #expect(temperature(docs.last).map { abs($0 - captured) < 0.01 } == true)
    // Age the cache by a day: the next view must fetch again and still show the values.
    let directory = home.path + "/cache/wxsh"
    let files = try FileManager.default.contentsOfDirectory(atPath: directory).filter {
      $0.hasPrefix("forecast-")
    }
    #expect(!files.isEmpty)
    let pattern = try NSRegularExpression(pattern: #""fetchedAt":(-?[0-9.eE+-]+)"#)
    for file in files {
      let path = directory + "/" + file
      let text = try String(contentsOfFile: path, encoding: .utf8)
      let match = try #require(
        pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)))
      let range = try #require(Range(match.range(at: 1), in: text))
      let old = try #require(Double(text[range]))
      try text.replacingCharacters(in: range, with: String(old - 86400))
        .write(toFile: path, atomically: true, encoding: .utf8)
    }
    let aged = try await WxshBinary.run(
      ["--provider", provider, "--json", "-c", ":now \(place)"], environment: environment)
    #expect(aged.signal == nil)
    #expect(aged.status == 0, "\(aged.stderr)")
    #expect(temperature(jsonLines(aged.stdout).first).map { abs($0 - captured) < 0.01 } == true)
  }

  @Test func anInvalidKeyAnswerIsOneLineAndExitOne() async throws {
    let result = try await WxshBinary.run(
      ["--provider", "openweathermap", "-c", ":now oslo"],
      environment: environment("owm-invalid-key"))
    #expect(result.signal == nil)
    #expect(result.status == 1)
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 1, "\(result.stderr)")
    #expect(result.stderr.contains("401"))
  }

  /// Real partial answers show what they hold and say what is missing, in one line; an answer
  /// holding nothing at all is one error line. Before, all three were "the answer holds no
  /// forecast".
  @Test func anAnswerWithOnlyHoursShowsThemAndSaysTheRestIsMissing() async throws {
    let result = try await WxshBinary.run(
      ["-c", ":now enschede"], environment: environment("open-meteo-hourly-only"))
    #expect(result.signal == nil)
    #expect(result.status == 0, "\(result.stderr)")
    // The first captured hour (19.3 °C) is this hour's: the view shows it.
    #expect(result.stdout.contains("19°C"), "\(result.stdout)")
    #expect(
      result.stdout.contains("Not in the forecast answer: current conditions · daily forecast"),
      "\(result.stdout)")
    let json = try await WxshBinary.run(
      ["--json", "-c", ":now enschede"], environment: environment("open-meteo-hourly-only"))
    #expect(json.status == 0, "\(json.stderr)")
    let document = try #require(jsonLines(json.stdout).first)
    #expect(document["current"] is NSNull)
  }

  @Test func anAnswerFromOtherModelsShowsItsCurrentTemperature() async throws {
    // Every hourly and daily column is named for a model (`temperature_2m_icon_seamless`):
    // none is one wxsh asked for, so only the current temperature is there to show.
    let result = try await WxshBinary.run(
      ["-c", ":now zurich"], environment: environment("open-meteo-models"))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("20°C"), "\(result.stdout)")
    #expect(
      result.stdout.contains("Not in the forecast answer: hourly forecast · daily forecast"),
      "\(result.stdout)")
  }

  @Test func anAnswerWithNothingIsOneErrorLine() async throws {
    let result = try await WxshBinary.run(
      ["-c", ":now enschede"], environment: environment("open-meteo-minimal"))
    #expect(result.status == 1)
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 1, "\(result.stderr)")
    #expect(result.stderr.contains("holds no forecast"), "\(result.stderr)")
  }
}
