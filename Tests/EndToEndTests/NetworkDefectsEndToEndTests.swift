import Foundation
import TestSupport
import Testing

/// The network defects of issues 13 and 14 through the built binary against the stub server:
/// OpenWeatherMap refreshes, honest deadline messages, broken answers in our own words, hostile
/// `Retry-After` values and ports, and the API key in any spelling.
@Suite(.needsPlaceData, .size(.medium)) struct NetworkDefectsEndToEndTests {
  let home: TemporaryDirectory
  let stub: StubServerProcess
  /// A key that changes when percent-encoded and when lowercased.
  static let key = "s3cr3T key/Zq"

  init() async throws {
    home = try TemporaryDirectory(prefix: "wxsh-e2e-network")
    stub = try await StubServerProcess.ready()
  }

  /// The stub at `base` for both providers, with the test key.
  func environment(_ base: String, extra: [String: String] = [:]) -> [String: String] {
    var environment = WxshBinary.environment(home: home.path, extra: extra)
    environment["WXSH_OPEN_METEO_URL"] = base
    environment["WXSH_OPENWEATHERMAP_URL"] = base
    environment["OPENWEATHERMAP_API_KEY"] = Self.key
    return environment
  }

  /// A stub base URL whose synthetic weather is fixed at the start of this hour.
  func fixedBase(_ segments: String...) -> String {
    let hour = Int(Date().timeIntervalSince1970) / 3600 * 3600
    return ([stub.baseURL] + segments + ["now=\(hour)", "id=" + UUID().uuidString.prefix(8)])
      .joined(separator: "/")
  }

  /// GETs a stub URL without blocking a thread.
  func fetch(_ url: String) async throws -> Any {
    try JSONSerialization.jsonObject(with: try await StubServerProcess.fetch(url))
  }

  /// The current temperature the stub served at the last `/data/2.5/weather` request seen.
  func servedTemperature(_ base: String, near latitude: String) async throws -> Double {
    let paths = try await stub.requestURIs(under: base, userAgent: "wxsh").filter {
      $0.contains("/data/2.5/weather") && $0.contains("lat=" + latitude)
    }
    let path = try #require(paths.last)
    let answer = try #require(try await fetch(stub.baseURL + path) as? [String: Any])
    let main = try #require(answer["main"] as? [String: Any])
    return try #require(main["temp"] as? Double)
  }

  /// The current temperature in a `:now --json` document.
  func shownTemperature(_ document: [String: Any]?) -> Double? {
    (document?["current"] as? [String: Any])?["temperature"] as? Double
  }

  /// Moves every cached forecast's fetch time `seconds` into the past.
  func ageCache(by seconds: Double) throws -> Int {
    let directory = home.path + "/cache/wxsh"
    let files = try FileManager.default.contentsOfDirectory(atPath: directory).filter {
      $0.hasPrefix("forecast-") && $0.hasSuffix(".json")
    }
    let pattern = try NSRegularExpression(pattern: #""fetchedAt":(-?[0-9.eE+-]+)"#)
    for file in files {
      let path = directory + "/" + file
      let text = try String(contentsOfFile: path, encoding: .utf8)
      let range = NSRange(text.startIndex..., in: text)
      let match = try #require(pattern.firstMatch(in: text, range: range))
      let numberRange = try #require(Range(match.range(at: 1), in: text))
      let old = try #require(Double(text[numberRange]))
      let aged = text.replacingCharacters(in: numberRange, with: String(old - seconds))
      try aged.write(toFile: path, atomically: true, encoding: .utf8)
    }
    return files.count
  }

  // MARK: OpenWeatherMap refreshes (issue 13 item 1)

  @Test func anOpenWeatherMapRefreshAfterAFetchShowsTheServedValues() async throws {
    let base = fixedBase()
    let result = try await WxshBinary.run(
      [
        "--provider", "openweathermap", "--json", "-c", ":now warsaw", "-c", ":refresh", "-c",
        ":now warsaw",
      ],
      environment: environment(base))
    #expect(result.status == 0, "exit \(result.status): \(result.stderr)")
    let docs = jsonLines(result.stdout)
    #expect(docs.count == 3)
    let served = try await servedTemperature(base, near: "52.2")
    #expect(shownTemperature(docs.first).map { abs($0 - served) < 0.01 } == true)
    #expect(shownTemperature(docs.last).map { abs($0 - served) < 0.01 } == true)
    let refreshed = (docs[1]["places"] as? [[String: Any]])?.first?["source"] as? [String: Any]
    #expect(refreshed?["stale"] as? Bool == false)
    // Two fetches of two calls each: the refresh really asked again.
    #expect(try await stub.requestURIs(under: base, userAgent: "wxsh").count == 4)
  }

  @Test func refreshAllAndAnExpiredCacheFetchEveryPlaceAgain() async throws {
    let base = fixedBase()
    let environment = environment(base)
    let added = try await WxshBinary.run(
      ["--offline", "-c", ":add warsaw", "-c", ":add lima"], environment: environment)
    #expect(added.status == 0, "\(added.stderr)")
    let first = try await WxshBinary.run(
      ["--provider", "openweathermap", "--json", "-c", ":refresh all"], environment: environment)
    #expect(first.status == 0, "exit \(first.status): \(first.stderr)")
    #expect(try await stub.requestURIs(under: base, userAgent: "wxsh").count == 4)

    // Both cached forecasts are now an hour old: a plain view fetches again.
    #expect(try ageCache(by: 3600) == 2)
    let expired = try await WxshBinary.run(
      ["--provider", "openweathermap", "--json", "-c", ":now warsaw"], environment: environment)
    #expect(expired.status == 0, "exit \(expired.status): \(expired.stderr)")
    #expect(try await stub.requestURIs(under: base, userAgent: "wxsh").count == 6)
    let served = try await servedTemperature(base, near: "52.2")
    #expect(
      shownTemperature(jsonLines(expired.stdout).first).map { abs($0 - served) < 0.01 } == true)

    #expect(try ageCache(by: 3600) == 2)
    let again = try await WxshBinary.run(
      ["--provider", "openweathermap", "--json", "-c", ":refresh all", "-c", ":list"],
      environment: environment)
    #expect(again.status == 0, "exit \(again.status): \(again.stderr)")
    #expect(try await stub.requestURIs(under: base, userAgent: "wxsh").count == 10)
    let places = jsonLines(again.stdout).last?["places"] as? [[String: Any]]
    #expect(places?.count == 2)
    #expect(places?.allSatisfy { $0["current"] is [String: Any] } == true)
    let limaServed = try await servedTemperature(base, near: "-12")
    let limaShown = places?.compactMap { $0["current"] as? [String: Any] }
      .compactMap { $0["temperature"] as? Double }
    #expect(limaShown?.contains { abs($0 - limaServed) < 0.01 } == true)
  }

  // MARK: Deadlines and broken answers (issue 13 item 8)

  @Test func aHangingServerIsReportedWithTheRealTotalWait() async throws {
    let base = stub.url("fault=hang")
    let result = try await WxshBinary.run(
      ["-c", ":now oslo"], environment: environment(base), timeout: 60)
    // The run's own time, spawn to exit, measured off the test threads.
    let elapsed = result.seconds
    #expect(result.status == 1)
    let line = result.stderr.trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(!line.contains("\n"))
    let match = line.firstMatch(of: /did not answer within (\d+) s \((\d) attempts\)/)
    let said = try #require(match.flatMap { Double($0.1) }, "\(line)")
    // What it says is what the run took (the process also starts and exits).
    #expect(said <= elapsed + 1, "said \(said) s, took \(elapsed) s")
    #expect(said >= elapsed - 3, "said \(said) s, took \(elapsed) s")
    #expect(said > 5, "more than one attempt's 5 s limit")
    #expect(said <= 9, "within the 8 s budget (was 22 s), a second for a loaded machine")
  }

  @Test func anAnswerThatBreaksOffIsOneLineInOurWords() async throws {
    let result = try await WxshBinary.run(
      ["-c", ":now oslo"], environment: environment(stub.url("fault=cut")), timeout: 60)
    #expect(result.status == 1)
    #expect(
      result.stderr == "wxsh: the answer from Open-Meteo broke off before it was complete; "
        + "try again later\n")
    #expect(!result.stderr.contains("HTTPParserError") && !result.stderr.contains("Error"))
  }

  // MARK: Hostile values (issue 14 item 3)

  @Test(arguments: ["9223372036854775807", "99999999999999999999999999999", "date:999999999"])
  func aHugeRetryAfterIsOneCleanLine(value: String) async throws {
    for provider in ["open-meteo", "openweathermap"] {
      let base = stub.url("fault=429", "retry-after=\(value)")
      let result = try await WxshBinary.run(
        ["--provider", provider, "-c", ":now oslo"], environment: environment(base))
      #expect(result.status == 1, "\(provider): exit \(result.status)")
      #expect(result.stderr.hasSuffix("rate limit reached; try again in more than a day\n"))
      #expect(result.stderr.split(separator: "\n").count == 1)
    }
  }

  @Test(arguments: [
    "http://127.0.0.1:65536", "http://127.0.0.1:99999999999999999999", "http://127.0.0.1:0",
  ])
  func aBadPortIsOneCleanLine(url: String) async throws {
    var environment = environment(stub.url())
    environment["WXSH_OPEN_METEO_URL"] = url
    let result = try await WxshBinary.run(["-c", ":now oslo"], environment: environment)
    #expect(result.status == 1, "exit \(result.status)")
    #expect(
      result.stderr
        == "wxsh: WXSH_OPEN_METEO_URL cannot be used: the port must be a number 1…65535\n")
  }

  // MARK: The key in any spelling (issue 14 item 7)

  @Test(arguments: ["echo-key", "echo-url", "echo-key-type", "echo-key-header"])
  func theKeyNeverLeavesInAnySpelling(mode: String) async throws {
    let result = try await WxshBinary.run(
      ["--provider", "openweathermap", "-c", ":now oslo"],
      environment: environment(stub.url("fault=\(mode)")))
    #expect(result.status == 1)
    let encoded = Self.key.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
    let output = (result.stdout + result.stderr).lowercased()
    for spelling in [Self.key, encoded, encoded.replacingOccurrences(of: "%20", with: "+")] {
      #expect(!output.contains(spelling.lowercased()), "\(mode): \(result.stderr)")
    }
    #expect(!output.contains("s3cr3t"), "\(mode): \(result.stderr)")
  }
}
