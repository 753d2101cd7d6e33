import Catalog
import Clients
import LineEditor
import Observation
import Rendering
import Terminal
import VersionedStore

/// The ways wxsh runs: `-c` commands, places on the command line, a script on stdin, or the
/// interactive shell.
@MainActor
public struct Runner {
  /// The session commands run in.
  public let session: Session
  private var printer: Printer { Printer(session: session) }

  /// Creates a runner over a session.
  public init(session: Session) { self.session = session }

  /// Runs one line in the session's catalogue (as `Catalog.current`); prints its output or its
  /// error. Returns false when it failed.
  @discardableResult
  public func runLine(_ line: String, errorPrefix: String) async -> Bool {
    await session.context.speaking { await runLineInCatalogue(line, errorPrefix: errorPrefix) }
  }

  /// Runs one line in the catalogue already bound.
  private func runLineInCatalogue(_ line: String, errorPrefix: String) async -> Bool {
    session.refreshTerminal()
    guard line.utf8.count <= ScriptInput.byteLimit else {
      printer.print(Self.tooLong(line.utf8.count), command: nil, prefix: errorPrefix)
      return false
    }
    let invocation: Invocation
    do {
      guard let parsed = try session.invocation(for: line) else { return true }
      invocation = parsed
    } catch {
      printer.print(error, command: nil, prefix: errorPrefix)
      return false
    }
    do {
      let output = try await session.run(invocation)
      let printed = printer.print(output, command: invocation.name, prefix: errorPrefix)
      return printed && output.failure == nil
    } catch {
      printer.print(error, command: invocation.name, prefix: errorPrefix)
      return false
    }
  }

  /// Runs `-c` commands in order; returns the exit status (0 all good, 1 any failed).
  public func runCommands(_ lines: [String]) async -> Int32 {
    var failed = false
    for line in lines where session.isRunning && !outputFailed {
      if !(await runLine(line, errorPrefix: "wxsh: ")) { failed = true }
    }
    return failed ? 1 : 0
  }

  /// True once standard output could not be written; the run stops.
  var outputFailed: Bool { session.output.failure() != nil }

  /// Shows each place given on the command line; returns the exit status.
  public func runPlaces(_ places: [String]) async -> Int32 {
    var failed = false
    for place in places where session.isRunning && !outputFailed {
      let line = place.hasPrefix(":") || place.hasPrefix("#") ? " " + place : place
      if !(await runLine(line, errorPrefix: "wxsh: ")) { failed = true }
    }
    return failed ? 1 : 0
  }

  /// Runs lines read from `nextLine` until it returns nil or `:quit`; reports failures as
  /// `wxsh: line N: …` and returns the exit status.
  public func runScript(nextLine: () -> ScriptInput.Line?) async -> Int32 {
    var failed = false
    var number = 0
    while session.isRunning, !outputFailed, let line = nextLine() {
      number += 1
      let prefix = "wxsh: " + say(.shellScriptLinePrefix(number: String(number)))
      switch line {
      case .text(let text):
        if !(await runLine(text, errorPrefix: prefix)) { failed = true }
      case .tooLong(let bytes):
        session.context.speaking {
          printer.print(Self.tooLong(bytes), command: nil, prefix: prefix)
        }
        failed = true
      }
    }
    return failed ? 1 : 0
  }

  /// The error for a line longer than wxsh reads.
  static func tooLong(_ bytes: Int) -> ShellError {
    .said(
      .shellLineTooLong(bytes: String(bytes), limit: String(ScriptInput.byteLimit)),
      kind: "lineTooLong")
  }

  /// Runs the interactive shell on libedit until `:quit` or Ctrl-D.
  ///
  /// The line editor runs on its own thread, so the main actor stays free while the user types:
  /// a fetch that finishes in the background updates the view model, and what changed is
  /// printed above the prompt without disturbing the line being typed.
  public func runInteractive(historyPath: String?) async -> Int32 {
    session.context.remembersEveryView = true
    // The line editor's thread keeps the catalogue bound when it starts; each line binds the
    // session's again, so `:lang` applies from the next line on.
    return await session.context.speaking { await interactive(historyPath: historyPath) }
  }

  /// The interactive shell, in the catalogue bound.
  private func interactive(historyPath: String?) async -> Int32 {
    let output = session.output
    let engine = session.completionEngine
    Interrupts.install()
    guard
      let editor = await LineEditorThread(make: { notifier in
        LineEditor(
          programName: "wxsh",
          historyStore: historyPath.map { HistoryStore(path: $0) },
          completer: { engine.complete(before: $0) },
          historyNotSaved: {
            let reason = TerminalText.sanitize(StoreProblem.reason($0))
            notifier.post(
              "wxsh: " + say(.shellWarningPrefix) + " "
                + say(.shellHistoryNotSaved(reason: reason)))
          },
          searchPrompt: { pattern, found in
            found
              ? say(.shellHistorySearch(pattern: pattern))
              : say(.shellHistorySearchNone(pattern: pattern))
          },
          notifier: notifier)
      })
    else {
      output.errorLine("wxsh: " + say(.shellNoLineEditor))
      return await runScript(nextLine: ScriptInput.next)
    }
    let styler = session.context.styler
    // Wrapped at word boundaries, so a narrow terminal never breaks it inside `:help`.
    for line in TerminalText.wrap(
      say(.shellWelcome(wxsh: "wxsh")), width: max(session.context.terminal.width, 20))
    {
      output.line(line.replacingOccurrences(of: "wxsh", with: styler.apply(.bold, "wxsh")))
    }
    if let page = await PlacePage.opening(session.context) {
      printer.print(page, command: "go")
    }
    let notifier = editor.notifier
    observeBackgroundUpdates { lines in notifier.post(lines) }
    while session.isRunning {
      await editor.setPrompt(session.context.speaking { session.prompt() })
      let reading = await editor.readLineMarked()
      switch reading.result {
      case .endOfInput:
        output.line("")
        session.context.state.isRunning = false
      case .interrupted:
        output.line("")
      case .line(let line):
        await editor.remember(line)
        await runCancellable(line, since: reading.mark)
      }
    }
    editor.close()
    return 0
  }

  /// Prints what background fetches change in the view model, through Observation.
  private func observeBackgroundUpdates(_ post: @escaping @MainActor ([String]) -> Void) {
    let session = self.session
    withObservationTracking {
      _ = session.context.viewModel.revision
    } onChange: {
      // Called before the change is applied: look at the model once it has been.
      Task { @MainActor in
        let lines = session.context.speaking { PlacePage.backgroundUpdates(session.context) }
        if !lines.isEmpty { post(lines) }
        observeBackgroundUpdates(post)
      }
    }
  }

  /// Runs a line in a task that Ctrl-C cancels: any interrupt after `mark` (taken when the
  /// line was accepted, so one that comes right after Enter is not lost), checked every 50 ms.
  private func runCancellable(_ line: String, since mark: Interrupts.Mark) async {
    session.context.dependencies.answers.commandStarted(mark)
    defer { session.context.dependencies.answers.commandStarted(nil) }
    let task = Task { @MainActor in await runLine(line, errorPrefix: "") }
    let watcher = Task.detached {
      while !Task.isCancelled {
        if Interrupts.interrupted(since: mark) {
          task.cancel()
          return true
        }
        try? await Task.sleep(for: .milliseconds(50))
      }
      return false
    }
    _ = await task.value
    watcher.cancel()
    if await watcher.value {
      session.output.line("")
    }
  }
}
