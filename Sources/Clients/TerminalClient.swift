import Terminal

/// The terminal as commands see it: read again before every command, so a resized window
/// is laid out at its new size.
public struct TerminalClient: Sendable {
  /// The terminal's facts now: tty, width, height, colour, Unicode.
  public var info: @Sendable () -> TerminalInfo

  /// Creates a client from a function.
  public init(info: @escaping @Sendable () -> TerminalInfo) { self.info = info }

  /// The process's own terminal, as `--no-color` and the environment allow.
  public static func live(environment: [String: String], noColor: Bool) -> TerminalClient {
    TerminalClient(info: { TerminalInfo.detect(environment: environment, noColorFlag: noColor) })
  }

  /// A terminal that never changes.
  public static func fixed(_ info: TerminalInfo) -> TerminalClient {
    TerminalClient(info: { info })
  }
}
