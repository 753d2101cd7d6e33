import CommandLanguage
import Rendering

/// `:quit`: leave wxsh.
@MainActor
enum QuitCommand {
  static let spec = CommandSpec(
    name: "quit", aliases: ["q", "exit"], summary: .helpQuitSummary,
    discussion: .helpQuitDiscussion, examples: [":quit", ":q"])

  static func make() -> ShellCommand {
    ShellCommand(spec: spec) { invocation, context in
      context.state.isRunning = false
      return CommandOutput(json: SettingsJSON.quit)
    }
  }
}
