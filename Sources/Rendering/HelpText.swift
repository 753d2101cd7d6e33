import CommandLanguage
import JSON
import Terminal

/// The help pages: every command with its usage and summary, or one command in full.
public enum HelpText {
  /// The command list; usage and summary side by side when the summary keeps 24 columns,
  /// otherwise stacked.
  public static func overview(
    _ specs: [CommandSpec], bareLineCommand: String?, width: Int, styler: Styler
  ) -> CommandOutput {
    let usageWidth = specs.map { TerminalText.displayWidth($0.usage) }.max() ?? 0
    var lines = [styler.apply(.bold, "Commands") + " (a unique prefix works too, e.g. :h):"]
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
    if let bareLineCommand {
      lines.append("A line without ':' is a place: 'hamburg' means ':\(bareLineCommand) hamburg'.")
    }
    lines.append("Tab completes commands and places; Ctrl-C cancels, Ctrl-D leaves.")
    lines.append("Type :help COMMAND for its usage and examples.")
    let json: [JSONWriter.Member] = [
      (
        "commands",
        .array(
          specs.map { spec in
            .object([
              ("name", .string(spec.name)),
              ("aliases", .array(spec.aliases.map(JSONNode.string))),
              ("usage", .string(spec.usage)),
              ("summary", .string(spec.summary)),
            ])
          })
      )
    ]
    return CommandOutput(lines: lines, json: json)
  }

  /// One command: usage, summary, aliases, the discussion wrapped to `width`, examples.
  public static func detail(_ spec: CommandSpec, width: Int, styler: Styler) -> CommandOutput {
    var lines = [styler.apply(.bold, spec.usage), "  " + spec.summary + "."]
    if !spec.aliases.isEmpty {
      lines.append("  Aliases: " + spec.aliases.map { ":" + $0 }.joined(separator: ", "))
    }
    if !spec.discussion.isEmpty {
      lines.append("")
      lines += wrap(spec.discussion, width: max(width - 2, 20)).map { "  " + $0 }
    }
    if !spec.examples.isEmpty {
      lines.append("")
      lines.append(styler.apply(.bold, "Examples:"))
      lines += spec.examples.map { "  " + $0 }
    }
    let json: [JSONWriter.Member] = [
      ("name", .string(spec.name)),
      ("aliases", .array(spec.aliases.map(JSONNode.string))),
      ("usage", .string(spec.usage)),
      ("summary", .string(spec.summary)),
      ("discussion", .string(spec.discussion)),
      ("examples", .array(spec.examples.map(JSONNode.string))),
    ]
    return CommandOutput(lines: lines, json: json)
  }

  /// Wraps text at word boundaries to `width` cells.
  public static func wrap(_ text: String, width: Int) -> [String] {
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
