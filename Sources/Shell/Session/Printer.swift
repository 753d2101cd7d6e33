import Catalog
import Clients
import Rendering
import Terminal

/// Prints command results and errors in the session's mode: text or `--json`.
@MainActor
struct Printer {
  /// The session whose options, styles and output it uses.
  let session: Session

  private var json: Bool { session.context.options.json }
  private var out: Output { session.output }
  /// True when the terminal shows only ASCII: wxsh's own symbols are then written in ASCII.
  private var ascii: Bool { session.context.presentation.asciiOnly }

  /// Prints a command's output; a partial failure (`output.failure`) is printed like an error
  /// after it, with `prefix`.
  func print(_ output: CommandOutput, command: String, prefix: String = "wxsh: ") {
    if json {
      out.line(ResultJSON.line(command: command, output))
    } else {
      let lines = ascii ? output.lines.map(TerminalText.asciiPunctuation) : output.lines
      if !page(lines) { out.lines(lines) }
    }
    for warning in output.warnings {
      errorLine("wxsh: " + say(.shellWarningPrefix) + " ", TerminalText.sanitize(warning))
    }
    if let failure = output.failure {
      let message = TerminalText.sanitize(failure)
      if prefix.isEmpty {
        errorLine(say(.shellErrorPrefix) + " ", message, style: .boldRed)
      } else {
        errorLine(prefix, message)
      }
    }
  }

  /// Shows `lines` through the pager when they are more than the terminal holds; false when
  /// they are to be printed (they fit, output is not a terminal, or there is no pager).
  private func page(_ lines: [String]) -> Bool {
    let terminal = session.context.presentation.terminal
    guard terminal.stdoutIsTerminal, !terminal.isDumb, lines.count > terminal.height - 1 else {
      return false
    }
    return session.context.dependencies.pager.show(lines.map { $0 + "\n" }.joined())
  }

  /// Prints a failure; `prefix` is `wxsh: line N: ` in scripts, `wxsh: ` for `-c`.
  func print(_ error: Error, command: String?, prefix: String) {
    let message = TerminalText.sanitize(ErrorMessages.message(for: error))
    if json {
      out.line(
        ResultJSON.failure(
          command: command, kind: ErrorMessages.kind(for: error), message: message))
    }
    if prefix.isEmpty, ErrorMessages.isCancellation(error) {
      // Ctrl-C is the user's choice, not a failure: said plainly, without "error:".
      out.errorLine(say(.cancelledByUser))
    } else if prefix.isEmpty {
      errorLine(say(.shellErrorPrefix) + " ", message, style: .boldRed)
    } else {
      errorLine(prefix, message)
    }
  }

  /// Writes `prefix` (in `style`, when given, without its trailing space) and `message` to
  /// standard error: in a terminal session wrapped at word boundaries to the screen's width,
  /// later lines indented (a 120-column warning no longer runs off an 80-column screen); one
  /// line otherwise, for scripts that read errors line by line.
  private func errorLine(_ prefix: String, _ message: String, style: TextStyle? = nil) {
    let message = ascii ? TerminalText.asciiPunctuation(message) : message
    let styled = { (line: String) -> String in
      guard let style, line.hasPrefix(prefix) else { return line }
      let word = prefix.hasSuffix(" ") ? String(prefix.dropLast()) : prefix
      return session.context.styler.apply(style, word) + line.dropFirst(word.count)
    }
    let terminal = session.context.presentation.terminal
    guard session.context.canAsk, !terminal.isDumb else {
      out.errorLine(styled(prefix + message))
      return
    }
    let lines = TerminalText.wrap(prefix + message, width: terminal.width, hangingIndent: 2)
    for (index, line) in lines.enumerated() {
      out.errorLine(index == 0 ? styled(line) : line)
    }
  }
}
