import CEditLine
import Completion
import Terminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The interactive line editor: libedit with a prompt, history, completion and Ctrl-C.
///
/// Use it only when stdin and stdout are terminals. All calls must come from one thread, and
/// the object must outlive every `readLine()` call (libedit's callbacks reach it through
/// `EL_CLIENTDATA`).
public final class LineEditor {
  /// What one read gave.
  public enum ReadResult: Equatable {
    /// A line, without its newline.
    case line(String)
    /// Ctrl-C: the line was discarded.
    case interrupted
    /// Ctrl-D on an empty line, or end of input.
    case endOfInput
  }

  private let editLine: OpaquePointer
  private let history: OpaquePointer
  private var promptBuffer: UnsafeMutablePointer<CChar>?
  private let historyStore: HistoryStore?
  private let completer: (String) -> CompletionResult
  private var lastAmbiguousLine: String?
  /// Called to report a history problem once (the shell prints it as a warning).
  private let warn: (String) -> Void
  private var historyWarned = false

  /// Creates the editor: sets a UTF-8 locale, loads history, sources `~/.editrc`, binds Tab.
  ///
  /// - Parameters:
  ///   - programName: the name `~/.editrc` lines may be prefixed with (`wxsh:bind -v`).
  ///   - historyStore: where history lives, or nil for none.
  ///   - completer: computes what Tab does for the text before the cursor.
  ///   - warn: receives one-line warnings (an unwritable history file).
  public init?(
    programName: String, historyStore: HistoryStore?,
    completer: @escaping (String) -> CompletionResult, warn: @escaping (String) -> Void
  ) {
    _ = cel_setup_utf8_locale()
    guard let editLine = el_init(programName, cel_stdin(), cel_stdout(), cel_stderr()) else {
      return nil
    }
    guard let history = history_init() else {
      el_end(editLine)
      return nil
    }
    self.editLine = editLine
    self.history = history
    self.historyStore = historyStore
    self.completer = completer
    self.warn = warn
    cel_history_setsize(history, Int32(historyStore?.capacity ?? 1000))
    cel_history_setunique(history, 1)
    if let historyStore {
      do {
        for entry in try historyStore.load() { cel_history_enter(history, entry) }
      } catch {
        reportHistory(error)
      }
    }
    cel_set_clientdata(editLine, Unmanaged.passUnretained(self).toOpaque())
    cel_set_editor(editLine, "emacs")
    cel_set_signal(editLine, 1)
    cel_set_hist(editLine, history)
    setPrompt("wxsh> ")
    cel_add_fn(editLine, "wxsh-complete", "Complete the command or place name") { editLine, _ in
      guard let editLine, let raw = cel_get_clientdata(editLine) else { return UInt8(CC_ERROR) }
      return Unmanaged<LineEditor>.fromOpaque(raw).takeUnretainedValue().completeAtCursor()
    }
    // ~/.editrc first: its `bind -v` resets the key map, so our bindings come after it.
    el_source(editLine, nil)
    bindKeys()
  }

  deinit {
    el_end(editLine)
    history_end(history)
    free(promptBuffer)
  }

  /// Sets the prompt; `\u{1}` pairs around escape sequences mark them as zero-width.
  public func setPrompt(_ prompt: String) {
    free(promptBuffer)
    promptBuffer = strdup(prompt)
    cel_set_prompt_esc(
      editLine,
      { editLine in
        guard let editLine, let raw = cel_get_clientdata(editLine) else { return nil }
        return Unmanaged<LineEditor>.fromOpaque(raw).takeUnretainedValue().promptBuffer
      }, 1)
  }

  /// The terminal width libedit uses, or nil.
  public var columns: Int? {
    let value = Int(cel_columns(editLine))
    return value > 0 ? value : nil
  }

  /// Reads one line with the prompt; Ctrl-C gives `.interrupted`, Ctrl-D `.endOfInput`.
  public func readLine() -> ReadResult {
    var count: Int32 = 0
    errno = 0
    _ = Interrupts.take()
    guard let raw = el_gets(editLine, &count) else {
      if count == -1 && (errno == EINTR || Interrupts.isPending) {
        _ = Interrupts.take()
        return .interrupted
      }
      return .endOfInput
    }
    var line = String(cString: raw)  // copy: libedit reuses the buffer
    while line.hasSuffix("\n") || line.hasSuffix("\r") { line.removeLast() }
    lastAmbiguousLine = nil
    return .line(line)
  }

  /// Adds a line to the in-memory history and appends it to the history file.
  ///
  /// Lines starting with a space are kept out of history, as in bash and fish.
  public func remember(_ line: String) {
    guard !line.isEmpty, !line.hasPrefix(" "), line.contains(where: { $0 != " " }) else { return }
    cel_history_enter(history, line)
    guard let historyStore else { return }
    do {
      try historyStore.append(line)
    } catch {
      reportHistory(error)
    }
  }

  private func reportHistory(_ error: Error) {
    guard !historyWarned else { return }
    historyWarned = true
    warn("history not saved: \(error)")
  }

  private func bindKeys() {
    cel_bind(editLine, "^I", "wxsh-complete")
  }

  /// Runs inside `el_gets` when Tab is pressed.
  private func completeAtCursor() -> UInt8 {
    guard let info = el_line(editLine)?.pointee, let start = info.buffer, let cursor = info.cursor
    else { return UInt8(CC_ERROR) }
    let before = String(
      decoding: UnsafeRawBufferPointer(start: start, count: cursor - start), as: UTF8.self)
    switch completer(before) {
    case .none:
      lastAmbiguousLine = nil
      return UInt8(CC_REFRESH_BEEP)
    case .replace(let deleting, let insertion):
      lastAmbiguousLine = nil
      // el_deletestr counts wide characters (scalars), the engine counts Characters.
      let scalars = before.suffix(deleting).unicodeScalars.count
      if scalars > 0 { el_deletestr(editLine, Int32(scalars)) }
      el_insertstr(editLine, insertion)
      return UInt8(CC_REFRESH)
    case .ambiguous(let candidates):
      // First Tab: beep. Second Tab on the same text: list the candidates.
      guard lastAmbiguousLine == before else {
        lastAmbiguousLine = before
        return UInt8(CC_REFRESH_BEEP)
      }
      let width = columns ?? TerminalInfo.windowColumns() ?? 80
      let labels = candidates.map { TerminalText.sanitize($0.label) }
      let rows = ColumnLayout.rows(labels, width: width)
      fputs("\n" + rows.joined(separator: "\n") + "\n", cel_stdout())
      fflush(cel_stdout())
      return UInt8(CC_REDISPLAY)
    }
  }
}
