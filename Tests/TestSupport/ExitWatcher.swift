import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Reaps one child when it exits, woken by its pidfd (or a 5 ms poll where pidfds are missing).
final class ExitWatcher: @unchecked Sendable {
  private let lock = NSLock()
  private var result: ChildProcess.Exit?
  /// When it was spawned; the exit's `seconds` count from here.
  private let started = ContinuousClock.now
  private let changes = ChangeSignal()
  private var source: DispatchSourceProtocol?

  private typealias PidfdOpen = @convention(c) (pid_t, UInt32) -> Int32
  /// glibc's `pidfd_open`, looked up at run time (`syscall` is variadic, so not callable).
  private static let pidfdOpen: PidfdOpen? = dlsym(nil, "pidfd_open").map {
    unsafeBitCast($0, to: PidfdOpen.self)
  }

  /// Starts watching `pid`.
  init(pid: pid_t) {
    let queue = DispatchQueue(label: "wxsh.test.exit-watcher")
    let pidfd = Self.pidfdOpen?(pid, 0) ?? -1
    let source: DispatchSourceProtocol
    if pidfd >= 0 {
      let read = DispatchSource.makeReadSource(fileDescriptor: pidfd, queue: queue)
      read.setCancelHandler { close(pidfd) }
      source = read
    } else {
      let timer = DispatchSource.makeTimerSource(queue: queue)
      timer.schedule(deadline: .now(), repeating: .milliseconds(5))
      source = timer
    }
    source.setEventHandler { [self] in reap(pid) }
    self.source = source
    source.resume()
  }

  private func reap(_ pid: pid_t) {
    var raw: Int32 = 0
    let reaped = waitpid(pid, &raw, WNOHANG)
    guard reaped == pid || (reaped < 0 && errno == ECHILD) else { return }
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
    source?.cancel()
    source = nil
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
