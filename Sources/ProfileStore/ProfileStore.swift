import Storage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The profile file: loaded at start, changed only through locked, crash-safe updates.
///
/// Every `update` takes an exclusive `flock` on `profile.json.lock` (bounded wait), re-reads the
/// file, applies the change to what is on disk, writes a temp file (`O_EXCL|O_NOFOLLOW`, 0600),
/// fsyncs it, renames it over the profile, fsyncs the directory and unlocks; only then does it
/// return. On any failure it throws and the file is untouched. Corrupt files are moved aside,
/// files from a newer wxsh and unreadable files make the session read-only.
///
/// Not thread-safe: one session owns one store.
public final class ProfileStore {
  /// The profile file's absolute path (empty when no location could be worked out).
  public let path: String
  /// The profile as last loaded or saved.
  public private(set) var profile: Profile
  /// Why saves are refused in this session, or nil when the profile is writable.
  public private(set) var readOnlyReason: ProfileError?
  /// How long `update` waits for another wxsh's lock, in seconds.
  public let lockTimeout: Double

  private var pendingNotices: [ProfileError] = []
  private var stamp: FileStamp?

  /// Opens the profile at `path` and loads it (sweeping stray temp files first).
  ///
  /// Never throws: problems become notices (`takeNotices()`) and, where the file must not be
  /// written, `readOnlyReason`.
  public init(path: String, lockTimeout: Double = 2.0) {
    self.path = path
    self.lockTimeout = lockTimeout
    profile = Profile()
    load(sweeping: true)
  }

  /// Opens the profile chosen by `--profile` (nil when not given) and the environment.
  ///
  /// When no location can be worked out the store is read-only with default settings.
  public convenience init(
    profileOption: String?, environment: [String: String], lockTimeout: Double = 2.0
  ) {
    let resolved: Result<String, ProfileError>
    do throws(ProfileError) {
      resolved = .success(
        try ProfileLocation.resolve(profileOption: profileOption, environment: environment))
    } catch {
      resolved = .failure(error)
    }
    switch resolved {
    case .success(let path): self.init(path: path, lockTimeout: lockTimeout)
    case .failure(let error): self.init(unavailable: error, lockTimeout: lockTimeout)
    }
  }

  private init(unavailable error: ProfileError, lockTimeout: Double) {
    path = ""
    self.lockTimeout = lockTimeout
    profile = Profile()
    readOnlyReason = error
    pendingNotices = [error]
  }

  /// The lock file next to the profile.
  public var lockPath: String { path + ".lock" }

  /// Whether saves are refused in this session.
  public var isReadOnly: Bool { readOnlyReason != nil }

  /// Returns the warnings gathered since the last call (corrupt file moved aside, newer or
  /// unreadable file, older schema migrated) and forgets them; print each `message`.
  public func takeNotices() -> [ProfileError] {
    defer { pendingNotices = [] }
    return pendingNotices
  }

  /// Whether another session replaced or changed the file since this store last read or wrote
  /// it (a `stat`: device, inode, size and times; no read).
  public func hasChangedOnDisk() -> Bool {
    !path.isEmpty && FileStamp.of(path) != stamp
  }

  /// Reloads the profile if another session changed it; returns whether it did.
  ///
  /// Call before showing saved places (`:list`, `:go`). Saves re-read the file anyway.
  @discardableResult
  public func refresh() -> Bool {
    guard hasChangedOnDisk() else { return false }
    load(sweeping: false)
    return true
  }

  /// Applies `operation` to the profile on disk and saves it; returns what it did.
  public func update(_ operation: ProfileOperation) throws(ProfileError) -> ProfileOutcome {
    try update { (profile: inout Profile) throws(ProfileError) in
      try operation.apply(to: &profile)
    }
  }

