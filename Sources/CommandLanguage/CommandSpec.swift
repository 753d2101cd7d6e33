/// What the shell knows about a command: names, help text and argument kinds.
public struct CommandSpec: Sendable, Equatable {
  /// The canonical name, without the colon (`help`).
  public var name: String
  /// Short aliases (`h`, `?`).
  public var aliases: [String]
  /// One line for the command list.
  public var summary: String
  /// The usage line, e.g. `:help [COMMAND]`.
  public var usage: String
  /// Longer help shown by `:help NAME`.
  public var discussion: String
  /// Example lines, each a complete command.
  public var examples: [String]
  /// Argument kinds by position; the last one repeats.
  public var arguments: [ArgumentKind]

  /// Creates a command description.
  public init(
    name: String, aliases: [String] = [], summary: String, usage: String,
    discussion: String = "", examples: [String] = [], arguments: [ArgumentKind] = []
  ) {
    self.name = name
    self.aliases = aliases
    self.summary = summary
    self.usage = usage
    self.discussion = discussion
    self.examples = examples
    self.arguments = arguments
  }

  /// The kind of the argument at `position` (0-based), or nil when the command takes none.
  public func argumentKind(at position: Int) -> ArgumentKind? {
    guard let last = arguments.last else { return nil }
    return position < arguments.count ? arguments[position] : last
  }
}
