import CommandLanguage
import Rendering

/// `:help [COMMAND]`: the command list, or one command's usage and examples.
@MainActor
enum HelpCommand {
  static let spec = CommandSpec(
    name: "help", aliases: ["h", "?"], summary: .helpHelpSummary, discussion: .helpHelpDiscussion,
    examples: [":help", ":help quit"],
    arguments: [ArgumentSpec("COMMAND", .command, optional: true, noun: .nounCommand)])

  static func make() -> ShellCommand {
    ShellCommand(spec: spec) { invocation, session in
      guard let name = invocation.parsed["COMMAND"] else {
        return HelpText.overview(
          session.registry.commands, bareLineCommand: session.bareLineCommand,
          width: session.terminal.width, styler: session.styler)
      }
      let typed = name.hasPrefix(":") ? String(name.dropFirst()) : name
      return HelpText.detail(
        try session.resolveCommand(typed), width: session.terminal.width, styler: session.styler)
    }
  }
}
