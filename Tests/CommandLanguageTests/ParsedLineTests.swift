import TestSize
import Testing

@testable import CommandLanguage

@Suite(.size(.small)) struct ParsedLineTests {
  @Test func classifiesLines() throws {
    #expect(try ParsedLine.parse("") == .empty)
    #expect(try ParsedLine.parse("   \t") == .empty)
    #expect(try ParsedLine.parse("# a comment") == .comment)
    #expect(try ParsedLine.parse("  hamburg ") == .placeQuery("hamburg"))
    #expect(
      try ParsedLine.parse(":help  search")
        == .command(name: "help", arguments: ["search"], typed: ["search"]))
    #expect(
      try ParsedLine.parse(":add \"New York\"")
        == .command(name: "add", arguments: ["New York"], typed: ["New York"]))
    // Full-width forms are folded where they are syntax; the typed words keep them.
    let line = try ParsedLine.parse("：journal　add　東京、晴れ。１２℃")
    guard case .command("journal", let arguments, let typed) = line else {
      Issue.record("not a command: \(line)")
      return
    }
    #expect(arguments.count == 2 && arguments != typed)
    #expect(typed == ["add", "東京、晴れ。１２℃"])
  }

  @Test func colonAloneIsAnError() {
    #expect(throws: CommandLanguageError.missingCommandName) { try ParsedLine.parse(":") }
    #expect(throws: CommandLanguageError.missingCommandName) { try ParsedLine.parse(": help") }
  }

  @Test func unterminatedQuoteInArguments() {
    #expect(throws: CommandLanguageError.unterminatedQuote("'")) {
      try ParsedLine.parse(":add 'Seoul")
    }
  }
}
