import Storage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A versioned JSON file changed only through locked, crash-safe updates (profile, journal).
///
/// Every `update` takes an exclusive `flock` on `<file>.lock` (bounded wait), re-reads the
/// file, applies the change to what is on disk, writes a temp file (`O_EXCL|O_NOFOLLOW`, 0600),
/// fsyncs it, renames it over the file, fsyncs the directory and unlocks; only then does it
/// return. On any failure it throws and the file is untouched. Corrupt files are moved aside
/// byte-identical, files from a newer wxsh and unreadable files make the session read-only,
/// and an older schema is migrated with a one-time backup of the original.
///
/// Not thread-safe: one session owns one store.
public final class VersionedStore<Format: VersionedFormat> {
  /// The file's absolute path (empty when no location could be worked out).
  public let path: String
  /// The document as last loaded or saved.
  public private(set) var document: Format.Document
  /// Why saves are refused in this session, or nil when the file is writable.
  public private(set) var readOnlyReason: Format.Failure?
  /// How long `update` waits for another wxsh's lock, in seconds.
  public let lockTimeout: Double

  private var pendingNotices: [Format.Failure] = []
  private var stamp: FileStamp?
  /// True when `document` is exactly the file at `stamp`, decoded as the current schema: a
  /// save whose file still has that stamp need not read and decode it again (every save
  /// replaces the file by `rename`, so a changed file always has a new stamp).
  private var documentMatchesStamp = false

  /// Opens the file at `path` and loads it (sweeping stray temp files first).
  ///
  /// Never throws: problems become notices (`takeNotices()`) and, where the file must not be
  /// written, `readOnlyReason`.
  public init(path: String, lockTimeout: Double = 2.0) {
    self.path = path
    self.lockTimeout = lockTimeout
    document = Format.emptyDocument()
    load(sweeping: true)
  }

  /// A store with no file: read-only for `reason`, holding the empty document.
  public init(unavailable reason: Format.Failure, lockTimeout: Double = 2.0) {
    path = ""
    self.lockTimeout = lockTimeout
    document = Format.emptyDocument()
    readOnlyReason = reason
    pendingNotices = [reason]
  }

  /// The lock file next to the file.
  public var lockPath: String { path + ".lock" }

  /// Whether saves are refused in this session.
  public var isReadOnly: Bool { readOnlyReason != nil }

  /// Returns the warnings gathered since the last call and forgets them.
  public func takeNotices() -> [Format.Failure] {
    defer { pendingNotices = [] }
    return pendingNotices
  }

  /// Whether another session replaced or changed the file since this store last read or wrote
  /// it (a `stat`: device, inode, size and times; no read).
  public func hasChangedOnDisk() -> Bool {
    !path.isEmpty && FileStamp.of(path) != stamp
  }

  /// Reloads the file if another session changed it; returns whether it did.
  @discardableResult
  public func refresh() -> Bool {
    guard hasChangedOnDisk() else { return false }
    load(sweeping: false)
    return true
  }

  /// Where the original of a schema-`fromVersion` file is kept before its first migrating save.
  public func backupPath(fromVersion: Int) -> String { path + ".v\(fromVersion).bak" }

