import AlertModel
import Catalog
import CommandLanguage
import Journal
import ProfileStore
import Rendering
import Weather

/// What can go wrong while running a command, as the user is told it.
public enum ShellError: Error, Sendable, Equatable {
  /// The line could not be parsed or named no known command.
  case language(CommandLanguageError)
  /// A bare place line, but no command that shows places is available.
  case noPlaceCommand(String)
  /// A bare line that is a command's name or alias (`help`, `ls`), or too short to be a place.
  case notAPlace(String, command: String?)
  /// A bare line that only starts a place's name (`clear` for Clearwater): asked about, not
  /// opened; `place` is the place's full name.
  case guessedPlace(String, place: String)
  /// Several saved places answer to what was typed; a script must say which.
  case ambiguousPlace(String, candidates: [SavedChoice])
  /// The command was cancelled with Ctrl-C.
  case cancelled
  /// The places data could not be opened.
  case placesUnavailable(String)
  /// A place argument named no place, or one that cannot be used: the catalogue's sentence.
  case place(Sentence)
  /// A command's own problem, in the catalogue's words; `kind` is its `--json` kind.
  case said(Sentence, kind: String)
  /// The profile could not be changed.
  case profile(ProfileError)
  /// The weather could not be fetched and nothing was cached.
  case weather(WeatherError)
  /// The journal could not be changed.
  case journal(JournalError)
  /// Official alerts could not be had (`:alerts`; views only warn).
  case alerts(AlertError, AlertSource)

  /// A short machine-readable kind for `--json` error documents.
  public var kind: String {
    switch self {
    case .language(.unknownCommand): "unknownCommand"
    case .language(.ambiguousCommand): "ambiguousCommand"
    case .language(.unterminatedQuote), .language(.missingCommandName): "syntax"
    case .language: "usage"
    case .noPlaceCommand: "unavailable"
    case .notAPlace, .guessedPlace: "notAPlace"
    case .ambiguousPlace: "ambiguousPlace"
    case .cancelled: "cancelled"
    case .placesUnavailable: "placesUnavailable"
    case .place: "notFound"
    case .said(_, let kind): kind
    case .profile(.store(.lockBusy)): "profileBusy"
    case .profile(.saveRefused): "profileReadOnly"
    case .profile(.indexOutOfRange), .profile(.placeNotSaved): "notFound"
    case .profile: "profile"
    case .weather(let error): error.kind
    case .journal(.store(.lockBusy)): "journalBusy"
    case .journal(.saveRefused): "journalReadOnly"
    case .journal(.entryNotFound): "notFound"
    case .journal: "journal"
    case .alerts: "alertsUnavailable"
    }
  }
}

/// One saved place offered when a name is ambiguous: its 0-based index and its label.
public struct SavedChoice: Sendable, Equatable {
  /// The 0-based index in the saved places.
  public var index: Int
  /// The label that tells it from the others (`Portland, OR`).
  public var label: String
}
