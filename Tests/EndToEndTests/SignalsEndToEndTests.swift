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
}
