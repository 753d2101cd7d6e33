import JSON
import Storage
import VersionedStore

/// Everything that can go wrong with the journal file, as notices at load and as save errors.
///
/// `message` renders each case as one line that says what is wrong and what to do.
public indirect enum JournalError: Error, Sendable, Equatable {
  /// No journal path could be worked out (neither XDG_DATA_HOME nor HOME is set).
  case noLocation
  /// A problem found by the shared crash-safe store.
  case store(StoreProblem)
  /// A save was refused because the journal is read-only in this session for `reason`.
  case saveRefused(reason: JournalError)
  /// No entry has this id (another session deleted it).
  case entryNotFound(id: String)
  /// Entries of the file at `path` failed validation; they are kept in the file but not shown.
  case entriesSetAside(path: String, reasons: [String])
}

extension JournalError: StoreFailure {
  /// The journal error for a problem the shared store found.
  public init(_ problem: StoreProblem) { self = .store(problem) }
}

extension JournalError: CustomStringConvertible {
  /// The same one-line text as `message`.
  public var description: String { message }

  /// One line saying what is wrong and what to do, with paths shown safely.
  public var message: String {
    switch self {
    case .noLocation:
      return "cannot find where to keep the journal: set HOME or XDG_DATA_HOME"
    case .saveRefused(let reason):
      return "not saved: " + reason.message
    case .entryNotFound(let id):
      return
        "the journal entry \(show(id)) no longer exists (another wxsh removed it); see :journal"
    case .store(let problem):
      return Self.message(problem)
    case .entriesSetAside(let path, let reasons):
      let count = reasons.count == 1 ? "1 entry" : "\(reasons.count) entries"
      let first = reasons.first.map { " (\(show($0))" + (reasons.count > 1 ? ", …)" : ")") } ?? ""
      return
        "the journal \(show(path)) has \(count) wxsh cannot read\(first); they are kept in the file unchanged but not shown (fix them in the file)"
    }
  }

  static func message(_ problem: StoreProblem) -> String {
    switch problem {
    case .readOnlyFile(let path):
      return
        "the journal \(show(path)) is read-only (its mode has no write permission): this session uses it without saving; chmod u+w it to allow changes"
    case .foreign(let path):
      return
        "\(show(path)) is not a wxsh journal (not a JSON object with a journal's keys): wxsh leaves it untouched and the journal is read-only in this session (move the file away)"
    case .wouldBeTooLarge(let path, let size, let limit):
      return
        "not saved: the journal \(show(path)) would grow to \(StorageError.size(Int64(size))), more than the \(StorageError.size(Int64(limit))) wxsh reads back; shorten the entry or remove old ones (:journal rm N)"
    case .corrupt(let path, let reason, let movedTo):
      let kept =
        movedTo.map { "it was moved aside to \(show($0))" }
        ?? "it will be moved aside on the next save"
      return "the journal \(show(path)) is not valid (\(reason)); \(kept) and wxsh starts a new one"
    case .newerSchema(let path, let schemaVersion, let supported):
      return
        "the journal \(show(path)) was written by a newer wxsh (schema \(schemaVersion); this wxsh knows schema \(supported)): it is read-only in this session; upgrade wxsh to change it"
    case .needsNewerReader(let path, let minReaderVersion, let supported):
      return
        "the journal \(show(path)) needs a newer wxsh (reader version \(minReaderVersion) or later; this wxsh is version \(supported)): it is not shown and will not be changed; upgrade wxsh"
    case .unreadable(let path, let cause):
      return
        "cannot read the journal \(show(path)): \(reason(cause)); it is read-only in this session (fix the file or its permissions)"
    case .migrated(let path, let fromVersion, let backup):
      return
        "the journal \(show(path)) uses the older schema \(fromVersion); it is upgraded on the next save and the original kept as \(show(backup))"
    case .lockBusy(let lockPath):
      return
        "not saved: another wxsh is saving the journal (lock \(show(lockPath)) stayed taken); try again in a moment"
    case .lockFailed(let lockPath, let cause):
      return "not saved: cannot lock \(show(lockPath)): \(reason(cause)); nothing was changed"
    case .directoryFailed(let path, let cause):
      return "not saved: cannot create the directory \(show(path)): \(reason(cause))"
    case .writeFailed(let path, let cause):
      return "not saved: writing \(show(path)) failed: \(reason(cause)); the journal is unchanged"
    }
  }

  /// `text` with control and bidi characters escaped, for a one-line message.
  static func show(_ text: String) -> String { JSONWriter.escapedForMessage(text) }

  func show(_ text: String) -> String { Self.show(text) }

  /// The part of a storage error after its path, since the message names the path already.
  static func reason(_ cause: StorageError) -> String {
    switch cause {
    case .system(let operation, let path, let code):
      "\(operation) \(show(path)): \(StorageError.reason(code))"
    case .lockTimeout: "the lock stayed taken"
    case .symbolicLink(let path): "\(show(path)) is a symbolic link, which wxsh does not follow"
    case .notRegularFile(let path): "\(show(path)) is not a regular file"
    case .tooLarge(_, let size, let limit):
      "it is \(StorageError.size(size)), more than the \(StorageError.size(Int64(limit))) wxsh reads"
    }
  }
}
