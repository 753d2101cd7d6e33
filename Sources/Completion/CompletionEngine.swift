import CommandLanguage
import Foundation

/// Decides what Tab does: completes command names and each argument kind's candidates.
public struct CompletionEngine: Sendable {
  /// The commands to complete and to read argument kinds from.
  public var registry: CommandRegistry
  /// Candidate sources by argument kind (`.place`, `.savedPlace`); `.command` and `.choice` are
  /// built in.
  public var sources: [String: CandidateSource]
  /// The argument kind of a bare line (no leading colon), usually `.place`.
  public var bareLineKind: ArgumentKind?

  /// Creates an engine over a registry and candidate sources.
  public init(
    registry: CommandRegistry, sources: [String: CandidateSource] = [:],
    bareLineKind: ArgumentKind? = nil
  ) {
    self.registry = registry
    self.sources = sources
    self.bareLineKind = bareLineKind
  }

  /// The key under which a kind's source is stored in `sources`.
  public static func sourceKey(for kind: ArgumentKind) -> String {
    switch kind {
    case .command: "command"
    case .place: "place"
    case .savedPlace: "savedPlace"
    case .choice, .choiceAfter: "choice"
    case .text, .word, .count: "text"
    case .date: "choice"
    }
  }

  /// Computes what Tab should do for the text before the cursor.
  public func complete(before typed: String) -> CompletionResult {
    let text = InputFolding.fold(typed)
    let (word, kind, isCommandName) = locate(text)
    guard let kind else { return .none }
    let candidates = self.candidates(for: kind, word: word, isCommandName: isCommandName)
    guard !candidates.isEmpty else { return .none }
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

  /// Splits the text before the cursor into the word being completed and its kind.
  func locate(_ text: String) -> (word: String, kind: ArgumentKind?, isCommandName: Bool) {
    let leading = text.drop(while: { $0 == " " || $0 == "\t" })
    guard leading.first == ":" else {
      guard !leading.hasPrefix("#") else { return ("", nil, false) }
      return (String(leading), bareLineKind, false)
    }
    let body = leading.dropFirst()
    guard let space = body.firstIndex(where: { $0 == " " || $0 == "\t" }) else {
      return (String(body), .command, true)
    }
    let name = String(body[..<space])
    guard let spec = try? registry.resolve(name) else { return ("", nil, false) }
    let rest = String(body[body.index(after: space)...])
    let tokens = Tokenizer.scan(rest)
    let current = tokens.last
    // An option being typed: the command's option names.
    if let current, current.text.hasPrefix("-"), current.openQuote == nil {
      return (current.text, .choice(spec.allOptions.map { "--" + $0.name }), false)
    }
    // The words before the one being typed, less options and their values.
    var words: [(token: Int, text: String)] = []
    var skipValue = false
    for (index, token) in tokens.dropLast().enumerated() {
      if skipValue {
        skipValue = false
        continue
      }
      if CommandParser.isOption(token.text) {
        let option = spec.allOptions.first { "--" + $0.name == token.text.lowercased() }
        skipValue = option?.value != nil && !token.text.contains("=")
        continue
      }
      words.append((index, token.text))
    }
    let (arguments, skipped) = spec.arguments(after: words.map(\.text))
    var wordIndex = skipped
    var previousChoice: String?
    for (position, argument) in arguments.enumerated() {
      if argument.kind.takesRestOfLine {
        let start =
          wordIndex < words.count
          ? tokens[words[wordIndex].token].start : (current?.start ?? rest.count)
        return (String(rest.dropFirst(start)), argument.kind, false)
      }
      guard wordIndex < words.count else {
        // An optional word before a place (`:show [full] PLACE`): Tab completes the place.
        if argument.isOptional, arguments[(position + 1)...].contains(where: \.kind.takesRestOfLine)
        {
          continue
        }
        if case .choiceAfter(let table) = argument.kind {
          return (current?.text ?? "", .choice(table[previousChoice ?? ""] ?? []), false)
        }
        return (current?.text ?? "", argument.kind, false)
      }
      let word = words[wordIndex].text
      switch argument.kind {
      case .choice(let choices):
        if choices.contains(where: { $0.lowercased() == word.lowercased() }) {
          previousChoice = word.lowercased()
          wordIndex += 1
        } else if !argument.isOptional {
          wordIndex += 1
        }
      case .count:
        if CommandParser.smallNumber(word) != nil || !argument.isOptional { wordIndex += 1 }
      default:
        wordIndex += 1
      }
    }
    return ("", nil, false)
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

  func candidates(for kind: ArgumentKind, word: String, isCommandName: Bool) -> [Candidate] {
    switch kind {
    case .command:
      let names = registry.names(withPrefix: word)
      return names.map { Candidate($0) }
    case .choice(let values):
      let folded = Self.fold(word)
      return values.filter { Self.fold($0).hasPrefix(folded) }.map { Candidate($0) }
    case .date:
      let folded = Self.fold(word)
      return ArgumentKind.relativeDays.filter { $0.hasPrefix(folded) }.map { Candidate($0) }
    case .text, .choiceAfter, .word, .count:
      return []
    case .place, .savedPlace:
      guard let source = sources[Self.sourceKey(for: kind)] else { return [] }
      return source(word)
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
