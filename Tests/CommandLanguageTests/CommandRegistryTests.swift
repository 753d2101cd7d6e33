import TestSize
import Testing

@testable import CommandLanguage

@Suite(.size(.small)) struct CommandRegistryTests {
  let registry: CommandRegistry = {
    var registry = CommandRegistry()
    for (name, aliases) in [
      ("help", ["h", "?"]), ("quit", ["q", "exit"]), ("search", ["s"]), ("show", []),
      ("hourly", []),
    ] {
      registry.register(CommandSpec(name: name, aliases: aliases, summary: .helpHelpSummary))
    }
    return registry
  }()

  @Test func resolvesNamesAliasesAndUniquePrefixes() throws {
    #expect(try registry.resolve("help").name == "help")
    #expect(try registry.resolve("HELP").name == "help")
    #expect(try registry.resolve("?").name == "help")
    #expect(try registry.resolve("exit").name == "quit")
    #expect(try registry.resolve("qu").name == "quit")
    #expect(try registry.resolve("sea").name == "search")
    #expect(try registry.resolve("ho").name == "hourly")
    // An alias wins over a prefix: "s" is search's alias though "show" also starts with s.
    #expect(try registry.resolve("s").name == "search")
  }

  @Test func ambiguousPrefix() {
    var registry = self.registry
    registry.register(CommandSpec(name: "hello", summary: .helpHelpSummary))
    #expect(throws: CommandLanguageError.ambiguousCommand("hel", candidates: ["help", "hello"])) {
      try registry.resolve("hel")
    }
  }

  @Test func unknownCommandSuggestsTheClosestName() {
    #expect(throws: CommandLanguageError.unknownCommand("hepl", suggestion: "help")) {
      try registry.resolve("hepl")
    }
    #expect(throws: CommandLanguageError.unknownCommand("serach", suggestion: "search")) {
      try registry.resolve("serach")
    }
    #expect(throws: CommandLanguageError.unknownCommand("zzzzzz", suggestion: nil)) {
      try registry.resolve("zzzzzz")
    }
  }

  @Test func namesWithPrefixKeepRegistrationOrder() {
    #expect(registry.names(withPrefix: "s") == ["search", "show"])
    #expect(registry.names(withPrefix: "") == ["help", "quit", "search", "show", "hourly"])
  }

  @Test(arguments: [
    ("kitten", "sitting", 3), ("", "abc", 3), ("abc", "", 3), ("help", "hepl", 1),
    ("nwo", "now", 1), ("ab", "ba", 1), ("ca", "abc", 3),
    ("same", "same", 0), ("서울", "서귀", 1),
  ])
  func editDistance(a: String, b: String, distance: Int) {
    #expect(EditDistance.between(a, b) == distance)
  }
}
