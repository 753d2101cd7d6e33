import Foundation
import TestSupport
import Testing

/// `:line` through the built binary against the stub server: one line, wttr.in's codes, the
/// cache, and a hanging server that must not hold a status bar up.
@Suite(.needsPlaceData, .size(.medium)) struct LineEndToEndTests {
  let home: TemporaryDirectory
  let stub: StubServerProcess

  init() async throws {
    home = try TemporaryDirectory(prefix: "wxsh-e2e-line")
    stub = try await StubServerProcess.ready()
  }

  func environment(_ base: String, extra: [String: String] = [:]) -> [String: String] {
    var environment = WxshBinary.environment(home: home.path, extra: extra)
    environment["WXSH_OPEN_METEO_URL"] = base
    return environment
  }

  /// What the stub served for a base URL's (only) request, parsed.
  func servedCurrent(_ base: String) async throws -> [String: Any] {
    let id = String(base.split(separator: "/").last ?? "")
    let log = try JSONSerialization.jsonObject(with: try await stub.get("/__requests?filter=" + id))
    let entries =
      (log as? [[String: Any]]) ?? ((log as? [String: Any])?["requests"] as? [[String: Any]]) ?? []
    let path = try #require(
      entries.compactMap { ($0["path"] as? String) ?? ($0["uri"] as? String) }.first)
    let answer = try JSONSerialization.jsonObject(with: try await stub.get(path))
    return try #require((answer as? [String: Any])?["current"] as? [String: Any])
  }

  @Test func formatCodesFillOneLineFromTheStub() async throws {
    let base = stub.url()
    let result = try await WxshBinary.run(
      ["-c", ":line seoul --format '%t|%h|%l'"], environment: environment(base))
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 2 && lines[1].isEmpty, "exactly one line: \(result.stdout)")
    let fields = lines[0].split(separator: "|").map(String.init)
    #expect(fields.count == 3)
    let current = try await servedCurrent(base)
    let temperature = try #require(current["temperature_2m"] as? Double)
    let humidity = try #require(current["relative_humidity_2m"] as? Double)
    let whole = Int(temperature.rounded())
    #expect(fields.first == (whole > 0 ? "+" : "") + "\(whole)°C")
    #expect(fields.dropFirst().first == "\(Int(humidity.rounded()))%")
    #expect(fields.last == "Seoul")
  }

  /// Issue 48: a bar shows the text and the tooltip to a person, so they are in the user's
  /// language even under `wxsh --json`; the rest of the document, the error too, stays English.
  @Test func theBarTextAndTooltipSpeakTheUsersLanguageUnderJSON() async throws {
    var korean = environment(stub.url())
    korean["LANG"] = "ko_KR.UTF-8"
    let good = try await WxshBinary.run(["--json", "-c", ":line seoul"], environment: korean)
    #expect(good.status == 0, "\(good.stderr)")
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(good.stdout.utf8)) as? [String: Any])
    #expect((document["text"] as? String)?.hasPrefix("서울 ") == true, "\(good.stdout)")
    #expect((document["tooltip"] as? String)?.hasPrefix("서울, 대한민국\n") == true)
    #expect(document["class"] as? String == "ok")
    korean["WXSH_OPEN_METEO_URL"] = "http://127.0.0.1:9"
    korean["XDG_CACHE_HOME"] = home.path + "/no-cache"
    let failed = try await WxshBinary.run(["--json", "-c", ":line seoul"], environment: korean)
    #expect(failed.status == 1)
    let error = try #require(
      try JSONSerialization.jsonObject(with: Data(failed.stdout.utf8)) as? [String: Any])
    #expect(error["text"] as? String == "서울 ?")
    let message = (error["error"] as? [String: Any])?["message"] as? String
    #expect(message?.hasPrefix("Seoul: no weather;") == true, "\(failed.stdout)")
  }

  @Test func jsonIsAWaybarObjectAndTheCacheAnswersWhileTheServerHangs() async throws {
    let good = try await WxshBinary.run(
      ["--json", "-c", ":line seoul"], environment: environment(stub.url()))
    #expect(good.status == 0, "\(good.stderr)")
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(good.stdout.utf8)) as? [String: Any])
    let text = try #require(document["text"] as? String)
    #expect(text.hasPrefix("Seoul "))
    #expect((document["tooltip"] as? String)?.contains("Seoul, Seoul, South Korea") == true)
    #expect(document["class"] as? String == "ok")
    // Fresh in the cache: a hanging server is never asked.
    let cached = try await WxshBinary.run(
      ["-c", ":line seoul"], environment: environment(stub.url("fault=hang")))
    #expect(cached.status == 0, "\(cached.stderr)")
    #expect(cached.stdout == text + "\n")
    #expect(cached.seconds < 2)
  }

  /// A server that never answers: within 3 s (asserted < 6 s, the machine is shared) a `?`
  /// line and exit 1.
  @Test func aHangingServerGivesAQuestionMarkWithinTheDeadline() async throws {
    let result = try await WxshBinary.run(
      ["-c", ":line oslo"], environment: environment(stub.url("fault=hang")), timeout: 30)
    #expect(result.seconds < 6, "took \(result.seconds) s")
    #expect(result.status == 1)
    #expect(result.stdout == "Oslo ?\n")
    #expect(result.stderr.contains("no answer within 2 s"))
  }

  /// `%a` is the air quality index, fetched beside the forecast within the same deadline: a
  /// hanging air service only leaves a dash.
  @Test func airIndexCodeAndAHangingAirService() async throws {
    var environment = environment(stub.url())
    environment["WXSH_AIR_QUALITY_URL"] = stub.url()
    let result = try await WxshBinary.run(
      ["-c", ":line berlin --format '%l|%a'"], environment: environment)
    #expect(result.status == 0, "\(result.stderr)")
    let fields = result.stdout.dropLast().split(separator: "|").map(String.init)
    #expect(fields.first == "Berlin")
    let air = try #require(fields.last)
    #expect(air.split(separator: " ").first.flatMap { Int($0) } != nil, "\(air)")
    #expect(["good", "fair", "moderate", "poor"].contains { air.hasSuffix($0) }, "\(air)")
    environment["WXSH_AIR_QUALITY_URL"] = stub.url("fault=hang")
    environment["WXSH_OPEN_METEO_URL"] = stub.url()
    let hanging = try await WxshBinary.run(
      ["-c", ":line oslo --format '%l|%a'"], environment: environment, timeout: 30)
    #expect(hanging.seconds < 6, "took \(hanging.seconds) s")
    #expect(hanging.stdout == "Oslo|—\n")
  }

  /// An expired cached forecast and a hanging server: the old line, marked with its age.
  @Test func aHangingServerGivesTheStaleLineMarked() async throws {
    let first = try await WxshBinary.run(
      ["-c", ":line lisbon --format '%l %t'"], environment: environment(stub.url()))
    #expect(first.status == 0, "\(first.stderr)")
    let directory = home.path + "/cache/wxsh"
    for name in try FileManager.default.contentsOfDirectory(atPath: directory) {
      let path = directory + "/" + name
      var text = try String(contentsOfFile: path, encoding: .utf8)
      let range = try #require(text.range(of: #""fetchedAt":[0-9.]+"#, options: .regularExpression))
      let value = try #require(Double(text[range].dropFirst("\"fetchedAt\":".count)))
      text.replaceSubrange(range, with: "\"fetchedAt\":\(value - 3 * 3600)")
      try text.write(toFile: path, atomically: true, encoding: .utf8)
    }
    let result = try await WxshBinary.run(
      ["-c", ":line lisbon --format '%l %t'"], environment: environment(stub.url("fault=hang")),
      timeout: 30)
    #expect(result.seconds < 6, "took \(result.seconds) s")
    #expect(result.status == 1)
    #expect(result.stdout == first.stdout.dropLast() + " (3h old)\n")
  }
}
