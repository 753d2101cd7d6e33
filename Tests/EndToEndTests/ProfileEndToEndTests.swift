import Foundation
import TestSupport
import Testing

/// Saved places, units and the last viewed place through the built binary and a real profile.
@Suite(.needsPlaceData, .size(.medium)) struct ProfileEndToEndTests {
  let home: TemporaryDirectory
  init() throws { home = try TemporaryDirectory(prefix: "wxsh-e2e-profile") }

  var environment: [String: String] { WxshBinary.environment(home: home.path) }
  var profilePath: String { home.path + "/config/wxsh/profile.json" }

  /// Forty big cities whose names find forty different places.
  static let cities = [
    "tokyo", "delhi", "shanghai", "sao paulo", "mexico city", "cairo", "mumbai", "beijing",
    "dhaka", "osaka", "new york", "karachi", "buenos aires", "chongqing", "istanbul", "kolkata",
    "manila", "lagos", "rio de janeiro", "tianjin", "kinshasa", "guangzhou", "los angeles",
    "moscow", "shenzhen", "lahore", "bangalore", "paris", "bogota", "jakarta", "chennai", "lima",
    "bangkok", "seoul", "nagoya", "hyderabad", "london", "tehran", "chicago", "chengdu",
  ]

  func json(_ line: Substring) -> [String: Any]? {
    try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
  }

  func savedIDs() throws -> [Int] {
    let data = try Data(contentsOf: URL(fileURLWithPath: profilePath))
    let profile = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let places = try #require(profile["places"] as? [[String: Any]])
    return places.compactMap { $0["geonameId"] as? Int }
  }

  @Test func placesOrderUnitsAndTheViewedPlaceSurviveARestart() async throws {
    let first = try await WxshBinary.run(
      [],
      stdin: ":add lisbon\n:add 대구\n:add springfield, mo\n:move 3 1\n:units f\n"
        + ":units wind kn\n:theme none\n:go daegu\n", environment: environment)
    #expect(first.status == 0, "\(first.stderr)")
    #expect(first.stdout.contains("Saved Lisbon, Lisboa, Portugal"))
    #expect(FileFacts.mode(profilePath) == 0o600)
    #expect(FileFacts.mode(home.path + "/config/wxsh") == 0o700)

    let second = try await WxshBinary.run(
      ["--json", "-c", ":list", "-c", ":units", "-c", ":theme", "-c", ":next"],
      environment: environment)
    #expect(second.status == 0)
    let documents = second.stdout.split(separator: "\n").compactMap(json)
    #expect(documents.count == 4)
    let list = documents[0]
    let names = (list["places"] as? [[String: Any]])?.compactMap {
      ($0["place"] as? [String: Any])?["name"] as? String
    }
    #expect(names == ["Springfield", "Lisbon", "Daegu"])
    #expect(list["viewed"] as? Int == 3)
    let units = documents[1]["units"] as? [String: Any]
    #expect(units?["temperature"] as? String == "°F")
    #expect(units?["windSpeed"] as? String == "kn")
    #expect(documents[2]["theme"] as? String == "none")
    // :next wraps from the last place (Daegu) to the first.
    #expect((documents[3]["place"] as? [String: Any])?["name"] as? String == "Springfield")
    #expect(documents[3]["index"] as? Int == 1)

    // --units overrides for one run and is never saved.
    let third = try await WxshBinary.run(
      ["--units", "c", "-c", ":units"], environment: environment)
    #expect(third.stdout.contains("temperature °C"))
    #expect(
      try String(contentsOfFile: profilePath, encoding: .utf8).contains(#""temperature": "f""#))
  }

  @Test func badInputExits1WithOneLineAndChangesNothing() async throws {
    _ = try await WxshBinary.run(["-c", ":add lisbon"], environment: environment)
    let before = try Data(contentsOf: URL(fileURLWithPath: profilePath))
    for command in [
      ":rm 5", ":rm paris", ":go 0", ":move 1 9", ":move x 1", ":units kelvin", ":units wind fast",
      ":theme blue", ":add qqqqqqqqqq", ":add",
    ] {
      let result = try await WxshBinary.run(["-c", command], environment: environment)
      #expect(result.status == 1, "\(command)")
      #expect(result.stderr.split(separator: "\n").count == 1, "\(command): \(result.stderr)")
      #expect(result.stderr.hasPrefix("wxsh: "))
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: profilePath)) == before)
  }

  @Test func fourConcurrentSessionsAddingTenPlacesEachKeepAllForty() async throws {
    let workers = (0..<4).map { worker in
      Self.cities[(worker * 10)..<(worker * 10 + 10)].map { ":add \($0)" }.joined(separator: "\n")
    }
    let running = try workers.map { script in
      try WxshBinary.start(["--json"], stdin: script + "\n", environment: environment)
    }
    var results: [WxshBinary.Result] = []
    for process in running { results.append(try await process.wait(timeout: 120)) }
    var acked = Set<Int>()
    for result in results {
      #expect(result.status == 0, "\(result.stderr)")
      for document in result.stdout.split(separator: "\n").compactMap(json) {
        if document["added"] as? Bool == true, let place = document["place"] as? [String: Any],
          let id = place["id"] as? Int
        {
          acked.insert(id)
        }
      }
    }
    #expect(acked.count == 40)
    let saved = try savedIDs()
    #expect(Set(saved) == acked)
    #expect(saved.count == 40)
  }

  @Test func killDuringAddNeverLosesAnAcknowledgedAddOrBreaksTheFile() async throws {
    let rounds = ProcessInfo.processInfo.environment["WXSH_FULL_TESTS"] == "1" ? 200 : 12
    var model: [Int] = []  // the saved ids every acknowledged command implies, in order
    var offset = 0
    var acknowledgedAdds = 0
    var midRun = 0
    for round in 0..<rounds {
      // Two adds (of places the list may not hold yet) then a removal of the first place,
      // ten times over: most commands really write, and the run outlasts a slow reaction.
      var script: [String] = []
      for _ in 0..<10 {
        script += (0..<2).map { ":add " + Self.cities[(offset + $0) % Self.cities.count] }
        script.append(":rm 1")
        offset += 2
      }
      let process = try WxshBinary.start(
        ["--json"], stdin: script.joined(separator: "\n") + "\n", environment: environment)
      // Killed the moment a command is acknowledged (the first, or one of the next three),
      // while the next one runs.
      let target = Int.random(in: 1...4)
      process.kill(whenOutput: { $0.split(separator: "\n").count >= target })
      let result = try await process.wait(timeout: 60)
      let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      #expect(lines.count >= target, "round \(round): no command acknowledged: \(result.stderr)")
      var completed = 0
      for document in lines.compactMap(json) {
        completed += 1
        guard let place = document["place"] as? [String: Any], let id = place["id"] as? Int else {
          continue
        }
        if document["command"] as? String == "rm" {
          model.removeAll { $0 == id }
        } else if document["added"] as? Bool == true {
          model.append(id)
          acknowledgedAdds += 1
        }
      }
      // Alive when killed (SIGKILL ended it) and not through its script: it died mid-run.
      if result.signal == SIGKILL && completed < script.count { midRun += 1 }
      guard let data = FileManager.default.contents(atPath: profilePath) else {
        #expect(model.isEmpty, "round \(round): the profile vanished")
        continue
      }
      #expect((try? JSONSerialization.jsonObject(with: data)) != nil, "round \(round): unparseable")
      #expect(FileFacts.mode(profilePath) == 0o600)
      // On disk: what was acknowledged, plus at most the one command that was running when
      // the process died (saved but not yet acknowledged).
      let disk = try savedIDs()
      let next = completed < script.count ? script[completed] : nil
      let inFlightAdd =
        next?.hasPrefix(":add") == true && disk.count == model.count + 1
        && Array(disk.dropLast()) == model
      let inFlightRemove = next == ":rm 1" && Array(model.dropFirst()) == disk
      #expect(disk == model || inFlightAdd || inFlightRemove, "round \(round): \(disk) vs \(model)")
      model = disk
    }
    #expect(acknowledgedAdds > 0)
    #expect(midRun * 2 >= rounds, "only \(midRun) of \(rounds) kills landed mid-run")
  }

  @Test func aCorruptProfileIsKeptAsideAndANewerOneIsNeverOverwritten() async throws {
    try FileManager.default.createDirectory(
      atPath: home.path + "/config/wxsh", withIntermediateDirectories: true)
    let corrupt = Data("{\"places\": [1, 2".utf8)
    FileManager.default.createFile(atPath: profilePath, contents: corrupt)
    let repaired = try await WxshBinary.run(["-c", ":add lisbon"], environment: environment)
    #expect(repaired.status == 0)
    #expect(repaired.stderr.contains("wxsh: warning: the profile"))
    #expect(repaired.stderr.contains("moved aside"))
    let aside = try FileManager.default.contentsOfDirectory(atPath: home.path + "/config/wxsh")
      .filter { $0.hasPrefix("profile.json.corrupt-") }
    #expect(aside.count == 1)
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: home.path + "/config/wxsh/" + aside[0])) == corrupt)

    let newer = Data(#"{"schemaVersion": 9, "minReaderVersion": 2, "places": []}"#.utf8)
    FileManager.default.createFile(atPath: profilePath, contents: newer)
    let refused = try await WxshBinary.run(
      ["-c", ":add lisbon", "-c", ":units f"], environment: environment)
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("schema 9"))
    #expect(refused.stderr.contains("schema 3"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: profilePath)) == newer)
  }

  @Test func aSymlinkedProfileIsRefused() async throws {
    let target = home.file("elsewhere.json")
    FileManager.default.createFile(atPath: target, contents: Data("{}".utf8))
    let link = home.file("link.json")
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
    let result = try await WxshBinary.run(
      ["--profile", link, "-c", ":add lisbon"], environment: environment)
    #expect(result.status == 1)
    #expect(result.stderr.contains("symbolic link"))
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "{}")
  }
}
