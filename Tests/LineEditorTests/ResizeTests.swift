import Foundation
import Terminal
import TestSupport
import Testing

/// Window resizes: the size read for each command, and libedit told on SIGWINCH.
@Suite(.serialized, .size(.small)) struct ResizeTests {
  @Test func theSizeIsReadAgainAfterAResize() async throws {
    let harness = try EditorHarnessSession(columns: 80, rows: 24)
    #expect(await harness.waitForPrompt(since: 0))
    var start = harness.mark
    harness.type("size\r")
    #expect(await harness.waitFor(since: start) { $0.contains("size [80x24] editor [80]") })
    #expect(await harness.waitForPrompt(since: start))
    #expect(harness.resize(columns: 40, rows: 12))
    start = harness.mark
    harness.type("size\r")
    #expect(await harness.waitFor(since: start) { $0.contains("size [") })
    #expect(await harness.waitFor(since: start) { $0.contains("size [40x12] editor [40]") })
    #expect(await harness.quit() == 0)
  }

  /// A resize while a line is being typed reaches libedit at once: the Tab listing that
  /// follows is laid out for the new width, and the line still comes through whole.
  @Test func aResizeWhileTypingIsUsedAtOnce() async throws {
    let harness = try EditorHarnessSession(columns: 80, rows: 24)
    #expect(await harness.waitForPrompt(since: 0))
    harness.type("list")
    #expect(await harness.waitFor { $0.hasSuffix("harness> list") })
    #expect(harness.resize(columns: 40, rows: 12))
    // A second resize in the same read: libedit's own handler runs only once per read.
    #expect(harness.resize(columns: 30, rows: 12))
    #expect(harness.resize(columns: 40, rows: 12))
    let start = harness.mark
    harness.type("\t\t")
    // 24 six-cell labels: 10 columns fit in 80 cells, 5 in 40.
    #expect(
      await harness.waitFor(since: start) { $0.contains("cand01  cand06  cand11  cand16  cand21") }
    )
    #expect(!harness.text(since: start).contains("cand01  cand04"))
    harness.type("\r")
    #expect(await harness.waitFor(since: start) { $0.contains("got [list]") })
    #expect(await harness.quit() == 0)
  }

  @Test func eachDimensionFallsBackOnItsOwn() {
    let environment = ["COLUMNS": "132", "LINES": "50"]
    #expect(
      TerminalInfo.resolveSize(window: TerminalSize(columns: 40, rows: 12), environment: [:])
        == TerminalSize(columns: 40, rows: 12))
    #expect(
      TerminalInfo.resolveSize(window: nil, environment: environment)
        == TerminalSize(columns: 132, rows: 50))
    #expect(
      TerminalInfo.resolveSize(window: TerminalSize(columns: 40, rows: 0), environment: environment)
        == TerminalSize(columns: 40, rows: 50))
    #expect(
      TerminalInfo.resolveSize(window: nil, environment: ["COLUMNS": "wide", "LINES": "-3"])
        == TerminalSize(columns: 80, rows: 24))
  }
}
