import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Reaps one child when it exits, on a thread of its own that waits in `waitpid`.
///
/// A thread rather than a dispatch source on a pidfd, for the reason `ChildOutput` gives.
final class ExitWatcher: @unchecked Sendable {
  private let lock = NSLock()
  private var result: ChildProcess.Exit?
  /// When it was spawned; the exit's `seconds` count from here.
  private let started = ContinuousClock.now
  private let changes = ChangeSignal()

  /// Starts watching `pid`.
  init(pid: pid_t) {
    let thread = Thread { [self] in reap(pid) }
    thread.stackSize = 128 * 1024
    thread.start()
  }

  private func reap(_ pid: pid_t) {
    var raw: Int32 = 0
    var reaped: pid_t
    repeat {
      reaped = waitpid(pid, &raw, 0)
    } while reaped < 0 && errno == EINTR
    let signal = raw & 0x7F
    let elapsed = ContinuousClock.now - started
    let seconds =
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    let exit =
      reaped < 0
      ? ChildProcess.Exit(status: -1, signal: nil, seconds: seconds)
      : signal == 0
        ? ChildProcess.Exit(status: (raw >> 8) & 0xFF, signal: nil, seconds: seconds)
        : ChildProcess.Exit(status: 128 + signal, signal: signal, seconds: seconds)
    lock.withLock { result = exit }
    changes.signal()
  }

  /// How the child ended, once it did.
  var exit: ChildProcess.Exit? { lock.withLock { result } }

  /// Waits for the exit; nil at `timeout`.
  func wait(timeout: TimeInterval) async -> ChildProcess.Exit? {
    let deadline = ContinuousClock.now + .milliseconds(Int(timeout * 1000))
    while true {
      let generation = changes.generation
      if let exit { return exit }
      if ContinuousClock.now >= deadline { return nil }
      await changes.wait(after: generation, until: deadline)
    }
  }
}
