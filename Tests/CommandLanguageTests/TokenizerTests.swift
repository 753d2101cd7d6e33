import TestSize
import Testing

@testable import CommandLanguage

@Suite(.size(.small)) struct TokenizerTests {
  @Test(arguments: [
    ("a b  c", ["a", "b", "c"]),
    ("\"New York\" seoul", ["New York", "seoul"]),
    ("'São Paulo' x", ["São Paulo", "x"]),
    ("a\\ b", ["a b"]),
    ("\"say \\\"hi\\\"\"", ["say \"hi\""]),
    ("st john's", ["st", "john's"]),
    ("l'aquila", ["l'aquila"]),
    ("n'djamena, td", ["n'djamena,", "td"]),
    ("it's cold", ["it's", "cold"]),
    ("'São Paulo' it's", ["São Paulo", "it's"]),
    ("\"O'Fallon\" mo", ["O'Fallon", "mo"]),
    ("", []),
    ("   ", []),
  ])
  func splits(input: String, words: [String]) throws {
    #expect(try Tokenizer.split(input) == words)
  }

  @Test func unterminatedQuoteIsAnError() {
    #expect(throws: CommandLanguageError.unterminatedQuote("\"")) {
      try Tokenizer.split("\"New York")
    }
  }

  @Test func scanReportsOpenQuoteAndStart() {
    let tokens = Tokenizer.scan("go \"New Y")
    #expect(tokens.count == 2)
    #expect(tokens[1].text == "New Y")
    #expect(tokens[1].start == 3)
    #expect(tokens[1].openQuote == "\"")
  }

  @Test func scanAddsAnEmptyTokenAfterATrailingSpace() {
    let tokens = Tokenizer.scan("help ")
    #expect(tokens.map(\.text) == ["help", ""])
    #expect(tokens[1].start == 5)
  }

  @Test(arguments: [
    "plain", "New York", "a\"b", "back\\slash", "", "Rio de Janeiro, BR", "St. John's",
    "'quoted", "it's a 'test'",
  ])
  func quoteRoundTrips(word: String) throws {
    #expect(try Tokenizer.split(Tokenizer.quote(word)) == [word])
  }
}