  /// Applies `change` to the profile as it is on disk under the lock, and saves the result.
  ///
  /// If `change` throws, nothing is written. If it leaves the profile as it was, nothing is
  /// written either. `profile` reflects the file afterwards.
  public func update<Value>(
    _ change: (inout Profile) throws(ProfileError) -> Value
  ) throws(ProfileError) -> Value {
    if path.isEmpty, let readOnlyReason { throw .saveRefused(reason: readOnlyReason) }
    let directory = FilePath.directory(of: path)
    do throws(StorageError) {
      try PrivateDirectory.create(directory)
    } catch {
      throw .directoryFailed(path: directory, cause: error)
    }
    let lock = try takeLock()
    defer { lock.unlock() }

    var base = Profile()
    var original: (bytes: [UInt8], fromVersion: Int)?
    switch readDisk() {
    case .missing:
      break
    case .unreadable(let cause, let stamp):
      adoptUnreadable(cause, stamp: stamp)
      throw .saveRefused(reason: .unreadable(path: path, cause: cause))
    case .decoded(let decoding, let bytes, let stamp):
      switch decoding {
      case .current(let current):
        base = current
      case .migrated(let migrated, let fromVersion):
        base = migrated
        original = (bytes, fromVersion)
      case .newer(let readable, let schemaVersion, let minReaderVersion):
        let reason = adoptNewer(readable, schemaVersion, minReaderVersion, stamp: stamp)
        throw .saveRefused(reason: reason)
      case .corrupt(let reason):
        try moveAsideCorrupt(reason: reason)
      }
    }
    readOnlyReason = nil
    profile = base
    stamp = FileStamp.of(path)

    var changed = base
    let result = try change(&changed)
    changed.schemaVersion = Profile.currentSchemaVersion
    changed.minReaderVersion = Profile.currentMinReaderVersion
    guard changed != base || original != nil else { return result }

    if let original {
      let backup = backupPath(fromVersion: original.fromVersion)
      if FileStamp.of(backup) == nil {
        do throws(StorageError) {
          try SafeFile.replace(backup, with: original.bytes)
        } catch {
          throw .writeFailed(path: backup, cause: error)
        }
      }
    }
    do throws(StorageError) {
      try SafeFile.replace(path, with: ProfileCodec.encode(changed))
    } catch {
      throw .writeFailed(path: path, cause: error)
    }
    profile = changed
    stamp = FileStamp.of(path)
    lock.unlock()
    return result
  }

  /// Where the original of a schema-`fromVersion` file is kept before its first migrating save.
  public func backupPath(fromVersion: Int) -> String { path + ".v\(fromVersion).bak" }

  // MARK: Loading

  /// What is at the profile path right now.
  private enum DiskState {
    case missing
    case unreadable(StorageError, stamp: FileStamp?)
    case decoded(ProfileDecoding, bytes: [UInt8], stamp: FileStamp)
  }

  private func readDisk() -> DiskState {
    do throws(StorageError) {
      guard let (bytes, stamp) = try SafeFile.readStamped(path) else { return .missing }
      return .decoded(ProfileCodec.decode(bytes), bytes: bytes, stamp: stamp)
    } catch {
      return .unreadable(error, stamp: FileStamp.of(path))
    }
  }

