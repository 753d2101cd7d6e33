import TestSupport
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
        == .command(name: "help", arguments: ["search"], argumentText: "search"))
    #expect(
      try ParsedLine.parse(":add \"New York\"")
        == .command(name: "add", arguments: ["New York"], argumentText: "\"New York\""))
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
