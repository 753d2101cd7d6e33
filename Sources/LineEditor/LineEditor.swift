import CEditLine
import Completion
import Storage
import Terminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The interactive line editor: libedit with a prompt, history, completion and Ctrl-C.
///
/// Use it only when stdin and stdout are terminals. All calls must come from one thread (any
/// thread, not only the main one; `LineEditorThread` runs an editor on a thread of its own),
/// and the object must outlive every `readLine()` call (libedit's callbacks reach it through
/// `EL_CLIENTDATA`). Other threads talk to a running editor only through its `notifier`.
///
/// The editor reads keys with its own `EL_GETCFN`, which polls stdin, the notifier's pipe and
/// the interrupt wake pipe, so posted lines appear above the prompt while the user types.
public final class LineEditor {
  /// What one read gave.
  public enum ReadResult: Equatable, Sendable {
    /// A line, without its newline.
    case line(String)
    /// Ctrl-C: the line was discarded.
    case interrupted
    /// Ctrl-D on an empty line, or end of input.
    case endOfInput
  }

  /// One read, with the interrupt mark of the moment the line was accepted.
  public struct Reading: Equatable, Sendable {
    /// What the read gave.
    public let result: ReadResult
    /// Every Ctrl-C up to this mark was handled by the editor (it cancelled the line being
    /// typed); a later one, even 0.1 ms after Enter, belongs to the command the line starts:
    /// `Interrupts.interrupted(since: mark)` turns true and stays true.
    public let mark: Interrupts.Mark
  }

  private let editLine: OpaquePointer
  private let history: OpaquePointer
  private var promptBuffer: UnsafeMutablePointer<CChar>?
  private let historyStore: HistoryStore?
  private let completer: (String) -> CompletionResult
  /// The prompt shown while Ctrl-R searches the history, for what has been typed and whether a
  /// line holds it.
  private let searchPrompt: (_ pattern: String, _ found: Bool) -> String
  private var lastAmbiguousLine: String?
  /// Called to report a history problem once (the shell prints it as a warning).
  private let historyNotSaved: (StorageError) -> Void
  private var historyWarned = false
  /// Lines posted here are printed above the prompt.
  public let notifier: LineNotifier
  /// The multibyte decoder state for the key reader, kept across calls (a character may
  /// arrive one byte per `read`).
  private var decodeState = mbstate_t()
  /// Bytes of an incomplete character fed to `decodeState` so far.
  private var pendingBytes = 0
  /// The interrupt generation the current read has accounted for: a SIGINT beyond it cancels
  /// the line being typed, and it becomes the accepted line's mark.
  private var seenGeneration: UInt64 = 0
  /// Set by the key reader when it ended the read because of Ctrl-C.
  private var readWasInterrupted = false
  /// The prompt, line and cursor as last drawn whole by ``redrawMarks()``.
  private var drawnLine: (prompt: String, before: String, after: String)?
  /// Whether this read already put our signal handlers back in place of libedit's.
  private var handlersReclaimed = false