  private func load(sweeping: Bool) {
    if sweeping, let lock = try? FileLock(path: lockPath, timeout: 0.2) {
      // Under the lock no save is in progress, so every temp file is a stray.
      SafeFile.sweepTemps(for: path, olderThan: 0)
      lock.unlock()
    }
    var state = readDisk()
    if case .decoded(.corrupt, _, _) = state {
      // Move it aside under the lock, after making sure no save replaced it meanwhile.
      do throws(ProfileError) {
        let lock = try takeLock()
        defer { lock.unlock() }
        state = readDisk()
        if case .decoded(.corrupt(let reason), _, _) = state {
          try moveAsideCorrupt(reason: reason)
          readOnlyReason = nil
          profile = Profile()
          stamp = FileStamp.of(path)
          return
        }
      } catch {
        if case .decoded(.corrupt(let reason), _, let stamp) = state {
          pendingNotices.append(.corrupt(path: path, reason: reason, movedTo: nil))
          readOnlyReason = nil
          profile = Profile()
          self.stamp = stamp
          return
        }
      }
    }
    switch state {
    case .missing:
      readOnlyReason = nil
      profile = Profile()
      stamp = nil
    case .unreadable(let cause, let stamp):
      adoptUnreadable(cause, stamp: stamp)
    case .decoded(let decoding, _, let stamp):
      switch decoding {
      case .current(let current):
        readOnlyReason = nil
        profile = current
      case .migrated(let migrated, let fromVersion):
        readOnlyReason = nil
        profile = migrated
        pendingNotices.append(
          .migrated(
            path: path, fromVersion: fromVersion, backup: backupPath(fromVersion: fromVersion)))
      case .newer(let readable, let schemaVersion, let minReaderVersion):
        _ = adoptNewer(readable, schemaVersion, minReaderVersion, stamp: stamp)
      case .corrupt(let reason):
        // Only reached when the file turned corrupt between the two reads; leave it for the
        // next save to move aside.
        pendingNotices.append(.corrupt(path: path, reason: reason, movedTo: nil))
        readOnlyReason = nil
        profile = Profile()
      }
      self.stamp = stamp
    }
  }

  private func adoptUnreadable(_ cause: StorageError, stamp: FileStamp?) {
    let reason = ProfileError.unreadable(path: path, cause: cause)
    if readOnlyReason != reason { pendingNotices.append(reason) }
    readOnlyReason = reason
    profile = Profile()
    self.stamp = stamp
  }

  private func adoptNewer(
    _ readable: Profile?, _ schemaVersion: Int, _ minReaderVersion: Int, stamp: FileStamp
  ) -> ProfileError {
    let reason: ProfileError =
      minReaderVersion > Profile.currentSchemaVersion
      ? .needsNewerReader(
        path: path, minReaderVersion: minReaderVersion, supported: Profile.currentSchemaVersion)
      : .newerSchema(
        path: path, schemaVersion: schemaVersion, supported: Profile.currentSchemaVersion)
    if readOnlyReason != reason { pendingNotices.append(reason) }
    readOnlyReason = reason
    profile = readable ?? Profile()
    self.stamp = stamp
    return reason
  }

  /// Moves the corrupt file aside byte-identical; the caller holds the lock.
  private func moveAsideCorrupt(reason: String) throws(ProfileError) {
    let base = path + ".corrupt-" + ProfileStore.utcTimestamp()
    var destination = base
    var attempt = 1
    while true {
      do throws(StorageError) {
        try SafeFile.moveAside(path, to: destination)
        break
      } catch {
        if case .system(_, _, EEXIST) = error, attempt < 100 {
          attempt += 1
          destination = base + "-\(attempt)"
          continue
        }
        throw .writeFailed(path: destination, cause: error)
      }
    }
    pendingNotices.append(.corrupt(path: path, reason: reason, movedTo: destination))
  }

  private func takeLock() throws(ProfileError) -> FileLock {
    do throws(StorageError) {
      return try FileLock(path: lockPath, timeout: lockTimeout)
    } catch {
      if case .lockTimeout = error { throw .lockBusy(lockPath: lockPath) }
      throw .lockFailed(lockPath: lockPath, cause: error)
    }
  }

  /// The current UTC time as `20260821T101530Z`.
  static func utcTimestamp() -> String {
    var now = time(nil)
    var parts = tm()
    gmtime_r(&now, &parts)
    func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "\(parts.tm_year + 1900)\(two(parts.tm_mon + 1))\(two(parts.tm_mday))T"
      + "\(two(parts.tm_hour))\(two(parts.tm_min))\(two(parts.tm_sec))Z"
  }
}
