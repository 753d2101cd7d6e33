import Foundation
import TestSupport
import Testing

/// Runs the built `wxsh` binary with pipes, the way scripts use it.
@Suite(.size(.medium)) struct ScriptModeTests {
  let home: TemporaryDirectory
  init() throws { home = try TemporaryDirectory(prefix: "wxsh-e2e") }

  var environment: [String: String] { WxshBinary.environment(home: home.path) }

  @Test func pipedHelpListsTheCommandsWithoutEscapeBytes() async throws {
    let result = try await WxshBinary.run([], stdin: ":help\n", environment: environment)
    #expect(result.status == 0)
    #expect(result.stdout.contains("  :help "))
    #expect(result.stdout.contains(":quit"))
    #expect(!result.stdoutBytes.contains(0x1B))
    #expect(result.stderr.isEmpty)
    // Script mode writes no history.
    #expect(!FileManager.default.fileExists(atPath: home.path + "/state/wxsh/history"))
  }

  @Test func dashCUnknownCommandExits1WithDidYouMean() async throws {
    let result = try await WxshBinary.run(["-c", ":hepl"], environment: environment)
    #expect(result.status == 1)
    #expect(result.stderr == "wxsh: unknown command ':hepl' — did you mean ':help'?\n")
  }

  /// Issue 40, item 7: a usage error echoes what was typed without the ESC, BEL or RLO in it.
  @Test(arguments: [
    ["--units", "x\u{1B}[31mred\u{07}"], ["--lang", "k\u{202E}o"], ["--bogus\u{1B}]0;t\u{07}"],
  ])
  func aUsageErrorNeverEchoesSteeringCharacters(arguments: [String]) async throws {
    let result = try await WxshBinary.run(arguments, environment: environment)
    #expect(result.status == 2, "\(result.stderr)")
    #expect(!result.stderr.unicodeScalars.contains { [0x1B, 0x07, 0x202E].contains($0.value) })
    #expect(result.stderr.hasPrefix("Error: "), "\(result.stderr)")
  }

  /// Issue 46: an everyday line is read without swift-argument-parser and `--name=value`
  /// goes to the parser; a user gets the same answer either way, and a repeated flag still
  /// gets the parser's word on it.
  @Test func bothReadingsOfTheFlagsAnswerAlike() async throws {
    let plain = try await WxshBinary.run(
      ["--json", "--units", "f", "--lang", "de", "--offline", "-c", ":units", "-c", ":help"],
      environment: environment)
    let parsed = try await WxshBinary.run(
      ["--json", "--units=f", "--lang=de", "--offline", "-c", ":units", "-c", ":help"],
      environment: environment)
    #expect(plain.status == 0, "\(plain.stderr)")
    #expect(plain.stdout.contains("\"temperature\""), "\(plain.stdout)")
    #expect(plain.stdout == parsed.stdout)
    #expect(plain.stderr == parsed.stderr)
    let repeated = try await WxshBinary.run(
      ["--units", "f", "--units", "k"], environment: environment)
    #expect(repeated.status == 2, "\(repeated.stderr)")
    #expect(repeated.stderr.hasPrefix("Error: "), "\(repeated.stderr)")
  }

  @Test func badFlagExits2() async throws {
    let result = try await WxshBinary.run(["--bogus"], environment: environment)
    #expect(result.status == 2)
    #expect(result.stderr.contains("unknown option '--bogus'"))
    #expect(result.stderr.contains("Usage: wxsh"))
  }

  @Test func versionAndHelpExit0() async throws {
    let version = try await WxshBinary.run(["--version"], environment: environment)
    #expect(version.status == 0)
    #expect(version.stdout.hasPrefix("0."))
    let help = try await WxshBinary.run(["--help"], environment: environment)
    #expect(help.status == 0)
    #expect(help.stdout.contains("Examples:"))
    #expect(help.stdout.contains("-c <command>"))
    // Issue 47: the usage line was 132 columns; every line fits 80.
    #expect(help.stdout.contains("USAGE: wxsh [<options>] [-c <command> ...] [<place> ...]"))
    for line in help.stdout.split(separator: "\n") {
      #expect(line.count <= 80, "\(line)")
    }
  }

  @Test func repeatedDashCRunsInOrder() async throws {
    let result = try await WxshBinary.run(
      ["-c", ":help quit", "-c", ":help help"], environment: environment)
    #expect(result.status == 0)
    let quit = try #require(result.stdout.range(of: ":quit\n"))
    let help = try #require(result.stdout.range(of: ":help [COMMAND]\n"))
    #expect(quit.lowerBound < help.lowerBound)
  }

  @Test func scriptFailuresAreNumberedAndTheRestStillRuns() async throws {
    let script = "# check\n:help quit\n:hepl\n\n:bogus\n:help\n"
    let result = try await WxshBinary.run([], stdin: script, environment: environment)
    #expect(result.status == 1)
    #expect(
      result.stderr
        == "wxsh: line 3: unknown command ':hepl' — did you mean ':help'?\n"
        + "wxsh: line 5: unknown command ':bogus'; type :help for the list\n")
    #expect(result.stdout.contains("Commands"))
  }

  @Test func jsonIsOneDocumentPerLine() async throws {
    let result = try await WxshBinary.run(
      ["--json", "-c", ":help", "-c", ":q"], environment: environment)
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count == 2)
    for line in lines {
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      #expect(object?["command"] != nil)
    }
  }

  @Test func noColorEvenWhenForced() async throws {
    let result = try await WxshBinary.run(
      ["--no-color", "-c", ":help"], environment: environment.merging(["NO_COLOR": "1"]) { $1 })
    #expect(!result.stdoutBytes.contains(0x1B))
  }

  @Test func endOfInputWithoutNewlineStillRunsTheLastLine() async throws {
    let result = try await WxshBinary.run([], stdin: ":hepl", environment: environment)
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("wxsh: line 1:"))
  }
}
