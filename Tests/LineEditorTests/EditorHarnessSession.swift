import Foundation
import TestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// `line-editor-harness` on a pseudo-terminal, for the interrupt, question and resize tests.
///
/// Every wait goes through here, so when `PseudoTerminal` turns async only these few calls
/// change. Waits end as soon as the output they wait for appears, or at their deadline.
final class EditorHarnessSession {
  let terminal: PseudoTerminal
  let directory: TemporaryDirectory

  /// Starts the harness on a `columns` x `rows` terminal.
  init(columns: Int = 80, rows: Int = 24) throws {
    directory = try TemporaryDirectory(prefix: "wxsh-editor")
    terminal = try PseudoTerminal(
      path: WxshBinary.productsDirectory + "/line-editor-harness", arguments: [],
      environment: WxshBinary.environment(home: directory.path, extra: ["TERM": "xterm"]),
      columns: columns, rows: rows)
  }

  deinit {
    directory.remove()
  }

  /// How many bytes of output there are so far; pass it to `waitFor(since:)`.
  var mark: Int { terminal.transcript.count }

  /// The output written since `mark`.
  func text(since mark: Int) -> String {
    String(decoding: terminal.transcript.dropFirst(mark), as: UTF8.self)
  }

  /// Types `text` as if from the keyboard.
  func type(_ text: String) {
    terminal.type(text)
  }

  /// Waits until `predicate` holds for the output since `mark`, or `timeout` passes.
  func waitFor(
    since mark: Int = 0, timeout: TimeInterval = 10, _ predicate: (String) -> Bool
  ) async -> Bool {
    await terminal.waitFor(timeout: timeout) { _ in predicate(self.text(since: mark)) }
  }

  /// Waits for the prompt that follows the output since `mark`.
  func waitForPrompt(since mark: Int, timeout: TimeInterval = 10) async -> Bool {
    await waitFor(since: mark, timeout: timeout) { $0.hasSuffix("harness> ") }
  }

  /// Types "quit" and waits for the harness to exit; its status, or nil.
  func quit() async -> Int32? {
    type("quit\r")
    return await terminal.waitForExit()
  }

  /// Resizes the harness's terminal from outside, as a terminal emulator does: `TIOCSWINSZ`
  /// on the pty (reached through the child's stdin), so the kernel sends it SIGWINCH.
  func resize(columns: Int, rows: Int) -> Bool {
    let descriptor = open("/proc/\(terminal.pid)/fd/0", O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    var size = winsize(
      ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    return ioctl(descriptor, UInt(TIOCSWINSZ), &size) == 0
  }

  /// `full` with WXSH_FULL_TESTS=1, else `quick`.
  static func rounds(quick: Int, full: Int) -> Int {
    ProcessInfo.processInfo.environment["WXSH_FULL_TESTS"] == "1" ? full : quick
  }
}

/// Sends SIGINT to this thread with SIGINT unblocked, so the handler has run on return.
func raiseInterruptHere() {
  var set = sigset_t()
  sigemptyset(&set)
  sigaddset(&set, SIGINT)
  pthread_sigmask(SIG_UNBLOCK, &set, nil)
  raise(SIGINT)
}
