/// Reads a command's words against its declaration, so every command parses the same way:
/// options anywhere (`--name`, `--name=value`, `-n`; `--` ends them), a subcommand first when
/// the command has any, then the positional arguments in order.
///
/// Numbers that could be coordinates (`-33.9`) are not options. Free text (`:journal add …`)
/// takes the rest of the line as typed, options included.
public enum CommandParser {
  /// Parses `words` (already split and unquoted) for `spec`.
  public static func parse(_ words: [String], _ spec: CommandSpec) throws(CommandLanguageError)
    -> ParsedArguments
  {
    let layout = try layout(words, spec, partial: false)
    let binding = try bind(
      layout.positional.map { words[$0] }, to: layout.arguments, command: spec.name,
      partial: false)
    return ParsedArguments(
      subcommand: layout.subcommand, options: layout.options, values: binding.values)
  }

  /// What the last of `words` may be, read by the same walk as `parse` with the line ending at
  /// the cursor: the argument each reading gives it, with the index of the word its value
  /// starts at (a place starts before the last word when it holds spaces).
  ///
  /// Choices and dates come back as `.choice` of the values that would be read as that
  /// argument in that place (`:moon oslo tom` → `today`, `tomorrow`, `yesterday`), so Tab
  /// offers what the parser would take; the caller narrows them to the typed prefix.
  public static func expectations(_ words: [String], _ spec: CommandSpec) -> [Expectation] {
    guard let last = words.indices.last,
      let layout = try? layout(words, spec, partial: true),
      layout.positional.last == last
    else { return [] }
    if layout.subcommandAt == last {
      return [Expectation(kind: .choice(spec.subcommands.map(\.name)), start: last)]
    }
    var typed = layout.positional.map { words[$0] }
    let position = typed.count - 1
    var found: [Expectation] = []
    // As typed: the argument whose value the word falls in.
    if let binding = try? bind(typed, to: layout.arguments, command: spec.name, partial: true),
      let span = binding.spans.first(where: { $0.words.contains(position) }),
      !span.argument.kind.hasValueList
    {
      found.append(
        Expectation(kind: span.argument.kind, start: layout.positional[span.words.lowerBound]))
    }
    // Each listed value, where the walk would read it as an argument with a value list.
    var accepted: [String] = []
    for argument in layout.arguments {
      for value in argument.kind.valueList where !accepted.contains(value) {
        typed[position] = value
        guard
          let binding = try? bind(typed, to: layout.arguments, command: spec.name, partial: true),
          binding.spans.contains(where: {
            $0.argument == argument && $0.words == position..<(position + 1)
          })
        else { continue }
        accepted.append(value)
      }
    }
    if !accepted.isEmpty { found.append(Expectation(kind: .choice(accepted), start: last)) }
    return found
  }

  /// A line's words sorted by the declaration: the subcommand, the options and their values,
  /// and the positional words (as indices into the words) with the arguments they fill.
  struct Layout {
    var subcommand: String?
    var options: [String: String] = [:]
    var arguments: [ArgumentSpec]
    var positional: [Int] = []
    /// The index of the word that names (or, while typing, will name) the subcommand.
    var subcommandAt: Int?
  }

