import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Issue 40, item 7, in a pseudo-terminal: a signal that ends wxsh at the prompt gives the
/// terminal back as it found it (lines and echo), and SIGPIPE does not end it at all.
@Suite(.needsPlaceData, .size(.medium)) struct SignalsEndToEndTests {
  let home: TemporaryDirectory
  init() throws { home = try TemporaryDirectory(prefix: "wxsh-e2e-signals") }

  func start() throws -> PseudoTerminal {
    try PseudoTerminal(
      path: WxshBinary.path, arguments: [],
      environment: WxshBinary.environment(home: home.path, extra: ["TERM": "xterm"]))
  }

  @Test(arguments: [SIGUSR1, SIGUSR2, SIGALRM])
  func aSignalThatEndsWxshAtThePromptLeavesTheTerminalCooked(signal: Int32) async throws {
    let terminal = try start()
    #expect(await terminal.waitFor { $0.contains("> ") })
    // The line editor has the terminal raw at the prompt: what the signal must undo.
    #expect(!terminal.isCooked)
    kill(terminal.pid, signal)
    #expect(await terminal.waitForExit() == 128 + signal)
    #expect(terminal.isCooked)
  }

  @Test func sigpipeAtThePromptIsIgnored() async throws {
    let terminal = try start()
    #expect(await terminal.waitFor { $0.contains("> ") })
    kill(terminal.pid, SIGPIPE)
    terminal.type(":units\r")
    #expect(await terminal.waitFor { $0.contains("Units: temperature") })
    terminal.type(":q\r")
    #expect(await terminal.waitForExit() == 0)
    #expect(terminal.isCooked)
  }

  /// Issue 40, item 7: the terminal closing while `$EDITOR` has a journal draft (SIGHUP to
  /// wxsh) no longer leaves the draft, a diary entry, in the temp directory.
  @Test(arguments: [SIGHUP, SIGTERM])
  func aSignalWhileTheEditorRunsRemovesTheDraft(signal: Int32) async throws {
    let temp = home.file("tmp")
    try FileManager.default.createDirectory(atPath: temp, withIntermediateDirectories: true)
    let editor = home.file("editor.sh")
    let body = "#!/bin/sh\nprintf 'EDITING %s %s END\\n' \"$1\" \"$$\"\nexec sleep 60\n"
    try Data(body.utf8).write(to: URL(fileURLWithPath: editor))
    chmod(editor, 0o700)
    let terminal = try PseudoTerminal(
      path: WxshBinary.path, arguments: [],
      environment: WxshBinary.environment(
        home: home.path, extra: ["TERM": "xterm", "EDITOR": editor, "TMPDIR": temp]))
    #expect(await terminal.waitFor { $0.contains("> ") })
    terminal.type(":journal add\r")
    #expect(await terminal.waitFor { $0.contains(" END") })
    let words =
      terminal.text.components(separatedBy: "EDITING ").last?
      .components(separatedBy: " END").first?.split(separator: " ") ?? []
    try #require(words.count == 2, "\(terminal.text)")
    let draft = String(words[0])
    let sleeper = pid_t(words[1]) ?? 0
    defer { if sleeper > 0 { kill(sleeper, SIGKILL) } }
    #expect(FileManager.default.fileExists(atPath: draft), "the draft exists while editing")
    #expect(draft.hasPrefix(temp + "/wxsh-journal-"))
    kill(terminal.pid, signal)
    #expect(await terminal.waitForExit() == 128 + signal)
    #expect(!FileManager.default.fileExists(atPath: draft), "the draft was left at \(draft)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: temp).isEmpty)
  }
}
