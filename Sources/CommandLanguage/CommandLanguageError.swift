/// What can be wrong with a typed line before any command runs.
public enum CommandLanguageError: Error, Equatable, Sendable {
  /// A quote was opened and never closed.
  case unterminatedQuote(Character)
  /// A `:` with no command name after it.
  case missingCommandName
  /// No command has this name, alias or prefix; `suggestion` is the closest name, if any.
  case unknownCommand(String, suggestion: String?)
  /// The prefix matches more than one command.
  case ambiguousCommand(String, candidates: [String])
  /// An option the command does not have; `suggestion` is the closest one it has.
  case unknownOption(command: String, option: String, suggestion: String?)
  /// An option that takes a value was given none.
  case missingOptionValue(command: String, option: String, value: ArgumentSpec)
  /// A flag was given a value (`--yes=no`).
  case unexpectedOptionValue(command: String, option: String)
  /// A required argument is missing; `after` is the choice it depends on, if any.
  case missingArgument(command: String, argument: ArgumentSpec, after: String?)
  /// A word is not one of the choices an argument allows; `after` is the choice before it.
  case invalidChoice(command: String, typed: String, argument: ArgumentSpec, after: String?)
  /// A word where an argument takes a whole number.
  case notANumber(command: String, typed: String, argument: ArgumentSpec)
  /// A number outside what an argument allows.
  case outOfRange(command: String, typed: String, argument: ArgumentSpec)
  /// The first word is none of the command's subcommands.
  case unknownSubcommand(command: String, typed: String)
  /// Words left over after every argument was read.
  case tooManyArguments(command: String, extra: String)
}
