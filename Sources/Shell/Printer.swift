import Terminal

/// Prints command results and errors in the session's mode: text or `--json`.
@MainActor
struct Printer {
  let context: ShellContext

  /// Prints a successful command's output.
  func print(_ output: CommandOutput, command: String) {
    if context.json {
      let document = JSONValue.object([("command", .string(command))] + output.json)
      context.output.line(document.encoded())
    } else {
      for line in output.lines { context.output.line(line) }
    }
    for warning in output.warnings {
      context.output.errorLine("wxsh: warning: " + TerminalText.sanitize(warning))
    }
  }

  /// Prints a failure; `prefix` is `wxsh: line N: ` in scripts, `wxsh: ` for `-c`.
  func print(_ error: Error, command: String?, prefix: String) {
    let message = TerminalText.sanitize(ErrorMessages.message(for: error))
    if context.json {
      let document = JSONValue.object([
        ("command", command.map(JSONValue.string) ?? .null),
        (
          "error",
          .object([
            ("kind", .string(ErrorMessages.kind(for: error))), ("message", .string(message)),
          ])
        ),
      ])
      context.output.line(document.encoded())
    }
    if prefix.isEmpty {
      context.output.errorLine(context.styler.apply(.boldRed, "error:") + " " + message)
    } else {
      context.output.errorLine(prefix + message)
    }
  }
}
