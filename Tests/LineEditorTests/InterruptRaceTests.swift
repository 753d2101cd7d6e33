import Foundation
import TestSupport
import Testing

@testable import LineEditor

/// Ctrl-C racing with typing and with Enter, many rounds through a pseudo-terminal.
///
/// Quick by default (well under a minute); WXSH_FULL_TESTS=1 runs the full counts.
@Suite(.serialized, .size(.small)) struct InterruptRaceTests {
  /// "Type, wait < 2 ms, Ctrl-C, type a line, Enter": every line after a Ctrl-C arrives whole.
  ///
  /// Before reads were made non-blocking, the editor sometimes sat in `read(0)` after the
  /// Ctrl-C had flushed the typeahead, printed no "interrupted", and ate the next key.
  @Test func ctrlCWhileTypingNeverStallsOrEatsTheNextLine() async throws {
    let rounds = EditorHarnessSession.rounds(quick: 1500, full: 10000)
    let harness = try EditorHarnessSession()
    #expect(await harness.waitForPrompt(since: 0))
    var failures: [String] = []
    for round in 0..<rounds {
      let start = harness.mark
      harness.type("typed \(round)")
      try await Task.sleep(for: .microseconds(Int.random(in: 0..<2000)))
      harness.type("\u{03}")
      if !(await harness.waitFor(since: start, timeout: 3) { $0.contains("interrupted") }) {
        failures.append("round \(round): no \"interrupted\" within 3 s of Ctrl-C")
      }
      let line = "line \(round) São"
      let typed = harness.mark
      harness.type(line + "\r")
      let arrived = await harness.waitFor(since: typed, timeout: 5) {
        $0.contains("got [") && $0.hasSuffix("harness> ")
      }
      let output = harness.text(since: typed)
      if !arrived || !output.contains("got [\(line)]") {
        failures.append("round \(round): expected got [\(line)], saw \(output.debugDescription)")
      }
      if failures.count >= 3 { break }
    }
    #expect(failures.isEmpty, "\(failures.count) failed rounds: \(failures)")
    #expect(await harness.quit() == 0)
  }

  /// A Ctrl-C typed right after a line was accepted (here while the harness waits 300 ms
  /// before starting the command, as a busy shell may) cancels that command.
  @Test func ctrlCBetweenAcceptingALineAndRunningItCancelsTheCommand() async throws {
    let harness = try EditorHarnessSession()
    #expect(await harness.waitForPrompt(since: 0))
    for _ in 0..<3 {
      let start = harness.mark
      harness.type("slowwork\r")
      #expect(await harness.waitFor(since: start) { $0.contains("accepted") })
      harness.type("\u{03}")
      #expect(await harness.waitFor(since: start) { $0.contains("work ") })
      #expect(harness.text(since: start).contains("work cancelled"))
      #expect(await harness.waitForPrompt(since: start))
    }
    #expect(await harness.quit() == 0)
  }

  /// A signal sent to the process (not typed) just after the command started is seen too.
  @Test func sigintDuringTheCommandIsSeen() async throws {
    let harness = try EditorHarnessSession()
    #expect(await harness.waitForPrompt(since: 0))
    let start = harness.mark
    harness.type("slowwork\r")
    #expect(await harness.waitFor(since: start) { $0.contains("accepted") })
    kill(harness.terminal.pid, SIGINT)
    #expect(await harness.waitFor(since: start) { $0.contains("work cancelled") })
    #expect(await harness.waitForPrompt(since: start))
    #expect(await harness.quit() == 0)
  }

  /// "Enter, wait < 1 ms, Ctrl-C": the Ctrl-C either cancels the line (it came before the
  /// line was read, and the tty discarded it) or cancels the command; never is it lost.
  @Test func ctrlCRightAfterEnterIsNeverLost() async throws {
    let rounds = EditorHarnessSession.rounds(quick: 300, full: 2000)
    let harness = try EditorHarnessSession()
    #expect(await harness.waitForPrompt(since: 0))
    var outcomes: [String: Int] = [:]
    var failures: [String] = []
    for round in 0..<rounds {
      let start = harness.mark
      harness.type("work\r")
      try await Task.sleep(for: .microseconds(Int.random(in: 0..<1000)))
      harness.type("\u{03}")
      let ended = await harness.waitFor(since: start, timeout: 10) { text in
        (text.contains("interrupted") || text.contains("work ")) && text.hasSuffix("harness> ")
      }
      let output = harness.text(since: start)
      if output.contains("work cancelled") {
        outcomes["command cancelled", default: 0] += 1
      } else if output.contains("interrupted") && !output.contains("got [") {
        outcomes["line cancelled", default: 0] += 1
      } else {
        failures.append("round \(round): \(ended ? "" : "(timed out) ")\(output.debugDescription)")
        if failures.count >= 3 { break }
      }
    }
    #expect(failures.isEmpty, "\(failures.count) rounds lost the Ctrl-C: \(failures)")
    print("ctrl-c right after Enter, \(rounds) rounds: \(outcomes)")
    #expect(await harness.quit() == 0)
  }

  /// The mark API itself: nothing but a signal moves it, and reading it clears nothing.
  @Test func aMarkIsPassedOnlyBySignalsAndReadingDoesNotClearIt() {
    Interrupts.install()
    let mark = Interrupts.mark()
    #expect(!Interrupts.interrupted(since: mark))
    _ = Interrupts.take()
    #expect(!Interrupts.interrupted(since: mark))
    raiseInterruptHere()  // the handler counts it; the process goes on
    #expect(Interrupts.interrupted(since: mark))
    _ = Interrupts.take()  // the old API's clearing does not hide it from the mark
    #expect(Interrupts.interrupted(since: mark))
    #expect(Interrupts.generation == mark.generation + 1)
  }
}
