import Foundation
import TestSupport
import Testing

/// `:moon` through the built binary: offline, in the place's time zone, with `--json`.
@Suite(.needsPlaceData, .size(.medium)) struct MoonEndToEndTests {
  let home: TemporaryDirectory

  init() throws {
    home = try TemporaryDirectory(prefix: "wxsh-e2e-moon")
  }

  /// NASA: the full moon of the total lunar eclipse of 2026 March 3 is at 11:38 UT, 20:38 in
  /// Seoul (UTC+9); no network is used (the weather URLs point at a closed port).
  @Test func moonOnAFullMoonDayInSeoul() async throws {
    let environment = WxshBinary.environment(home: home.path)
    let text = try await WxshBinary.run(
      ["-c", ":moon seoul 2026-03-03"], environment: environment)
    #expect(text.status == 0, "\(text.stderr)")
    let lines = text.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first == "Seoul, Seoul, South Korea")
    #expect(lines.contains { $0.hasPrefix("Phase") && $0.hasSuffix("Full moon") })
    #expect(lines.contains { $0.hasPrefix("Moonrise") })
    #expect(lines.allSatisfy { $0.count <= 80 })
    let json = try await WxshBinary.run(
      ["--json", "-c", ":moon seoul 2026-03-03"], environment: environment)
    #expect(json.status == 0, "\(json.stderr)")
    let document = try #require(jsonLines(json.stdout).first)
    #expect(document["command"] as? String == "moon")
    #expect(document["date"] as? String == "2026-03-03")
    #expect(document["phase"] as? String == "full-moon")
    #expect((document["illumination"] as? Double ?? 0) > 99)
    let full = try #require(document["nextFullMoon"] as? String)
    #expect(["2026-03-03T20:37", "2026-03-03T20:38", "2026-03-03T20:39"].contains(full))
    #expect(document["moonrise"] is String)
    #expect(document["moonset"] is String)
  }

  /// Without a place and with nothing viewed, My Location's time-zone guess is used; NASA's full moon of 2025 September 7, 18:09 UT, is on the 8th in Tokyo.
  @Test func moonWithoutAPlaceUsesMyLocation() async throws {
    let environment = WxshBinary.environment(home: home.path, extra: ["TZ": "Asia/Tokyo"])
    let result = try await WxshBinary.run(
      ["--json", "-c", ":moon 2025-09-08"], environment: environment)
    #expect(result.status == 0, "\(result.stderr)")
    let document = try #require(jsonLines(result.stdout).first)
    #expect((document["place"] as? [String: Any])?["name"] as? String == "Tokyo")
    #expect(document["phase"] as? String == "full-moon")
  }

  /// A date that does not exist is a usage error that names it.
  @Test func impossibleDateFails() async throws {
    let result = try await WxshBinary.run(
      ["-c", ":moon oslo 2026-02-30"], environment: WxshBinary.environment(home: home.path))
    #expect(result.status == 1)
    #expect(result.stderr.contains("2026-02-30"))
    #expect(result.stdout.isEmpty)
  }
}
