import Catalog
import Dispatch
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a `LineEditor` on a thread of its own, so the caller's actor stays free while the user
/// types.
///
/// The editor is created, used and destroyed on that one thread; every libedit call happens
/// there. Other code reaches it through `run` (or `readLine`, `remember`, `setPrompt`) and
/// posts messages through `notifier` at any time, also while a `readLine()` is waiting.
public final class LineEditorThread: Sendable {
  /// Lines posted here are printed above the prompt, also while the user types.
  public let notifier: LineNotifier
  private let inbox: Inbox

  /// Starts the thread and creates the editor on it with `make`; nil if `make` gives nil.
  ///
  /// `make` receives `notifier` to hand to `LineEditor(…, notifier:)`; `self.notifier` is
  /// whichever notifier the editor ends up with. Call `Interrupts.install()` first, as for a
  /// `LineEditor`.
  public init?(
    notifier: LineNotifier = LineNotifier(),
    make: @escaping @Sendable (LineNotifier) -> LineEditor?
  ) async {
    let inbox = Inbox()
    // A pthread has no task: the editor's callbacks (completion, notices) speak the caller's
    // catalogue, bound on the thread for its whole life.
    let catalog = Catalog.current
    let started = await withCheckedContinuation {
      (continuation: CheckedContinuation<LineNotifier?, Never>) in
      let launched = startThread {
        Catalog.$current.withValue(catalog) {
          guard let editor = make(notifier) else {
            continuation.resume(returning: nil)
            return
          }
          continuation.resume(returning: editor.notifier)
          inbox.serve(editor)
        }
      }
      if !launched { continuation.resume(returning: nil) }
    }
    guard let started else { return nil }
    self.notifier = started
    self.inbox = inbox
  }

  deinit {
    inbox.close()
  }

  /// Runs `body` with the editor on the editor thread and returns its result.
  ///
  /// Calls run one at a time, in order. Returns nil after `close()`.
  public func run<Result: Sendable>(_ body: @escaping @Sendable (LineEditor) -> Result) async
    -> Result?
  {
    await withCheckedContinuation { (continuation: CheckedContinuation<Result?, Never>) in
      let accepted = inbox.send { editor in continuation.resume(returning: body(editor)) }
      if !accepted { continuation.resume(returning: nil) }
    }
  }

  /// Reads one line on the editor thread; `.endOfInput` after `close()`.
  public func readLine() async -> LineEditor.ReadResult {
    await run { $0.readLine() } ?? .endOfInput
  }

  /// Reads one line on the editor thread, with the interrupt mark taken when it was accepted;
  /// `.endOfInput` after `close()`.
  ///
  /// Run the command the line starts until `Interrupts.interrupted(since: reading.mark)`:
  /// unlike `Interrupts.take()` nothing clears it, so a Ctrl-C right after Enter is not lost.
  public func readLineMarked() async -> LineEditor.Reading {
    await run { $0.readLineMarked() }
      ?? LineEditor.Reading(result: .endOfInput, mark: Interrupts.mark())
  }

  /// Adds a line to the history, on the editor thread.
  public func remember(_ line: String) async {
    _ = await run { $0.remember(line) }
  }

  /// Sets the prompt, on the editor thread.
  public func setPrompt(_ prompt: String) async {
    _ = await run { $0.setPrompt(prompt) }
  }

  /// The terminal width libedit uses, or nil.
  public var columns: Int? {
    get async { await run { $0.columns } ?? nil }
  }

  /// Lets the thread finish: queued calls still run, then the editor is destroyed on its
  /// thread (restoring the terminal) and the thread exits. A `readLine()` that is waiting for
  /// keys finishes first.
  public func close() {
    inbox.close()
  }
}

/// The editor thread's queue of calls.
private final class Inbox: Sendable {
  typealias Job = @Sendable (LineEditor) -> Void

  private let state = Mutex<(jobs: [Job], closed: Bool)>(([], false))
  private let ready = DispatchSemaphore(value: 0)

  /// Queues `job`; false once closed.
  func send(_ job: @escaping Job) -> Bool {
    let accepted = state.withLock { state in
      guard !state.closed else { return false }
      state.jobs.append(job)
      return true
    }
    if accepted { ready.signal() }
    return accepted
  }

  /// Stops accepting jobs; the thread runs the queued ones and exits.
  func close() {
    let wasOpen = state.withLock { state in
      defer { state.closed = true }
      return !state.closed
    }
    if wasOpen { ready.signal() }
  }

  /// Runs jobs with `editor` until closed and empty; runs on the editor thread.
  func serve(_ editor: LineEditor) {
    while true {
      ready.wait()
      let next: Job?? = state.withLock { state in
        if !state.jobs.isEmpty { return .some(state.jobs.removeFirst()) }
        return state.closed ? .none : .some(nil)
      }
      switch next {
      case .none: return
      case .some(.none): continue
      case .some(.some(let job)): job(editor)
      }
    }
  }
}

/// Holds a thread's body across `pthread_create`.
private final class ThreadBody: Sendable {
  let body: @Sendable () -> Void
  init(_ body: @escaping @Sendable () -> Void) { self.body = body }
}

/// Starts a detached thread running `body`; false if it could not start.
private func startThread(_ body: @escaping @Sendable () -> Void) -> Bool {
  let context = Unmanaged.passRetained(ThreadBody(body)).toOpaque()
  var thread = pthread_t()
  let result = pthread_create(
    &thread, nil,
    { context in
      guard let context else { return nil }
      let body = Unmanaged<ThreadBody>.fromOpaque(context).takeRetainedValue()
      body.body()
      return nil
    }, context)
  guard result == 0 else {
    Unmanaged<ThreadBody>.fromOpaque(context).release()
    return false
  }
  pthread_detach(thread)
  return true
}
