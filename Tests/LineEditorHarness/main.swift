// line-editor-harness: runs a LineEditor on its own thread for the pseudo-terminal tests.
//
//   line-editor-harness [--control FIFO]
//
// Prints "editor thread: background" when the editor's thread is not the main thread, then
// reads lines with the prompt "harness> " and prints "got [LINE]", "interrupted" or "eof".
// Each line written to FIFO is posted as "[message] LINE" from a background thread, while the
// user may be typing. Typing "between" posts "[between] posted while not reading" before the
// next read starts; "quit" exits. Tab turns a trailing ":hel" into ":help ".

import Completion
import Dispatch
import LineEditor

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
let mainThread = pthread_self()
guard
  let editor = await LineEditorThread(make: { notifier in
    LineEditor(
      programName: "harness", historyStore: nil,
      completer: { before in
        before.hasSuffix(":hel") ? .replace(deleting: 4, insertion: ":help ") : .none
      },
      warn: { _ in }, notifier: notifier)
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
loop: while true {
  switch await editor.readLine() {
  case .line(let line):
    print("got [\(line)]")
    if line == "quit" { break loop }
    if line == "between" { editor.notifier.post(["[between] posted while not reading"]) }
    await editor.remember(line)
  case .interrupted:
    print("interrupted")
  case .endOfInput:
    print("eof")
    break loop
  }
}
editor.close()
