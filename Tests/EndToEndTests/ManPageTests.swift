import Foundation
import TestSupport
import Testing

/// The man page documents every command `:help` lists, with the same usage line.
@Suite struct ManPageTests {
  static var manPage: String {
    get throws {
      let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
      return try String(
        contentsOf: root.appendingPathComponent("share/man/man1/wxsh.1"), encoding: .utf8)
    }
  }

  @Test func everyCommandInHelpIsInTheManPage() async throws {
    let home = try TemporaryDirectory(prefix: "wxsh-man")
    defer { home.remove() }
    let result = try await WxshBinary.run(
      ["--json", "-c", ":help"], environment: WxshBinary.environment(home: home.path))
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let commands = try #require(document["commands"] as? [[String: Any]])
    #expect(commands.count >= 2)
    let page = try Self.manPage
    for command in commands {
      let usage = try #require(command["usage"] as? String)
      #expect(page.contains(".B " + usage), "man page lacks \(usage)")
      for alias in command["aliases"] as? [String] ?? [] {
        #expect(page.contains(":" + alias), "man page lacks alias :\(alias)")
      }
    }
  }
}
