import LineEditor

/// Reads the user's answers to wxsh's own questions, outside the line editor.
public struct AnswerReader: Sendable {
  /// What one question got.
  public enum Answer: Sendable, Equatable {
    /// A line (without its newline).
    case line(String)
    /// Ctrl-C: the question is cancelled and nothing is done.
    case cancelled
    /// End of input.
    case endOfInput
  }

  /// Shows `prompt` and reads one line.
  public var ask: @Sendable (_ prompt: String) -> Answer
  /// Reads lines up to one holding a single `.`; `.line` carries them joined by newlines.
  public var readText: @Sendable () -> Answer
  /// Told the interrupt mark of each line the interactive shell runs (nil outside it), so a
  /// Ctrl-C typed since the line was accepted cancels its questions.
  public var commandStarted: @Sendable (Interrupts.Mark?) -> Void

  /// Creates a reader from its parts.
  public init(
    ask: @escaping @Sendable (_ prompt: String) -> Answer,
    readText: @escaping @Sendable () -> Answer,
    commandStarted: @escaping @Sendable (Interrupts.Mark?) -> Void = { _ in }
  ) {
    self.ask = ask
    self.readText = readText
    self.commandStarted = commandStarted
  }
}
