import Foundation
import Terminal
import TestSupport
import Testing

/// Issue 28: output longer than the terminal goes through the user's pager (`$PAGER`, as git
/// does) instead of scrolling off or being cut; output that fits, and output that is not a
/// terminal, is printed as it is.
@Suite(.serialized, .size(.medium)) struct PagerEndToEndTests {
  /// A pager that marks every line it shows, so the test sees it was the one showing them.
  static let markingPager = "sed 's/^/PAGED|/'"

  func start(_ home: TemporaryDirectory, columns: Int = 80) throws -> PseudoTerminal {
    var environment = WxshBinary.environment(home: home.path, extra: ["TERM": "xterm"])
    environment["PAGER"] = Self.markingPager
    return try PseudoTerminal(
      path: WxshBinary.path, arguments: [], environment: environment, columns: columns, rows: 24)
  }

  @Test func helpLongerThanTheScreenGoesThroughThePager() async throws {
    let home = try TemporaryDirectory(prefix: "wxsh-pager")
    defer { home.remove() }
    let terminal = try start(home)
    #expect(await terminal.waitFor { $0.contains("> ") })
    terminal.type(":help\r")
    #expect(await terminal.waitFor { $0.contains("PAGED|Type :help COMMAND") })
    #expect(terminal.text.components(separatedBy: "PAGED|").count > 24, "every line was paged")
    // Every description is whole: nothing is cut with "…".
    #expect(!terminal.text.contains("…"))
    // One command's help fits the screen: printed as it is.
    terminal.type(":help quit\r")
    #expect(await terminal.waitFor { $0.contains("Aliases: :q, :exit") })
    #expect(!terminal.text.contains("PAGED|Aliases"))
    terminal.type(":q\r")
    #expect(await terminal.waitForExit() == 0)
  }

  /// Without a UTF-8 locale less shows `<C3><8E>` for `Î`: the pager is told wxsh writes UTF-8,
  /// unless the user chose a character set.
  @Test(arguments: [nil, "latin1"])
  func thePagerIsToldTheTextIsUTF8(userCharset: String?) async throws {
    let home = try TemporaryDirectory(prefix: "wxsh-pager")
    defer { home.remove() }
    var environment = WxshBinary.environment(home: home.path, extra: ["TERM": "xterm"])
    environment["LANG"] = nil
    environment["LC_ALL"] = nil
    environment["LESSCHARSET"] = userCharset
    environment["PAGER"] = Self.markingPager + #"; echo "CHARSET=[$LESSCHARSET]""#
    let terminal = try PseudoTerminal(
      path: WxshBinary.path, arguments: [], environment: environment, columns: 80, rows: 24)
    #expect(await terminal.waitFor { $0.contains("> ") })
    terminal.type(":help\r")
    let expected = "CHARSET=[\(userCharset ?? "utf-8")]"
    #expect(await terminal.waitFor { $0.contains(expected) }, "\(terminal.text.suffix(300))")
    terminal.type(":q\r")
    #expect(await terminal.waitForExit() == 0)
  }

  @Test func aScriptIsNeverPaged() async throws {
    let home = try TemporaryDirectory(prefix: "wxsh-pager")
    defer { home.remove() }
    var environment = WxshBinary.environment(home: home.path)
    environment["PAGER"] = Self.markingPager
    environment["LINES"] = "24"
    let result = try await WxshBinary.run(["-c", ":help"], environment: environment)
    #expect(result.status == 0)
    #expect(result.stdout.contains("Type :help COMMAND"))
    #expect(!result.stdout.contains("PAGED|"))
  }

  /// Issue 47: `:help journal` was 106 columns wide: its usage takes a line per subcommand
  /// when one line does not fit.
  @Test func oneCommandsHelpFitsEightyColumns() async throws {
    let home = try TemporaryDirectory(prefix: "wxsh-pager")
    defer { home.remove() }
    var environment = WxshBinary.environment(home: home.path)
    environment["COLUMNS"] = "80"
    let result = try await WxshBinary.run(["-c", ":help journal"], environment: environment)
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.allSatisfy { TerminalText.displayWidth($0) <= 80 }, "\(lines)")
    #expect(lines.first == ":journal [list] [--all]")
    #expect(lines.contains(":journal export [FORMAT] [FILE] [--force]"))
    // Wide enough, it is one line.
    environment["COLUMNS"] = "130"
    let wide = try await WxshBinary.run(["-c", ":help journal"], environment: environment)
    #expect(wide.stdout.hasPrefix(":journal [list [--all]|add [TEXT]|show N|"))
  }

  /// At 80 and 40 columns every line of `:help` fits the width, whole.
  @Test(arguments: [80, 40, 120])
  func helpFitsTheWidthWithoutCutting(columns: Int) async throws {
    let home = try TemporaryDirectory(prefix: "wxsh-pager")
    defer { home.remove() }
    var environment = WxshBinary.environment(home: home.path)
    environment["COLUMNS"] = String(columns)
    let result = try await WxshBinary.run(["-c", ":help"], environment: environment)
    #expect(result.status == 0)
    #expect(!result.stdout.contains("…"))
    for line in result.stdout.split(separator: "\n") {
      #expect(TerminalText.displayWidth(String(line)) <= columns, "\(line)")
    }
    // No padding to a 77-column usage: the summaries start right after the names.
    let now = result.stdout.split(separator: "\n").first { $0.hasPrefix("  :now") }
    #expect(now.map { $0.hasPrefix("  :now      Current") || columns < 60 } == true, "\(now ?? "")")
  }
}
