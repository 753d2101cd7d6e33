import Foundation
import Terminal
import TestSupport
import Testing

/// `:alerts` for places in Canada through the built binary, against the stub server's
/// Environment and Climate Change Canada route (`/collections/weather-alerts/items`) and its
/// fixture (Fixtures/ECCC; see its README).
@Suite(.needsPlaceData, .size(.medium)) struct ECCCEndToEndTests {
  let home: TemporaryDirectory
  let stub: StubServerProcess

  init() async throws {
    home = try TemporaryDirectory(prefix: "wxsh-e2e-eccc")
    stub = try await StubServerProcess.ready()
  }

  /// Weather from the stub, ECCC from `eccc`, messages in `language` (a `LANG` value).
  func environment(eccc: String, language: String = "en_US.UTF-8") -> [String: String] {
    var environment = WxshBinary.environment(home: home.path)
    environment["WXSH_OPEN_METEO_URL"] = stub.url()
    environment["WXSH_ECCC_URL"] = eccc
    environment["LANG"] = language
    environment["LC_ALL"] = nil
    environment["LC_MESSAGES"] = nil
    return environment
  }

  /// The output of `command` with ECCC at `eccc`.
  func run(_ command: String, eccc: String, language: String = "en_US.UTF-8") async throws
    -> String
  {
    let result = try await WxshBinary.run(
      ["-c", command], environment: environment(eccc: eccc, language: language))
    #expect(result.status == 0, "\(command): \(result.stderr)")
    return result.stdout
  }

  @Test func torontoGetsTheAlertsWhoseZoneContainsIt() async throws {
    let eccc = stub.url("fixture=canada")
    let out = try await run(":alerts toronto", eccc: eccc)
    #expect(out.contains("Snowfall warning · Severe"), "orange:\n\(out)")
    #expect(out.contains("Special weather statement · Minor"), "\(out)")
    #expect(out.contains("City of Toronto"), "\(out)")
    #expect(out.contains("Source: Environment and Climate Change Canada"), "\(out)")
    #expect(!out.lowercased().contains("freezing rain"), "ended:\n\(out)")
    #expect(!out.contains("Mississauga"), "the neighbouring zone's copy:\n\(out)")
    #expect(!out.lowercased().contains("wind warning"), "Ottawa's:\n\(out)")
    let requests = try await stub.requestURIs(under: eccc)
    #expect(requests.count == 1 && requests[0].contains("bbox="), "\(requests)")
  }

  @Test func aNeighbouringZoneAndAPlaceOutsideEveryZone() async throws {
    let eccc = stub.url("fixture=canada")
    let mississauga = try await run(":alerts mississauga", eccc: eccc)
    #expect(mississauga.contains("Snowfall warning"), "\(mississauga)")
    #expect(mississauga.contains("Mississauga - Brampton"), "\(mississauga)")
    #expect(!mississauga.contains("Special weather statement"), "Toronto's:\n\(mississauga)")
    let kingston = try await run(":alerts kingston, ontario", eccc: eccc)
    #expect(
      kingston.contains(
        "No alert in force for this place. Source: Environment and Climate Change Canada."),
      "\(kingston)")
  }

  @Test func frenchInterfaceReadsTheFrenchTexts() async throws {
    let eccc = stub.url("fixture=canada")
    let french = try await run(":alerts 1 montreal", eccc: eccc, language: "fr_CA.UTF-8")
    #expect(french.contains("Avertissement de pluie"), "\(french)")
    #expect(french.contains("Pluie abondante"), "\(french)")
    #expect(french.contains("Île de Montréal - Laval"), "\(french)")
    let english = try await run(":alerts 1 montreal", eccc: eccc)
    #expect(english.contains("Rainfall warning"), "\(english)")
    #expect(english.contains("Heavy rain with amounts near 50 mm"), "\(english)")
  }

  @Test func aHostileTextNeverSteersTheTerminalAndTheJSONNamesTheSource() async throws {
    let eccc = stub.url("fixture=canada")
    let detail = try await run(":alerts 2 toronto", eccc: eccc)
    #expect(detail.contains("Gusty winds"), "\(detail)")
    #expect(steeringScalars(in: detail).isEmpty, "\(steeringScalars(in: detail))")
    let result = try await WxshBinary.run(
      ["--json", "-c", ":alerts toronto"], environment: environment(eccc: eccc))
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect((document["source"] as? [String: Any])?["id"] as? String == "eccc")
    let alerts = try #require(document["alerts"] as? [[String: Any]])
    #expect(alerts.count == 2)
    #expect(alerts.first?["until"] as? String != nil, "the event's end is given")
  }

  @Test func aFailingServiceIsOneLineAndTheScriptGoesOn() async throws {
    let result = try await WxshBinary.run(
      [], stdin: ":alerts toronto\n:units\n",
      environment: environment(eccc: stub.url("fixture=canada", "fault=503")))
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 1, "\(result.stderr)")
    #expect(lines.first?.contains("Environment and Climate Change Canada") == true, "\(lines)")
    #expect(result.stdout.contains("Units: temperature"), "\(result.stdout)")
  }

  @Test(arguments: ["de_DE.UTF-8", "ru_RU.UTF-8", "ko_KR.UTF-8"])
  func everyLineFits80ColumnsInLongerLanguages(language: String) async throws {
    var environment = environment(eccc: stub.url("fixture=canada"), language: language)
    environment["COLUMNS"] = "80"
    for command in [":alerts kingston, ontario", ":alerts toronto"] {
      let result = try await WxshBinary.run(["-c", command], environment: environment)
      #expect(result.status == 0, "\(result.stderr)")
      #expect(result.stdout.split(separator: "\n").count >= 2, "\(result.stdout)")
      for line in result.stdout.split(separator: "\n") {
        #expect(TerminalText.displayWidth(String(line)) <= 80, "\(language) \(command): \(line)")
      }
    }
  }
}
