import Foundation
import TestSupport
import Testing

/// Poisoned data on disk through the built binary: a cache file and a journal holding 1e300,
/// -9.3e18 and out-of-range coordinates load, show "—" and never crash (exit 132 before).
@Suite(.needsPlaceData, .size(.medium)) struct HostileNumbersEndToEndTests {
  let home: TemporaryDirectory
  let stub: StubServerProcess

  init() async throws {
    home = try TemporaryDirectory(prefix: "wxsh-e2e-hostile")
    stub = try await StubServerProcess.ready()
  }

  func environment(_ base: String) -> [String: String] {
    var environment = WxshBinary.environment(home: home.path)
    environment["WXSH_OPEN_METEO_URL"] = base
    environment["WXSH_OPENWEATHERMAP_URL"] = base
    return environment
  }

  /// Every number of every measured column in a cache file replaced by a hostile one.
  static func poison(_ object: [String: Any]) -> [String: Any] {
    let measured: Set<String> = [
      "temperature", "apparentTemperature", "humidity", "dewPoint", "windSpeed", "windGusts",
      "windDirection", "pressure", "precipitation", "precipitationProbability", "cloudCover",
      "uvIndex", "visibility", "high", "low", "apparentHigh", "apparentLow", "precipitationSum",
      "uvIndexMax", "windSpeedMax", "windGustsMax", "windDirectionDominant", "weatherCode",
    ]
    var result = object
    for (key, value) in object {
      if let inner = value as? [String: Any] {
        result[key] = poison(inner)
      } else if measured.contains(key), let column = value as? [Any] {
        result[key] = column.indices.map { $0 % 2 == 0 ? 1e300 : -9.3e18 }
      } else if measured.contains(key), value is NSNumber {
        result[key] = 1e300
      }
    }
    return result
  }

  @Test func aPoisonedCacheLoadsOfflineAndShowsDashes() async throws {
    let base = stub.url()
    let warm = try await WxshBinary.run(["-c", ":now lisbon"], environment: environment(base))
    #expect(warm.status == 0, "\(warm.stderr)")
    let directory = home.path + "/cache/wxsh"
    let files = try FileManager.default.contentsOfDirectory(atPath: directory)
      .filter { $0.hasPrefix("forecast-") && $0.hasSuffix(".json") }
    let file = try #require(files.first.map { directory + "/" + $0 })
    let data = try Data(contentsOf: URL(fileURLWithPath: file))
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let poisoned = try JSONSerialization.data(withJSONObject: Self.poison(object))
    try poisoned.write(to: URL(fileURLWithPath: file))
    #expect(String(decoding: poisoned, as: UTF8.self).contains("1e+300"))

    for command in [":now lisbon", ":show lisbon", ":hourly 48 lisbon", ":daily 16 lisbon"] {
      let result = try await WxshBinary.run(
        ["--offline", "-c", command], environment: environment(base))
      #expect(result.status == 0, "\(command): exit \(result.status) \(result.stderr)")
      #expect(result.stdout.contains("—"), "\(command)")
      #expect(!result.stdout.contains("e+300") && !result.stdout.contains("9223372036854775807"))
      #expect(!result.stdoutBytes.contains { $0 < 0x20 && $0 != 0x0A })
    }
    let json = try await WxshBinary.run(
      ["--offline", "--json", "-c", ":show lisbon"], environment: environment(base))
    #expect(json.status == 0, "\(json.stderr)")
    for line in json.stdout.split(separator: "\n") {
      #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil, "\(line)")
    }
  }

  @Test func aPoisonedJournalLoadsAndShowsDashes() async throws {
    let directory = home.path + "/data/wxsh"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let journal = """
      {"schemaVersion": 1, "minReaderVersion": 1, "entries": [
        {"id": "0a1b2c3d4e5f6789", "created": {"utc": "2026-08-01T09:00:00Z"},
         "text": "Walk in the fog",
         "place": {"name": "Lisbon", "latitude": 500, "longitude": -1e300},
         "weather": {"provider": "open-meteo", "fetchedAt": "2026-08-01T09:00:00Z",
                     "conditionCode": 45, "temperatureC": 1e300, "isDay": true}},
        {"id": "1b2c3d4e5f678901", "created": {"utc": "2026-08-02T09:00:00Z"}, "text": "  "}
      ]}
      """
    try Data(journal.utf8).write(to: URL(fileURLWithPath: directory + "/journal.json"))
    let base = stub.url()
    for command in [":journal", ":journal show 1", ":journal search fog", ":journal export"] {
      let result = try await WxshBinary.run(
        ["--offline", "-c", command], environment: environment(base))
      #expect(result.status == 0, "\(command): exit \(result.status) \(result.stderr)")
      #expect(result.stdout.contains("Walk in the fog"), "\(command)")
      #expect(!result.stdout.contains("e+300"), "\(command)")
      // Said once, when the file moves into the database (the entry stays in the backup and
      // in the export).
      if command == ":journal" {
        #expect(result.stderr.contains("1 entry wxsh cannot read"), "\(result.stderr)")
      }
    }
    let list = try await WxshBinary.run(
      ["--offline", "-c", ":journal"], environment: environment(base))
    #expect(list.stdout.contains("—"))
    #expect(list.stderr.isEmpty, "\(list.stderr)")
    let json = try await WxshBinary.run(
      ["--offline", "--json", "-c", ":journal"], environment: environment(base))
    #expect(json.status == 0)
    #expect(
      json.stdout.contains("\"temperatureC\":null")
        || json.stdout.contains("\"temperatureC\": null"))
  }
}