  /// Creates the editor: sets a UTF-8 locale, loads history, sources `~/.editrc`, binds Tab.
  ///
  /// - Parameters:
  ///   - programName: the name `~/.editrc` lines may be prefixed with (`wxsh:bind -v`).
  ///   - historyStore: where history lives, or nil for none.
  ///   - completer: computes what Tab does for the text before the cursor.
  ///   - historyNotSaved: receives the first failure to save a line to the history file.
  ///   - searchPrompt: the prompt while Ctrl-R searches the history (the shell's is translated).
  ///   - notifier: where other threads post lines to print above the prompt.
  ///
  /// `completer` and `historyNotSaved` run on the thread that calls `readLine()`.
  public init?(
    programName: String, historyStore: HistoryStore?,
    completer: @escaping (String) -> CompletionResult,
    historyNotSaved: @escaping (StorageError) -> Void,
    searchPrompt: @escaping (_ pattern: String, _ found: Bool) -> String = {
      ($1 ? "(history) '" : "(history, nothing holds) '") + $0 + "': "
    },
    notifier: LineNotifier = LineNotifier()
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
    self.historyNotSaved = historyNotSaved
    self.searchPrompt = searchPrompt
    self.notifier = notifier
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
    cel_set_getcfn(editLine) { editLine, character in
      guard let editLine, let character, let raw = cel_get_clientdata(editLine) else {
        return -1
      }
      return Unmanaged<LineEditor>.fromOpaque(raw).takeUnretainedValue().readCharacter(
        into: character)
    }
    cel_add_fn(editLine, "wxsh-complete", "Complete the command or place name") { editLine, _ in
      guard let editLine, let raw = cel_get_clientdata(editLine) else { return UInt8(CC_ERROR) }
      return Unmanaged<LineEditor>.fromOpaque(raw).takeUnretainedValue().completeAtCursor()
    }
    for binding in GraphemeEditing.bindings {
      cel_add_fn(editLine, binding.name, binding.help, Self.graphemeFunction(binding.name))
    }
    // Moving and deleting by whole characters, bound before ~/.editrc so the user's own
    // bindings win (`bind -v` resets the key map to libedit's).
    for binding in GraphemeEditing.bindings {
      for key in binding.keys { cel_bind(editLine, key, binding.name) }
    }
    cel_add_fn(editLine, "wxsh-history-search", "Search the history for what is typed") {
      editLine, _ in
      guard let editLine, let raw = cel_get_clientdata(editLine) else { return UInt8(CC_ERROR) }
      return Unmanaged<LineEditor>.fromOpaque(raw).takeUnretainedValue().searchHistory()
    }
    cel_bind(editLine, "^R", "wxsh-history-search")
    // ~/.editrc first: its `bind -v` resets the key map, so our Tab binding comes after it.
    el_source(editLine, nil)
    bindKeys()
  }

  deinit {
    el_end(editLine)
    history_end(history)
    free(promptBuffer)
  }

  /// Ctrl-R (see ``HistorySearch``): shows the newest history line holding what is typed,
  /// until Enter (runs it), Ctrl-G or Escape (puts the line back as it was) or another key
  /// (keeps the line found, and the key does what it does).
  func searchHistory() -> UInt8 {
    guard let (before, after) = GraphemeEditing.line(editLine) else { return UInt8(CC_ERROR) }
    var lines: [String] = []
    var entry = cel_history_first(history)
    while let text = entry {
      lines.append(String(cString: text))
      entry = cel_history_next(history)
    }
    var search = HistorySearch(lines: lines)
    let prompt = promptBuffer.map { String(cString: $0) } ?? ""
    defer { setPrompt(prompt) }
    while true {
      let row = cursorRow()
      setPrompt(searchPrompt(search.pattern, search.found != nil || search.pattern.isEmpty))
      replaceLine(with: search.line ?? before + after)
      redraw(cursorRow: row)
      var key: wchar_t = 0
      guard el_wgetc(editLine, &key) == 1, let scalar = Unicode.Scalar(UInt32(bitPattern: key))
      else {
        // Ctrl-C or the end of input: the read ends as it would have without the search.
        replaceLine(with: before + after)
        return UInt8(CC_EOF)
      }
      switch scalar.value {
      case 0x0D, 0x0A:
        // Enter goes back to libedit, which ends the line as any Enter does (CC_NEWLINE from
        // here would leave the line unterminated in its buffer).
        el_wpush(editLine, [key, 0])
        return UInt8(CC_REDISPLAY)
      case 0x12:
        search.older()
      case 0x7F, 0x08:
        search.erase()
      case 0x07, 0x1B:
        replaceLine(with: before + after)
        return UInt8(CC_REDISPLAY)
      case ..<0x20:
        // Another command key: the line found stays, and the key acts on it.
        el_wpush(editLine, [key, 0])
        return UInt8(CC_REDISPLAY)
      default:
        search.type(String(scalar))
      }
    }
  }

