import CommandLanguage
import Rendering

/// Renders every error the shell can meet as one line saying what is wrong and what to do.
public enum ErrorMessages {
  /// The one-line message for `error`, with any foreign text sanitised by the caller's output.
  public static func message(for error: Error) -> String {
    switch error {
    case let error as ShellError: message(for: error)
    case let error as CommandLanguageError: message(for: ShellError.language(error))
    default: "unexpected failure; nothing was changed — please report it"
    }
  }

  /// The `--json` kind for `error`.
  public static func kind(for error: Error) -> String {
    (error as? ShellError)?.kind ?? "internal"
  }

  static func message(for error: ShellError) -> String {
    switch error {
    case .language(.unterminatedQuote(let quote)):
      "unterminated \(quote) quote; close it or escape it with a backslash"
    case .language(.missingCommandName):
      "':' needs a command name after it; type :help for the list"
    case .language(.unknownCommand(let name, let suggestion)):
      if let suggestion {
        "unknown command ':\(Quote.user(name))' — did you mean ':\(suggestion)'?"
      } else {
        "unknown command ':\(Quote.user(name))'; type :help for the list"
      }
    case .language(.ambiguousCommand(let name, let candidates)):
      "':\(Quote.user(name))' could be " + candidates.map { ":" + $0 }.joined(separator: ", ")
        + "; type more letters"
    case .usage(let command, let problem, let usage):
      "\(problem) — usage: \(usage) (see :help \(command))"
    case .noPlaceCommand(let query):
      "'\(Quote.user(query))' looks like a place, but this build cannot show places; type :help"
    case .notAPlace(let word, let command?):
      "did you mean :\(command)? (for a place called '\(Quote.user(word))', type :show "
        + "\(Quote.user(word)))"
    case .notAPlace(let word, nil):
      "'\(Quote.user(word))' is too short for a place name; type :show \(Quote.user(word)) to "
        + "look it up, or :help for the commands"
    case .ambiguousPlace(let typed, let candidates):
      "'\(Quote.user(typed))' matches \(candidates.count) saved places: "
        + candidates.map { "\($0.index + 1) \($0.label)" }.joined(separator: ", ")
        + " — give the number or the region (e.g. '\(candidates[0].label)')"
    case .cancelled:
      "cancelled"
    case .placesUnavailable(let reason):
      reason
    case .notFound(let what, let hint):
      "\(what); \(hint)"
    case .profile(let error):
      error.message
    case .weather(let error):
      error.message
    case .journal(let error):
      error.message
    case .alerts(let error, let source):
      // A service's own sentence may end in a full stop; the hint follows after "; ".
      "alerts unavailable: "
        + String(error.message(from: source).reversed().drop { $0 == "." }.reversed()) + "; "
        + error.hint
    }
  }
}
