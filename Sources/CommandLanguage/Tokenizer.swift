/// Splits an argument string into words, honouring quotes and backslash escapes.
///
/// `"New York" 'São Paulo' a\ b` gives `New York`, `São Paulo`, `a b`. Inside double quotes a
/// backslash escapes `"` and `\`; single quotes take everything literally. A single quote only
/// opens a quote at the start of a word: inside one it is a letter, so `st john's`, `l'aquila`
/// and `n'djamena` need no quoting.
public enum Tokenizer {
  /// One word and where it started in the input.
  public struct Token: Sendable, Equatable {
    /// The word with quotes and escapes removed.
    public var text: String
    /// The character offset of the word's first character (or opening quote) in the input.
    public var start: Int
    /// The quote character still open at the end of input, if the word is unterminated.
    public var openQuote: Character?
  }

  /// Splits `input` into words; throws on an unterminated quote.
  public static func split(_ input: String) throws(CommandLanguageError) -> [String] {
    var tokens = scan(input)
    if let last = tokens.last, let quote = last.openQuote {
      throw .unterminatedQuote(quote)
    }
    if let last = tokens.last, last.text.isEmpty, last.start == input.count {
      tokens.removeLast()  // the marker scan adds after a trailing space
    }
    return tokens.map(\.text)
  }

  /// Splits `input` into tokens without failing; the last token may be unterminated.
  ///
  /// A trailing space yields a final empty token, so completion knows a new word begins.
  public static func scan(_ input: String) -> [Token] {
    var tokens: [Token] = []
    var current = ""
    var start = 0
    var inToken = false
    var quote: Character? = nil
    var escaping = false
    for (offset, character) in input.enumerated() {
      if escaping {
        current.append(character)
        escaping = false
        continue
      }
      if let open = quote {
        if character == open {
          quote = nil
        } else if character == "\\" && open == "\"" {
          escaping = true
        } else {
          current.append(character)
        }
        continue
      }
      switch character {
      case " ", "\t":
        if inToken {
          tokens.append(Token(text: current, start: start, openQuote: nil))
          current = ""
          inToken = false
        }
      case "'" where inToken:
        current.append(character)  // an apostrophe inside a word
      case "\"", "'":
        if !inToken {
          inToken = true
          start = offset
        }
        quote = character
      case "\\":
        if !inToken {
          inToken = true
          start = offset
        }
        escaping = true
      default:
        if !inToken {
          inToken = true
          start = offset
        }
        current.append(character)
      }
    }
    if inToken {
      tokens.append(Token(text: current, start: start, openQuote: quote))
    } else if let last = input.last, last == " " || last == "\t" {
      tokens.append(Token(text: "", start: input.count, openQuote: nil))
    }
    return tokens
  }

  /// Quotes `word` so that `split` gives it back unchanged.
  public static func quote(_ word: String) -> String {
    let needsQuotes =
      word.isEmpty || word.first == "'"
      || word.contains { $0 == " " || $0 == "\t" || $0 == "\"" || $0 == "\\" }
    guard needsQuotes else { return word }
    var escaped = ""
    for character in word {
      if character == "\"" || character == "\\" { escaped.append("\\") }
      escaped.append(character)
    }
    return "\"" + escaped + "\""
  }
}
