import Catalog
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
  /// `count` entries of the file at `path` failed validation (`first` says why the first
  /// did); they are kept in the file but not shown.
  case entriesSetAside(path: String, count: Int, first: String)
  /// The database at `path` is damaged (SQLite said `reason`); it is left as it is.
  case damaged(path: String, reason: String)
  /// SQLite refused the database at `path` for `reason` (disk full, I/O error, …).
  case database(path: String, reason: String)
  /// The journal of an older wxsh's file `from` was moved into the database `to`: `count`
  /// entries; the file is kept as `backup`.
  case moved(from: String, to: String, count: Int, backup: String)
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
      return say(.journalNoLocation)
    case .saveRefused(let reason):
      return say(.storeNotSaved(reason: reason.message))
    case .entryNotFound(let id):
      return say(.journalEntryGone(id: show(id)))
    case .store(let problem):
      return problem.message(for: .journal)
    case .entriesSetAside(let path, let count, let first):
      let first = " (\(show(first))" + (count > 1 ? ", …)" : ")")
      return say(.journalSetAside(count: count, path: show(path), first: first))
    case .damaged(let path, let reason):
      return say(.journalDamaged(path: show(path), reason: show(reason)))
    case .database(let path, let reason):
      return say(.journalDatabaseFailed(path: show(path), reason: show(reason)))
    case .moved(let from, let to, let count, let backup):
      return say(
        .journalMoved(count: count, from: show(from), path: show(to), backup: show(backup)))
    }
  }

  /// `text` with control and bidi characters escaped, for a one-line message.
  static func show(_ text: String) -> String { JSONWriter.escapedForMessage(text) }

  func show(_ text: String) -> String { Self.show(text) }

}
