import Storage

/// What a `VersionedStore` found wrong, as a notice at load or a save error.
public enum StoreProblem: Error, Sendable, Equatable {
  /// The file was not valid; it was moved to `movedTo` (nil: not yet, on the next save).
  case corrupt(path: String, reason: String, movedTo: String?)
  /// The file was written by a newer wxsh; it is shown if readable but never rewritten.
  case newerSchema(path: String, schemaVersion: Int, supported: Int)
  /// The file says it needs a newer reader; it is not used and never rewritten.
  case needsNewerReader(path: String, minReaderVersion: Int, supported: Int)
  /// The file could not be read (permissions, not a regular file, a symlink…).
  case unreadable(path: String, cause: StorageError)
  /// An older schema was migrated in memory; the original is kept as `backup` on first save.
  case migrated(path: String, fromVersion: Int, backup: String)
  /// Another wxsh held the lock for longer than the bounded wait.
  case lockBusy(lockPath: String)
  /// The lock file could not be opened or locked.
  case lockFailed(lockPath: String, cause: StorageError)
  /// The file's directory could not be created.
  case directoryFailed(path: String, cause: StorageError)
  /// Writing the file (or its migration backup) failed; the file is unchanged.
  case writeFailed(path: String, cause: StorageError)
  /// The file is not a wxsh file of this kind (not a JSON object naming any of its keys): it is
  /// never moved aside or rewritten, and the session is read-only.
  case foreign(path: String)
  /// The save would make the file bigger than `limit` bytes, the most wxsh reads back.
  case wouldBeTooLarge(path: String, size: Int, limit: Int)
  /// The user made the file read-only (no owner write permission): it is used, never replaced.
  case readOnlyFile(path: String)
}
