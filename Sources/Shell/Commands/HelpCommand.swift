import CommandLanguage
import Terminal

/// `:help [COMMAND]`: the command list, or one command's usage and examples.
@MainActor
enum HelpCommand {
  static let spec = CommandSpec(
    name: "help", aliases: ["h", "?"],
    summary: "Show the commands, or one command's usage and examples",
    usage: ":help [COMMAND]",
    discussion: "Without an argument, lists every command with its usage. With a command name "
      + "(a unique prefix or an alias works too), shows that command's usage, aliases and examples.",
    examples: [":help", ":help quit"],
    arguments: [.command])

  static func make() -> ShellCommand {
    ShellCommand(spec: spec) { invocation, session in
      guard let name = invocation.arguments.first else { return overview(session) }
      guard invocation.arguments.count == 1 else {
        throw ShellError.usage(
          command: "help", problem: "too many arguments", usage: spec.usage)
      }
      let typed = name.hasPrefix(":") ? String(name.dropFirst()) : name
      return detail(try session.resolveCommand(typed), session)
    }
  }

  static func overview(_ session: Session) -> CommandOutput {
    let styler = session.context.styler
    let specs = session.registry.commands
    let usageWidth = specs.map { TerminalText.displayWidth($0.usage) }.max() ?? 0
    let width = session.context.terminal.width
    var lines = [styler.apply(.bold, "Commands") + " (a unique prefix works too, e.g. :h):"]
    // Usage and summary side by side when the summary keeps 24 columns; otherwise stacked.
    let sideBySide = width - (usageWidth + 4) >= 24
    for spec in specs {
      var summary = spec.summary
      if !spec.aliases.isEmpty {
        summary += " (" + spec.aliases.map { ":" + $0 }.joined(separator: ", ") + ")"
      }
      if sideBySide {
        let room = width - usageWidth - 4
        lines.append(
          "  " + styler.apply(.cyan, TerminalText.padRight(spec.usage, toWidth: usageWidth))
            + "  " + TerminalText.truncate(summary, toWidth: room))
      } else {
        lines.append(
          "  " + styler.apply(.cyan, TerminalText.truncate(spec.usage, toWidth: max(width - 2, 10)))
        )
        lines.append("      " + TerminalText.truncate(summary, toWidth: max(width - 6, 10)))
      }
    }
    lines.append("")
    if let bare = session.bareLineCommand {
      lines.append("A line without ':' is a place: 'hamburg' means ':\(bare) hamburg'.")
    }
    lines.append("Tab completes commands and places; Ctrl-C cancels, Ctrl-D leaves.")
    lines.append("Type :help COMMAND for its usage and examples.")
    let json: [(String, JSONValue)] = [
      (
        "commands",
        .array(
          specs.map { spec in
            .object([
              ("name", .string(spec.name)),
              ("aliases", .array(spec.aliases.map(JSONValue.string))),
              ("usage", .string(spec.usage)),
              ("summary", .string(spec.summary)),
            ])
          })
      )
    ]
    return CommandOutput(lines: lines, json: json)
  }

  static func detail(_ spec: CommandSpec, _ session: Session) -> CommandOutput {
    let styler = session.context.styler
    var lines = [styler.apply(.bold, spec.usage), "  " + spec.summary + "."]
    if !spec.aliases.isEmpty {
      lines.append("  Aliases: " + spec.aliases.map { ":" + $0 }.joined(separator: ", "))
    }
    if !spec.discussion.isEmpty {
      lines.append("")
      lines += wrap(spec.discussion, width: max(session.context.terminal.width - 2, 20)).map {
        "  " + $0
      }
    }
    if !spec.examples.isEmpty {
      lines.append("")
      lines.append(styler.apply(.bold, "Examples:"))
      lines += spec.examples.map { "  " + $0 }
    }
    let json: [(String, JSONValue)] = [
      ("name", .string(spec.name)),
      ("aliases", .array(spec.aliases.map(JSONValue.string))),
      ("usage", .string(spec.usage)),
      ("summary", .string(spec.summary)),
      ("discussion", .string(spec.discussion)),
      ("examples", .array(spec.examples.map(JSONValue.string))),
    ]
    return CommandOutput(lines: lines, json: json)
  }

  /// Wraps text at word boundaries to `width` cells.
  static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ") {
      let candidate = current.isEmpty ? String(word) : current + " " + word
      if TerminalText.displayWidth(candidate) > width, !current.isEmpty {
        lines.append(current)
        current = String(word)
      } else {
        current = candidate
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }
}
