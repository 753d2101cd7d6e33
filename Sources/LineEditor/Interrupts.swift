import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How many SIGINTs arrived since the process started; only the handler changes it.
private let interruptGeneration = Atomic<UInt64>(0)
/// Set by the SIGINT handler; read and cleared by `Interrupts.take()` (the older, lossy API).
private let interruptPending = Atomic<Bool>(false)
/// Set by the SIGCONT handler (`fg` after Ctrl-Z); the line editor redraws and clears it.
private let continuePending = Atomic<Bool>(false)
/// Set by the SIGWINCH handler; the line editor resizes and clears it.
private let resizePending = Atomic<Bool>(false)
/// The wake pipe's write end, or -1: the handlers write a byte so a `poll` on any thread wakes.
private let wakeWriter = Atomic<Int32>(-1)
/// The wake pipe's read end, or -1.
private let wakeReader = Atomic<Int32>(-1)

/// The terminal's modes when the shell started (before the line editor made them raw), for
/// the handler of a signal that ends the process; valid once `modesSaved` is set.
nonisolated(unsafe) private let startModes = UnsafeMutablePointer<termios>.allocate(capacity: 1)
/// Whether `startModes` holds the terminal's modes.
private let modesSaved = Atomic<Bool>(false)

/// Puts the terminal's modes back and ends the process with `signal`, as its default action
/// would have, so a SIGUSR1 or SIGALRM at the prompt does not leave the terminal raw.
private func endRestoringTerminal(_ signal: Int32) {
  if modesSaved.load(ordering: .acquiring) { tcsetattr(STDIN_FILENO, TCSANOW, startModes) }
  var fallback = sigaction()
  fallback.__sigaction_handler.sa_handler = SIG_DFL
  sigemptyset(&fallback.sa_mask)
  fallback.sa_flags = 0
  sigaction(signal, &fallback, nil)
  raise(signal)
}

/// Writes one byte to the wake pipe; async-signal-safe, keeps `errno`.
private func wakeFromSignal() {
  let descriptor = wakeWriter.load(ordering: .relaxed)
  guard descriptor >= 0 else { return }
  let saved = errno
  var byte: UInt8 = 1
  _ = write(descriptor, &byte, 1)
  errno = saved
}

/// Ctrl-C handling: a SIGINT handler that only counts, so Ctrl-C never kills the shell.
///
/// Every SIGINT adds one to `generation`, which never goes back. Code that must not miss a
/// Ctrl-C takes a `Mark` at the moment that matters (the line editor takes one when it accepts
/// a line) and later asks `interrupted(since:)`: nothing clears a counter, so a signal can
/// never be lost between "accepted" and "started running", whatever thread it lands on.
///
/// The handlers also write to a wake pipe, because the kernel may deliver the signal to any
/// thread: the line editor and the question reader poll that pipe to learn about Ctrl-C, `fg`
/// and resizes even when their own `poll` was not interrupted.
public enum Interrupts {
  /// A point in the stream of SIGINTs: "every Ctrl-C up to here is accounted for".
  public struct Mark: Sendable, Equatable, Hashable {
    /// The `Interrupts.generation` value when the mark was taken.
    public let generation: UInt64

    /// Creates a mark at a given generation (tests; normally use `Interrupts.mark()`).
    public init(generation: UInt64) {
      self.generation = generation
    }
  }

