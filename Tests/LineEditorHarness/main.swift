// line-editor-harness: runs a LineEditor on its own thread for the pseudo-terminal tests.
//
//   line-editor-harness [--control FIFO]
//   line-editor-harness --plain      (stdin a pipe: QuestionReader's plain-line path)
//
// Prints "editor thread: background" when the editor's thread is not the main thread, then
// reads lines with the prompt "harness> " and prints "got [LINE]", "interrupted" or "eof".
// Each line written to FIFO is posted as "[message] LINE" from a background thread, while the
// user may be typing. Typing "between" posts "[between] posted while not reading" before the
// next read starts; "quit" exits. Tab turns a trailing ":hel" into ":help ", and lists 24
// candidates "cand01".."cand24" after "list" (the listing follows libedit's width).
//
// Commands run on the main actor while the editor thread is idle, like the shell's:
//   ask      asks "sure? [y/N] " with QuestionReader: "answer [TEXT]", "question cancelled",
//            "question eof"
//   entry    asks for lines up to a lone ".": "entry [A|B]", "entry cancelled", "entry eof [A|B]"
//   work     a command that runs up to 3 s unless a Ctrl-C comes after its line was accepted:
//            "work cancelled" or "work completed"; "slowwork" first prints "accepted" and waits
//            300 ms before it starts, as a busy shell might (the window where the old flag was
//            cleared)
//   size     prints "size [COLUMNSxROWS] editor [COLUMNS]" (TerminalInfo and libedit)

import Completion
import Dispatch
import LineEditor
import Terminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The FIFO to read messages from, if any.
let controlPath: String? = {
  let arguments = CommandLine.arguments
  guard let index = arguments.firstIndex(of: "--control"), index + 1 < arguments.count else {
    return nil
  }
  return arguments[index + 1]
}()

/// Reads lines from the FIFO and posts each one; runs on a Dispatch thread.
func relayMessages(from path: String, to notifier: LineNotifier) {
  let descriptor = open(path, O_RDONLY | O_CLOEXEC)
  guard descriptor >= 0 else { return }
  defer { close(descriptor) }
  var pending: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 512)
  while true {
    let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    if count < 0 && errno == EINTR { continue }
    guard count > 0 else { return }
    pending.append(contentsOf: buffer[0..<count])
    while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
      let line = String(decoding: pending[..<newline], as: UTF8.self)
      pending.removeSubrange(...newline)
      notifier.post(["[message] " + line])
    }
  }
}

Interrupts.install()
if CommandLine.arguments.contains("--plain") {
  // stdin not a terminal: one question, one entry, then the next line through Swift.readLine,
  // which must find what the question reader left in the shared C stdin buffer.
  let reader = QuestionReader()
  print("plain: terminal \(reader.isTerminal)")
  switch reader.ask("sure? [y/N] ") {
  case .line(let answer): print("answer [\(answer)]")
  case .cancelled: print("question cancelled")
  case .endOfInput: print("question eof")
  }
  switch reader.askLines("entry:\n") {
  case .lines(let lines): print("entry [\(lines.joined(separator: "|"))]")
  case .cancelled: print("entry cancelled")
  case .endOfInput(let lines): print("entry eof [\(lines.joined(separator: "|"))]")
  }
  print("after [\(Swift.readLine() ?? "<eof>")]")
  print("then \(reader.ask("") == .endOfInput ? "eof" : "more")")
  exit(0)
}
let mainThread = pthread_self()
guard
  let editor = await LineEditorThread(make: { notifier in
    LineEditor(
      programName: "harness", historyStore: nil,
      completer: { before in
        if before == "list" {
          return .ambiguous(
            (1...24).map { Candidate(label: "cand\($0 < 10 ? "0" : "")\($0)", insertion: "") })
        }
        return before.hasSuffix(":hel") ? .replace(deleting: 4, insertion: ":help ") : .none
      },
      historyNotSaved: { _ in }, notifier: notifier)
  })
else {
  print("cannot start the line editor")
  exit(2)
}
let onBackground = await editor.run { _ in pthread_equal(pthread_self(), mainThread) == 0 } ?? false
print("editor thread: " + (onBackground ? "background" : "main"))
await editor.setPrompt("harness> ")
if let controlPath {
  let notifier = editor.notifier
  DispatchQueue.global().async { relayMessages(from: controlPath, to: notifier) }
}
/// Runs like a command: up to 3 s, ended early by a Ctrl-C after `mark`.
func work(since mark: Interrupts.Mark, gap: Bool) async {
  if gap {
    print("accepted")  // stdout is a terminal: line-buffered, so this shows at once
    try? await Task.sleep(for: .milliseconds(300))
  }
  let deadline = ContinuousClock.now + .seconds(3)
  while ContinuousClock.now < deadline {
    if Interrupts.interrupted(since: mark) {
      print("work cancelled")
      return
    }
    try? await Task.sleep(for: .milliseconds(5))
  }
  print("work completed")
}

let questions = QuestionReader()
loop: while true {
  let reading = await editor.readLineMarked()
  switch reading.result {
  case .line(let line):
    print("got [\(line)]")
    switch line {
    case "quit": break loop
    case "between": editor.notifier.post(["[between] posted while not reading"])
    case "ask":
      switch questions.ask("sure? [y/N] ", since: reading.mark) {
      case .line(let answer): print("answer [\(answer)]")
      case .cancelled: print("question cancelled")
      case .endOfInput: print("question eof")
      }
    case "entry":
      switch questions.askLines("Write the entry; end with a line holding a single '.'\n") {
      case .lines(let lines): print("entry [\(lines.joined(separator: "|"))]")
      case .cancelled: print("entry cancelled")
      case .endOfInput(let lines): print("entry eof [\(lines.joined(separator: "|"))]")
      }
    case "work", "slowwork":
      await work(since: reading.mark, gap: line == "slowwork")
    case "size":
      let size = TerminalInfo.currentSize()
      let columns = await editor.columns.map(String.init) ?? "?"
      print("size [\(size.columns)x\(size.rows)] editor [\(columns)]")
    default: break
    }
    await editor.remember(line)
  case .interrupted:
    print("interrupted")
  case .endOfInput:
    print("eof")
    break loop
  }
}
editor.close()
