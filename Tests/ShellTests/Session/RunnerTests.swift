import CommandLanguage
import LineEditor
import TestSupport
import Testing

@testable import Shell

@MainActor
@Suite(.size(.small)) struct RunnerTests {
  @Test func helpListsEveryRegisteredCommand() async {
    let (session, recorder) = makeSession()
    let status = await Runner(session: session).runCommands([":help"])
    #expect(status == 0)
    for spec in session.registry.commands {
      #expect(recorder.stdout.contains("  :" + spec.name), "\(spec.name)")
    }
    #expect(recorder.stdout.contains("  :quit "))
    // Whole descriptions, never cut (issue 28).
    #expect(!recorder.stdout.contains("…"))
    #expect(recorder.stderr.isEmpty)
  }

  @Test func helpForOneCommandShowsUsageAliasesAndExamples() async {
    let (session, recorder) = makeSession()
    let status = await Runner(session: session).runCommands([":help q"])
    #expect(status == 0)
    #expect(recorder.stdout.hasPrefix(":quit\n"))
    #expect(recorder.stdout.contains("Aliases: :q, :exit"))
    #expect(recorder.stdout.contains("Examples:\n  :quit\n"))
  }

  @Test func unknownCommandFailsWithDidYouMean() async {
    let (session, recorder) = makeSession()
    let status = await Runner(session: session).runCommands([":hepl"])
    #expect(status == 1)
    #expect(recorder.stderr == "wxsh: unknown command ':hepl' — did you mean ':help'?\n")
    #expect(recorder.stdout.isEmpty)
  }

  @Test func scriptReportsLineNumbersAndKeepsGoing() async {
    let (session, recorder) = makeSession()
    var lines = ["# comment", "", ":hepl", ":help quit", ":nope x", ":help"][...]
    let status = await Runner(session: session).runScript {
      lines.popFirst().map(ScriptInput.Line.text)
    }
    #expect(status == 1)
    #expect(
      recorder.stderr
        == "wxsh: line 3: unknown command ':hepl' — did you mean ':help'?\n"
        + "wxsh: line 5: unknown command ':nope' — did you mean ':now'?\n")
    #expect(recorder.stdout.contains("Aliases: :q, :exit"))
    #expect(recorder.stdout.contains("Commands"))
  }

  @Test func quitStopsTheScript() async {
    let (session, recorder) = makeSession()
    var lines = [":quit", ":hepl"][...]
    let status = await Runner(session: session).runScript {
      lines.popFirst().map(ScriptInput.Line.text)
    }
    #expect(status == 0)
    #expect(recorder.stderr.isEmpty)
    #expect(lines.count == 1)
  }

  @Test func aBarePlaceLineMeansShow() throws {
    let (session, _) = makeSession()
    let invocation = try session.invocation(for: "new york")
    var expected = Invocation(name: "show", parsed: ParsedArguments(values: ["PLACE": "new york"]))
    expected.isBareLine = true
    #expect(invocation == expected)
  }

  @Test func syntaxErrorsAreOneLine() async {
    let (session, recorder) = makeSession()
    _ = await Runner(session: session).runCommands([":help \"unterminated", ":"])
    #expect(
      recorder.stderr
        == "wxsh: unterminated \" quote; close it or escape it with a backslash\n"
        + "wxsh: ':' needs a command name after it; type :help for the list\n")
  }

  @Test func usageErrorsNameTheUsage() async {
    let (session, recorder) = makeSession()
    let status = await Runner(session: session).runCommands([":quit now"])
    #expect(status == 1)
    #expect(recorder.stderr == "wxsh: 'now' is more than :quit takes; see :help quit\n")
    #expect(session.isRunning)
  }

  @Test func jsonModeWritesOneDocumentPerCommand() async {
    let (session, recorder) = makeSession(json: true)
    let status = await Runner(session: session).runCommands([":help quit", ":hepl"])
    #expect(status == 1)
    let lines = recorder.stdout.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(
      lines[0].hasPrefix("{\"command\":\"help\",\"name\":\"quit\",\"aliases\":[\"q\",\"exit\"]"))
    #expect(
      lines[1]
        == "{\"command\":null,\"error\":{\"kind\":\"unknownCommand\",\"message\":\"unknown command ':hepl' — did you mean ':help'?\"}}"
    )
  }

  @Test func hostileInputIsSanitisedInErrors() async {
    let (session, recorder) = makeSession()
    _ = await Runner(session: session).runCommands([":x\u{1B}[2J\u{9B}"])
    #expect(!recorder.stderr.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B })
    #expect(recorder.stderr.contains("unknown command"))
  }

  @Test func colourOnlyWhenEnabled() async {
    let (plain, plainRecorder) = makeSession(color: false)
    _ = await Runner(session: plain).runCommands([":help"])
    #expect(!plainRecorder.stdout.contains("\u{1B}"))
    let (colored, colorRecorder) = makeSession(color: true)
    _ = await Runner(session: colored).runCommands([":help"])
    #expect(colorRecorder.stdout.contains("\u{1B}[1m"))
  }

  @Test func helpFitsNarrowTerminals() async {
    let (session, recorder) = makeSession(width: 40)
    _ = await Runner(session: session).runCommands([":help"])
    let commandLines = recorder.stdout.split(separator: "\n").filter { $0.hasPrefix("  :") }
    #expect(!commandLines.isEmpty)
    #expect(commandLines.allSatisfy { $0.count <= 40 })
  }
}