  /// Draws the prompt and the line again whole when the line holds zero-width characters (a
  /// Thai vowel sign, a combining accent, the vowel of a decomposed Hangul syllable), before
  /// the next key is read.
  ///
  /// libedit's screen model gives such a character no cell of its own, so a line it redraws
  /// after an edit loses its marks on screen (`รงเทพx` shown while `รุงเทพx` is sent). They take
  /// no cells, so the line drawn here lies on the cells libedit counts, and its model stays
  /// true; the cursor is put back with DECSC/DECRC.
  private func redrawMarks() {
    guard pendingBytes == 0, let (before, after) = GraphemeEditing.line(editLine) else { return }
    // Every key passes here: an ordinary line costs one scan of its scalars, nothing more.
    let zeroWidth = (before + after).unicodeScalars.contains {
      $0.value >= 0x20 && cel_wcwidth(wchar_t(bitPattern: $0.value)) == 0
    }
    guard zeroWidth else {
      drawnLine = nil
      return
    }
    let prompt = (promptBuffer.map { String(cString: $0) } ?? "").replacingOccurrences(
      of: "\u{1}", with: "")
    if let drawnLine, drawnLine == (prompt, before, after) { return }
    drawnLine = (prompt, before, after)
    let row = cursorRow()
    let output =
      (row > 0 ? "\u{1B}[\(row)A" : "") + "\r\u{1B}[J" + prompt + before + "\u{1B}7" + after
      + "\u{1B}8"
    fputs(output, cel_stdout())
    fflush(cel_stdout())
  }

  /// Replaces the whole line being edited with `text`, the cursor at its end.
  private func replaceLine(with text: String) {
    guard let (before, after) = GraphemeEditing.line(editLine) else { return }
    el_cursor(editLine, Int32(after.unicodeScalars.count))
    el_deletestr(editLine, Int32(before.unicodeScalars.count + after.unicodeScalars.count))
    if !text.isEmpty { el_insertstr(editLine, text) }
  }

  /// Sets the prompt; `\u{1}` pairs around escape sequences mark them as zero-width.
  public func setPrompt(_ prompt: String) {
    free(promptBuffer)
    promptBuffer = strdup(prompt)
    cel_set_prompt_esc(
      editLine,
      { editLine in
        guard let editLine, let raw = cel_get_clientdata(editLine) else { return nil }
        let editor = Unmanaged<LineEditor>.fromOpaque(raw).takeUnretainedValue()
        editor.reclaimSignalHandlers()  // the first callback of el_gets: the prompt
        return editor.promptBuffer
      }, 1)
  }

  /// The terminal width libedit uses, or nil; asks the terminal first (one `ioctl`), so it is
  /// current even when the SIGWINCH of a resize has not been handled yet.
  public var columns: Int? {
    el_resize(editLine)
    let value = Int(cel_columns(editLine))
    return value > 0 ? value : nil
  }

  /// Reads one line with the prompt; Ctrl-C gives `.interrupted`, Ctrl-D `.endOfInput`.
  ///
  /// Lines posted to `notifier` since the last read are printed first, above the prompt.
  public func readLine() -> ReadResult {
    readLineMarked().result
  }