  /// Installs the SIGINT handler without `SA_RESTART` (a blocked read returns `EINTR`), a
  /// SIGCONT handler that asks the line editor to redraw and a SIGWINCH handler that asks it
  /// to resize, and ignores SIGQUIT (Ctrl-\), as a shell does. Safe to call more than once.
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
    if !modesSaved.load(ordering: .acquiring), isatty(STDIN_FILENO) == 1,
      tcgetattr(STDIN_FILENO, startModes) == 0
    {
      modesSaved.store(true, ordering: .releasing)
    }
    installHandlers()
  }

  /// Puts our SIGINT, SIGCONT, SIGWINCH and SIGQUIT handlers back in place of libedit's, if
  /// `install()` ran.
  ///
  /// `el_gets` (with `EL_SIGNAL`) installs libedit's handlers, which call `el_resize`,
  /// `tty_rawmode` and `kill(0, signo)` on whichever thread the kernel picked: with the editor
  /// on a thread of its own, that resized libedit's buffers under the editor's feet (a crash in
  /// libedit). The editor calls this as soon as `el_gets` calls back, so these signals only
  /// set flags and wake its `poll`, and the editor thread acts on them; libedit puts these
  /// handlers back itself when `el_gets` returns.
  static func reclaimHandlers() {
    guard wakeDescriptor >= 0 else { return }
    installHandlers()
  }

  /// Installs the three flag-setting handlers, the ones that put the terminal back before
  /// SIGUSR1, SIGUSR2 or SIGALRM end the process, and ignores SIGQUIT and SIGPIPE.
  private static func installHandlers() {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { _ in
      interruptGeneration.add(1, ordering: .sequentiallyConsistent)
      interruptPending.store(true, ordering: .sequentiallyConsistent)
      wakeFromSignal()
    }
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    sigaction(SIGINT, &action, nil)

    var resume = sigaction()
    resume.__sigaction_handler.sa_handler = { _ in
      continuePending.store(true, ordering: .sequentiallyConsistent)
      wakeFromSignal()
    }
    sigemptyset(&resume.sa_mask)
    resume.sa_flags = SA_RESTART
    sigaction(SIGCONT, &resume, nil)

    var resize = sigaction()
    resize.__sigaction_handler.sa_handler = { _ in
      resizePending.store(true, ordering: .sequentiallyConsistent)
      wakeFromSignal()
    }
    sigemptyset(&resize.sa_mask)
    resize.sa_flags = SA_RESTART
    sigaction(SIGWINCH, &resize, nil)

    // Signals whose default is to end the process and that libedit leaves alone end it with
    // the terminal's modes put back; SIGPIPE is ignored (a write to a closed pipe then fails
    // with EPIPE, which the output turns into the exit status a shell expects).
    for signal in [SIGUSR1, SIGUSR2, SIGALRM] {
      var ending = sigaction()
      ending.__sigaction_handler.sa_handler = { endRestoringTerminal($0) }
      sigemptyset(&ending.sa_mask)
      ending.sa_flags = 0
      sigaction(signal, &ending, nil)
    }
    var pipe = sigaction()
    pipe.__sigaction_handler.sa_handler = SIG_IGN
    sigemptyset(&pipe.sa_mask)
    pipe.sa_flags = 0
    sigaction(SIGPIPE, &pipe, nil)

    // Ctrl-\ is ignored, as interactive shells do: with libedit's handler it re-raised the
    // signal, so the runtime printed its crash report and left a helper thread spinning.
    var quit = sigaction()
    quit.__sigaction_handler.sa_handler = SIG_IGN
    sigemptyset(&quit.sa_mask)
    quit.sa_flags = 0
    sigaction(SIGQUIT, &quit, nil)
  }

  /// Waits until this process is in the terminal's foreground again (after Ctrl-Z and `bg`,
  /// a read gives `EIO` or stops the process with SIGTTIN); false when `descriptor` is not a
  /// terminal any more (hung up), which is the end of input.
  ///
  /// Stops with SIGTTIN as a shell's background job does (`fg` continues it); where SIGTTIN is
  /// ignored, checks the foreground group every 200 ms.
  static func waitForForeground(_ descriptor: Int32) -> Bool {
    while true {
      let group = tcgetpgrp(descriptor)
      guard group >= 0 else { return false }
      if group == getpgrp() { return true }
      kill(0, SIGTTIN)
      usleep(200_000)
    }
  }

  /// True when `descriptor` is a terminal whose foreground process group is not ours.
  static func isInBackground(_ descriptor: Int32) -> Bool {
    let group = tcgetpgrp(descriptor)
    return group >= 0 && group != getpgrp()
  }

  /// How many SIGINTs arrived since the process started (0 before `install()`).
  public static var generation: UInt64 {
    interruptGeneration.load(ordering: .sequentiallyConsistent)
  }

  /// A mark at the current generation: later Ctrl-Cs make `interrupted(since:)` true.
  public static func mark() -> Mark {
    Mark(generation: generation)
  }

  /// True when a SIGINT arrived after `mark` was taken. Reading never clears anything.
  public static func interrupted(since mark: Mark) -> Bool {
    generation != mark.generation
  }

  /// Returns whether Ctrl-C was pressed since the last call, and clears the flag.
  ///
  /// Lossy when two parties clear it (a Ctrl-C just after a line was accepted can be cleared
  /// by the code that starts the command); prefer a `Mark` and `interrupted(since:)`.
  public static func take() -> Bool {
    interruptPending.exchange(false, ordering: .sequentiallyConsistent)
  }

  /// The wake pipe's read end, or -1 before `install()`.
  static var wakeDescriptor: Int32 { wakeReader.load(ordering: .acquiring) }

  /// Empties the wake pipe (the flags and the generation stay as they are).
  static func drainWakePipe() {
    drainPipe(wakeDescriptor)
  }

  /// Returns whether SIGCONT arrived since the last call, and clears the flag.
  static func takeContinue() -> Bool {
    continuePending.exchange(false, ordering: .sequentiallyConsistent)
  }

  /// Returns whether SIGWINCH arrived since the last call, and clears the flag.
  static func takeResize() -> Bool {
    resizePending.exchange(false, ordering: .sequentiallyConsistent)
  }
}
