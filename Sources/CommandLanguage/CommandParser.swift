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
    var parsed = ParsedArguments()
    var remaining = words[...]
    var options = spec.options
    var arguments = spec.arguments
    if !spec.subcommands.isEmpty {
      let firstWord = remaining.firstIndex { !isOption($0) }.map { remaining[$0] }
      if let firstWord, let sub = spec.subcommand(named: firstWord) {
        parsed.subcommand = sub.name
        options += sub.options
        arguments = sub.arguments
        if let index = remaining.firstIndex(of: firstWord) { remaining.remove(at: index) }
      } else if let firstWord {
        throw .unknownSubcommand(command: spec.name, typed: firstWord)
      } else if let fallback = spec.defaultSubcommand {
        parsed.subcommand = fallback
        if let sub = spec.subcommand(named: fallback) {
          options += sub.options
          arguments = sub.arguments
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
    var positional: [String] = []
    var freeTextStarts = false
    var iterator = remaining.makeIterator()
    var endOfOptions = false
    let textIndex = arguments.firstIndex { $0.kind == .text }
    while let word = iterator.next() {
      if freeTextStarts || endOfOptions || !isOption(word) {
        if word == "--", !endOfOptions, !freeTextStarts {
          endOfOptions = true
          continue
        }
        positional.append(word)
        if let textIndex, positional.count > textIndex { freeTextStarts = true }
        continue
      }
      let (typedName, inline) = split(word)
      guard let option = find(typedName, in: options) else {
        throw .unknownOption(
          command: spec.name, option: typedName, suggestion: suggestion(typedName, options))
      }
      if let value = option.value {
        if let inline {
          parsed.options[option.name] = inline
        } else if let next = iterator.next(), !isOption(next) {
          parsed.options[option.name] = next
        } else {
          throw .missingOptionValue(command: spec.name, option: "--" + option.name, value: value)
        }
      } else {
        guard inline == nil else {
          throw .unexpectedOptionValue(command: spec.name, option: "--" + option.name)
        }
        parsed.options[option.name] = ""
      }
    }
    parsed.values = try bind(positional, to: arguments, command: spec.name)
    return parsed
  }

  /// Binds positional words to the declared arguments in order.
  static func bind(_ words: [String], to arguments: [ArgumentSpec], command: String)
    throws(CommandLanguageError) -> [String: String]
  {
    var values: [String: String] = [:]
    var index = 0
    var previousChoice: String?
    for (position, argument) in arguments.enumerated() {
      let next: String? = index < words.count ? words[index] : nil
      let later = arguments[(position + 1)...]
      switch argument.kind {
      case .count(let range, _):
        if let next, let number = smallNumber(next) {
          guard range.contains(number) else {
            throw .outOfRange(command: command, typed: next, argument: argument)
          }
          values[argument.name] = String(number)
          index += 1
        } else if !argument.isOptional {
          guard let next else {
            throw .missingArgument(command: command, argument: argument, after: nil)
          }
          throw .outOfRange(command: command, typed: next, argument: argument)
        }
      case .choice(let choices):
        if let next, let chosen = choose(next, choices) {
          values[argument.name] = chosen
          previousChoice = chosen
          index += 1
        } else if let next, !argument.isOptional || !later.contains(where: { takes(next, $0.kind) })
        {
          throw .invalidChoice(command: command, typed: next, argument: argument, after: nil)
        } else if next == nil, !argument.isOptional {
          throw .missingArgument(command: command, argument: argument, after: nil)
        }
      case .choiceAfter(let table):
        guard let previousChoice, let choices = table[previousChoice] else { break }
        guard let next else {
          throw .missingArgument(command: command, argument: argument, after: previousChoice)
        }
        guard let chosen = choose(next, choices) else {
          throw .invalidChoice(
            command: command, typed: next, argument: argument, after: previousChoice)
        }
        values[argument.name] = chosen
        index += 1
      case .date:
        if let next, ArgumentKind.isDateShaped(next) {
          values[argument.name] = next
          index += 1
        } else if !argument.isOptional {
          throw .missingArgument(command: command, argument: argument, after: nil)
        }
      case .command, .word:
        if let next {
          values[argument.name] = next
          index += 1
        } else if !argument.isOptional {
          throw .missingArgument(command: command, argument: argument, after: nil)
        }
      case .place, .savedPlace, .text:
        // The rest of the line, less the words the arguments after it claim from the end.
        var end = words.count
        for after in later.reversed() where end > index {
          if !after.isOptional || claims(words[end - 1], after.kind) { end -= 1 }
        }
        if end > index {
          values[argument.name] = words[index..<end].joined(separator: " ")
          index = end
        } else if !argument.isOptional {
          throw .missingArgument(command: command, argument: argument, after: nil)
        }
      }
    }
    if index < words.count {
      throw .tooManyArguments(command: command, extra: words[index...].joined(separator: " "))
    }
    return values
  }

  /// True when `word` can only be the trailing argument of `kind` (a count or a choice).
  static func claims(_ word: String, _ kind: ArgumentKind) -> Bool {
    switch kind {
    case .count: smallNumber(word) != nil
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
