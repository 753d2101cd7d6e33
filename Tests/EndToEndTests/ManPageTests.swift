import Foundation
import TestSupport
import Testing

/// The README's command table and the man page's commands are what `:help` says, so the three
/// homes of a command's description cannot drift apart.
///
/// `scripts/generate-docs` (`WXSH_UPDATE_DOCS=1`) writes them anew after a command or its
/// catalogue text changes.
@Suite(.size(.medium)) struct ManPageTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The reference as the built binary describes its commands.
  static func reference() async throws -> CommandReference {
    let home = try TemporaryDirectory(prefix: "wxsh-man")
    defer { home.remove() }
    let environment = WxshBinary.environment(home: home.path)
    let listed = try await WxshBinary.run(["--json", "-c", ":help"], environment: environment)
    let list = try #require(
      try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [String: Any])
    let names = (list["commands"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
    #expect(names.count >= 20)
    let detailed = try await WxshBinary.run(
      ["--json"] + names.flatMap { ["-c", ":help " + $0] }, environment: environment)
    #expect(detailed.status == 0, "\(detailed.stderr)")
    let details = detailed.stdout.split(separator: "\n").compactMap {
      try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
    }
    #expect(details.count == names.count)
    return CommandReference(list: list, details: details)
  }

  /// Checks (or, with `WXSH_UPDATE_DOCS=1`, rewrites) the generated part of `path`.
  static func check(_ path: String, begin: String, end: String, generated: String) throws {
    let url = root.appendingPathComponent(path)
    let current = try String(contentsOf: url, encoding: .utf8)
    let expected = try #require(
      CommandReference.replacing(in: current, begin: begin, end: end, with: generated),
      "\(path) lacks the generated section's markers")
    if ProcessInfo.processInfo.environment["WXSH_UPDATE_DOCS"] == "1" {
      try expected.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    #expect(current == expected, "\(path) is out of step with :help; run scripts/generate-docs")
  }

  @Test func theReadmeTableIsWhatHelpSays() async throws {
    let reference = try await Self.reference()
    try Self.check(
      "README.md", begin: CommandReference.readmeBegin, end: CommandReference.readmeEnd,
      generated: reference.readmeTable)
  }

  @Test func theManPageCommandsAreWhatHelpSays() async throws {
    let reference = try await Self.reference()
    try Self.check(
      "share/man/man1/wxsh.1", begin: CommandReference.manBegin, end: CommandReference.manEnd,
      generated: reference.manCommands)
    let page = try String(
      contentsOf: Self.root.appendingPathComponent("share/man/man1/wxsh.1"), encoding: .utf8)
    for command in reference.commands {
      #expect(page.contains(".B " + CommandReference.roff(command.usage)))
    }
  }
}
