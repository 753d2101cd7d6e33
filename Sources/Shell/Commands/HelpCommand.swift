import CommandLanguage
import Rendering

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
      guard let name = invocation.arguments.first else {
        return HelpText.overview(
          session.registry.commands, bareLineCommand: session.bareLineCommand,
          width: session.terminal.width, styler: session.styler)
      }
      guard invocation.arguments.count == 1 else {
        throw ShellError.usage(command: "help", problem: "too many arguments", usage: spec.usage)
      }
      let typed = name.hasPrefix(":") ? String(name.dropFirst()) : name
      return HelpText.detail(
        try session.resolveCommand(typed), width: session.terminal.width, styler: session.styler)
    }
  }
}