  /// Sorts `words` for `spec`: the subcommand first when the command has any, then options
  /// anywhere outside free text. `partial` reads a line that ends at the cursor: unknown
  /// options are passed over, and the word naming the subcommand may still be being typed.
  static func layout(_ words: [String], _ spec: CommandSpec, partial: Bool)
    throws(CommandLanguageError) -> Layout
  {
    var layout = Layout(arguments: spec.arguments)
    var options = spec.options
    var skipped: Int?
    if !spec.subcommands.isEmpty {
      let first = words.firstIndex { !isOption($0) }
      if let first, partial, first == words.count - 1 {
        layout.subcommandAt = first
        layout.positional = [first]
        return layout
      } else if let first, let sub = spec.subcommand(named: words[first]) {
        layout.subcommand = sub.name
        options += sub.options
        layout.arguments = sub.arguments
        skipped = first
      } else if let first {
        throw .unknownSubcommand(command: spec.name, typed: words[first])
      } else if let fallback = spec.defaultSubcommand {
        layout.subcommand = fallback
        if let sub = spec.subcommand(named: fallback) {
          options += sub.options
          layout.arguments = sub.arguments
        }
      } else {
        throw .missingArgument(
          command: spec.name,
          argument: ArgumentSpec(
            "SUBCOMMAND", .choice(spec.subcommands.map(\.name)), noun: .nounSubcommand),
          after: nil)
      }
    }
    // Options first: every option-shaped word outside free text.
    var freeTextStarts = false
    var endOfOptions = false
    let textIndex = layout.arguments.firstIndex { $0.kind == .text }
    var index = 0
    while index < words.count {
      defer { index += 1 }
      let word = words[index]
      if index == skipped { continue }
      if freeTextStarts || endOfOptions || !isOption(word) {
        if word == "--", !endOfOptions, !freeTextStarts {
          endOfOptions = true
          continue
        }
        layout.positional.append(index)
        if let textIndex, layout.positional.count > textIndex { freeTextStarts = true }
        continue
      }
      let (typedName, inline) = split(word)
      guard let option = find(typedName, in: options) else {
        if partial { continue }
        throw .unknownOption(
          command: spec.name, option: typedName, suggestion: suggestion(typedName, options))
      }
      if let value = option.value {
        if let inline {
          layout.options[option.name] = inline
        } else if case let valueAt = index + 1 == skipped ? index + 2 : index + 1,
          valueAt < words.count, !isOption(words[valueAt])
        {
          layout.options[option.name] = words[valueAt]
          index = valueAt
        } else {
          throw .missingOptionValue(command: spec.name, option: "--" + option.name, value: value)
        }
      } else {
        guard inline == nil else {
          throw .unexpectedOptionValue(command: spec.name, option: "--" + option.name)
        }
        layout.options[option.name] = ""
      }
    }
    return layout
  }

  /// The positional words bound to arguments: each argument's value and the words it took.
  struct Binding {
    /// One argument's words.
    struct Span {
      var argument: ArgumentSpec
      var words: Range<Int>
    }
    var values: [String: String] = [:]
    var spans: [Span] = []

    mutating func take(_ argument: ArgumentSpec, _ value: String, _ words: Range<Int>) {
      values[argument.name] = value
      spans.append(Span(argument: argument, words: words))
    }
  }

  /// Binds positional words to the declared arguments in order. `partial` reads a line that
  /// ends at the cursor: arguments still to come are not missing, and a place or text runs to
  /// the last word unless an argument after it claims that word by its shape.
  static func bind(_ words: [String], to arguments: [ArgumentSpec], command: String, partial: Bool)
    throws(CommandLanguageError) -> Binding
  {
    var binding = Binding()
    var index = 0
    var previousChoice: String?
    for (position, argument) in arguments.enumerated() {
      let next: String? = index < words.count ? words[index] : nil
      let later = arguments[(position + 1)...]
      let required = !argument.isOptional && !(partial && next == nil)
      switch argument.kind {
      case .count(let range, _):
        if let next, let number = smallNumber(next) {
          guard range.contains(number) else {
            throw .outOfRange(command: command, typed: next, argument: argument)
          }
          binding.take(argument, String(number), index..<(index + 1))
          index += 1
        } else if required {
          guard let next else {
            throw .missingArgument(command: command, argument: argument, after: nil)
          }
          throw .outOfRange(command: command, typed: next, argument: argument)
        }
      case .wholeNumber:
        if let next, let number = wholeNumber(next) {
          binding.take(argument, String(number), index..<(index + 1))
          index += 1
        } else if let next {
          throw .notANumber(command: command, typed: next, argument: argument)
        } else if required {
          throw .missingArgument(command: command, argument: argument, after: nil)
        }
      case .choice(let choices):
        if let next, let chosen = choose(next, choices) {
          binding.take(argument, chosen, index..<(index + 1))
          previousChoice = chosen
          index += 1
        } else if let next, !argument.isOptional || !later.contains(where: { takes(next, $0.kind) })
        {
          throw .invalidChoice(command: command, typed: next, argument: argument, after: nil)
        } else if next == nil, required {
          throw .missingArgument(command: command, argument: argument, after: nil)
        }
      case .choiceAfter(let table):
        guard let previousChoice, let choices = table[previousChoice] else { break }
        guard let next else {
          if partial { break }
          throw .missingArgument(command: command, argument: argument, after: previousChoice)
        }
        guard let chosen = choose(next, choices) else {
          throw .invalidChoice(
            command: command, typed: next, argument: argument, after: previousChoice)
        }
        binding.take(argument, chosen, index..<(index + 1))
        index += 1
      case .date:
        if let next, ArgumentKind.isDateShaped(next) {
          binding.take(argument, next, index..<(index + 1))
          index += 1
        } else if required {
          throw .missingArgument(command: command, argument: argument, after: nil)
        }
      case .command, .word:
        if let next {
          binding.take(argument, next, index..<(index + 1))
          index += 1
        } else if required {
          throw .missingArgument(command: command, argument: argument, after: nil)
        }
      case .place, .savedPlace, .text:
        // The rest of the line, less the words the arguments after it claim from the end.
        var end = words.count
        for after in later.reversed() where end > index {
          let reserves = !after.isOptional && !partial
          if reserves || claims(words[end - 1], after.kind) { end -= 1 }
        }
        if end > index {
          // Joined by hand, not with `joined`: see ARCHITECTURE.md, "What a start costs".
          var text = words[index]
          for word in words[(index + 1)..<end] { text += " " + word }
          binding.take(argument, text, index..<end)
          index = end
        } else if required {
          throw .missingArgument(command: command, argument: argument, after: nil)
        }
      }
    }
    if index < words.count {
      throw .tooManyArguments(command: command, extra: words[index...].joined(separator: " "))
    }
    return binding
  }

