import Catalog
import CommandLanguage
import Rendering

/// Renders every error the shell can meet as one line saying what is wrong and what to do.
public enum ErrorMessages {
  /// The one-line message for `error`, with any foreign text sanitised by the caller's output.
  public static func message(for error: Error) -> String {
    switch error {
    case let error as ShellError: message(for: error)
    case let error as CommandLanguageError: message(for: ShellError.language(error))
    default: say(.errorUnexpected)
    }
  }

  /// The `--json` kind for `error`.
  /// True when `error` only says the user cancelled (Ctrl-C at a question or during a fetch).
  public static func isCancellation(_ error: Error) -> Bool {
    switch error {
    case is CancellationError: true
    case ShellError.cancelled, ShellError.weather(.cancelled): true
    default: false
    }
  }

  public static func kind(for error: Error) -> String {
    (error as? ShellError)?.kind ?? "internal"
  }

  static func message(for error: ShellError) -> String {
    switch error {
    case .language(let error):
      message(for: error)
    case .noPlaceCommand(let query):
      say(.errorNoPlaceCommand(query: Quote.user(query)))
    case .notAPlace(let word, let command?):
      say(.errorBareCommandWord(command: command, word: Quote.user(word)))
    case .notAPlace(let word, nil):
      say(.errorTooShort(word: Quote.user(word)))
    case .guessedPlace(let word, let place):
      say(.errorGuessedPlace(word: Quote.user(word), place: place))
    case .ambiguousPlace(let typed, let candidates):
      say(
        .errorAmbiguousSaved(
          count: candidates.count, typed: Quote.user(typed),
          candidates: candidates.map { "\($0.index + 1) \($0.label)" }.joined(
            separator: say(.listSeparator)), example: candidates[0].label))
    case .cancelled:
      say(.cancelled)
    case .placesUnavailable(let reason):
      reason
    case .place(let sentence), .said(let sentence, _):
      say(sentence)
    case .profile(let error):
      error.message
    case .weather(let error):
      error.message
    case .journal(let error):
      error.message
    case .alerts(let error, let source):
      // A service's own sentence may end in a full stop; the hint follows after "; ".
      say(
        .errorAlertsUnavailable(
          reason: String(error.message(from: source).reversed().drop { $0 == "." }.reversed()),
          hint: error.hint))
    }
  }

  /// The sentence for a line the command language could not read.
  static func message(for error: CommandLanguageError) -> String {
    switch error {
    case .unterminatedQuote(let quote):
      say(.errorUnterminatedQuote(quote: String(quote)))
    case .missingCommandName:
      say(.errorMissingCommandName)
    case .unknownCommand(let name, let suggestion?):
      say(.errorUnknownCommandSuggestion(name: Quote.user(name), suggestion: suggestion))
    case .unknownCommand(let name, nil):
      say(.errorUnknownCommand(name: Quote.user(name)))
    case .ambiguousCommand(let name, let candidates):
      say(
        .errorAmbiguousCommand(
          name: Quote.user(name), candidates: orList(candidates.map { ":" + $0 })))
    case .unknownOption(let command, let option, let suggestion?):
      say(
        .errorUnknownOptionSuggestion(
          command: command, option: Quote.user(option), suggestion: suggestion))
    case .unknownOption(let command, let option, nil):
      say(.errorUnknownOption(command: command, option: Quote.user(option)))
    case .missingOptionValue(_, let option, let value):
      say(.errorMissingOptionValue(option: option, what: noun(value, after: nil)))
    case .unexpectedOptionValue(_, let option):
      say(.errorUnexpectedOptionValue(option: option))
    case .missingArgument(let command, let argument, let after):
      if let choices = choices(argument, after: after) {
        say(.errorGiveChoice(what: noun(argument, after: after), choices: orList(choices)))
      } else {
        say(.errorGiveArgument(what: noun(argument, after: after), command: command))
      }
    case .invalidChoice(_, let typed, let argument, let after):
      say(
        .errorInvalidChoice(
          typed: Quote.user(typed), what: noun(argument, after: after),
          choices: orList(choices(argument, after: after) ?? [])))
    case .notANumber(_, let typed, let argument):
      say(.errorNotAWholeNumber(typed: Quote.user(typed), what: noun(argument, after: nil)))
    case .outOfRange(_, let typed, let argument):
      rangeMessage(typed, argument)
    case .unknownSubcommand(let command, let typed):
      say(.errorUnknownSubcommand(command: command, typed: Quote.user(typed)))
    case .tooManyArguments(let command, let extra):
      say(.errorTooManyArguments(extra: Quote.user(extra), command: command))
    }
  }

  /// "200 is out of range: give 1 to 48 hours", or "'x' is not a number: …".
  static func rangeMessage(_ typed: String, _ argument: ArgumentSpec) -> String {
    guard case .count(let range, let noun) = argument.kind else { return Quote.user(typed) }
    let (quoted, low, high) = (
      Quote.user(typed), String(range.lowerBound), String(range.upperBound)
    )
    let words = say(Sentence(noun))
    return typed.allSatisfy(\.isNumber)
      ? say(.errorOutOfRange(typed: quoted, low: low, high: high, noun: words))
      : say(.errorNotANumber(typed: quoted, low: low, high: high, noun: words))
  }

  /// What an argument is, in words ("a wind unit").
  static func noun(_ argument: ArgumentSpec, after: String?) -> String {
    if let after, let noun = argument.nounsAfter[after] { return say(Sentence(noun)) }
    if let noun = argument.noun { return say(Sentence(noun)) }
    return argument.name
  }

  /// The words an argument allows, when it is a choice.
  static func choices(_ argument: ArgumentSpec, after: String?) -> [String]? {
    switch argument.kind {
    case .choice(let choices): choices
    case .choiceAfter(let table): after.flatMap { table[$0] }
    default: nil
    }
  }

  /// `a, b or c` in the catalogue's words.
  static func orList(_ items: [String]) -> String {
    guard let last = items.last, items.count > 1 else { return items.first ?? "" }
    return say(.listOr(items: items.dropLast().joined(separator: say(.listSeparator)), last: last))
  }
}
