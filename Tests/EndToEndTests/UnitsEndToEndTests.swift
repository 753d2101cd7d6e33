import Foundation
import TestSupport
import Testing

/// `:units pressure|distance|aqi` through the binary: saved, converted locally, used by views.
@Suite(.needsPlaceData, .size(.medium)) struct UnitsEndToEndTests {
  let home: TemporaryDirectory
  let stub: StubServerProcess

  init() async throws {
    home = try TemporaryDirectory(prefix: "wxsh-e2e-units")
    stub = try await StubServerProcess.ready()
  }

  @Test func pressureDistanceAndAirIndexAreSavedAndUsed() async throws {
    var environment = WxshBinary.environment(home: home.path)
    environment["WXSH_OPEN_METEO_URL"] = stub.url()
    environment["WXSH_AIR_QUALITY_URL"] = stub.url()
    let set = try await WxshBinary.run(
      ["-c", ":units pressure inhg", "-c", ":units distance mi", "-c", ":units aqi us"],
      environment: environment)
    #expect(set.status == 0, "\(set.stderr)")
    let profile = try String(
      contentsOfFile: home.path + "/config/wxsh/profile.json", encoding: .utf8)
    #expect(profile.contains(#""pressure": "inhg""#))
    #expect(profile.contains(#""distance": "mi""#))
    #expect(profile.contains(#""airIndex": "us""#))
    let views = try await WxshBinary.run(
      ["-c", ":details seoul", "-c", ":air berlin", "-c", ":line seoul --format '%P'"],
      environment: environment)
    #expect(views.status == 0, "\(views.stderr)")
    let lines = views.stdout.split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.contains("Pressure") && $0.contains(" inHg") })
    #expect(
      lines.contains { $0.contains("Visibility") && ($0.contains(" mi") || $0.contains("—")) })
    #expect(lines.contains("Air quality · US AQI"), "Berlin on the saved US index")
    #expect(lines.last?.hasSuffix("inHg") == true)
    let json = try await WxshBinary.run(["--json", "-c", ":units"], environment: environment)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let units = try #require(document["units"] as? [String: Any])
    #expect(units["pressure"] as? String == "inHg")
    #expect(units["distance"] as? String == "mi")
    #expect(units["airIndex"] as? String == "us")
    let bad = try await WxshBinary.run(["-c", ":units pressure bar"], environment: environment)
    #expect(bad.status == 1)
    #expect(bad.stderr.contains("not a pressure unit"))
  }

  /// Issue 28: `--json` said inHg and mi beside hPa and metres. The numbers are in the units
  /// the document names, compared with the same place's metric document.
  @Test func jsonNumbersAreInTheUnitsTheDocumentNames() async throws {
    var environment = WxshBinary.environment(home: home.path)
    environment["WXSH_OPEN_METEO_URL"] = stub.url("now=1781524800")
    environment["WXSH_AIR_QUALITY_URL"] = stub.url()
    func current(_ arguments: [String]) async throws -> [String: Any] {
      let run = try await WxshBinary.run(
        ["--json"] + arguments + ["-c", ":details seoul"], environment: environment)
      #expect(run.status == 0, "\(run.stderr)")
      let line = run.stdout.split(separator: "\n").last.map(String.init) ?? ""
      let document = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      return try #require(document["current"] as? [String: Any])
    }
    let metric = try await current([])
    let hPa = try #require(metric["pressure"] as? Double)
    let km = try #require(metric["visibility"] as? Double)
    #expect((900...1100).contains(hPa))
    #expect(km < 100, "visibility in km, not metres")
    let imperial = try await current(["-c", ":units pressure inhg", "-c", ":units distance mi"])
    let inHg = try #require(imperial["pressure"] as? Double)
    let miles = try #require(imperial["visibility"] as? Double)
    #expect(abs(inHg - hPa * 0.02953) < 0.02)
    #expect(abs(miles - km / 1.609344) < 0.02)
  }
}