  /// Reads one line like `readLine()`, and returns the interrupt mark taken when it was
  /// accepted: run the command the line starts until `Interrupts.interrupted(since:)` says a
  /// Ctrl-C came after it.
  public func readLineMarked() -> Reading {
    var count: Int32 = 0
    _ = Interrupts.take()
    seenGeneration = Interrupts.generation
    readWasInterrupted = false
    handlersReclaimed = false
    Interrupts.drainWakePipe()
    _ = Interrupts.takeContinue()
    if Interrupts.takeResize() { el_resize(editLine) }
    decodeState = mbstate_t()
    pendingBytes = 0
    drawnLine = nil
    printQueuedBeforePrompt()
    let cooked = stopLineDiscipline()
    defer { restoreIfStillCanonicalOff(cooked) }
    errno = 0
    let raw = el_gets(editLine, &count)
    let mark = Interrupts.Mark(generation: seenGeneration)
    guard let raw else {
      if readWasInterrupted || (count == -1 && errno == EINTR) {
        _ = Interrupts.take()
        return Reading(result: .interrupted, mark: Interrupts.mark())
      }
      return Reading(result: .endOfInput, mark: mark)
    }
    var line = String(cString: raw)  // copy: libedit reuses the buffer
    while line.hasSuffix("\n") || line.hasSuffix("\r") { line.removeLast() }
    lastAmbiguousLine = nil
    return Reading(result: .line(line), mark: mark)
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

  private func reportHistory(_ error: StorageError) {
    guard !historyWarned else { return }
    historyWarned = true
    historyNotSaved(error)
  }

  private func bindKeys() {
    cel_bind(editLine, "^I", "wxsh-complete")
  }

  /// The C callback for a cluster-wise editor function (C callbacks cannot capture, so one
  /// per name).
  static func graphemeFunction(_ name: String) -> cel_command_fn {
    switch name {
    case "wxsh-backward-cluster":
      { editLine, _ in editLine.map { GraphemeEditing.run("wxsh-backward-cluster", $0) } ?? 0 }
    case "wxsh-forward-cluster":
      { editLine, _ in editLine.map { GraphemeEditing.run("wxsh-forward-cluster", $0) } ?? 0 }
    case "wxsh-delete-prev-cluster":
      { editLine, _ in editLine.map { GraphemeEditing.run("wxsh-delete-prev-cluster", $0) } ?? 0 }
    case "wxsh-delete-next-cluster":
      { editLine, _ in editLine.map { GraphemeEditing.run("wxsh-delete-next-cluster", $0) } ?? 0 }
    case "wxsh-delete-prev-word":
      { editLine, _ in editLine.map { GraphemeEditing.run("wxsh-delete-prev-word", $0) } ?? 0 }
    default:
      { editLine, _ in editLine.map { GraphemeEditing.run("wxsh-transpose-clusters", $0) } ?? 0 }
    }
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
      // A Tab that only narrowed to a common prefix counts as the first Tab: the next one on
      // the same text lists the candidates at once.
      lastAmbiguousLine = String(before.dropLast(deleting)) + insertion
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

@available(*, unavailable, message: "a LineEditor belongs to one thread; post through its notifier")
extension LineEditor: Sendable {}

// MARK: - The key reader and the messages above the prompt

extension LineEditor {
  /// The `EL_GETCFN` body: 1 and a character, 0 at end of input, -1 on error or Ctrl-C.
  ///
  /// Waits on stdin, the notifier's pipe and the interrupt wake pipe. Ctrl-C returns -1 with
  /// `errno` EINTR, so `el_gets` returns NULL as with libedit's own reader. After `fg` the line
  /// is redrawn; after a resize libedit is told the new size. Reads never block (see
  /// `NonBlockingInput`), so a Ctrl-C that emptied the typeahead cannot stall the editor.
  fileprivate func readCharacter(into character: UnsafeMutablePointer<wchar_t>) -> Int32 {
    let input = STDIN_FILENO
    var descriptors = [
      pollfd(fd: input, events: Int16(POLLIN), revents: 0),
      pollfd(fd: notifier.readDescriptor, events: Int16(POLLIN), revents: 0),
      pollfd(fd: Interrupts.wakeDescriptor, events: Int16(POLLIN), revents: 0),
    ]
    reclaimSignalHandlers()
    redrawMarks()
    while true {
      // Checked before every wait, not only on a wake-up: the signal may have come while
      // libedit was busy between two keys.
      if handleSignals() { return -1 }
      for index in descriptors.indices { descriptors[index].revents = 0 }
      if poll(&descriptors, nfds_t(descriptors.count), -1) < 0 {
        guard errno == EINTR else {
          character.pointee = 0
          return -1
        }
        continue
      }
      if descriptors[2].revents != 0 {
        drainPipe(descriptors[2].fd)
        continue
      }
      if descriptors[1].revents != 0 {
        printAboveLine(notifier.takeAll())
      }
      guard descriptors[0].revents != 0 else { continue }
      var byte: UInt8 = 0
      // Never blocks: after Ctrl-C flushed the typeahead "readable" may be stale.
      let count = NonBlockingInput.readAvailable(input, into: &byte, count: 1)
      if count == 0 {
        character.pointee = 0
        return 0
      }
      if count < 0 {
        if NonBlockingInput.shouldRetry(errno) { continue }
        // After Ctrl-Z and `bg` a read of the terminal fails with EIO: that is not the end of
        // input. Wait to be brought back to the foreground, then edit on.
        if errno == EIO, Interrupts.isInBackground(input), Interrupts.waitForForeground(input) {
          continue
        }
        character.pointee = 0
        return -1
      }
      if let decoded = decode(byte) {
        character.pointee = decoded
        return 1
      }
    }
  }

  /// Once per read, replaces libedit's SIGINT, SIGCONT and SIGWINCH handlers with ours (see
  /// `Interrupts.reclaimHandlers()`).
  fileprivate func reclaimSignalHandlers() {
    guard !handlersReclaimed else { return }
    handlersReclaimed = true
    Interrupts.reclaimHandlers()
  }

  /// Acts on the signal flags: true for Ctrl-C (then `errno` is EINTR and the Ctrl-C counts
  /// as handled); after `fg` redraws; after a resize tells libedit the new size.
  private func handleSignals() -> Bool {
    let generation = Interrupts.generation
    if generation != seenGeneration {
      seenGeneration = generation
      readWasInterrupted = true
      errno = EINTR
      return true
    }
    if Interrupts.takeResize() {
      // Here, on the editor's thread, never in a handler on another thread. No redraw:
      // libedit's next refresh lays the line out for the new width.
      el_resize(editLine)
    }
    if Interrupts.takeContinue() {
      // Back from Ctrl-Z (libedit's SIGTSTP handler left cooked mode): editing mode again,
      // whatever the shell did to the terminal meanwhile, then redraw prompt and line.
      cel_prep_term(editLine, 0)
      cel_prep_term(editLine, 1)
      cel_refresh(editLine)
    }
    return false
  }

  /// Feeds one byte to the multibyte decoder; returns a character once one is complete.
  private func decode(_ byte: UInt8) -> wchar_t? {
    var character: wchar_t = 0
    var input = CChar(bitPattern: byte)
    // mbrtowc returns size_t, which Swift imports as Int: -2 is "incomplete", -1 "invalid".
    let result = mbrtowc(&character, &input, 1, &decodeState)
    switch result {
    case -2:
      pendingBytes += 1
      if pendingBytes >= Int(MB_LEN_MAX) {
        decodeState = mbstate_t()
        pendingBytes = 0
      }
      return nil
    case -1:
      decodeState = mbstate_t()
      let hadPrefix = pendingBytes > 0
      pendingBytes = 0
      // A broken sequence is dropped; the byte that broke it may start a new character.
      return hadPrefix ? decode(byte) : nil
    default:
      pendingBytes = 0
      return character
    }
  }

  /// Turns off the tty's line editing and echo before `el_gets`; returns the modes it replaced.
  ///
  /// libedit prints the prompt first and switches to raw mode only when it reads the first key.
  /// A key typed in between would be echoed twice, and Ctrl-D would turn into a NUL and be
  /// lost. With ICANON off libedit keeps its saved cooked modes and restores them afterwards.
  private func stopLineDiscipline() -> termios? {
    var modes = termios()
    guard tcgetattr(STDIN_FILENO, &modes) == 0, modes.c_lflag & tcflag_t(ICANON) != 0 else {
      return nil
    }
    let cooked = modes
    modes.c_lflag &= ~tcflag_t(ICANON | ECHO)
    guard tcsetattr(STDIN_FILENO, TCSANOW, &modes) == 0 else { return nil }
    return cooked
  }

  /// Puts back `cooked` if `el_gets` returned without restoring line editing itself.
  private func restoreIfStillCanonicalOff(_ cooked: termios?) {
    guard var cooked else { return }
    var modes = termios()
    guard tcgetattr(STDIN_FILENO, &modes) == 0, modes.c_lflag & tcflag_t(ICANON) == 0 else {
      return
    }
    tcsetattr(STDIN_FILENO, TCSANOW, &cooked)
  }

  /// Prints lines posted while no read was running, before the prompt appears.
  private func printQueuedBeforePrompt() {
    let lines = notifier.takeAll()
    guard !lines.isEmpty else { return }
    fputs(lines.map { $0 + "\n" }.joined(), cel_stdout())
    fflush(cel_stdout())
  }

  /// Clears the prompt and the line from their first row, prints `lines`, and redraws.
  private func printAboveLine(_ lines: [String]) {
    guard !lines.isEmpty else { return }
    redraw(cursorRow: cursorRow(), above: lines)
  }

  /// Clears the prompt and the line as drawn (the cursor `row` rows below their first row),
  /// prints `lines` there, and draws the prompt and the line as they are now.
  private func redraw(cursorRow row: Int, above lines: [String] = []) {
    var output = row > 0 ? "\u{1B}[\(row)A" : ""
    output += "\r\u{1B}[J"
    for line in lines {
      for row in line.split(separator: "\n", omittingEmptySubsequences: false) {
        output += row + "\r\n"
      }
    }
    fputs(output, cel_stdout())
    fflush(cel_stdout())
    // EL_REFRESH forgets the old screen and draws prompt and line from the cursor, which is
    // now at the start of the row under the messages.
    cel_refresh(editLine)
  }

  /// The row the cursor is on, counted from the prompt's first row.
  private func cursorRow() -> Int {
    guard let columns, let info = el_line(editLine)?.pointee, let start = info.buffer,
      let cursor = info.cursor
    else { return 0 }
    let before = String(
      decoding: UnsafeRawBufferPointer(start: start, count: cursor - start), as: UTF8.self)
    let prompt = promptBuffer.map { String(cString: $0) } ?? ""
    return Self.cursorRow(prompt: prompt, beforeCursor: before, columns: columns) {
      Int(cel_wcwidth(wchar_t(bitPattern: $0.value)))
    }
  }

  /// Where libedit puts the cursor: the row after laying out the prompt (minus its
  /// `\u{1}`-delimited escapes) and the text before the cursor on `columns`-wide rows.
  ///
  /// Follows libedit's refresh: a character that does not fit moves to the next row, a full
  /// row moves the cursor to the next one, control characters show as `^X`, a tab runs to
  /// the next multiple of 8, and unprintable characters as `\U+XXXX`.
  static func cursorRow(
    prompt: String, beforeCursor: String, columns: Int, width: (Unicode.Scalar) -> Int
  ) -> Int {
    guard columns > 0 else { return 0 }
    var row = 0
    var column = 0
    func put(_ cells: Int) {
      guard cells > 0 else { return }
      if cells > columns - column {
        row += 1
        column = 0
      }
      column += cells
      if column >= columns {
        row += 1
        column = 0
      }
    }
    func lay(_ scalar: Unicode.Scalar) {
      switch scalar.value {
      case 0x09:
        repeat { put(1) } while column % 8 != 0
      case 0..<0x20, 0x7F:
        put(1)
        put(1)
      default:
        let cells = width(scalar)
        if cells >= 0 {
          put(cells)
        } else {
          for _ in 0..<(scalar.value > 0xFFFF ? 8 : 7) { put(1) }  // \U+XXXX, one cell each
        }
      }
    }
    var escaped = false
    for scalar in prompt.unicodeScalars {
      if scalar == "\u{1}" {
        escaped.toggle()
      } else if !escaped {
        lay(scalar)
      }
    }
    for scalar in beforeCursor.unicodeScalars { lay(scalar) }
    return row
  }
}
