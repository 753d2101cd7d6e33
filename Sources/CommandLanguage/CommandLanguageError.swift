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
}
