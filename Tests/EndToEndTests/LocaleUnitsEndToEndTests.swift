import Foundation
import TestSupport
import Testing

/// Issue 48: until the user sets units, they are the locale's region's (from CLDR, built at
/// set-up): °F, mph, inches, inHg and a 12-hour clock under en_US, m/s for wind under ko_KR;
/// what `:units` sets wins, kind by kind, and is kept in the profile.
@Suite(.needsPlaceData, .size(.medium)) struct LocaleUnitsEndToEndTests {
  let home: TemporaryDirectory
  let stub: StubServerProcess

  init() async throws {
    home = try TemporaryDirectory(prefix: "wxsh-e2e-locale-units")
    stub = try await StubServerProcess.ready()
  }

  func environment(_ extra: [String: String]) -> [String: String] {
    var environment = WxshBinary.environment(home: home.path)
    environment["WXSH_OPEN_METEO_URL"] = stub.url()
    for (key, value) in extra { environment[key] = value }
    return environment
  }

  /// The `units` member of `:details chicago --json` under `extra`.
  func units(_ extra: [String: String]) async throws -> [String: String] {
    let result = try await WxshBinary.run(
      ["--json", "-c", ":details chicago"], environment: environment(extra))
    #expect(result.status == 0, "\(result.stderr)")
    let document = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    return try #require((document as? [String: Any])?["units"] as? [String: String])
  }

  @Test func americanEnglishGetsFahrenheitMilesAndTwelveHoursUntilSet() async throws {
    let american = try await units(["LANG": "en_US.UTF-8"])
    #expect(american["temperature"] == "°F")
    #expect(american["windSpeed"] == "mph")
    #expect(american["precipitation"] == "in")
    #expect(american["pressure"] == "inHg")
    #expect(american["clock"] == "12h")
    let text = try await WxshBinary.run(
      ["-c", ":now chicago", "-c", ":units"], environment: environment(["LANG": "en_US.UTF-8"]))
    #expect(text.stdout.contains("°F"), "\(text.stdout)")
    #expect(
      text.stdout.contains(
        "temperature, wind, precip, clock, pressure follow your locale (US) until you set them."),
      "\(text.stdout)")
    // What the user sets wins for that kind only, and is written to the profile.
    let set = try await WxshBinary.run(
      ["-c", ":units c"], environment: environment(["LANG": "en_US.UTF-8"]))
    #expect(set.status == 0, "\(set.stderr)")
    let after = try await units(["LANG": "en_US.UTF-8"])
    #expect(after["temperature"] == "°C")
    #expect(after["windSpeed"] == "mph")
    let profile = try String(
      contentsOfFile: home.path + "/config/wxsh/profile.json", encoding: .utf8)
    #expect(profile.contains("\"chosen\": [\n      \"temperature\"\n    ]"), "\(profile)")
    // The choice is the user's, not the locale's: it holds under another locale too.
    #expect(try await units(["LANG": "ko_KR.UTF-8"])["temperature"] == "°C")
  }

  @Test func koreanGetsMetresPerSecondAndCGetsMetric() async throws {
    let korean = try await units(["LANG": "ko_KR.UTF-8"])
    #expect(korean["windSpeed"] == "m/s")
    #expect(korean["temperature"] == "°C")
    let plain = try await units(["LANG": "C.UTF-8"])
    #expect(plain["windSpeed"] == "km/h" && plain["clock"] == "24h")
    // Measurement has its own category: German words, American units.
    let mixed = try await units(["LANG": "de_DE.UTF-8", "LC_MEASUREMENT": "en_US.UTF-8"])
    #expect(mixed["temperature"] == "°F" && mixed["clock"] == "24h")
  }

  @Test func aProfileFromBeforeFollowsTheLocaleWhereItHeldTheOldDefaults() async throws {
    let folder = home.path + "/config/wxsh"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let older = """
      {"schemaVersion": 3, "minReaderVersion": 3, "places": [],
       "units": {"temperature": "c", "wind": "kn", "precipitation": "mm", "clock": "24h"},
       "theme": "auto"}
      """
    try older.write(toFile: folder + "/profile.json", atomically: true, encoding: .utf8)
    let read = try await units(["LANG": "en_US.UTF-8"])
    #expect(read["temperature"] == "°F", "°C was every locale's default then")
    #expect(read["windSpeed"] == "kn", "knots were chosen")
  }
}
