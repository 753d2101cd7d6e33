import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs a program on a pseudo-terminal so tests can type keys and read the screen bytes.
public final class PseudoTerminal: @unchecked Sendable {
  /// The child's process id.
  public let pid: pid_t
  private let master: Int32
  /// Everything the child wrote so far.
  public private(set) var transcript: [UInt8] = []

  /// Starts `path` with `arguments` and `environment` on a new pty of the given size.
  public init(
    path: String, arguments: [String], environment: [String: String], columns: Int = 80,
    rows: Int = 24
  ) throws {
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    var masterFD: Int32 = -1
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    let child = forkpty(&masterFD, nil, nil, &size)
    if child == 0 {
      // In the child: only async-signal-safe calls until exec. The test runner's threads
      // block signals; a terminal program needs them delivered (Ctrl-C, resize).
      sigprocmask(SIG_SETMASK, &noSignals, nil)
      for signal in [SIGINT, SIGQUIT, SIGTSTP, SIGWINCH, SIGCONT, SIGPIPE, SIGCHLD] {
        Glibc.signal(signal, SIG_DFL)
      }
      execve(path, argv, envp)
      _exit(127)
    }
    guard child > 0 else {
      throw NSError(domain: "PseudoTerminal", code: Int(errno))
    }
    pid = child
    master = masterFD
  }

  private var reaped = false

  deinit {
    if !reaped {
      kill(pid, SIGKILL)
      var status: Int32 = 0
      waitpid(pid, &status, 0)
    }
    close(master)
  }

  /// Types `text` as if from the keyboard.
  public func type(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
  }

  /// The transcript decoded as UTF-8.
  public var text: String { String(decoding: transcript, as: UTF8.self) }

  /// Reads output until `predicate` holds for the transcript or `timeout` passes.
  @discardableResult
  public func waitFor(timeout: TimeInterval = 10, _ predicate: (String) -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if predicate(text) { return true }
      var pollFD = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      let ready = poll(&pollFD, 1, 50)
      if ready > 0 {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
        if count <= 0 { return predicate(text) }
        transcript.append(contentsOf: buffer[0..<count])
      }
    }
    return predicate(text)
  }

  /// Waits for the child to exit and returns its status, or nil after `timeout`.
  public func waitForExit(timeout: TimeInterval = 10) -> Int32? {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      _ = waitFor(timeout: 0.05) { _ in false }
      var status: Int32 = 0
      if waitpid(pid, &status, WNOHANG) == pid {
        reaped = true
        return (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
      }
    }
    return nil
  }
}
