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

  /// Creates an invocation.
  public init(
    name: String, parsed: ParsedArguments = ParsedArguments()
  ) {
    self.name = name
    self.parsed = parsed
  }
}
