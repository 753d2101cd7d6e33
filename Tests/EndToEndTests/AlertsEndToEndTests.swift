import Foundation
import TestSupport
import Testing

/// `:alerts` and the alert banner through the built binary, against the stub server's NWS
/// route and its hand-made fixtures (Fixtures/NWS).
@Suite(.needsPlaceData, .size(.medium)) struct AlertsEndToEndTests {
  let home: TemporaryDirectory
  let stub: StubServerProcess

  init() async throws {
    home = try TemporaryDirectory(prefix: "wxsh-e2e-alerts")
    stub = try await StubServerProcess.ready()
  }

  /// Weather from the stub; alerts from `alerts` (a stub URL with a fixture or a fault).
  func environment(alerts: String) -> [String: String] {
    var environment = WxshBinary.environment(home: home.path)
    environment["WXSH_OPEN_METEO_URL"] = stub.url()
    environment["WXSH_NWS_URL"] = alerts
    environment["WXSH_NWS_CONTACT"] = "tests@example.org"
    return environment
  }

  @Test func aUSPlaceWithSeveralAlertsShowsTheBannerTheListAndTheFullText() async throws {
    let alerts = stub.url("fixture=nws-several")
    let result = try await WxshBinary.run(
      ["-c", ":now oklahoma city", "-c", ":alerts", "-c", ":alerts 1", "-c", ":show"],
      environment: environment(alerts: alerts))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
    let banners = lines.filter { $0.hasPrefix("⚠ Tornado Warning (Extreme) until ") }
    #expect(banners.count == 2, ":now and :show each start with the banner")
    #expect(banners.first?.contains("+2 more") == true)
    #expect(lines.first?.hasPrefix("⚠ ") == true)
    #expect(lines.contains("1. Tornado Warning · Extreme"))
    #expect(lines.contains { $0.hasPrefix("2. Winter Storm Warning · Severe") })
    #expect(lines.contains { $0.hasPrefix("3. Cold Weather Advisory · Moderate") })
    #expect(!lines.contains { $0.hasPrefix("4. ") })
    for gone in ["Test Message", "Wind Advisory", "Flood Advisory", "4 to 6"] {
      #expect(!result.stdout.contains(gone), "\(gone) is shown")
    }
    #expect(lines.contains { $0.hasPrefix("TAKE COVER NOW!") })
    #expect(lines.contains("HAZARD...Tornado."))
    #expect(lines.allSatisfy { $0.count <= 80 })
    // One request: the banner's answer is cached for :alerts and :show.
    #expect(try await stub.requests(under: alerts).count == 1)
    let agent = try await stub.requests(under: alerts).first?["userAgent"] as? String
    #expect(agent == "wxsh/0.1 (terminal weather shell; tests@example.org)")
  }

  @Test func listMarksSavedPlacesWithAnAlertFromTheCacheOnly() async throws {
    let alerts = stub.url("fixture=nws-several")
    let environment = environment(alerts: alerts)
    let result = try await WxshBinary.run(
      ["-c", ":add oklahoma city", "-c", ":add lisbon", "-c", ":list"],
      environment: environment)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(!result.stdout.contains("⚠"), "nothing cached yet, and :list asks no one")
    #expect(try await stub.requests(under: alerts).isEmpty)
    let after = try await WxshBinary.run(
      ["-c", ":alerts oklahoma city", "-c", ":list"], environment: environment)
    let rows = after.stdout.split(separator: "\n").map(String.init)
    #expect(rows.contains { $0.contains("Oklahoma City") && $0.hasSuffix("⚠ alert") })
    #expect(rows.contains { $0.contains("Lisbon") && !$0.contains("⚠") })
    #expect(try await stub.requests(under: alerts).count == 1)
  }

  @Test func theStatusLineNamesTheMostSevereAlert() async throws {
    let several = try await WxshBinary.run(
      ["-c", ":line oklahoma city --format '%l: %A'"],
      environment: environment(alerts: stub.url("fixture=nws-several")))
    #expect(several.status == 0, "\(several.stderr)")
    #expect(several.stdout == "Oklahoma City: Tornado Warning +2\n", "\(several.stdout)")
    // A cache of its own: alert answers are kept 10 minutes whatever the base URL.
    var empty = environment(alerts: stub.url("fixture=nws-empty"))
    empty["XDG_CACHE_HOME"] = home.path + "/cache-empty"
    let none = try await WxshBinary.run(
      ["-c", ":line oklahoma city --format '%A'"], environment: empty)
    #expect(none.stdout == "no alerts\n", "\(none.stdout)")
    // No source for Japan: a dash, and the NWS is never asked.
    let tokyoAlerts = stub.url("fixture=nws-several")
    let tokyo = try await WxshBinary.run(
      ["-c", ":line tokyo --format '%A'"], environment: environment(alerts: tokyoAlerts))
    #expect(tokyo.stdout == "—\n", "\(tokyo.stdout)")
    #expect(try await stub.requests(under: tokyoAlerts).isEmpty)
  }

  @Test func jsonCarriesEveryFieldIdsAndTheSource() async throws {
    let result = try await WxshBinary.run(
      ["--json", "-c", ":alerts oklahoma city", "-c", ":alerts 2", "-c", ":now"],
      environment: environment(alerts: stub.url("fixture=nws-several")))
    #expect(result.status == 0, "\(result.stderr)")
    let docs = jsonLines(result.stdout)
    #expect(docs.count == 3)
    let list = try #require(docs.first)
    #expect((list["source"] as? [String: Any])?["id"] as? String == "nws")
    let alerts = try #require(list["alerts"] as? [[String: Any]])
    #expect(
      alerts.map { $0["event"] as? String } == [
        "Tornado Warning", "Winter Storm Warning", "Cold Weather Advisory",
      ])
    let first = try #require(alerts.first)
    for key in [
      "id", "number", "event", "severity", "certainty", "urgency", "from", "until", "area",
      "sender", "headline", "description", "instruction", "references",
    ] {
      #expect(first[key] != nil, "no \(key)")
    }
    #expect((first["id"] as? String)?.hasPrefix("urn:oid:") == true)
    let update = try #require(docs[1]["alert"] as? [String: Any])
    #expect(update["messageType"] as? String == "Update")
    #expect((update["references"] as? [String])?.count == 1)
    #expect((docs[2]["alerts"] as? [[String: Any]])?.count == 3)
  }

  @Test func anEmptyCollectionShowsNoBannerAndSaysSo() async throws {
    let result = try await WxshBinary.run(
      ["-c", ":now oklahoma city", "-c", ":alerts"],
      environment: environment(alerts: stub.url("fixture=nws-empty")))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(!result.stdout.contains("⚠"))
    #expect(result.stdout.contains("No active alerts from the US National Weather Service."))
  }

  @Test(arguments: [
    "fault=503", "fixture=nws-access-denied", "fixture=nws-problem-404", "fault=html",
  ])
  func aFailingAlertSourceLeavesTheWeatherViewWorking(segment: String) async throws {
    let result = try await WxshBinary.run(
      ["-c", ":now oklahoma city"], environment: environment(alerts: stub.url(segment)),
      timeout: 40)
    #expect(result.status == 0, "\(segment): \(result.stderr)")
    #expect(result.stdout.contains("Oklahoma City"))
    let warnings = result.stderr.split(separator: "\n")
    #expect(warnings.count == 1, "\(segment): \(result.stderr)")
    #expect(warnings.first?.hasPrefix("wxsh: warning: alerts unavailable: ") == true)
    // :alerts itself fails, with the same one line.
    let alerts = try await WxshBinary.run(
      ["-c", ":alerts oklahoma city"], environment: environment(alerts: stub.url(segment)),
      timeout: 40)
    #expect(alerts.status == 1)
    #expect(alerts.stderr.split(separator: "\n").count == 1)
    #expect(alerts.stderr.hasPrefix("wxsh: alerts unavailable: "))
  }

  @Test func escapeSequencesInAlertTextNeverReachTheTerminal() async throws {
    for arguments in [
      ["-c", ":now oklahoma city", "-c", ":alerts", "-c", ":alerts 1"],
      ["--json", "-c", ":alerts oklahoma city", "-c", ":alerts 1"],
    ] {
      let result = try await WxshBinary.run(
        arguments, environment: environment(alerts: stub.url("fixture=nws-hostile")))
      #expect(result.status == 0, "\(result.stderr)")
      #expect(result.stdout.contains("Severe Thunderstorm"))
      #expect(!result.stdoutBytes.contains(0x1B), "ESC in \(arguments)")
      #expect(!result.stdoutBytes.contains(0x07), "BEL in \(arguments)")
      let steering = steeringScalars(in: result.stdout)
      #expect(steering.isEmpty, "\(steering)")
    }
  }

  @Test func aPlaceWithoutASourceSaysThereIsNoOfficialSource() async throws {
    let alerts = stub.url("fixture=nws-several")
    let result = try await WxshBinary.run(
      ["-c", ":alerts buenos aires", "-c", ":now buenos aires"],
      environment: environment(alerts: alerts))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("No official alert source for Argentina in wxsh yet"))
    #expect(!result.stdout.contains("No active alerts"))
    #expect(!result.stdout.contains("⚠"))
    #expect(
      try await stub.requests(under: alerts).isEmpty, "the NWS is never asked about Buenos Aires")
    let json = try await WxshBinary.run(
      ["--json", "-c", ":alerts cairo"], environment: environment(alerts: alerts))
    let document = try #require(jsonLines(json.stdout).first)
    #expect(document["supported"] as? Bool == false)
    #expect(document["alerts"] == nil, "no empty list that reads as 'no warnings'")
    #expect(
      document["message"] as? String == "no official alert source for Egypt in wxsh yet")
  }
}
