import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs a program on a pseudo-terminal so tests can type keys and await the screen bytes.
public final class PseudoTerminal: @unchecked Sendable {
  /// The child's process id.
  public let pid: pid_t
  private let child: ChildProcess
  private let output: ChildOutput
  private let writer: Int32

  /// Starts `path` with `arguments` and `environment` as the session leader of a new pty of
  /// the given size (the pty is its controlling terminal, so Ctrl-C and resizes reach it).
  public init(
    path: String, arguments: [String], environment: [String: String], columns: Int = 80,
    rows: Int = 24
  ) throws {
    var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    var master: Int32 = -1
    var slave: Int32 = -1
    guard openpty(&master, &slave, nil, nil, &size) == 0 else {
      throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
    _ = fcntl(master, F_SETFD, FD_CLOEXEC)
    defer { close(slave) }
    var name = [CChar](repeating: 0, count: 256)
    guard ttyname_r(slave, &name, name.count) == 0 else {
      close(master)
      throw POSIXError(.ENOTTY)
    }
    do {
      child = try ChildProcess.spawn(
        path, arguments: arguments, environment: environment,
        terminal: String(cString: name))
    } catch {
      close(master)
      throw error
    }
    pid = child.pid
    writer = fcntl(master, F_DUPFD_CLOEXEC, 0)
    output = ChildOutput(reading: master)
  }

  deinit {
    child.kill()
    close(writer)
  }

  /// Types `text` as if from the keyboard.
  public func type(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(writer, $0.baseAddress, $0.count) }
  }

  /// Everything the child wrote so far.
  public var transcript: [UInt8] { output.bytes }

  /// The transcript decoded as UTF-8.
  public var text: String { output.text }

  /// Waits until `predicate` holds for the transcript; false at `timeout` or when the
  /// terminal closed without it holding.
  @discardableResult
  public func waitFor(timeout: TimeInterval = 10, _ predicate: (String) -> Bool) async -> Bool {
    await output.waitFor(timeout: timeout, predicate)
  }

  /// The terminal's modes as they stand (read through the controlling side, which shares
  /// them with the program's), or nil when they cannot be read.
  public func modes() -> termios? {
    var modes = termios()
    return tcgetattr(writer, &modes) == 0 ? modes : nil
  }

  /// Whether the terminal reads whole lines and echoes them (`ICANON` and `ECHO`), as a shell
  /// leaves it; false while a line editor has it raw.
  public var isCooked: Bool {
    guard let modes = modes() else { return false }
    let wanted = tcflag_t(ICANON) | tcflag_t(ECHO)
    return modes.c_lflag & wanted == wanted
  }

  /// Waits for the child to exit (and the terminal to deliver what it wrote before) and
  /// returns its status (128 + signal when killed), or nil after `timeout`.
  public func waitForExit(timeout: TimeInterval = 10) async -> Int32? {
    guard let exit = await child.waitForExit(timeout: timeout) else { return nil }
    await output.waitForEnd(timeout: 5)
    return exit.status
  }
}
