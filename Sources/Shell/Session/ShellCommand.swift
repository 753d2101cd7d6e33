import CommandLanguage
import Rendering

/// A command the context can run: its description and what it does.
public struct ShellCommand: Sendable {
  /// Names, help text and argument kinds.
  public var spec: CommandSpec
  /// Runs the command; throws a `ShellError` (or another error) to fail it.
  public var run: @MainActor @Sendable (Invocation, CommandContext) async throws -> CommandOutput

  /// Creates a command.
  public init(
    spec: CommandSpec,
    run: @escaping @MainActor @Sendable (Invocation, CommandContext) async throws -> CommandOutput
  ) {
    self.spec = spec
    self.run = run
  }
}

/// One call of a command: its canonical name and its arguments.
public struct Invocation: Sendable, Equatable {
  /// The canonical command name (`help`, even when `:h` was typed).
  public var name: String
  /// The arguments read against the command's declaration.
  public var parsed: ParsedArguments
  /// The argument words the parser read (full-width forms folded: `！` is `!`).
  var words: [String] = []
  /// The same words as typed, when they split as `words` did; empty otherwise.
  var typedWords: [String] = []
  /// Whether the line was a bare place name (`seoul`), which opens a place only when it
  /// names one: a guess from the start of a name is asked about instead.
  var isBareLine = false

  /// Creates an invocation.
  public init(
    name: String, parsed: ParsedArguments = ParsedArguments()
  ) {
    self.name = name
    self.parsed = parsed
  }

  /// `value`, a rest-of-line argument or its tail (a journal note, the name after `as`), as
  /// the user typed it: the parser reads folded words, but the user's own text keeps its
  /// full-width punctuation (`今天好冷！（记得带伞）`). `value` as given when it is not the
  /// end of the line or the words did not split alike.
  func asTyped(_ value: String) -> String {
    guard typedWords.count == words.count, !value.isEmpty else { return value }
    for start in words.indices where words[start...].joined(separator: " ") == value {
      return typedWords[start...].joined(separator: " ")
    }
    return value
  }
}
