import Foundation
import TestSupport
import Testing

/// `:air` through the built binary against the stub's `/v1/air-quality`.
@Suite(.needsPlaceData, .size(.medium)) struct AirEndToEndTests {
  let home: TemporaryDirectory
  let stub: StubServerProcess

  init() async throws {
    home = try TemporaryDirectory(prefix: "wxsh-e2e-air")
    stub = try await StubServerProcess.ready()
  }

  func environment(_ base: String) -> [String: String] {
    var environment = WxshBinary.environment(home: home.path)
    environment["WXSH_AIR_QUALITY_URL"] = base
    return environment
  }

  @Test func europeGetsTheEuropeanIndexAndPollenFromOneRequest() async throws {
    let base = stub.url()
    let result = try await WxshBinary.run(
      ["-c", ":air berlin", "-c", ":air berlin"], environment: environment(base))
    #expect(result.status == 0, "\(result.stderr)")
    let paths = try await stub.requestURIs(under: base)
    #expect(paths.count == 1, "the second answer comes from the cache: \(paths)")
    let path = try #require(paths.first)
    let answer = try #require(
      try JSONSerialization.jsonObject(with: try await stub.get(path)) as? [String: Any])
    let current = try #require(answer["current"] as? [String: Any])
    let index = try #require(current["european_aqi"] as? Double)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.contains("Air quality · European AQI"))
    #expect(lines.contains { $0.hasPrefix("\(Int(index)) ") })
    #expect(lines.contains { $0.hasPrefix("PM2.5") && $0.hasSuffix("μg/m³") })
    // The stub's pollen follows a wave over the hours; near its trough birch is under the 0.05
    // grains/m³ shown (a CI run met that hour): the line names birch exactly when it was served.
    let birch = try #require(current["birch_pollen"] as? Double)
    #expect(
      lines.contains { $0.hasPrefix("Pollen") && $0.contains("birch") == (birch >= 0.05) },
      "birch \(birch): \(lines)")
    #expect(lines.contains { $0.hasPrefix("Next 24 h") })
  }

  @Test func nowAndShowCarryOneAirLineAndGoOnWithoutIt() async throws {
    let base = stub.url()
    var environment = environment(base)
    environment["WXSH_OPEN_METEO_URL"] = stub.url()
    let result = try await WxshBinary.run(
      ["-c", ":now berlin", "-c", ":show berlin", "--json", "-c", ":now berlin"],
      environment: environment)
    #expect(result.status == 0, "\(result.stderr)")
    let air = try await WxshBinary.run(
      ["--json", "-c", ":air berlin"], environment: environment)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(air.stdout.utf8)) as? [String: Any])
    let index = try #require(document["index"] as? Double)
    let category = try #require(document["category"] as? String)
    let line = "Air \(Int(index.rounded())) · \(category)"
    let text = try await WxshBinary.run(
      ["-c", ":now berlin", "-c", ":show berlin"], environment: environment)
    #expect(text.stdout.components(separatedBy: line).count == 3, "\(text.stdout)")
    let json = try await WxshBinary.run(["--json", "-c", ":now berlin"], environment: environment)
    let now = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    #expect((now["air"] as? [String: Any])?["category"] as? String == category)
    // Without an air service (and nothing cached) the weather views go on and say nothing.
    environment["WXSH_AIR_QUALITY_URL"] = "http://127.0.0.1:9"
    environment["WXSH_METEOALARM_URL"] = stub.url()  // no warnings, so no alert warning either
    environment["XDG_CACHE_HOME"] = home.path + "/empty-cache"
    let without = try await WxshBinary.run(["-c", ":now berlin"], environment: environment)
    #expect(without.status == 0 && without.stderr.isEmpty, "\(without.stderr)")
    #expect(!without.stdout.contains("Air "))
  }

  @Test func elsewhereTheUSIndexAndNoPollenNeverZero() async throws {
    let result = try await WxshBinary.run(
      ["--json", "-c", ":air tokyo"], environment: environment(stub.url()))
    #expect(result.status == 0, "\(result.stderr)")
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(document["scale"] as? String == "us")
    #expect(document["index"] is Double)
    #expect(document["category"] is String)
    #expect(document["pollen"] is NSNull)
    #expect((document["hours"] as? [Any])?.count == 24)
    let text = try await WxshBinary.run(
      ["-c", ":air tokyo"], environment: environment(stub.url()))
    #expect(text.stdout.contains("Air quality · US AQI"))
    #expect(text.stdout.contains("not available outside Europe"))
  }

  @Test func aFailingServiceIsOneLineAndExitOne() async throws {
    let result = try await WxshBinary.run(
      ["-c", ":air lisbon"], environment: environment(stub.url("fault=500")), timeout: 60)
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
  }
}
