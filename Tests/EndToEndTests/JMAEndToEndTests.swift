import Foundation
import TestSupport
import Testing

/// `:alerts` and the alert banner for places in Japan through the built binary, against the
/// stub server's Japan Meteorological Agency routes (area files and an office's bulletins,
/// Fixtures/JMA; see its README for what each file holds).
@Suite(.needsPlaceData, .size(.medium)) struct JMAEndToEndTests {
  let home: TemporaryDirectory
  let stub: StubServerProcess

  init() async throws {
    home = try TemporaryDirectory(prefix: "wxsh-e2e-jma")
    stub = try await StubServerProcess.ready()
  }

  /// Weather from the stub, JMA from `jma`, messages in `language` (a `LANG` value).
  func environment(jma: String, language: String = "en_US.UTF-8") -> [String: String] {
    var environment = WxshBinary.environment(home: home.path)
    environment["WXSH_OPEN_METEO_URL"] = stub.url()
    environment["WXSH_JMA_URL"] = jma
    environment["LANG"] = language
    environment["LC_ALL"] = nil
    environment["LC_MESSAGES"] = nil
    return environment
  }

  /// The stub URL serving the bulletins of `Fixtures/JMA/NAME/`, with a fresh id.
  func bulletins(_ name: String) -> String { stub.url("fixture=\(name)") }

  /// `:alerts` for `place` (or other commands) with JMA at `jma`, its standard output.
  func run(_ command: String, jma: String, language: String = "en_US.UTF-8") async throws
    -> String
  {
    let result = try await WxshBinary.run(
      ["-c", command], environment: environment(jma: jma, language: language))
    #expect(result.status == 0, "\(command): \(result.stderr)")
    return result.stdout
  }

  // MARK: - Which municipality's warnings

  @Test func aTokyoWardGetsExactlyItsOwnWarnings() async throws {
    let jma = bulletins("tokyo-rain")
    let out = try await run(":alerts chiyoda", jma: jma)
    #expect(out.contains("Level 3 Heavy Rain Warning · Severe"), "\(out)")
    #expect(out.contains("Thunderstorm Advisory · Moderate"), "issued, then continued:\n\(out)")
    #expect(out.contains("Warning or advisory (code 97)"), "an unknown kind is shown:\n\(out)")
    #expect(out.contains("Chiyoda City"), "\(out)")
    #expect(out.contains("Source: Japan Meteorological Agency"), "\(out)")
    #expect(!out.contains("Level 2 Heavy Rain Advisory"), "Shinjuku's advisory:\n\(out)")
    let requests = try await stub.requestURIs(under: jma)
    #expect(requests.filter { $0.hasSuffix("/warning/data/r8/130000.json") }.count == 1)
    #expect(!requests.contains { $0.contains("/warning/data/warning/") }, "the stale path")
  }

  @Test func aLiftedKindIsGoneAndOverlappingBoxesAreDecidedByTheOutlines() async throws {
    let jma = bulletins("tokyo-rain")
    // Shinjuku's point lies in Shinjuku's and Shibuya's boxes; its thunder advisory was lifted.
    let shinjuku = try await run(":alerts shinjuku", jma: jma)
    #expect(shinjuku.contains("Level 2 Heavy Rain Advisory"), "\(shinjuku)")
    #expect(shinjuku.contains("Shinjuku City"), "\(shinjuku)")
    #expect(!shinjuku.contains("Thunderstorm"), "lifted (解除) at 11:00:\n\(shinjuku)")
    // Tokyo's point (the metropolitan government, in Nishi-Shinjuku) is Shinjuku's.
    let tokyo = try await run(":alerts tokyo", jma: jma)
    #expect(tokyo.contains("Shinjuku City"), "\(tokyo)")
    // In both boxes too, but inside Shibuya's outline only: Shibuya has nothing in force.
    let corner = try await run(":alerts 35.690,139.718", jma: jma)
    #expect(
      corner.contains("No alert in force for this place. Source: Japan Meteorological Agency."),
      "\(corner)")
    let requests = try await stub.requestURIs(under: jma)
    #expect(requests.contains { $0.hasSuffix("/common/const/geojson/class20s/1311300.json") })
    #expect(requests.filter { $0.hasSuffix("/common/const/area.json") }.count == 1, "cached")
  }

  @Test func placesOutsideTheWarnedAreasGetNone() async throws {
    let jma = bulletins("tokyo-rain")
    let shibuya = try await run(":alerts shibuya", jma: jma)
    #expect(
      shibuya.contains("No alert in force for this place. Source: Japan Meteorological Agency."),
      "\(shibuya)")
    let osaka = try await run(":alerts osaka", jma: jma)
    #expect(
      osaka.contains("No alert in force for this place. Source: Japan Meteorological Agency."),
      "\(osaka)")
    // Naha is over 30 km from every box the area files hold: no office is asked.
    let naha = try await run(":alerts naha", jma: jma)
    #expect(
      naha.contains("No alert in force for this place. Source: Japan Meteorological Agency."),
      "\(naha)")
    let requests = try await stub.requestURIs(under: jma)
    #expect(requests.filter { $0.contains("/warning/data/r8/") }.count == 2, "\(requests)")
    #expect(requests.contains { $0.hasSuffix("/warning/data/r8/270000.json") })
  }

  // MARK: - Language, banner, JSON, cache

  @Test func aJapaneseInterfaceReadsJMAsOwnNamesAndHeadline() async throws {
    let jma = bulletins("tokyo-rain")
    let out = try await run(":alerts chiyoda", jma: jma, language: "ja_JP.UTF-8")
    #expect(out.contains("レベル3大雨警報"), "\(out)")
    #expect(out.contains("雷注意報"), "\(out)")
    #expect(out.contains("千代田区"), "\(out)")
    #expect(out.contains("土砂災害や低い土地の浸水に警戒してください"), "the headline:\n\(out)")
    #expect(out.contains("気象庁"), "\(out)")
    #expect(!out.contains("Heavy Rain"), "\(out)")
  }

  @Test func aHostileHeadlineNeverSteersTheTerminal() async throws {
    let jma = bulletins("tokyo-rain")
    for command in [":alerts chiyoda", ":alerts 3 chiyoda"] {
      let out = try await run(command, jma: jma, language: "ja_JP.UTF-8")
      #expect(out.contains("落雷"), "the headline's text is kept:\n\(out)")
      #expect(steeringScalars(in: out).isEmpty, "\(command): \(steeringScalars(in: out))")
    }
  }

  @Test func theBannerAndTheJSONNameTheSourceAndTheAnswerIsCached() async throws {
    let jma = bulletins("tokyo-rain")
    let now = try await run(":now chiyoda", jma: jma)
    #expect(
      now.split(separator: "\n").first?.contains("Level 3 Heavy Rain Warning (Severe)") == true,
      "\(now)")
    let result = try await WxshBinary.run(
      ["--json", "-c", ":alerts chiyoda"],
      environment: environment(jma: jma, language: "ja_JP.UTF-8"))
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let source = try #require(document["source"] as? [String: Any])
    #expect(source["id"] as? String == "jma")
    let alerts = try #require(document["alerts"] as? [[String: Any]])
    #expect(
      Set(alerts.compactMap { $0["id"] as? String })
        == ["jma-1310100-03", "jma-1310100-14", "jma-1310100-97"])
    // Three runs within ten minutes: the office's bulletins were asked once.
    let requests = try await stub.requestURIs(under: jma)
    #expect(requests.filter { $0.hasSuffix("/warning/data/r8/130000.json") }.count == 1)
  }

  @Test func aFailingServiceIsOneLineAndTheShellGoesOn() async throws {
    // No bulletins under this fixture name: JMA's 404.
    let result = try await WxshBinary.run(
      [], stdin: ":alerts chiyoda\n:units\n", environment: environment(jma: bulletins("missing")))
    let lines = result.stderr.split(separator: "\n")
    #expect(
      lines.contains { $0.contains("Japan Meteorological Agency") && $0.contains("404") },
      "\(result.stderr)")
    #expect(lines.count == 1, "one line:\n\(result.stderr)")
    #expect(result.stdout.contains("Units: temperature"), "the next command ran:\n\(result.stdout)")
  }

  @Test func theWatchSendsAWardsWarningsOnce() async throws {
    let jma = bulletins("tokyo-rain")
    var environment = environment(jma: jma)
    environment["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=" + home.path + "/no-bus"
    _ = try await run(":add chiyoda", jma: jma)
    let first = try await WxshBinary.run(["watch", "--once"], environment: environment)
    #expect(first.status == 0, "\(first.stderr)")
    #expect(first.stdout.contains("Level 3 Heavy Rain Warning for Chiyoda"), "\(first.stdout)")
    #expect(first.stdout.contains("Thunderstorm Advisory for Chiyoda"), "\(first.stdout)")
    let second = try await WxshBinary.run(["watch", "--once"], environment: environment)
    #expect(second.status == 0, "\(second.stderr)")
    #expect(!second.stdout.contains("for Chiyoda"), "sent once:\n\(second.stdout)")
  }
}
