import CommandLanguage
import Foundation

/// Decides what Tab does: completes command names and each argument kind's candidates.
public struct CompletionEngine: Sendable {
  /// The commands to complete and to read argument kinds from.
  public var registry: CommandRegistry
  /// Place names for the place arguments (the gazetteer and the user's own names).
  public var places: CandidateSource?
  /// Saved places' names and indexes for the saved-place arguments.
  public var savedPlaces: CandidateSource?
  /// The argument kind of a bare line (no leading colon), usually `.place`.
  public var bareLineKind: ArgumentKind?

  /// Creates an engine over a registry and the place sources; commands, choices and dates
  /// need none.
  public init(
    registry: CommandRegistry, places: CandidateSource? = nil,
    savedPlaces: CandidateSource? = nil, bareLineKind: ArgumentKind? = nil
  ) {
    self.registry = registry
    self.places = places
    self.savedPlaces = savedPlaces
    self.bareLineKind = bareLineKind
  }

  /// Computes what Tab should do for the text before the cursor.
  public func complete(before typed: String) -> CompletionResult {
    let text = InputFolding.fold(typed)
    let readings = locate(text).compactMap { word, kind, isCommandName in
      let candidates = self.candidates(for: kind, word: word)
      return candidates.isEmpty ? nil : (word, kind, isCommandName, candidates)
    }
    guard let (word, kind, isCommandName, candidates) = readings.first else { return .none }
    // The word may be read two ways (`:moon oslo tom`: a place, or the start of `tomorrow`):
    // when both have candidates, list them all.
    guard readings.count == 1 else { return .ambiguous(readings.flatMap(\.3)) }
    let wordLength = wordLengthInLine(text, kind: kind, word: word)
    let quoteNeeded = !kind.takesRestOfLine && !isCommandName
    func render(_ insertion: String) -> String {
      quoteNeeded ? Tokenizer.quote(insertion) : insertion
    }
    if candidates.count == 1 {
      let trailing = (isCommandName || quoteNeeded) ? " " : ""
      let insertion = (isCommandName ? ":" : "") + render(candidates[0].insertion) + trailing
      return .replace(deleting: wordLength, insertion: insertion)
    }
    let common = Self.commonPrefix(candidates.map(\.insertion))
    // A common prefix that only adds a comma or spaces (`Springfield` → `Springfield, `)
    // narrows nothing: list the candidates with their regions instead.
    let meaningful = String(common.reversed().drop(while: { $0 == "," || $0 == " " }).reversed())
    if meaningful.count > word.count, Self.fold(meaningful).hasPrefix(Self.fold(word)) {
      let insertion: String
      if quoteNeeded && Tokenizer.quote(meaningful) != meaningful {
        insertion =
          "\""
          + meaningful.replacingOccurrences(of: "\\", with: "\\\\")
          .replacingOccurrences(of: "\"", with: "\\\"")
      } else {
        insertion = meaningful
      }
      return .replace(deleting: wordLength, insertion: (isCommandName ? ":" : "") + insertion)
    }
    return .ambiguous(candidates)
  }

  /// Splits the text before the cursor into the word being completed and each kind it may
  /// be, read by the parser's own walk (`CommandParser.expectations`).
  func locate(_ text: String) -> [(word: String, kind: ArgumentKind, isCommandName: Bool)] {
    let leading = text.drop(while: { $0 == " " || $0 == "\t" })
    guard leading.first == ":" else {
      guard !leading.hasPrefix("#"), let bareLineKind else { return [] }
      return [(String(leading), bareLineKind, false)]
    }
    let body = leading.dropFirst()
    guard let space = body.firstIndex(where: { $0 == " " || $0 == "\t" }) else {
      return [(String(body), .command, true)]
    }
    let name = String(body[..<space])
    guard let spec = try? registry.resolve(name) else { return [] }
    let rest = String(body[body.index(after: space)...])
    let tokens = Tokenizer.scan(rest)
    let current = tokens.last
    // An option being typed: the command's option names.
    if let current, current.text.hasPrefix("-"), current.openQuote == nil {
      return [(current.text, .choice(spec.allOptions.map { "--" + $0.name }), false)]
    }
    let words = tokens.isEmpty ? [""] : tokens.map(\.text)
    return CommandParser.expectations(words, spec).map { expectation in
      guard expectation.kind.takesRestOfLine else {
        return (current?.text ?? "", expectation.kind, false)
      }
      let start = tokens.isEmpty ? 0 : tokens[expectation.start].start
      return (String(rest.dropFirst(start)), expectation.kind, false)
    }
  }

  /// How many characters before the cursor the replacement deletes.
  func wordLengthInLine(_ text: String, kind: ArgumentKind, word: String) -> Int {
    if kind == .command, text.drop(while: { $0 == " " }).first == ":",
      !text.contains(where: { $0 == " " || $0 == "\t" })
    {
      return word.count + 1  // the colon is re-inserted with the name
    }
    if kind.takesRestOfLine { return word.count }
    // An argument word: delete what the user typed, quotes and escapes included.
    let tokens = Tokenizer.scan(text)
    guard let last = tokens.last else { return 0 }
    return text.count - last.start
  }

  func candidates(for kind: ArgumentKind, word: String) -> [Candidate] {
    switch kind {
    case .command:
      let names = registry.names(withPrefix: word)
      return names.map { Candidate($0) }
    case .choice(let values):
      let folded = Self.fold(word)
      return values.filter { Self.fold($0).hasPrefix(folded) }.map { Candidate($0) }
    case .place:
      return places?(word) ?? []
    case .savedPlace:
      return savedPlaces?(word) ?? []
    case .text, .word, .count, .wholeNumber:
      return []
    case .date, .choiceAfter:
      // The parser lists these kinds' values as a `.choice` (`CommandParser.expectations`).
      return []
    }
  }

  /// The longest common prefix of the strings, compared by character.
  public static func commonPrefix(_ strings: [String]) -> String {
    guard var prefix = strings.first.map(Array.init) else { return "" }
    for string in strings.dropFirst() {
      let characters = Array(string)
      var length = 0
      while length < prefix.count, length < characters.count, prefix[length] == characters[length] {
        length += 1
      }
      prefix.removeSubrange(length...)
      if prefix.isEmpty { break }
    }
    return String(prefix)
  }

  /// Case- and accent-insensitive form for prefix comparisons.
  static func fold(_ text: String) -> String {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
  }
}
