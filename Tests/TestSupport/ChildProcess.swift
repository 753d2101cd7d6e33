import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A child process started with `posix_spawn`: its pipes are read on dispatch queues, its exit
/// is watched through a pidfd, and tests await both without parking a test thread.
///
/// The child gets only the descriptors asked for (0, 1 and 2; everything else is closed),
/// default signal handlers and an empty signal mask.
public final class ChildProcess: @unchecked Sendable {
  /// What the child reads on standard input.
  public enum Input: Sendable {
    /// `/dev/null`.
    case null
    /// These bytes, then end of file.
    case text(String)
    /// A pipe the test writes with `write(_:)` and closes with `closeInput()`.
    case pipe
  }

  /// Where the child's standard output or error goes.
  public enum Output: Sendable {
    /// A pipe read into a `ChildOutput`.
    case pipe
    /// `/dev/null`.
    case null
    /// A file, created or truncated.
    case file(String)
    /// A descriptor the caller made (e.g. a pipe's write end; the caller closes its copy).
    case descriptor(Int32)
  }

  /// How a child ended.
  public struct Exit: Sendable, Equatable {
    /// The exit code, or 128 + the signal that killed it (the shell's convention).
    public var status: Int32
    /// The signal that killed it, if one did.
    public var signal: Int32?
    /// Seconds from the spawn to the exit, as seen by the reaper (off the test threads, so a
    /// busy test runner does not stretch it).
    public var seconds: Double
  }

  /// A child that did not exit in time (it was killed).
  public struct TimedOut: Error, CustomStringConvertible {
    /// The command, the timeout and the output's tail.
    public var description: String
  }

  /// The process id.
  public let pid: pid_t
  /// The command line, for reports.
  public let commandLine: String
  /// Standard output (empty and complete unless `.pipe`).
  public let stdout: ChildOutput
  /// Standard error (empty and complete unless `.pipe`).
  public let stderr: ChildOutput
  private let watcher: ExitWatcher
  private let inputLock = NSLock()
  private var input: Int32

  private init(
    pid: pid_t, commandLine: String, stdout: ChildOutput, stderr: ChildOutput, input: Int32
  ) {
    self.pid = pid
    self.commandLine = commandLine
    self.stdout = stdout
    self.stderr = stderr
    self.input = input
    watcher = ExitWatcher(pid: pid)
  }

  deinit {
    if watcher.exit == nil { Glibc.kill(pid, SIGKILL) }
    if input >= 0 { close(input) }
  }

  /// Starts `path`. `terminal` (a pseudo-terminal's device path) makes the child a session
  /// leader with that terminal as its controlling terminal and its standard streams.
  public static func spawn(
    _ path: String, arguments: [String], environment: [String: String],
    stdin: Input = .null, stdout: Output = .pipe, stderr: Output = .pipe,
    terminal: String? = nil
  ) throws -> ChildProcess {
    ignoreSIGPIPE
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }

    var parentEnds: [Int32] = []  // closed on failure
    var childEnds: [Int32] = []  // closed after the spawn
    defer { childEnds.forEach { close($0) } }
    func makePipe() throws -> (read: Int32, write: Int32) {
      var ends: [Int32] = [-1, -1]
      guard pipe(&ends) == 0 else { throw TimedOut(description: "pipe failed: errno \(errno)") }
      // Our children close everything above 2 anyway; CLOEXEC keeps others' children clean.
      ends.forEach { _ = fcntl($0, F_SETFD, FD_CLOEXEC) }
      return (ends[0], ends[1])
    }

