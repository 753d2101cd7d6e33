import Catalog
import Clients
import JSON
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
  /// Returns false when streamed text stopped on an error (printed here).
  @discardableResult
  func print(_ output: CommandOutput, command: String, prefix: String = "wxsh: ") -> Bool {
    if let streamed = output.streamed {
      do {
        try json
          ? printJSON(streamed, output, command: command)
          : printText(streamed, before: output.lines)
      } catch {
        print(error, command: command, prefix: prefix)
        return false
      }
    } else if json {
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
    return true
  }

  /// The most bytes of streamed text held for the pager; past it the text is written as it
  /// comes (a journal of any size is exported in bounded memory).
  static let pagedStreamLimit = 4 << 20

  /// Writes streamed text as sanitised lines: through the pager like other output when it
  /// ends within ``pagedStreamLimit`` bytes, else as it is read.
  private func printText(_ streamed: StreamedText, before: [String]) throws {
    let out = self.out
    var held = before.map { ascii ? TerminalText.asciiPunctuation($0) : $0 }
    var heldBytes = 0
    var holding = true
    var partial = ""
    var chunk = ""
    func emit(_ line: String) {
      var line = TerminalText.sanitize(line)
      if ascii { line = TerminalText.asciiPunctuation(line) }
      if holding {
        heldBytes += line.utf8.count + 1
        held.append(line)
        guard heldBytes > Self.pagedStreamLimit else { return }
        holding = false
        out.lines(held)
        held = []
        return
      }
      chunk += line + "\n"
      if chunk.utf8.count >= 1 << 16 {
        out.standard(chunk)
        chunk = ""
      }
    }
    _ = try streamed.write { text in
      partial += text
      guard partial.contains("\n") else { return out.failure() == nil }
      var lines = partial.split(separator: "\n", omittingEmptySubsequences: false)
      partial = String(lines.removeLast())
      for line in lines { emit(String(line)) }
      return out.failure() == nil
    }
    if !partial.isEmpty { emit(partial) }
    if holding {
      if !page(held) { out.lines(held) }
    } else if !chunk.isEmpty {
      out.standard(chunk)
    }
  }

  /// Writes the `--json` line with the streamed text as a string member, a piece at a time.
  private func printJSON(_ streamed: StreamedText, _ output: CommandOutput, command: String)
    throws
  {
    out.standard(ResultJSON.streamedStart(command: command, output, key: streamed.jsonKey))
    var chunk = ""
    let after: [JSONWriter.Member]
    do {
      after = try streamed.write { text in
        chunk += JSONWriter.stringBody(text)
        if chunk.utf8.count >= 1 << 16 {
          out.standard(chunk)
          chunk = ""
        }
        return out.failure() == nil
      }
    } catch {
      out.standard(chunk + "\"}\n")  // the line stays one JSON document; the error follows
      throw error
    }
    out.standard(chunk + ResultJSON.streamedEnd(after: after) + "\n")
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
