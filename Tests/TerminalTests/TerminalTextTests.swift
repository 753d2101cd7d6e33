import TestSize
import Testing

@testable import Terminal

@Suite(.size(.small)) struct TerminalTextTests {
  @Test func sanitizeDropsC0C1DelAndBidi() {
    let hostile = "Ok\u{1B}]0;pwned\u{07}\u{1B}[2J\r\u{9B}31m\u{7F}\u{202E}evil\u{2066}x"
    let clean = TerminalText.sanitize(hostile)
    #expect(clean == "Ok]0;pwned[2J31mevilx")
    #expect(!clean.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
  }

  @Test func sanitizeTurnsTabsAndNewlinesIntoSpacesUnlessKept() {
    #expect(TerminalText.sanitize("a\tb\nc") == "a b c")
    #expect(TerminalText.sanitize("a\nb", keepNewlines: true) == "a\nb")
  }

  @Test func sanitizeKeepsOrdinaryUnicode() {
    let text = "Gdańsk 대구 大阪 Варшава القاهرة ☀️"
    #expect(TerminalText.sanitize(text) == text)
    #expect(TerminalText.isClean(text))
    #expect(!TerminalText.isClean("a\u{1B}b"))
  }

  @Test(arguments: [
    ("abc", 3), ("서울", 4), ("大阪", 4), ("São", 3), ("e\u{301}", 1), ("☀️", 2), ("🌧", 1),
    ("🌧\u{FE0F}", 2), ("", 0),
    ("ｗｘ", 4),
  ])
  func displayWidth(text: String, cells: Int) {
    #expect(TerminalText.displayWidth(text) == cells)
  }

  @Test func padAndTruncateCountCells() {
    #expect(TerminalText.padRight("서울", toWidth: 6) == "서울  ")
    #expect(TerminalText.padLeft("ab", toWidth: 4) == "  ab")
    #expect(TerminalText.truncate("Hamburg", toWidth: 5) == "Hamb…")
    #expect(TerminalText.truncate("서울특별시", toWidth: 5) == "서울…")
    #expect(TerminalText.truncate("short", toWidth: 10) == "short")
    #expect(TerminalText.truncate("abc", toWidth: 0) == "")
  }

  @Test func asciiPunctuationWritesOnlyTheSymbols() {
    #expect(
      TerminalText.asciiPunctuation("Hamburg, Germany · 2.0M — “now” 21°C → later…")
        == "Hamburg, Germany - 2.0M - \"now\" 21C -> later...")
    #expect(TerminalText.asciiPunctuation("São Paulo · 서울") == "São Paulo - 서울")
    #expect(TerminalText.asciiPunctuation("plain") == "plain")
  }
}
