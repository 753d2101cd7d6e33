import CommandLanguage
import Rendering

/// `:help [COMMAND]`: the command list, or one command's usage and examples.
@MainActor
enum HelpCommand {
  /// The command to explain.
  static let command = ArgumentSpec("COMMAND", .command, optional: true, noun: .nounCommand)

  static let spec = CommandSpec(
    name: "help", aliases: ["h", "?"], summary: .helpHelpSummary, discussion: .helpHelpDiscussion,
    examples: [":help", ":help quit"],
    arguments: [command])

  static func make() -> ShellCommand {
    ShellCommand(spec: spec) { invocation, context in
      guard let name = invocation.parsed[Self.command] else {
        return HelpText.overview(
          context.commands.commands, bareLineCommand: context.commands.bareLineCommand,
          width: context.terminal.width, styler: context.styler, json: context.options.json)
      }
      let typed = name.hasPrefix(":") ? String(name.dropFirst()) : name
      return HelpText.detail(
        try context.commands.resolveCommand(typed), width: context.terminal.width,
        styler: context.styler)
    }
  }
}
