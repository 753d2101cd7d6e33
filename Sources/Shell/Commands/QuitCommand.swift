import CommandLanguage
import Rendering

/// `:quit`: leave wxsh.
@MainActor
enum QuitCommand {
  static let spec = CommandSpec(
    name: "quit", aliases: ["q", "exit"],
    summary: "Leave wxsh (Ctrl-D on an empty line does too)",
    usage: ":quit",
    discussion: "In a script, stops reading further lines; the exit status still reports "
      + "whether any earlier line failed.",
    examples: [":quit", ":q"])

  static func make() -> ShellCommand {
    ShellCommand(spec: spec) { invocation, session in
      guard invocation.arguments.isEmpty else {
        throw ShellError.usage(
          command: "quit", problem: ":quit takes no arguments", usage: spec.usage)
      }
      session.state.isRunning = false
      return CommandOutput(json: [("quit", .bool(true))])
    }
  }
}
