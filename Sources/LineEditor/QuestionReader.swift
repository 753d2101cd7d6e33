import CEditLine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads the answers to wxsh's own questions (`[y/N]`, the consent question, a journal entry)
/// outside the line editor, where Ctrl-C cancels the question.
///
/// In a terminal the question is read in canonical mode (the tty edits the line, echo on) with
/// `ISIG` on: Ctrl-C raises SIGINT, which `Interrupts` counts and signals through its wake pipe,
/// and the reader, which waits in `poll` on stdin and that pipe and never blocks in `read`,
/// returns `.cancelled`, discards the typeahead of the cancelled question, moves to a fresh line
/// and puts the terminal modes back as it found them. With stdin not a terminal it reads plain
/// lines from the C `stdin` stream, sharing its buffer with `Swift.readLine()`.
///
/// Call `Interrupts.install()` first (without it Ctrl-C ends the process). Use it while the
/// `LineEditorThread` is idle, between reads, as when a command runs; it blocks the calling
/// thread until the answer comes.
public struct QuestionReader: Sendable {
  /// The answer to a one-line question.
  public enum Answer: Equatable, Sendable {
    /// The line typed, without its newline (may be empty).
    case line(String)
    /// Ctrl-C: the question was cancelled and nothing typed for it is kept.
    case cancelled
    /// End of input (Ctrl-D on an empty line, or stdin closed) before a line was complete.
    case endOfInput
  }

  /// The answer to a multi-line question that ends at a line holding a single `.`.
  public enum Entry: Equatable, Sendable {
    /// The lines before the lone `.`.
    case lines([String])
    /// Ctrl-C: the whole entry was cancelled.
    case cancelled
    /// End of input came first; the lines read before it.
    case endOfInput([String])
  }

  /// Creates a reader of standard input.
  public init() {}

  /// True when standard input is a terminal (then Ctrl-C can cancel a question).
  public var isTerminal: Bool { isatty(STDIN_FILENO) != 0 }

  /// Prints `prompt` (as given, no newline added) and reads one line.
  ///
  /// - Parameter mark: a Ctrl-C after this mark cancels the question, also one that came
  ///   before the question was asked (pass the mark of the command's line so a Ctrl-C during
  ///   the command cancels its question at once, without printing it). Nil means "from now
  ///   on".
  public func ask(_ prompt: String, since mark: Interrupts.Mark? = nil) -> Answer {
    let mark = mark ?? Interrupts.mark()
    if Interrupts.interrupted(since: mark) { return .cancelled }  // not even asked
    guard isTerminal else {
      write(prompt)
      return readPlainLine(mark)
    }
    let session = QuestionTerminal()
    defer { session.restore() }
    return session.readLine(prompt: prompt, mark: mark)
  }

  /// Prints `prompt`, then reads lines (each after `linePrompt`) until a line holding a single
  /// `.`; Ctrl-C at any line cancels the whole entry.
  public func askLines(
    _ prompt: String, linePrompt: String = "", since mark: Interrupts.Mark? = nil
  ) -> Entry {
    let mark = mark ?? Interrupts.mark()
    if Interrupts.interrupted(since: mark) { return .cancelled }  // not even asked
    write(prompt)
    var lines: [String] = []
    let session = isTerminal ? QuestionTerminal() : nil
    defer { session?.restore() }
    while true {
      let answer =
        session?.readLine(prompt: linePrompt, mark: mark)
        ?? {
          write(linePrompt)
          return readPlainLine(mark)
        }()
      switch answer {
      case .line(let line) where line == ".":
        return .lines(lines)
      case .line(let line):
        lines.append(line)
      case .cancelled:
        return .cancelled
      case .endOfInput:
        return .endOfInput(lines)
      }
    }
  }

  /// Writes `text` through the C `stdout` stream (the one `print` uses) and flushes it.
  private func write(_ text: String) {
    if !text.isEmpty { fputs(text, cel_stdout()) }
    fflush(cel_stdout())
  }