  /// True when `word` can only be the trailing argument of `kind` (a count or a choice).
  static func claims(_ word: String, _ kind: ArgumentKind) -> Bool {
    switch kind {
    case .count: smallNumber(word) != nil
    case .wholeNumber: wholeNumber(word) != nil
    case .choice(let choices): choose(word, choices) != nil
    case .date: ArgumentKind.isDateShaped(word)
    default: false
    }
  }

  /// True when an argument of `kind` could take `word` (an optional choice before it is
  /// skipped only then).
  static func takes(_ word: String, _ kind: ArgumentKind) -> Bool {
    switch kind {
    case .place, .savedPlace, .text, .word, .command: true
    case .choiceAfter: false
    default: claims(word, kind)
    }
  }

  /// The choice `word` names, case ignored.
  static func choose(_ word: String, _ choices: [String]) -> String? {
    let key = word.lowercased()
    return choices.first { $0.lowercased() == key }
  }

  /// `word` as a small whole number: 1 to 4 ASCII digits (a 5-digit ZIP code is not one).
  public static func smallNumber(_ word: String) -> Int? {
    guard (1...4).contains(word.utf8.count), word.utf8.allSatisfy({ (0x30...0x39).contains($0) })
    else { return nil }
    return Int(word)
  }

  /// `word` as a whole number of 1 or more: ASCII digits only, no sign.
  public static func wholeNumber(_ word: String) -> Int? {
    guard !word.isEmpty, word.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
      let number = Int(word), number > 0
    else { return nil }
    return number
  }

  /// True for an option-shaped word: `-x…` or `--x…` with a letter after the dashes, or `--`.
  public static func isOption(_ word: String) -> Bool {
    if word == "--" { return true }
    let body = word.drop { $0 == "-" }
    let dashes = word.count - body.count
    guard dashes == 1 || dashes == 2, let first = body.first else { return false }
    return first.isLetter && first.isASCII
  }

  /// `--name=value` split into `--name` and `value`.
  static func split(_ word: String) -> (String, String?) {
    guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return (word, nil) }
    return (String(word[..<equals]), String(word[word.index(after: equals)...]))
  }

  /// The option a typed `--name` or `-n` names (case ignored).
  static func find(_ typed: String, in options: [OptionSpec]) -> OptionSpec? {
    let key = typed.lowercased()
    if key.hasPrefix("--") {
      let name = key.dropFirst(2)
      return options.first { $0.name == name }
    }
    guard key.count == 2, let letter = key.last else { return nil }
    return options.first { $0.short.map { Character($0.lowercased()) } == letter }
  }

  /// The closest option name to a mistyped one, when one is close enough.
  static func suggestion(_ typed: String, _ options: [OptionSpec]) -> String? {
    let key = typed.lowercased().drop { $0 == "-" }
    guard !key.isEmpty else { return nil }
    let scored = options.map { ($0.name, EditDistance.between(String(key), $0.name)) }
    guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
    return best.1 <= max(1, min(2, key.count / 2)) ? "--" + best.0 : nil
  }
}
