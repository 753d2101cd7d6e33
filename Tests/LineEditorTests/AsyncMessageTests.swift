import Foundation
import TestSupport
import Testing

@testable import LineEditor

/// Drives `line-editor-harness` (a LineEditor on its own thread) through a pseudo-terminal.
@Suite(.serialized, .size(.medium)) struct AsyncMessageTests {
  /// The harness, its terminal, and the FIFO that makes it post messages.
  final class Harness {
    let terminal: PseudoTerminal
    let directory: TemporaryDirectory
    let fifo: String
    private var writer: Int32 = -1

    init(columns: Int = 80, unsetLang: Bool = false) throws {
      directory = try TemporaryDirectory(prefix: "wxsh-editor")
      fifo = directory.file("control")
      guard mkfifo(fifo, 0o600) == 0 else { throw POSIXError(.EEXIST) }
      var environment = WxshBinary.environment(home: directory.path, extra: ["TERM": "xterm"])
      if unsetLang { environment["LANG"] = nil }
      terminal = try PseudoTerminal(
        path: WxshBinary.productsDirectory + "/line-editor-harness",
        arguments: ["--control", fifo], environment: environment, columns: columns)
    }

    deinit {
      if writer >= 0 { close(writer) }
      directory.remove()
    }

    /// Makes the harness post `[message] text` from its relay thread.
    func post(_ text: String) async -> Bool {
      let deadline = ContinuousClock.now + .seconds(10)
      while writer < 0 && ContinuousClock.now < deadline {
        writer = open(fifo, O_WRONLY | O_NONBLOCK | O_CLOEXEC)  // ENXIO until the reader opens
        if writer < 0 { try? await Task.sleep(for: .milliseconds(20)) }
      }
      guard writer >= 0 else { return false }
      let bytes = Array((text + "\n").utf8)
      return bytes.withUnsafeBytes { write(writer, $0.baseAddress, $0.count) } == bytes.count
    }

    /// The output written since `mark` bytes of transcript.
    func text(since mark: Int) -> String {
      String(decoding: terminal.transcript.dropFirst(mark), as: UTF8.self)
    }
  }

  @Test func aMessageAppearsAboveTheHalfTypedUnicodeLineWithLangUnset() async throws {
    let harness = try Harness(unsetLang: true)
    let terminal = harness.terminal
    #expect(await terminal.waitFor { $0.contains("editor thread: background") })
    #expect(await terminal.waitFor { $0.hasSuffix("harness> ") })
    terminal.type(":hel서울é")
    #expect(await terminal.waitFor { $0.hasSuffix(":hel서울é") })
    let mark = terminal.transcript.count
    #expect(await harness.post("Seoul 12°C, light rain"))
    // Cleared from the start of the prompt row, the message, then prompt and line redrawn.
    // (The editor writes "\r\n"; the tty's ONLCR makes it "\r\r\n".)
    let expected = "\r\u{1B}[J[message] Seoul 12°C, light rain\r"
    #expect(await terminal.waitFor { _ in harness.text(since: mark).contains(expected) })
    #expect(
      await terminal.waitFor { _ in
        harness.text(since: mark).components(separatedBy: expected).last?.contains(
          "harness> :hel서울é") == true
      })
    terminal.type("!\r")
    #expect(await terminal.waitFor { $0.contains("got [:hel서울é!]") })
    terminal.type("quit\r")
    #expect(await terminal.waitForExit() == 0)
  }

  @Test func severalMessagesAndTabCompletionStillWork() async throws {
    let harness = try Harness()
    let terminal = harness.terminal
    #expect(await terminal.waitFor { $0.hasSuffix("harness> ") })
    terminal.type("São :hel")
    #expect(await terminal.waitFor { $0.hasSuffix("São :hel") })
    let mark = terminal.transcript.count
    #expect(await harness.post("first"))
    #expect(await harness.post("second"))
    #expect(
      await terminal.waitFor { _ in
        let text = harness.text(since: mark)
        return text.contains("[message] first\r") && text.contains("[message] second\r")
          && text.hasSuffix("harness> São :hel")
      })
    terminal.type("\t")
    #expect(await terminal.waitFor { $0.hasSuffix("p ") })
    terminal.type("quit\r")
    #expect(await terminal.waitFor { $0.contains("got [São :help quit]") })
    terminal.type("quit\r")
    #expect(await terminal.waitForExit() == 0)
  }

  @Test func aWrappedLineIsClearedFromItsFirstRow() async throws {
    let harness = try Harness(columns: 20)
    let terminal = harness.terminal
    #expect(await terminal.waitFor { $0.hasSuffix("harness> ") })
    // 9 columns of prompt + 16 characters: the cursor is on the second row.
    terminal.type("abcdefghijklmnop")
    #expect(await terminal.waitFor { $0.hasSuffix("op") })
    let mark = terminal.transcript.count
    #expect(await harness.post("wrapped"))
    #expect(
      await terminal.waitFor { _ in
        harness.text(since: mark).contains("\u{1B}[1A\r\u{1B}[J[message] wrapped\r")
      })
    #expect(await terminal.waitFor { _ in harness.text(since: mark).hasSuffix("op") })
    terminal.type("\r")
    #expect(await terminal.waitFor { $0.contains("got [abcdefghijklmnop]") })
    terminal.type("quit\r")
    #expect(await terminal.waitForExit() == 0)
  }

  @Test func ctrlCClearsTheLineAndTheEditorKeepsReading() async throws {
    let harness = try Harness()
    let terminal = harness.terminal
    #expect(await terminal.waitFor { $0.hasSuffix("harness> ") })
    terminal.type("half typed")
    #expect(await terminal.waitFor { $0.hasSuffix("half typed") })
    terminal.type("\u{03}")
    #expect(await terminal.waitFor { $0.contains("interrupted") })
    #expect(await terminal.waitFor { $0.hasSuffix("harness> ") })
    // A message after Ctrl-C still arrives, and the new line does not contain the old one.
    let mark = terminal.transcript.count
    #expect(await harness.post("after ctrl-c"))
    #expect(await terminal.waitFor { _ in harness.text(since: mark).contains("after ctrl-c") })
    terminal.type("fresh\r")
    #expect(await terminal.waitFor { $0.contains("got [fresh]") })
    #expect(await terminal.waitFor { $0.hasSuffix("harness> ") })
    terminal.type("\u{03}")
    #expect(await terminal.waitFor { $0.components(separatedBy: "interrupted").count == 3 })
    #expect(await terminal.waitFor { $0.hasSuffix("harness> ") })
    terminal.type("x\u{03}")  // Ctrl-C on a line of one character
    #expect(await terminal.waitFor { $0.components(separatedBy: "interrupted").count == 4 })
    #expect(await terminal.waitFor { $0.hasSuffix("harness> ") })
    terminal.type("quit\r")
    #expect(await terminal.waitForExit() == 0)
  }

  @Test func sigcontRedrawsTheLine() async throws {
    let harness = try Harness()
    let terminal = harness.terminal
    #expect(await terminal.waitFor { $0.hasSuffix("harness> ") })
    terminal.type("São Paulo")
    #expect(await terminal.waitFor { $0.hasSuffix("São Paulo") })
    let mark = terminal.transcript.count
    // As after `fg`; the harness runs in an orphaned process group, so SIGTSTP would not stop it.
    kill(terminal.pid, SIGCONT)
    #expect(
      await terminal.waitFor { _ in harness.text(since: mark).contains("harness> São Paulo") })
    terminal.type("!\r")
    #expect(await terminal.waitFor { $0.contains("got [São Paulo!]") })
    terminal.type("quit\r")
    #expect(await terminal.waitForExit() == 0)
  }

  @Test func messagesPostedBetweenReadsComeBeforeThePrompt() async throws {
    let harness = try Harness()
    let terminal = harness.terminal
    #expect(await terminal.waitFor { $0.hasSuffix("harness> ") })
    terminal.type("between\r")
    #expect(await terminal.waitFor { $0.contains("[between] posted while not reading") })
    #expect(await terminal.waitFor { $0.hasSuffix("harness> ") })
    let text = terminal.text
    let message = text.range(of: "[between] posted while not reading")
    let prompt = text.range(of: "harness> ", options: .backwards)
    #expect(message.map { message in prompt.map { message.upperBound <= $0.lowerBound } } == true)
    terminal.type("\u{04}")
    #expect(await terminal.waitFor { $0.contains("eof") })
    #expect(await terminal.waitForExit() == 0)
  }
}

