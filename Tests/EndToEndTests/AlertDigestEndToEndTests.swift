import Foundation
import TestSupport
import Testing

/// A MeteoAlarm feed is digested once (issue 30): a later process answers `:alerts` from the
/// digest beside the cached feed, without the feed and without the network, and a damaged
/// digest is made again from the cached feed, silently.
@Suite(.needsPlaceData, .size(.medium)) struct AlertDigestEndToEndTests {
  let home: TemporaryDirectory
  let stub: StubServerProcess

  init() async throws {
    home = try TemporaryDirectory(prefix: "wxsh-e2e-digest")
    stub = try await StubServerProcess.ready()
  }

  /// Weather from the stub, MeteoAlarm's German feed from `alerts`, messages in English.
  func environment(alerts: String) -> [String: String] {
    var environment = WxshBinary.environment(home: home.path)
    environment["WXSH_OPEN_METEO_URL"] = stub.url()
    environment["WXSH_METEOALARM_URL"] = alerts
    environment["LANG"] = "en_US.UTF-8"
    return environment
  }

  /// The cached feed and its English digest.
  var feedFile: String { home.path + "/cache/wxsh/alerts-meteoalarm-feeds-germany.json" }
  var digestFile: String { home.path + "/cache/wxsh/alerts-meteoalarm-feeds-germany.en.digest" }

  /// Runs `:alerts berlin` (and `:alerts 1 berlin` for the full text); returns its output.
  func berlinAlerts(_ environment: [String: String]) async throws -> String {
    let result = try await WxshBinary.run(
      ["-c", ":alerts berlin", "-c", ":alerts 1 berlin"], environment: environment)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    return result.stdout
  }

  @Test func aSecondProcessAnswersFromTheDigestWithoutTheFeed() async throws {
    let alerts = stub.url("fixture=germany")
    let environment = environment(alerts: alerts)
    _ = try await berlinAlerts(environment)
    #expect(FileManager.default.fileExists(atPath: digestFile), "the digest was written")
    let cached = try await berlinAlerts(environment)
    #expect(cached.contains("gale-force gusts"), "\(cached)")
    #expect(cached.contains("Tie down loose objects"), "the full text:\n\(cached)")
    // Without the feed, the digest alone answers, the same, and the network is not asked.
    try FileManager.default.removeItem(atPath: feedFile)
    let digested = try await berlinAlerts(environment)
    #expect(digested == cached)
    #expect(try await stub.requestURIs(under: alerts).count == 1)
    #expect(!FileManager.default.fileExists(atPath: feedFile))
  }

  @Test func aDamagedDigestIsMadeAgainFromTheCachedFeed() async throws {
    let alerts = stub.url("fixture=germany")
    let environment = environment(alerts: alerts)
    _ = try await berlinAlerts(environment)
    let cached = try await berlinAlerts(environment)
    let written = try Data(contentsOf: URL(fileURLWithPath: digestFile))
    // Damaged in the middle (a bad disk), then cut short (a crash of another writer).
    var damaged = written
    damaged[damaged.count / 2] ^= 0xFF
    for bytes in [damaged, written.prefix(written.count / 3)] {
      try bytes.write(to: URL(fileURLWithPath: digestFile))
      let answer = try await berlinAlerts(environment)
      #expect(answer == cached, "the cached feed answers as before")
      #expect(
        try Data(contentsOf: URL(fileURLWithPath: digestFile)) == written,
        "the digest was made again")
    }
    #expect(try await stub.requestURIs(under: alerts).count == 1, "no second fetch")
    // The digest made again answers on its own.
    try FileManager.default.removeItem(atPath: feedFile)
    #expect(try await berlinAlerts(environment) == cached)
  }
}
