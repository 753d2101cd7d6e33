import Catalog
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
    var lines = [
      say(.helpCommandsHeading, ["commands": styler.apply(.bold, say(.helpCommandsWord))])
    ]
    let sideBySide = width - (usageWidth + 4) >= 24
    for spec in specs {
      var summary = say(spec.summary)
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
      lines.append(say(.helpBareLine, ["command": bareLineCommand]))
    }
    lines.append(say(.helpKeys))
    lines.append(say(.helpMore))
    let json: [JSONWriter.Member] = [
      (
        "commands",
        .array(
          specs.map { spec in
            .object([
              ("name", .string(spec.name)),
              ("aliases", .array(spec.aliases.map(JSONNode.string))),
              ("usage", .string(spec.usage)),
              ("summary", .string(Catalog.english.text(spec.summary))),
            ])
          })
      )
    ]
    return CommandOutput(lines: lines, json: json)
  }

  /// One command: usage, summary, aliases, the discussion wrapped to `width`, examples.
  public static func detail(_ spec: CommandSpec, width: Int, styler: Styler) -> CommandOutput {
    var lines = [styler.apply(.bold, spec.usage), "  " + say(spec.summary) + "."]
    if !spec.aliases.isEmpty {
      lines.append(
        "  "
          + say(
            .helpAliases,
            ["aliases": spec.aliases.map { ":" + $0 }.joined(separator: say(.listSeparator))]))
    }
    if let discussion = spec.discussion {
      lines.append("")
      lines += TerminalText.wrap(say(discussion), width: max(width - 2, 20)).map { "  " + $0 }
    }
    if !spec.examples.isEmpty {
      lines.append("")
      lines.append(styler.apply(.bold, say(.helpExamples)))
      lines += spec.examples.map { "  " + $0 }
    }
    let json: [JSONWriter.Member] = [
      ("name", .string(spec.name)),
      ("aliases", .array(spec.aliases.map(JSONNode.string))),
      ("usage", .string(spec.usage)),
      ("summary", .string(Catalog.english.text(spec.summary))),
      ("discussion", .string(spec.discussion.map { Catalog.english.text($0) } ?? "")),
      ("examples", .array(spec.examples.map(JSONNode.string))),
    ]
    return CommandOutput(lines: lines, json: json)
  }
}
