import Foundation
import TestSupport
import Testing

@testable import LineEditor

/// wxsh's own questions (`[y/N]`, a multi-line entry) read by `QuestionReader` while the
/// editor thread is idle, through a pseudo-terminal.
@Suite(.serialized, .size(.medium)) struct QuestionReaderTests {
  /// Runs `ask` in the harness and waits for its prompt; the mark before it.
  func ask(_ harness: EditorHarnessSession) async -> Int {
    let start = harness.mark
    harness.type("ask\r")
    #expect(await harness.waitFor(since: start) { $0.hasSuffix("sure? [y/N] ") })
    return start
  }

  @Test func anAnswerIsReadAsTheAnswer() async throws {
    let harness = try EditorHarnessSession()
    #expect(await harness.waitForPrompt(since: 0))
    let start = await ask(harness)
    harness.type("yes\r")
    #expect(await harness.waitFor(since: start) { $0.contains("answer [yes]") })
    #expect(await harness.waitForPrompt(since: start))
    #expect(await harness.quit() == 0)
  }

  /// Ctrl-C cancels the question, and the next line is the next command, not the answer.
  @Test func ctrlCCancelsAndTheNextLineIsACommand() async throws {
    let harness = try EditorHarnessSession()
    #expect(await harness.waitForPrompt(since: 0))
    let start = await ask(harness)
    harness.type("\u{03}")
    #expect(await harness.waitFor(since: start) { $0.contains("question cancelled") })
    #expect(await harness.waitForPrompt(since: start))
    let next = harness.mark
    harness.type(":units\r")
    #expect(await harness.waitFor(since: next) { $0.contains("got [:units]") })
    #expect(!harness.text(since: start).contains("answer ["))
    #expect(await harness.quit() == 0)
  }

  /// Text typed for the cancelled question is thrown away with it.
  @Test func halfTypedAnswerIsDiscardedOnCtrlC() async throws {
    let harness = try EditorHarnessSession()
    #expect(await harness.waitForPrompt(since: 0))
    for round in 0..<EditorHarnessSession.rounds(quick: 10, full: 100) {
      let start = await ask(harness)
      harness.type("y")
      #expect(await harness.waitFor(since: start) { $0.hasSuffix("[y/N] y") })  // echoed
      harness.type("\u{03}")
      #expect(await harness.waitFor(since: start) { $0.contains("question cancelled") })
      #expect(await harness.waitForPrompt(since: start))
      let next = harness.mark
      harness.type("next \(round)\r")
      #expect(await harness.waitFor(since: next) { $0.contains("got [") })
      #expect(harness.text(since: next).contains("got [next \(round)]"))
    }
    #expect(await harness.quit() == 0)
  }

  @Test func ctrlDAtTheQuestionIsEndOfInputAndTheEditorGoesOn() async throws {
    let harness = try EditorHarnessSession()
    #expect(await harness.waitForPrompt(since: 0))
    let start = await ask(harness)
    harness.type("\u{04}")
    #expect(await harness.waitFor(since: start) { $0.contains("question eof") })
    #expect(await harness.waitForPrompt(since: start))
    #expect(await harness.quit() == 0)
  }

  @Test func anEntryEndsAtALoneDot() async throws {
    let harness = try EditorHarnessSession()
    #expect(await harness.waitForPrompt(since: 0))
    let start = harness.mark
    harness.type("entry\r")
    #expect(await harness.waitFor(since: start) { $0.contains("single '.'") })
    harness.type("Rain all day\r")
    harness.type("  cold\r")
    harness.type(".\r")
    #expect(await harness.waitFor(since: start) { $0.contains("entry [Rain all day|  cold]") })
    #expect(await harness.waitForPrompt(since: start))
    #expect(await harness.quit() == 0)
  }

  /// Ctrl-C in the middle of an entry keeps nothing; the `.` typed next is a command.
  @Test func ctrlCCancelsTheWholeEntry() async throws {
    let harness = try EditorHarnessSession()
    #expect(await harness.waitForPrompt(since: 0))
    let start = harness.mark
    harness.type("entry\r")
    #expect(await harness.waitFor(since: start) { $0.contains("single '.'") })
    harness.type("junk title\r")
    #expect(await harness.waitFor(since: start) { $0.contains("junk title\r\n") })  // echoed
    harness.type("more")
    #expect(await harness.waitFor(since: start) { $0.hasSuffix("more") })
    harness.type("\u{03}")
    #expect(await harness.waitFor(since: start) { $0.contains("entry cancelled") })
    #expect(await harness.waitForPrompt(since: start))
    let next = harness.mark
    harness.type(".\r")
    #expect(await harness.waitFor(since: next) { $0.contains("got [.]") })
    #expect(!harness.text(since: start).contains("entry ["))
    #expect(await harness.quit() == 0)
  }

  /// A Ctrl-C that came after the command's line was accepted, before it asked, cancels the
  /// question at once (`ask(_:since:)` with the line's mark).
  @Test func aCtrlCBeforeTheQuestionCancelsItWhenAskedSinceTheLine() {
    Interrupts.install()
    let mark = Interrupts.mark()
    raiseInterruptHere()
    #expect(QuestionReader().ask("", since: mark) == .cancelled)
  }

  @Test func newlinesAreStripped() {
    #expect(QuestionReader.stripNewline("yes\n") == "yes")
    #expect(QuestionReader.stripNewline("yes\r\n") == "yes")
    #expect(QuestionReader.stripNewline("yes") == "yes")
    #expect(QuestionReader.stripNewline("\n") == "")
  }
}

/// The plain-line path, with stdin a pipe (the harness behind `sh -c 'printf … |'`).
@Suite(.size(.medium)) struct QuestionReaderPlainInputTests {
  @Test func plainLinesAreAnswersAndTheRestStaysForTheScript() async throws {
    let directory = try TemporaryDirectory(prefix: "wxsh-question")
    defer { directory.remove() }
    let harness = WxshBinary.productsDirectory + "/line-editor-harness"
    let terminal = try PseudoTerminal(
      path: "/bin/sh",
      arguments: [
        "-c", "printf 'yes\\r\\nline one\\n  two\\n.\\nnext command\\n' | \"$0\" --plain", harness,
      ],
      environment: WxshBinary.environment(home: directory.path))
    #expect(await terminal.waitFor { $0.contains("then ") })
    let text = terminal.text
    #expect(text.contains("plain: terminal false"))
    #expect(text.contains("sure? [y/N] answer [yes]"))
    #expect(text.contains("entry [line one|  two]"))
    #expect(text.contains("after [next command]"))
    #expect(text.contains("then eof"))
    #expect(await terminal.waitForExit() == 0)
  }
}
