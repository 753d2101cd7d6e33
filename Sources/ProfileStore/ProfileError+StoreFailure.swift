import VersionedStore

extension ProfileError: StoreFailure {
  /// The profile error for a problem the shared store found.
  public init(_ problem: StoreProblem) {
    switch problem {
    case .corrupt(let path, let reason, let movedTo):
      self = .corrupt(path: path, reason: reason, movedTo: movedTo)
    case .newerSchema(let path, let schemaVersion, let supported):
      self = .newerSchema(path: path, schemaVersion: schemaVersion, supported: supported)
    case .needsNewerReader(let path, let minReaderVersion, let supported):
      self = .needsNewerReader(
        path: path, minReaderVersion: minReaderVersion, supported: supported)
    case .unreadable(let path, let cause): self = .unreadable(path: path, cause: cause)
    case .migrated(let path, let fromVersion, let backup):
      self = .migrated(path: path, fromVersion: fromVersion, backup: backup)
    case .lockBusy(let lockPath): self = .lockBusy(lockPath: lockPath)
    case .lockFailed(let lockPath, let cause): self = .lockFailed(lockPath: lockPath, cause: cause)
    case .directoryFailed(let path, let cause): self = .directoryFailed(path: path, cause: cause)
    case .writeFailed(let path, let cause): self = .writeFailed(path: path, cause: cause)
    }
  }
}
