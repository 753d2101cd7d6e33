import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Set by the SIGINT handler; read and cleared by the shell.
private let interruptPending = Atomic<Bool>(false)

/// Ctrl-C handling: a SIGINT handler that only sets a flag, so Ctrl-C never kills the shell.
public enum Interrupts {
  /// Installs the handler without `SA_RESTART`, so a blocked read returns `EINTR`.
  public static func install() {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { _ in
      interruptPending.store(true, ordering: .relaxed)
    }
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    sigaction(SIGINT, &action, nil)
  }

  /// Returns whether Ctrl-C was pressed since the last call, and clears the flag.
  public static func take() -> Bool {
    interruptPending.exchange(false, ordering: .relaxed)
  }

  /// Whether Ctrl-C was pressed since the flag was last cleared.
  public static var isPending: Bool {
    interruptPending.load(ordering: .relaxed)
  }
}
