import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Set by the SIGINT handler; read and cleared by the shell.
private let interruptPending = Atomic<Bool>(false)
/// Set by the SIGINT handler; read and cleared only by the line editor.
private let editorInterruptPending = Atomic<Bool>(false)
/// Set by the SIGCONT handler (`fg` after Ctrl-Z); the line editor redraws and clears it.
private let continuePending = Atomic<Bool>(false)
/// The wake pipe's write end, or -1: the handlers write a byte so a `poll` on any thread wakes.
private let wakeWriter = Atomic<Int32>(-1)
/// The wake pipe's read end, or -1.
private let wakeReader = Atomic<Int32>(-1)

/// Writes one byte to the wake pipe; async-signal-safe, keeps `errno`.
private func wakeFromSignal() {
  let descriptor = wakeWriter.load(ordering: .relaxed)
  guard descriptor >= 0 else { return }
  let saved = errno
  var byte: UInt8 = 1
  _ = write(descriptor, &byte, 1)
  errno = saved
}

/// Ctrl-C handling: a SIGINT handler that only sets a flag, so Ctrl-C never kills the shell.
///
/// The handlers also write to a wake pipe, because the kernel may deliver the signal to any
/// thread: the line editor, which may run on a thread of its own, polls that pipe to learn
/// about Ctrl-C and `fg` even when its own `poll` was not interrupted.
public enum Interrupts {
  /// Installs the SIGINT handler without `SA_RESTART` (a blocked read returns `EINTR`) and a
  /// SIGCONT handler that asks the line editor to redraw.
  public static func install() {
    if wakeReader.load(ordering: .acquiring) < 0, let pipe = makeNonBlockingPipe() {
      let (installed, _) = wakeReader.compareExchange(
        expected: -1, desired: pipe.read, ordering: .acquiringAndReleasing)
      if installed {
        wakeWriter.store(pipe.write, ordering: .releasing)
      } else {
        close(pipe.read)  // another install() won the race and keeps its pipe
        close(pipe.write)
      }
    }
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { _ in
      interruptPending.store(true, ordering: .relaxed)
      editorInterruptPending.store(true, ordering: .relaxed)
      wakeFromSignal()
    }
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    sigaction(SIGINT, &action, nil)

    var resume = sigaction()
    resume.__sigaction_handler.sa_handler = { _ in
      continuePending.store(true, ordering: .relaxed)
      wakeFromSignal()
    }
    sigemptyset(&resume.sa_mask)
    resume.sa_flags = SA_RESTART
    sigaction(SIGCONT, &resume, nil)
  }

  /// Returns whether Ctrl-C was pressed since the last call, and clears the flag.
  public static func take() -> Bool {
    interruptPending.exchange(false, ordering: .relaxed)
  }

  /// Whether Ctrl-C was pressed since the flag was last cleared.
  public static var isPending: Bool {
    interruptPending.load(ordering: .relaxed)
  }

  /// The wake pipe's read end, or -1 before `install()`.
  static var wakeDescriptor: Int32 { wakeReader.load(ordering: .acquiring) }

  /// Whether Ctrl-C was pressed since the editor last cleared its own flag.
  static var editorInterruptIsPending: Bool {
    editorInterruptPending.load(ordering: .relaxed)
  }

  /// Clears the editor's Ctrl-C flag and empties the wake pipe.
  static func resetForEditor() {
    editorInterruptPending.store(false, ordering: .relaxed)
    drainPipe(wakeDescriptor)
  }

  /// Returns whether SIGCONT arrived since the last call, and clears the flag.
  static func takeContinue() -> Bool {
    continuePending.exchange(false, ordering: .relaxed)
  }
}
