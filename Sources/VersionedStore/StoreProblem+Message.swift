import Catalog
import JSON
import Storage

/// Which document a store problem is about, for its wording.
public enum StoreDocument: Sendable {
  /// The profile (`profile.json`).
  case profile
  /// The weather journal (`journal.json`).
  case journal
}

extension StoreProblem {
  /// One line saying what is wrong with `document` and what to do, in the catalogue's words.
  public func message(for document: StoreDocument) -> String {
    let profile = document == .profile
    let name = say(profile ? .storeDocumentProfile : .storeDocumentJournal)
    func show(_ path: String) -> String { JSONWriter.escapedForMessage(path) }
    switch self {
    case .corrupt(let path, let reason, let movedTo):
      let fresh = say(profile ? .storeFreshProfile : .storeFreshJournal)
      if let movedTo {
        return say(
          .storeCorruptMoved(
            document: name, path: show(path), reason: reason, moved: show(movedTo), fresh: fresh))
      }
      return say(.storeCorruptLater(document: name, path: show(path), reason: reason, fresh: fresh))
    case .newerSchema(let path, let schemaVersion, let supported):
      return say(
        .storeNewerSchema(
          document: name, path: show(path), schema: String(schemaVersion),
          supported: String(supported)))
    case .needsNewerReader(let path, let minReaderVersion, let supported):
      return say(
        .storeNeedsNewerReader(
          document: name, path: show(path), reader: String(minReaderVersion),
          supported: String(supported)))
    case .unreadable(let path, let cause):
      return say(
        profile
          ? .storeUnreadableProfile(path: show(path), reason: Self.reason(cause))
          : .storeUnreadableJournal(path: show(path), reason: Self.reason(cause)))
    case .migrated(let path, let fromVersion, let backup):
      return say(
        .storeMigrated(
          document: name, path: show(path), version: String(fromVersion), backup: show(backup)))
    case .lockBusy(let lockPath):
      return say(.storeLockBusy(document: name, lock: show(lockPath)))
    case .lockFailed(let lockPath, let cause):
      return say(.storeLockFailed(lock: show(lockPath), reason: Self.reason(cause)))
    case .directoryFailed(let path, let cause):
      return say(.storeDirectoryFailed(path: show(path), reason: Self.reason(cause)))
    case .writeFailed(let path, let cause):
      return say(.storeWriteFailed(path: show(path), reason: Self.reason(cause), document: name))
    case .foreign(let path):
      return say(
        profile ? .storeForeignProfile(path: show(path)) : .storeForeignJournal(path: show(path)))
    case .wouldBeTooLarge(let path, let size, let limit):
      return say(
        profile
          ? .storeTooLargeProfile(
            path: show(path), size: StorageError.size(Int64(size)),
            limit: StorageError.size(Int64(limit)))
          : .storeTooLargeJournal(
            path: show(path), size: StorageError.size(Int64(size)),
            limit: StorageError.size(Int64(limit))))
    case .readOnlyFile(let path):
      return say(.storeReadOnlyFile(document: name, path: show(path)))
    }
  }

  /// The part of a storage error after its path, since the message names the path already.
  public static func reason(_ cause: StorageError) -> String {
    func show(_ path: String) -> String { JSONWriter.escapedForMessage(path) }
    switch cause {
    case .system(let operation, let path, let code):
      return "\(operation) \(show(path)): \(StorageError.reason(code))"
    case .lockTimeout: return say(.storeReasonLockTimeout)
    case .symbolicLink(let path): return say(.storeReasonSymbolicLink(path: show(path)))
    case .notRegularFile(let path): return say(.storeReasonNotRegular(path: show(path)))
    case .tooLarge(_, let size, let limit):
      return say(
        .storeReasonTooLarge(size: StorageError.size(size), limit: StorageError.size(Int64(limit))))
    }
  }
}
