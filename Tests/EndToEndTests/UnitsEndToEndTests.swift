import Foundation
import TestSupport
import Testing

/// `:units pressure|distance|aqi` through the binary: saved, converted locally, used by views.
@Suite(.needsPlaceData) struct UnitsEndToEndTests {
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
}