/// The cursor-row arithmetic and the notifier, without a terminal.
struct LineNotifierTests {
  func row(_ prompt: String, _ text: String, columns: Int) -> Int {
    LineEditor.cursorRow(prompt: prompt, beforeCursor: text, columns: columns) { scalar in
      // Hangul and CJK are two cells wide here, the rest one.
      (0xAC00...0xD7A3).contains(scalar.value) ? 2 : 1
    }
  }

  @Test func cursorRowFollowsLibeditWrapping() {
    #expect(row("wxsh> ", "", columns: 20) == 0)
    #expect(row("wxsh> ", "abcdefghijklm", columns: 20) == 0)  // 19 cells
    #expect(row("wxsh> ", "abcdefghijklmn", columns: 20) == 1)  // exactly full: next row
    #expect(row("wxsh> ", String(repeating: "x", count: 40), columns: 20) == 2)
    // The escape sequence between \u{1} pairs takes no room.
    #expect(
      row("\u{1}\u{1B}[1;36m\u{1}wxsh\u{1}\u{1B}[0m\u{1}> ", "abcdefghijklm", columns: 20) == 0)
    // A wide character that does not fit at the end of a row moves to the next one.
    #expect(row("> ", "abcdefghijklmnopq서", columns: 20) == 1)
    #expect(row("> ", "abcdefghijklmnop서", columns: 20) == 1)  // fills the row exactly
    #expect(row("> ", "\u{01}", columns: 3) == 1)  // ^A takes two cells
    #expect(row("> ", "a", columns: 0) == 0)
  }

  @Test func postsFromManyThreadsAreAllTakenInOrderPerThread() async {
    let notifier = LineNotifier()
    await withTaskGroup(of: Void.self) { group in
      for writer in 0..<4 {
        group.addTask {
          for index in 0..<200 { notifier.post("w\(writer) \(index)") }
        }
      }
    }
    let lines = notifier.takeAll()
    #expect(lines.count == 800)
    for writer in 0..<4 {
      #expect(lines.filter { $0.hasPrefix("w\(writer) ") } == (0..<200).map { "w\(writer) \($0)" })
    }
    #expect(notifier.takeAll().isEmpty)
    var descriptor = pollfd(fd: notifier.readDescriptor, events: Int16(POLLIN), revents: 0)
    #expect(poll(&descriptor, 1, 0) == 0)  // the pipe was drained too
  }
}
