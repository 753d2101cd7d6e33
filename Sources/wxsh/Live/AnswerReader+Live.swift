import Clients
import LineEditor
import Shell

extension AnswerReader {
  /// wxsh's own questions through the line editor's `QuestionReader`: in a terminal Ctrl-C
  /// cancels the question (and a Ctrl-C typed since the command started cancels it before it
  /// is shown), typeahead that belonged to it is discarded and the terminal's modes are
  /// restored; with stdin not a terminal, lines come from the same buffered reader as the
  /// script.
  public static func live() -> AnswerReader {
    let reader = QuestionReader()
    let mark = MutexBox<Interrupts.Mark?>(nil)
    return AnswerReader(
      ask: { prompt in
        switch reader.ask(prompt, since: mark.with { $0 }) {
        case .line(let text): .line(text)
        case .cancelled: .cancelled
        case .endOfInput: .endOfInput
        }
      },
      readText: {
        switch reader.askLines("", since: mark.with { $0 }) {
        case .lines(let lines): .line(lines.joined(separator: "\n"))
        case .cancelled: .cancelled
        case .endOfInput(let lines): .line(lines.joined(separator: "\n"))
        }
      },
      commandStarted: { new in mark.with { $0 = new } })
  }
}
