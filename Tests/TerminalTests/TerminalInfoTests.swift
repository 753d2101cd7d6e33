import TestSize
import Testing

@testable import Terminal

@Suite(.size(.small)) struct TerminalInfoTests {
  @Test func widthPrefersTheWindowThenColumnsThen80() {
    #expect(TerminalInfo.resolveWidth(windowColumns: 132, environment: ["COLUMNS": "50"]) == 132)
    #expect(TerminalInfo.resolveWidth(windowColumns: nil, environment: ["COLUMNS": "50"]) == 50)
    #expect(TerminalInfo.resolveWidth(windowColumns: nil, environment: ["COLUMNS": "x"]) == 80)
    #expect(TerminalInfo.resolveWidth(windowColumns: 0, environment: [:]) == 80)
  }

  @Test func colourNeedsATerminalAndNoOptOut() {
    #expect(TerminalInfo.resolveColor(stdoutIsTerminal: true, environment: [:], noColorFlag: false))
    #expect(
      !TerminalInfo.resolveColor(stdoutIsTerminal: false, environment: [:], noColorFlag: false))
    #expect(
      !TerminalInfo.resolveColor(
        stdoutIsTerminal: true, environment: ["NO_COLOR": ""], noColorFlag: false))
    #expect(
      !TerminalInfo.resolveColor(
        stdoutIsTerminal: true, environment: ["TERM": "dumb"], noColorFlag: false))
    #expect(!TerminalInfo.resolveColor(stdoutIsTerminal: true, environment: [:], noColorFlag: true))
  }

  @Test func unicodeFollowsTheLocale() {
    #expect(!TerminalInfo.resolveUnicode(environment: ["TERM": "dumb"]))
    #expect(TerminalInfo.resolveUnicode(environment: ["LC_ALL": "C.utf8", "LANG": "C"]))
    #expect(!TerminalInfo.resolveUnicode(environment: ["LANG": "C"]))
    #expect(
      !TerminalInfo.resolveUnicode(environment: ["LC_CTYPE": "POSIX", "LANG": "en_US.UTF-8"]))
    #expect(TerminalInfo.resolveUnicode(environment: [:]))
    #expect(TerminalInfo.resolveUnicode(environment: ["LANG": "en_US.UTF-8"]))
    #expect(!TerminalInfo.resolveUnicode(environment: ["LANG": "en_US.ISO-8859-1"]))
    #expect(!TerminalInfo.resolveUnicode(environment: ["LANG": "en_US.UTF-8", "TERM": "dumb"]))
    #expect(!TerminalInfo.resolveUnicode(environment: ["LC_ALL": "de_DE@euro", "LANG": "C.UTF-8"]))
  }

  @Test func stylerEmitsNothingWhenOff() {
    #expect(Styler(enabled: false).apply(.bold, "x") == "x")
    #expect(Styler(enabled: true).apply(.bold, "x") == "\u{1B}[1mx\u{1B}[0m")
  }
}
