import LineEditor
import Terminal

/// Chooses how wxsh runs from the command line and the terminal, and runs it.
@MainActor
public enum Launch {
  /// Runs wxsh and returns the exit status.
  ///
  /// `-c` commands win, then places on the command line; otherwise the interactive shell when
  /// stdin and stdout are terminals, else a script read from stdin.
  public static func run(commands: [String], places: [String], context: ShellContext) async
    -> Int32
  {
    let session = Session(context: context)
    for notice in session.profileNotices() {
      context.output.errorLine("wxsh: warning: " + TerminalText.sanitize(notice))
    }
    session.viewedPlace = session.lastViewedPlace()
    let runner = Runner(session: session)
    let status: Int32
    if !commands.isEmpty {
      status = await runner.runCommands(commands)
    } else if !places.isEmpty {
      status = await runner.runPlaces(places)
    } else if context.terminal.isInteractive && !context.json {
      status = await runner.runInteractive(
        historyPath: HistoryStore.defaultPath(environment: context.environment))
    } else {
      status = await runner.runScript(nextLine: { readLine(strippingNewline: true) })
    }
    await session.shutdown()
    return status
  }
}
