import Catalog

/// One command's declaration: names, help, positional arguments, options and subcommands.
///
/// Parsing (`CommandParser`), the usage line, `:help CMD`, Tab completion and argument errors
/// all come from this one value; no command parses its own words.
public struct CommandSpec: Sendable, Equatable {
  /// The canonical name, without the colon (`help`).
  public var name: String
  /// Short aliases (`h`, `?`).
  public var aliases: [String]
  /// One line for the command list.
  public var summary: Message
  /// Longer help shown by `:help NAME`, if any.
  public var discussion: Message?
  /// Example lines, each a complete command.
  public var examples: [String]
  /// Positional arguments in order (of the command itself, or after its subcommand).
  public var arguments: [ArgumentSpec]
  /// Options valid anywhere in the command.
  public var options: [OptionSpec]
  /// Subcommands; when present the first word picks one, else `defaultSubcommand` runs.
  public var subcommands: [SubcommandSpec]
  /// The subcommand a line without one runs (`list` for `:journal`).
  public var defaultSubcommand: String?

  /// Creates a command declaration.
  public init(
    name: String, aliases: [String] = [], summary: Message, discussion: Message? = nil,
    examples: [String] = [], arguments: [ArgumentSpec] = [], options: [OptionSpec] = [],
    subcommands: [SubcommandSpec] = [], defaultSubcommand: String? = nil
  ) {
    self.name = name
    self.aliases = aliases
    self.summary = summary
    self.discussion = discussion
    self.examples = examples
    self.arguments = arguments
    self.options = options
    self.subcommands = subcommands
    self.defaultSubcommand = defaultSubcommand
  }

  /// The usage line, made from the declaration: `:hourly [N] [PLACE]`,
  /// `:line [PLACE] [--format TEMPLATE]`, `:journal [add [TEXT]|show N|…]`.
  public var usage: String {
    var parts = [":" + name]
    if !subcommands.isEmpty {
      let choices = subcommands.map { sub in
        ([sub.name] + sub.arguments.map(Self.usage) + sub.options.map { "[\($0.usage)]" })
          .joined(separator: " ")
      }
      let joined = choices.joined(separator: "|")
      parts.append(defaultSubcommand == nil ? joined : "[" + joined + "]")
    }
    parts += arguments.map(Self.usage)
    parts += options.map { "[\($0.usage)]" }
    return parts.joined(separator: " ")
  }

  /// The usage as one line per subcommand, for a screen too narrow for `usage`
  /// (`:journal [list]`, `:journal add [TEXT]`, …); the default subcommand's word is optional.
  public var usageLines: [String] {
    guard !subcommands.isEmpty else { return [usage] }
    let rest = arguments.map(Self.usage) + options.map { "[\($0.usage)]" }
    return subcommands.map { sub in
      let word = sub.name == defaultSubcommand ? "[\(sub.name)]" : sub.name
      let words =
        [":" + name, word] + sub.arguments.map(Self.usage) + sub.options.map { "[\($0.usage)]" }
      return (words + rest).joined(separator: " ")
    }
  }

  /// One argument as usage shows it: `N`, `[PLACE]`, `c|f`.
  static func usage(_ argument: ArgumentSpec) -> String {
    argument.isOptional ? "[\(argument.name)]" : argument.name
  }

  /// The subcommand a word names (name or alias, case ignored).
  public func subcommand(named word: String) -> SubcommandSpec? {
    let key = word.lowercased()
    return subcommands.first { $0.name == key || $0.aliases.contains(key) }
  }

  /// Every option name a line of this command may use, for Tab.
  public var allOptions: [OptionSpec] {
    options + subcommands.flatMap(\.options)
  }

  /// True when some argument is free text (a journal note): a `#` in it is the user's, never
  /// the start of a comment.
  public var takesFreeText: Bool {
    (arguments + subcommands.flatMap(\.arguments)).contains { $0.kind == .text }
  }
}
