import Catalog
import Clients
import LineEditor
import Rendering
import Terminal

/// Chooses how wxsh runs from the command line and the terminal, and runs it.
@MainActor
public enum Launch {
  /// Runs wxsh and returns the exit status.
  ///
  /// `-c` commands run first, then the places on the command line; with neither, the
  /// interactive shell when stdin and stdout are terminals, else a script read from stdin.
  public static func run(
    commands: [String], places: [String], dependencies: Dependencies, options: RunOptions,
    historyPath: String?
  ) async -> Int32 {
    let session = Session(dependencies: dependencies, options: options)
    // Every line binds the session's catalogue again (after `:lang`); this binds it for what
    // is said around them.
    return await session.context.speaking {
      await run(session, commands: commands, places: places, historyPath: historyPath)
    }
  }

  /// Runs the session: `-c` commands and places, or the interactive shell, or a script.
  static func run(_ session: Session, commands: [String], places: [String], historyPath: String?)
    async -> Int32
  {
    let context = session.context
    for notice in context.saved.notices() {
      context.output.errorLine(
        "wxsh: " + say(.shellWarningPrefix) + " " + TerminalText.sanitize(notice))
    }
    if let last = context.saved.lastViewedPlace() { context.viewModel.select(last) }
    let runner = Runner(session: session)
    let status: Int32
    if !commands.isEmpty || !places.isEmpty {
      // `-c` commands first, then the places named after them: nothing is dropped.
      let commandStatus = await runner.runCommands(commands)
      let placeStatus = await runner.runPlaces(places)
      status = max(commandStatus, placeStatus)
    } else if context.canAsk {
      status = await runner.runInteractive(historyPath: historyPath)
    } else {
      status = await runner.runScript(nextLine: ScriptInput.next)
    }
    await session.shutdown()
    switch session.output.failure() {
    case nil:
      return status
    case .closed:
      return 141  // as if killed by SIGPIPE, without a message, as shells expect
    case .failed(let reason):
      session.output.errorLine("wxsh: " + say(.shellOutputFailed(reason: reason)))
      return 1
    }
  }
}
