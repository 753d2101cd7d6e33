import Foundation
import TestSupport
import Testing

/// Issue 40, item 4, through the built binary: one own name belongs to one saved place, even
/// when two sessions give it to two places at the same moment.
@Suite(.needsPlaceData, .size(.medium)) struct OwnNamesEndToEndTests {
  static let rounds = ProcessInfo.processInfo.environment["WXSH_FULL_TESTS"] == "1" ? 150 : 20

  let home: TemporaryDirectory
  init() throws { home = try TemporaryDirectory(prefix: "wxsh-e2e-own-names") }

  var environment: [String: String] { WxshBinary.environment(home: home.path) }

  /// The own names in the profile file, in order (nil for a place without one).
  func customNames() throws -> [String?] {
    let data = try Data(contentsOf: URL(fileURLWithPath: home.path + "/config/wxsh/profile.json"))
    let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    return (object?["places"] as? [[String: Any]] ?? []).map { $0["customName"] as? String }
  }

  @Test func twoSessionsGivingOneNameAtOnceNeverBothKeepIt() async throws {
    let setup = try await WxshBinary.run(
      ["-c", ":add seoul", "-c", ":add tokyo"], environment: environment)
    #expect(setup.status == 0, "\(setup.stderr)")
    for round in 0..<Self.rounds {
      let name = "Home\(round)"
      let first = try WxshBinary.start(["-c", ":rename seoul " + name], environment: environment)
      let second = try WxshBinary.start(["-c", ":rename tokyo " + name], environment: environment)
      let results = [try await first.wait(timeout: 30), try await second.wait(timeout: 30)]
      #expect(results.filter { $0.status == 0 }.count == 1, "round \(round): \(results)")
      #expect(try customNames().filter { $0 == name }.count == 1, "round \(round)")
      let refusal: String = results.first(where: { $0.status != 0 }).map(\.stderr) ?? ""
      #expect(refusal.contains("'\(name)' already names place"), "\(refusal)")
    }
  }
}