  /// Applies `change` to the document as it is on disk under the lock, and saves the result.
  ///
  /// If `change` throws, nothing is written. If it leaves the document as it was (and no
  /// migration is pending), nothing is written either. `document` reflects the file afterwards.
  public func update<Value>(
    _ change: (inout Format.Document) throws(Format.Failure) -> Value
  ) throws(Format.Failure) -> Value {
    if path.isEmpty, let readOnlyReason { throw .saveRefused(reason: readOnlyReason) }
    let directory = FilePath.directory(of: path)
    do throws(StorageError) {
      try PrivateDirectory.create(directory)
    } catch {
      throw Format.Failure(.directoryFailed(path: directory, cause: error))
    }
    let lock = try takeLock()
    defer { lock.unlock() }
    if let problem = Self.userMadeReadOnly(path) {
      throw .saveRefused(reason: Format.Failure(problem))
    }

    var base = Format.emptyDocument()
    var original: (bytes: [UInt8], fromVersion: Int)?
    let unchanged = documentMatchesStamp && stamp != nil && FileStamp.of(path) == stamp
    switch unchanged ? .unchanged : readDisk() {
    case .unchanged:
      base = document
    case .missing:
      break
    case .unreadable(let cause, let stamp):
      adoptUnreadable(cause, stamp: stamp)
      throw .saveRefused(reason: Format.Failure(.unreadable(path: path, cause: cause)))
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
    if !unchanged {
      document = base
      stamp = FileStamp.of(path)
      documentMatchesStamp = original == nil
    }

    var changed = base
    let result = try change(&changed)
    Format.markCurrent(&changed)
    guard changed != base || original != nil else { return result }

    if let original {
      let backup = backupPath(fromVersion: original.fromVersion)
      if FileStamp.of(backup) == nil {
        do throws(StorageError) {
          try SafeFile.replace(backup, with: original.bytes)
        } catch {
          throw Format.Failure(.writeFailed(path: backup, cause: error))
        }
      }
    }
    do throws(StorageError) {
      try SafeFile.replace(path, with: Format.encode(changed))
    } catch {
      throw Format.Failure(.writeFailed(path: path, cause: error))
    }
    document = changed
    stamp = FileStamp.of(path)
    documentMatchesStamp = true
    lock.unlock()
    return result
  }

  // MARK: Loading

  /// What is at the path right now.
  private enum DiskState {
    case unchanged
    case missing
    case unreadable(StorageError, stamp: FileStamp?)
    case decoded(VersionedDecoding<Format.Document>, bytes: [UInt8], stamp: FileStamp)
  }

  private func readDisk() -> DiskState {
    do throws(StorageError) {
      guard let (bytes, stamp) = try SafeFile.readStamped(path) else { return .missing }
      return .decoded(Format.decode(bytes), bytes: bytes, stamp: stamp)
    } catch {
      return .unreadable(error, stamp: FileStamp.of(path))
    }
  }

  private static func isCorrupt(_ state: DiskState) -> String? {
    if case .decoded(.corrupt(let reason), _, _) = state { return reason }
    return nil
  }

  /// The problem when the user removed the file's owner write permission (even root's
  /// sessions respect it), else nil.
  private static func userMadeReadOnly(_ path: String) -> StoreProblem? {
    var info = stat()
    guard !path.isEmpty, lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
      info.st_mode & S_IWUSR == 0
    else { return nil }
    return .readOnlyFile(path: path)
  }

  private func load(sweeping: Bool) {
    documentMatchesStamp = false
    defer {
      if readOnlyReason == nil, let problem = Self.userMadeReadOnly(path) {
        let reason = Format.Failure(problem)
        pendingNotices.append(reason)
        readOnlyReason = reason
      }
    }
    if sweeping, let lock = try? FileLock(path: lockPath, timeout: 0.2) {
      // Under the lock no save is in progress, so every temp file is a stray.
      SafeFile.sweepTemps(for: path, olderThan: 0)
      lock.unlock()
    }
    var state = readDisk()
    if Self.isCorrupt(state) != nil {
      // Move it aside under the lock, after making sure no save replaced it meanwhile.
      do throws(Format.Failure) {
        let lock = try takeLock()
        defer { lock.unlock() }
        state = readDisk()
        if let reason = Self.isCorrupt(state) {
          try moveAsideCorrupt(reason: reason)
          readOnlyReason = nil
          document = Format.emptyDocument()
          stamp = FileStamp.of(path)
          return
        }
      } catch {
        if case .decoded(.corrupt(let reason), _, let stamp) = state {
          pendingNotices.append(Format.Failure(.corrupt(path: path, reason: reason, movedTo: nil)))
          readOnlyReason = nil
          document = Format.emptyDocument()
          self.stamp = stamp
          return
        }
      }
    }
    switch state {
    case .unchanged:
      break  // readDisk never says this
    case .missing:
      readOnlyReason = nil
      document = Format.emptyDocument()
      stamp = nil
    case .unreadable(let cause, let stamp):
      adoptUnreadable(cause, stamp: stamp)
    case .decoded(let decoding, _, let stamp):
      switch decoding {
      case .current(let current):
        readOnlyReason = nil
        document = current
        documentMatchesStamp = true
      case .migrated(let migrated, let fromVersion):
        readOnlyReason = nil
        document = migrated
        pendingNotices.append(
          Format.Failure(
            .migrated(
              path: path, fromVersion: fromVersion, backup: backupPath(fromVersion: fromVersion))))
      case .newer(let readable, let schemaVersion, let minReaderVersion):
        _ = adoptNewer(readable, schemaVersion, minReaderVersion, stamp: stamp)
      case .corrupt(let reason):
        // Only reached when the file turned corrupt between the two reads; leave it for the
        // next save to move aside.
        pendingNotices.append(Format.Failure(.corrupt(path: path, reason: reason, movedTo: nil)))
        readOnlyReason = nil
        document = Format.emptyDocument()
      }
      self.stamp = stamp
    }
  }

  private func adoptUnreadable(_ cause: StorageError, stamp: FileStamp?) {
    let reason = Format.Failure(.unreadable(path: path, cause: cause))
    if readOnlyReason != reason { pendingNotices.append(reason) }
    readOnlyReason = reason
    document = Format.emptyDocument()
    self.stamp = stamp
  }

  private func adoptNewer(
    _ readable: Format.Document?, _ schemaVersion: Int, _ minReaderVersion: Int, stamp: FileStamp
  ) -> Format.Failure {
    let supported = Format.currentSchemaVersion
    let reason =
      minReaderVersion > supported
      ? Format.Failure(
        .needsNewerReader(path: path, minReaderVersion: minReaderVersion, supported: supported))
      : Format.Failure(
        .newerSchema(path: path, schemaVersion: schemaVersion, supported: supported))
    if readOnlyReason != reason { pendingNotices.append(reason) }
    readOnlyReason = reason
    document = readable ?? Format.emptyDocument()
    self.stamp = stamp
    return reason
  }

  /// Moves the corrupt file aside byte-identical; the caller holds the lock.
  private func moveAsideCorrupt(reason: String) throws(Format.Failure) {
    let base = path + ".corrupt-" + Self.utcTimestamp()
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
        throw Format.Failure(.writeFailed(path: destination, cause: error))
      }
    }
    pendingNotices.append(
      Format.Failure(.corrupt(path: path, reason: reason, movedTo: destination)))
  }

  private func takeLock() throws(Format.Failure) -> FileLock {
    do throws(StorageError) {
      return try FileLock(path: lockPath, timeout: lockTimeout)
    } catch {
      if case .lockTimeout = error { throw Format.Failure(.lockBusy(lockPath: lockPath)) }
      throw Format.Failure(.lockFailed(lockPath: lockPath, cause: error))
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
