import JSON
import Storage
import VersionedStore

/// Everything that can go wrong with the profile, as notices at load and as save errors.
///
/// `message` renders each case as one line that says what is wrong and what to do.
public indirect enum ProfileError: Error, Sendable, Equatable {
  /// No profile path could be worked out (no `--profile`, `WXSH_PROFILE`, XDG or HOME).
  case noLocation
  /// `--profile` or `WXSH_PROFILE` is not usable as a file path.
  case badPath(String)
  /// A problem found by the shared crash-safe store (corrupt, newer, unreadable, read-only,
  /// migrated, lock, directory or write failures).
  case store(StoreProblem)
  /// A save was refused because the session is read-only for `reason`.
  case saveRefused(reason: ProfileError)
  /// No saved place has this GeoNames id.
  case placeNotSaved(id: Int)
  /// A 0-based index outside the saved places (`count` of them).
  case indexOutOfRange(index: Int, count: Int)
}

extension ProfileError: CustomStringConvertible {
  /// The same one-line text as `message`.
  public var description: String { message }

  /// One line saying what is wrong and what to do, with paths shown safely.
  public var message: String {
    switch self {
    case .noLocation:
      return
        "cannot find where to keep the profile: set HOME or XDG_CONFIG_HOME, or pass --profile PATH"
    case .badPath(let path):
      return
        "\(Self.show(path)) cannot be used as the profile: give the path of a file, e.g. --profile ~/wx/profile.json"
    case .store(let problem):
      return Self.message(problem)
    case .saveRefused(let reason):
      return "not saved: " + reason.message
    case .placeNotSaved(let id):
      return "no saved place has GeoNames id \(id); see :list"
    case .indexOutOfRange(let index, let count):
      return count == 0
        ? "there are no saved places yet; add one with :add"
        : "there is no saved place \(index + 1); choose 1 to \(count) (see :list)"
    }
  }

  /// The profile's wording of a problem the shared store found.
  static func message(_ problem: StoreProblem) -> String {
    switch problem {
    case .corrupt(let path, let reason, let movedTo):
      let kept =
        movedTo.map { "it was moved aside to \(show($0))" }
        ?? "it will be moved aside on the next save"
      return
        "the profile \(show(path)) is not valid (\(reason)); \(kept) and wxsh starts from the default profile"
    case .newerSchema(let path, let schemaVersion, let supported):
      return
        "the profile \(show(path)) was written by a newer wxsh (schema \(schemaVersion); this wxsh knows schema \(supported)): it is read-only in this session and will not be changed; upgrade wxsh to change it"
    case .needsNewerReader(let path, let minReaderVersion, let supported):
      return
        "the profile \(show(path)) needs a newer wxsh (reader version \(minReaderVersion) or later; this wxsh is version \(supported)): it is not used and will not be changed; upgrade wxsh"
    case .unreadable(let path, let cause):
      return
        "cannot read the profile \(show(path)): \(reason(cause)); this session is read-only (fix the file or its permissions, or pass --profile PATH)"
    case .migrated(let path, let fromVersion, let backup):
      return
        "the profile \(show(path)) uses the older schema \(fromVersion); it is upgraded on the next save and the original kept as \(show(backup))"
    case .lockBusy(let lockPath):
      return
        "not saved: another wxsh is saving the profile (lock \(show(lockPath)) stayed taken); try again in a moment"
    case .lockFailed(let lockPath, let cause):
      return "not saved: cannot lock \(show(lockPath)): \(reason(cause)); nothing was changed"
    case .directoryFailed(let path, let cause):
      return "not saved: cannot create the directory \(show(path)): \(reason(cause))"
    case .writeFailed(let path, let cause):
      return "not saved: writing \(show(path)) failed: \(reason(cause)); the profile is unchanged"
    case .foreign(let path):
      return
        "\(show(path)) is not a wxsh profile (not a JSON object with a profile's keys): wxsh leaves it untouched and this session is read-only (point --profile or WXSH_PROFILE at another file)"
    case .wouldBeTooLarge(let path, let size, let limit):
      return
        "not saved: the profile \(show(path)) would grow to \(StorageError.size(Int64(size))), more than the \(StorageError.size(Int64(limit))) wxsh reads back; it is unchanged"
    case .readOnlyFile(let path):
      return
        "the profile \(show(path)) is read-only (its mode has no write permission): this session uses it without saving; chmod u+w it to allow changes"
    }
  }

  /// `path` with control and bidi characters escaped, for a one-line message.
  static func show(_ path: String) -> String { JSONWriter.escapedForMessage(path) }

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