  /// Reads one line from the C `stdin` stream; a read interrupted by Ctrl-C cancels.
  private func readPlainLine(_ mark: Interrupts.Mark) -> Answer {
    let input = cel_stdin()
    var buffer: UnsafeMutablePointer<CChar>? = nil
    var capacity = 0
    defer { free(buffer) }
    while true {
      if Interrupts.interrupted(since: mark) { return .cancelled }
      errno = 0
      let count = getline(&buffer, &capacity, input)
      if count >= 0, let buffer {
        let bytes = UnsafeRawBufferPointer(start: buffer, count: count)
        return .line(Self.stripNewline(String(decoding: bytes, as: UTF8.self)))
      }
      guard ferror(input) != 0, errno == EINTR else { return .endOfInput }
      clearerr(input)
    }
  }

  /// `line` without its trailing `\n` or `\r\n`.
  static func stripNewline(_ line: String) -> String {
    var line = line
    // "\r\n" is one Character, so it has to be named: hasSuffix("\n") does not match it.
    if line.hasSuffix("\r\n") || line.hasSuffix("\n") { line.removeLast() }
    if line.hasSuffix("\r") { line.removeLast() }
    return line
  }
}

/// The terminal side of one question: canonical mode with echo and `ISIG` while it lasts.
private final class QuestionTerminal {
  /// The modes found at the start, put back by `restore()`.
  private var saved = termios()
  private var changed = false

  /// Flushes pending output and puts the terminal in canonical mode with echo and signals.
  init() {
    fflush(cel_stdout())
    guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return }
    var modes = saved
    modes.c_lflag |= tcflag_t(ICANON | ECHO | ECHOE | ECHOK | ISIG | IEXTEN)
    modes.c_lflag &= ~tcflag_t(NOFLSH)
    modes.c_iflag |= tcflag_t(ICRNL)
    modes.c_iflag &= ~tcflag_t(INLCR | IGNCR)
    changed = tcsetattr(STDIN_FILENO, TCSANOW, &modes) == 0
  }

  /// Puts the modes back as they were.
  func restore() {
    guard changed else { return }
    changed = false
    tcsetattr(STDIN_FILENO, TCSANOW, &saved)
  }

  /// Prints `prompt` and waits for a complete line, end of input, or a Ctrl-C after `mark`.
  func readLine(prompt: String, mark: Interrupts.Mark) -> QuestionReader.Answer {
    if !prompt.isEmpty { fputs(prompt, cel_stdout()) }
    fflush(cel_stdout())
    var descriptors = [
      pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
      pollfd(fd: Interrupts.wakeDescriptor, events: Int16(POLLIN), revents: 0),
    ]
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      if Interrupts.interrupted(since: mark) { return cancel() }
      for index in descriptors.indices { descriptors[index].revents = 0 }
      if poll(&descriptors, nfds_t(descriptors.count), -1) < 0 {
        if errno == EINTR { continue }
        return .endOfInput
      }
      if descriptors[1].revents != 0 {
        Interrupts.drainWakePipe()
        continue
      }
      guard descriptors[0].revents != 0 else { continue }
      // Canonical mode hands over at most one line per read, so nothing after it is taken.
      let count = chunk.withUnsafeMutableBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        return NonBlockingInput.readAvailable(STDIN_FILENO, into: base, count: buffer.count)
      }
      if count < 0 {
        if NonBlockingInput.shouldRetry(errno) { continue }
        return .endOfInput
      }
      if count == 0 {
        // Ctrl-D: on an empty line it ends the input; after text it hands the text over.
        // Either way the cursor is still on the question's line (the terminal echoes no
        // newline for Ctrl-D), so move to a fresh one before anything else is said.
        fputs("\n", cel_stdout())
        fflush(cel_stdout())
        return bytes.isEmpty ? .endOfInput : .line(String(decoding: bytes, as: UTF8.self))
      }
      bytes.append(contentsOf: chunk[0..<count])
      if let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) {
        let line = String(decoding: bytes[..<newline], as: UTF8.self)
        return .line(QuestionReader.stripNewline(line))
      }
    }
  }

  /// Discards the typeahead of the cancelled question and moves past the echoed `^C`.
  private func cancel() -> QuestionReader.Answer {
    tcflush(STDIN_FILENO, TCIFLUSH)
    fputs("\n", cel_stdout())
    fflush(cel_stdout())
    return .cancelled
  }
}