    var inputEnd: Int32 = -1
    var stdinText: [UInt8]?
    var outputs: [Int32: Int32] = [:]  // child fd → parent read end
    var flags = Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF)
    do {
      if let terminal {
        flags |= Int16(posixSpawnSetsid)
        posix_spawn_file_actions_addopen(&actions, 0, terminal, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
      } else {
        switch stdin {
        case .null: posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        case .text, .pipe:
          let ends = try makePipe()
          childEnds.append(ends.read)
          parentEnds.append(ends.write)
          inputEnd = ends.write
          posix_spawn_file_actions_adddup2(&actions, ends.read, 0)
          if case .text(let text) = stdin { stdinText = Array(text.utf8) }
        }
        for (fd, output) in [(Int32(1), stdout), (Int32(2), stderr)] {
          switch output {
          case .null: posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", O_WRONLY, 0)
          case .file(let file):
            posix_spawn_file_actions_addopen(
              &actions, fd, file, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
          case .descriptor(let descriptor):
            posix_spawn_file_actions_adddup2(&actions, descriptor, fd)
          case .pipe:
            let ends = try makePipe()
            childEnds.append(ends.write)
            parentEnds.append(ends.read)
            outputs[fd] = ends.read
            posix_spawn_file_actions_adddup2(&actions, ends.write, fd)
          }
        }
      }
      guard let closeFrom = addCloseFrom else {
        throw TimedOut(description: "this libc has no posix_spawn_file_actions_addclosefrom_np")
      }
      _ = closeFrom(&actions, 3)
    } catch {
      parentEnds.forEach { close($0) }
      throw error
    }

    var empty = sigset_t()
    sigemptyset(&empty)
    posix_spawnattr_setsigmask(&attributes, &empty)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [
      SIGINT, SIGQUIT, SIGTSTP, SIGTTIN, SIGTTOU, SIGWINCH, SIGCONT, SIGPIPE, SIGCHLD, SIGTERM,
      SIGHUP, SIGUSR1, SIGUSR2, SIGALRM,
    ] {
      sigaddset(&defaults, signal)
    }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, flags)

    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    var pid = pid_t()
    let result = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
    guard result == 0 else {
      parentEnds.forEach { close($0) }
      throw TimedOut(description: "cannot start \(path): \(String(cString: strerror(result)))")
    }
    let child = ChildProcess(
      pid: pid, commandLine: ([path] + arguments).joined(separator: " "),
      stdout: outputs[1].map(ChildOutput.init(reading:)) ?? ChildOutput(),
      stderr: outputs[2].map(ChildOutput.init(reading:)) ?? ChildOutput(),
      input: stdinText == nil ? inputEnd : -1)
    if let stdinText { InputWriter.start(inputEnd, stdinText) }
    return child
  }

  /// Writes `text` to the child's standard input (`.pipe` only); false when it cannot.
  @discardableResult
  public func write(_ text: String) -> Bool {
    inputLock.withLock { input >= 0 && writeAll(input, Array(text.utf8)) }
  }

  /// Closes the child's standard input.
  public func closeInput() {
    inputLock.withLock {
      if input >= 0 { close(input) }
      input = -1
    }
  }

  /// Sends `signal` (SIGKILL by default) unless the child was already reaped.
  public func kill(_ signal: Int32 = SIGKILL) {
    if watcher.exit == nil { Glibc.kill(pid, signal) }
  }

  /// How it ended, if it did (without waiting).
  public var exit: Exit? { watcher.exit }

  /// Waits for the exit; nil at `timeout`.
  public func waitForExit(timeout: TimeInterval) async -> Exit? {
    await watcher.wait(timeout: timeout)
  }

  /// Waits for the exit and the end of both outputs; at `timeout` kills the child and throws
  /// `TimedOut` with what it wrote.
  @discardableResult
  public func finish(timeout: TimeInterval) async throws -> Exit {
    guard let exit = await waitForExit(timeout: timeout) else {
      kill()
      _ = await waitForExit(timeout: 10)
      throw TimedOut(
        description: "\(commandLine) did not exit within \(timeout) s and was killed; "
          + "stdout ends: \(stdout.text.suffix(400).debugDescription); "
          + "stderr ends: \(stderr.text.suffix(400).debugDescription)")
    }
    // A grandchild may still hold the pipes; its output is not waited for long.
    await stdout.waitForEnd(timeout: 5)
    await stderr.waitForEnd(timeout: 5)
    return exit
  }
}

/// glibc's POSIX_SPAWN_SETSID (the Glibc module is imported without _GNU_SOURCE).
private let posixSpawnSetsid: Int32 = 0x80

private typealias AddCloseFrom =
  @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
/// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34+), looked up at run time for the
/// same reason.
private let addCloseFrom: AddCloseFrom? = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np")
  .map { unsafeBitCast($0, to: AddCloseFrom.self) }

/// Makes a write to a pipe whose reader has gone fail with EPIPE instead of killing the tests.
private let ignoreSIGPIPE: Void = { _ = signal(SIGPIPE, SIG_IGN) }()

/// Writes all of `bytes` to `descriptor`; false on error.
private func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
  var offset = 0
  while offset < bytes.count {
    let written = bytes[offset...].withUnsafeBytes {
      Glibc.write(descriptor, $0.baseAddress, $0.count)
    }
    if written < 0 && errno == EINTR { continue }
    if written <= 0 { return false }
    offset += written
  }
  return true
}
