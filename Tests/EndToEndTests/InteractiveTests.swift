import Foundation
import TestSupport
import Testing

/// Drives the real libedit path through a pseudo-terminal.
@Suite(.serialized, .size(.medium)) struct InteractiveTests {
  func start(home: TemporaryDirectory, unsetLang: Bool = false) throws -> PseudoTerminal {
    var environment = WxshBinary.environment(home: home.path, extra: ["TERM": "xterm"])
    if unsetLang { environment["LANG"] = nil }
    return try PseudoTerminal(path: WxshBinary.path, arguments: [], environment: environment)
  }

  @Test func tabCompletesHelpAndEnterRunsIt() async throws {
    let home = try TemporaryDirectory(prefix: "wxsh-pty")
    defer { home.remove() }
    let terminal = try start(home: home)
    #expect(await terminal.waitFor { $0.contains("wxsh") && $0.contains("> ") })
    terminal.type(":hel\t")
    // libedit redraws only what changed: the "p " after ":hel".
    #expect(await terminal.waitFor { $0.hasSuffix("p ") })
    terminal.type("\r")
    #expect(
      await terminal.waitFor { $0.contains(":journal") && $0.contains("Type :help COMMAND") }
    )
    // Without completion ":helqu" would be an unknown command; with it, ":help quit ".
    terminal.type(":hel\tqu\t\r")
    #expect(await terminal.waitFor { $0.contains("Aliases: :q, :exit") })
    #expect(!terminal.text.contains("unknown command"))
    #expect(await terminal.waitFor { $0.hasSuffix("> ") })
    terminal.type("\u{04}")  // Ctrl-D on an empty line leaves
    #expect(await terminal.waitForExit() == 0)
  }

  @Test func ctrlCKeepsTheShellAlive() async throws {
    let home = try TemporaryDirectory(prefix: "wxsh-pty")
    defer { home.remove() }
    let terminal = try start(home: home)
    #expect(await terminal.waitFor { $0.contains("> ") })
    terminal.type("half typed")
    #expect(await terminal.waitFor { $0.contains("half typed") })
    let before = terminal.text.components(separatedBy: "> ").count
    terminal.type("\u{03}")  // Ctrl-C: the line is dropped and a new prompt appears
    #expect(await terminal.waitFor { $0.components(separatedBy: "> ").count > before })
    terminal.type(":help quit\r")
    #expect(await terminal.waitFor { $0.contains("Aliases: :q, :exit") })
    terminal.type(":q\r")
    #expect(await terminal.waitForExit() == 0)
  }

  @Test func historyIsPrivateAndRecallsUnicodeWithLangUnset() async throws {
    let home = try TemporaryDirectory(prefix: "wxsh-pty")
    defer { home.remove() }
    do {
      let first = try start(home: home, unsetLang: true)
      #expect(await first.waitFor { $0.contains("> ") })
      first.type(":x 서울 São\r")
      #expect(await first.waitFor { $0.contains("unknown command") })
      first.type(":q\r")
      #expect(await first.waitForExit() == 0)
    }
    let path = home.path + "/state/wxsh/history"
    #expect(FileFacts.mode(path) == 0o600)
    #expect(FileFacts.mode(home.path + "/state/wxsh") == 0o700)
    let saved = try String(contentsOfFile: path, encoding: .utf8)
    #expect(saved.contains(":x 서울 São\n"))
    let second = try start(home: home, unsetLang: true)
    #expect(await second.waitFor { $0.contains("> ") })
    second.type("\u{1B}[A\u{1B}[A")  // Up twice: past ":q" to the Unicode line
    #expect(await second.waitFor { $0.contains("São") })
    second.type("\r")
    #expect(await second.waitFor { $0.components(separatedBy: "unknown command").count >= 2 })
    #expect(await second.waitFor { $0.hasSuffix("> ") })
    second.type("\u{04}")
    #expect(await second.waitForExit() == 0)
  }

  @Test func editrcIsSourcedAndTabStillCompletes() async throws {
    let home = try TemporaryDirectory(prefix: "wxsh-pty")
    defer { home.remove() }
    // vi mode would reset the key map; our Tab binding must survive it. Ctrl-T types a macro.
    try "wxsh:bind -v\nwxsh:bind -s ^T \":help quit\"\n".write(
      toFile: home.path + "/.editrc", atomically: false, encoding: .utf8)
    let terminal = try start(home: home)
    #expect(await terminal.waitFor { $0.hasSuffix("> ") })
    terminal.type("\u{14}\r")
    #expect(await terminal.waitFor { $0.contains("Aliases: :q, :exit") })
    #expect(await terminal.waitFor { $0.hasSuffix("> ") })
    terminal.type(":hel\tqu\t\r")
    #expect(await terminal.waitFor { $0.components(separatedBy: "Aliases: :q, :exit").count == 3 })
    terminal.type(":q\r")
    #expect(await terminal.waitForExit() == 0)
  }

  @Test func ctrlBackslashIsIgnoredLikeAShellDoes() async throws {
    let home = try TemporaryDirectory(prefix: "wxsh-pty")
    defer { home.remove() }
    let terminal = try start(home: home)
    #expect(await terminal.waitFor { $0.contains("> ") })
    terminal.type("\u{1C}")  // Ctrl-\ sends SIGQUIT to the foreground group
    terminal.type(":help quit\r")
    #expect(await terminal.waitFor { $0.contains("Aliases: :q, :exit") })
    #expect(!terminal.text.contains("Crash"))
    #expect(!terminal.text.contains("Press space"))
    terminal.type(":q\r")
    #expect(await terminal.waitForExit() == 0)
  }

  /// Ctrl-Z, `bg` and `fg` under a job-control shell on the pseudo-terminal: in the background
  /// wxsh waits (stopped by SIGTTIN, as any job reading the terminal) instead of ending.
  @Test func ctrlZThenBgDoesNotEndTheShell() async throws {
    let home = try TemporaryDirectory(prefix: "wxsh-pty")
    defer { home.remove() }
    var environment = WxshBinary.environment(home: home.path, extra: ["TERM": "xterm"])
    environment["PS1"] = "job-shell$ "
    environment["PATH"] = (environment["PATH"] ?? "") + ":/usr/bin:/bin"
    let terminal = try PseudoTerminal(
      path: "/bin/bash", arguments: ["--norc", "--noprofile", "-i"], environment: environment)
    #expect(await terminal.waitFor { $0.contains("job-shell$ ") })
    terminal.type("'\(WxshBinary.path)'\r")
    #expect(await terminal.waitFor { $0.contains("> ") })
    terminal.type("\u{1A}")  // Ctrl-Z
    #expect(await terminal.waitFor { $0.contains("Stopped") })
    terminal.type("bg\r")
    #expect(await terminal.waitFor { $0.components(separatedBy: "job-shell$ ").count >= 4 })
    terminal.type("jobs\r")
    // Running, or stopped by SIGTTIN when it tried to read while bash had the terminal:
    // either way still a job, never Done.
    #expect(
      await terminal.waitFor {
        $0.components(separatedBy: "jobs").last?.contains("[1]+") == true
          && $0.components(separatedBy: "job-shell$ ").count >= 5
      }, "\(terminal.text)")
    #expect(!terminal.text.contains("Done"), "wxsh ended in the background: \(terminal.text)")
    // `fg` gives wxsh the terminal back; a read it began in the background can still stop it
    // once more as it comes back (bash then says Stopped again), so `fg` again, as a user would.
    for attempt in 1...3 {
      let before = terminal.text.components(separatedBy: "Stopped").count
      terminal.type("fg\r")
      let stoppedAgain = await terminal.waitFor(timeout: 2) {
        $0.components(separatedBy: "Stopped").count > before
      }
      if !stoppedAgain || attempt == 3 { break }
    }
    terminal.type(":help quit\r")
    #expect(await terminal.waitFor { $0.contains("Aliases: :q, :exit") }, "\(terminal.text)")
    // Count the shell's prompts from here: a stop during `fg` printed prompts of its own, so a
    // fixed count can be reached before wxsh has quit and `exit` would go to wxsh, not bash.
    let promptsBeforeQuit = terminal.text.components(separatedBy: "job-shell$ ").count
    terminal.type(":q\r")
    #expect(
      await terminal.waitFor {
        $0.components(separatedBy: "job-shell$ ").count > promptsBeforeQuit
      },
      "\(terminal.text)")
    terminal.type("exit\r")
    #expect(await terminal.waitForExit() != nil, "\(terminal.text)")
  }
}
