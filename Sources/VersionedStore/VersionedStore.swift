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
  /// The stamp of the file when it was found to be someone else's file, else nil.
  private var foreignStamp: FileStamp?
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
    if let foreignStamp, FileStamp.of(path) == foreignStamp {
      // Someone else's file: refused before the lock, so not even a lock file appears.
      throw .saveRefused(reason: Format.Failure(.foreign(path: path)))
    }
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
    case .foreign(let stamp):
      adoptForeign(stamp: stamp)
      throw .saveRefused(reason: Format.Failure(.foreign(path: path)))
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
    foreignStamp = nil
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
    let encoded = Format.encode(changed)
    guard encoded.count <= Format.maximumBytes else {
      throw Format.Failure(
        .wouldBeTooLarge(path: path, size: encoded.count, limit: Format.maximumBytes))
    }
    do throws(StorageError) {
      try SafeFile.replace(path, with: encoded)
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
    case foreign(stamp: FileStamp)
    case decoded(VersionedDecoding<Format.Document>, bytes: [UInt8], stamp: FileStamp)
  }

  private func readDisk() -> DiskState {
    do throws(StorageError) {
      guard let (bytes, stamp) = try SafeFile.readStamped(path, limit: Format.maximumBytes)
      else { return .missing }
      if Self.isForeign(bytes) { return .foreign(stamp: stamp) }
      return .decoded(Format.decode(bytes), bytes: bytes, stamp: stamp)
    } catch {
      return .unreadable(error, stamp: FileStamp.of(path))
    }
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
    if sweeping, let lock = try? FileLock(path: lockPath, timeout: 0.2, create: false) {
      // Under the lock no save is in progress, so every temp file is a stray. Without a lock
      // file no save ever ran here, so there is nothing to sweep and no lock file is made.
      SafeFile.sweepTemps(for: path, olderThan: 0)
      lock.unlock()
    }
    // Loading only reads: a corrupt file is moved aside by the first save, under the lock.
    let state = readDisk()
    foreignStamp = nil
    switch state {
    case .unchanged:
      break  // readDisk never says this
    case .missing:
      readOnlyReason = nil
      document = Format.emptyDocument()
      stamp = nil
    case .unreadable(let cause, let stamp):
      adoptUnreadable(cause, stamp: stamp)
    case .foreign(let stamp):
      adoptForeign(stamp: stamp)
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
        // Left for the next save to move aside (under the lock, after re-reading it).
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

  private func adoptForeign(stamp: FileStamp) {
    let reason = Format.Failure(.foreign(path: path))
    if readOnlyReason != reason { pendingNotices.append(reason) }
    readOnlyReason = reason
    document = Format.emptyDocument()
    self.stamp = stamp
    foreignStamp = stamp
  }

  /// Whether `bytes` are someone else's file: something other than blanks and NUL bytes (what
  /// a crash can leave) that is not a JSON object, or an object naming none of the format's
  /// signature keys (`{}` is the empty document).
  public static func isForeign(_ bytes: [UInt8]) -> Bool {
    func isBlank(_ byte: UInt8) -> Bool {
      byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 || byte == 0
    }
    var start = 0
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
    guard let first = bytes[start...].firstIndex(where: { !isBlank($0) }) else { return false }
    guard bytes[first] == UInt8(ascii: "{") else { return true }
    if let next = bytes[(first + 1)...].firstIndex(where: { !isBlank($0) }),
      bytes[next] == UInt8(ascii: "}"), !bytes[(next + 1)...].contains(where: { !isBlank($0) })
    {
      return false
    }
    return !Format.signatureKeys.contains { key in
      contains(bytes, Array(("\"" + key + "\"").utf8))
    }
  }

  /// Whether `needle` occurs in `haystack` (a short needle: linear in practice).
  private static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
    guard let head = needle.first, haystack.count >= needle.count else { return false }
    var index = 0
    let last = haystack.count - needle.count
    while index <= last {
      if haystack[index] == head, haystack[index..<(index + needle.count)].elementsEqual(needle) {
        return true
      }
      index += 1
    }
    return false
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
  public static func utcTimestamp() -> String {
    var now = time(nil)
    var parts = tm()
    gmtime_r(&now, &parts)
    func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "\(parts.tm_year + 1900)\(two(parts.tm_mon + 1))\(two(parts.tm_mday))T"
      + "\(two(parts.tm_hour))\(two(parts.tm_min))\(two(parts.tm_sec))Z"
  }
}
