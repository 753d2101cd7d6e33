import JSON
import Storage
import VersionedStore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The journal: an append-only log (`journal.jsonl`, see `JournalLog`) next to `journal.json`.
///
/// Every change takes the exclusive `flock` on `journal.json.lock` (the lock older wxsh takes
/// too), cuts off a record a crash left half-written, appends one line with a single `write`
/// and fsyncs it before returning; an add reads only the log's last line, so it costs the same
/// at any size. Edits and removals append replacements and tombstones; when those outnumber
/// the live entries the log is rewritten whole (temp file, fsync, rename). Readers replay the
/// log, and later only what was appended since. A schema-0 or schema-1 `journal.json` is
/// migrated on the first save, under the lock: the original is kept as `journal.json.v{N}.bak`,
/// the log is written, and `journal.json` becomes a stub that needs a newer reader, so an older
/// wxsh refuses it instead of writing there.
///
/// Not thread-safe: one session owns one store.
public final class JournalStore {
  /// The journal's path (`…/journal.json`; empty when there is none).
  public let path: String
  /// The log's path (`…/journal.jsonl`; empty when there is none).
  public let logPath: String
  /// How long a save waits for another wxsh's lock, in seconds.
  public let lockTimeout: Double

  /// Why saves are refused in this session, or nil when the journal is writable.
  public private(set) var readOnlyReason: JournalError?
  private let unavailable: JournalError?
  private var pendingNotices: [JournalError] = []
  /// The set-aside reasons last reported, so each load reports them once.
  private var reportedSetAside: [String] = []

  /// Whether `replay` (or `legacy`) holds the whole journal as last read.
  private var loaded = false
  /// The journal rebuilt from the log, while it is current.
  private var built: Journal?
  /// The log replayed so far (nil when the journal came from `journal.json`).
  private var replay: JournalReplay?
  /// The journal read from a `journal.json` not yet migrated.
  private var legacy: Journal?
  /// The log's identity and how many of its bytes `replay` has read.
  private var logIdentity: FileStamp?
  private var offset = 0
  /// Whether the last whole read started from the snapshot (for tests).
  private(set) var readFromSnapshot = false
  /// The stamp of `journal.json` when it was last read or checked to be the stub.
  private var jsonStamp: FileStamp?

  /// The biggest log wxsh reads (1 GiB: over a million entries; a sparse or planted file
  /// beyond it makes the session read-only instead of exhausting memory).
  static let readLimit = 1 << 30

  /// Opens the journal at `path`; the log is read when first needed.
  public init(path: String, lockTimeout: Double = 2.0) {
    self.path = path
    logPath = JournalStore.logPath(for: path)
    self.lockTimeout = lockTimeout
    unavailable = nil
    if let lock = try? FileLock(path: lockPath, timeout: 0.2, create: false) {
      // Under the lock no save is in progress, so every temp file is a stray.
      SafeFile.sweepTemps(for: path, olderThan: 0)
      SafeFile.sweepTemps(for: logPath, olderThan: 0)
      lock.unlock()
    }
    probe()
  }

  /// Opens `$XDG_DATA_HOME/wxsh/journal.json` (or `~/.local/share/wxsh/journal.json`).
  ///
  /// When no location can be worked out the store is read-only and empty.
  public convenience init(environment: [String: String], lockTimeout: Double = 2.0) {
    if let path = JournalStore.defaultPath(environment: environment) {
      self.init(path: path, lockTimeout: lockTimeout)
    } else {
      self.init(unavailable: .noLocation, lockTimeout: lockTimeout)
    }
  }

  private init(unavailable reason: JournalError, lockTimeout: Double) {
    path = ""
    logPath = ""
    self.lockTimeout = lockTimeout
    unavailable = reason
    readOnlyReason = reason
    pendingNotices = [reason]
    loaded = true
    legacy = Journal()
  }

  /// Where the journal lives for `environment`, or nil when neither XDG_DATA_HOME nor HOME is
  /// usable. A relative XDG_DATA_HOME is ignored (the XDG rule).
  public static func defaultPath(environment: [String: String]) -> String? {
    if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
      return data + "/wxsh/journal.json"
    }
    if let home = environment["HOME"], home.hasPrefix("/") {
      return home + "/.local/share/wxsh/journal.json"
    }
    return nil
  }

  /// The log next to the journal at `path` (`journal.json` → `journal.jsonl`).
  public static func logPath(for path: String) -> String {
    path.hasSuffix(".json") ? path + "l" : path + ".jsonl"
  }

  /// The lock file every wxsh takes to change the journal.
  public var lockPath: String { path + ".lock" }
  /// Whether saves are refused in this session.
  public var isReadOnly: Bool { readOnlyReason != nil }
  /// Where the original of a schema-`fromVersion` file is kept before its first migrating save.
  public func backupPath(fromVersion: Int) -> String { path + ".v\(fromVersion).bak" }

  /// The journal as last read or saved (the log is replayed on first use).
  public var journal: Journal {
    if !loaded { load() }
    if let legacy { return legacy }
    if built == nil { built = replay?.journal ?? Journal() }
    return built ?? Journal()
  }

  /// Returns the warnings gathered since the last call and forgets them.
  ///
  /// Entries set aside when the journal was read are reported once per change.
  public func takeNotices() -> [JournalError] {
    var notices = pendingNotices
    pendingNotices = []
    guard loaded else { return notices }
    let reasons = journal.setAsideReasons
    if reasons != reportedSetAside {
      reportedSetAside = reasons
      if !reasons.isEmpty { notices.append(.entriesSetAside(path: shownPath, reasons: reasons)) }
    }
    return notices
  }

  /// The file the journal is read from, for messages.
  private var shownPath: String { replay != nil ? logPath : path }

  /// Reads what other sessions changed since the last read; returns whether anything changed.
  @discardableResult
  public func refresh() -> Bool {
    guard unavailable == nil else { return false }
    guard loaded else {
      probe()
      return false
    }
    let log = FileStamp.of(logPath)
    if replay == nil {
      // Read from journal.json: reload when the log appeared or journal.json changed.
      guard log != nil || FileStamp.of(path) != jsonStamp else { return false }
      load()
      return true
    }
    guard let log, let identity = logIdentity, log.device == identity.device,
      log.inode == identity.inode, Int(log.size) >= offset
    else {
      load()
      return true
    }
    guard Int(log.size) > offset else { return false }
    do throws(StorageError) {
      guard let file = try JournalLogFile(path: logPath, writing: false) else {
        load()
        return true
      }
      return try catchUp(file)
    } catch {
      load()
      return true
    }
  }

  // MARK: Changes

  /// Appends `entry` to the journal on disk with the next number; returns the stored entry.
  @discardableResult
  public func add(_ entry: JournalEntry) throws(JournalError) -> JournalEntry {
    try change(needsJournal: false) { (file, next) throws(JournalError) in
      var entry = entry
      entry.number = next
      return (JournalLog.add(entry, next: next + 1), entry)
    }
  }

  /// Replaces the text of the entry `id` and sets its update time; returns the new entry.
  @discardableResult
  public func edit(id: String, text: String, at time: JournalTime) throws(JournalError)
    -> JournalEntry
  {
    try change(needsJournal: true) { (file, next) throws(JournalError) in
      guard var entry = replay?.entry(id: id) else { throw .entryNotFound(id: id) }
      entry.text = text
      entry.updated = time
      return (JournalLog.put(entry, next: next), entry)
    }
  }

  /// Deletes the entry `id`; returns it.
  @discardableResult
  public func remove(id: String) throws(JournalError) -> JournalEntry {
    try change(needsJournal: true) { (file, next) throws(JournalError) in
      guard let entry = replay?.entry(id: id) else { throw .entryNotFound(id: id) }
      return (JournalLog.remove(id: id, next: next), entry)
    }
  }

  /// Takes the lock, brings the log up to date (migrating `journal.json` first), asks `make`
  /// for the line to append given the next entry number, appends it with an fsync, and
  /// compacts the log when replaced and removed entries outnumber the live ones.
  private func change<Value>(
    needsJournal: Bool,
    _ make: (JournalLogFile, Int) throws(JournalError) -> ([UInt8], Value)
  ) throws(JournalError) -> Value {
    if let unavailable { throw .saveRefused(reason: unavailable) }
    let directory = FilePath.directory(of: path)
    do throws(StorageError) {
      try PrivateDirectory.create(directory)
    } catch {
      throw .store(.directoryFailed(path: directory, cause: error))
    }
    let lock = try takeLock()
    defer { lock.unlock() }
    let file = try openForChange()
    readOnlyReason = nil
    var next = 1
    do throws(StorageError) {
      try file.cutTornTail()
      let inStep = replay != nil && sameFile(file) && offset == file.size
      if needsJournal || (loaded && !inStep) { try readUnderLock(file) }
      next = try nextNumber(file)
    } catch {
      throw .store(.unreadable(path: logPath, cause: error))
    }
    let (line, value) = try make(file, next)
    do throws(StorageError) {
      let before = file.size
      try file.append(line)
      if replay != nil, sameFile(file), offset == before {
        offset += replay?.feed(line[...]) ?? 0
        logIdentity = file.stamp
        built = nil
      }
      if let replay, replay.garbage > max(256, replay.liveCount / 2) {
        try compact()
      }
    } catch {
      throw .store(.writeFailed(path: logPath, cause: error))
    }
    return value
  }

  /// Whether `file` is the log `replay` read.
  private func sameFile(_ file: JournalLogFile) -> Bool {
    guard let logIdentity else { return false }
    return logIdentity.device == file.stamp.device && logIdentity.inode == file.stamp.inode
  }

  /// Replays `file` under the lock: only the new bytes when it is the log already read.
  private func readUnderLock(_ file: JournalLogFile) throws(StorageError) {
    if replay != nil, sameFile(file), offset <= file.size {
      try catchUp(file)
      return
    }
    try replayWhole(file)
  }

  /// The number the next new entry gets: from the log's last line when it says, else from
  /// the whole journal.
  private func nextNumber(_ file: JournalLogFile) throws(StorageError) -> Int {
    if let last = try file.lastLine(), let next = JournalLog.next(ofLine: last) { return next }
    if let first = try file.firstLine(), file.size == first.count + 1,
      case .current(let next, _) = JournalLog.header(first)
    {
      return next
    }
    try replayWhole(file)
    return journal.nextNumber
  }

  /// Rewrites the log with only the live entries (temp file, fsync, rename); the lock is held.
  private func compact() throws(StorageError) {
    let journal = self.journal
    try SafeFile.replace(logPath, with: JournalLog.compacted(journal))
    guard let file = try JournalLogFile(path: logPath, writing: false) else { return }
    try replayWhole(file)
  }

  // MARK: Reading

  /// Reads how the journal stands without replaying the log: its header, whether it is
  /// writable; a journal still in `journal.json` is read whole (it migrates on first save).
  private func probe() {
    guard unavailable == nil else { return }
    do throws(StorageError) {
      guard let file = try JournalLogFile(path: logPath, writing: false) else {
        loadLegacy()
        return
      }
      readOnlyReason = nil
      if file.size > Self.readLimit {
        throw StorageError.tooLarge(path: logPath, size: Int64(file.size), limit: Self.readLimit)
      }
      if let first = try file.firstLine() {
        switch JournalLog.header(first) {
        case .current: break
        case .newer(let schema, let minReader):
          adopt(newer(schemaVersion: schema, minReaderVersion: minReader, path: logPath))
        case .foreign: adopt(.store(.foreign(path: logPath)))
        }
      } else if file.size > 0 {
        adopt(.store(.foreign(path: logPath)))
      }
      if readOnlyReason == nil, file.ownerCannotWrite {
        adopt(.store(.readOnlyFile(path: logPath)))
      }
    } catch {
      adopt(.store(.unreadable(path: logPath, cause: error)))
    }
  }

  /// Reads the whole journal: the log, else `journal.json`.
  private func load() {
    guard unavailable == nil else { return }
    loaded = true
    built = nil
    do throws(StorageError) {
      guard let file = try JournalLogFile(path: logPath, writing: false) else {
        loadLegacy()
        return
      }
      legacy = nil
      probe()
      try replayWhole(file)
    } catch {
      replay = nil
      legacy = Journal()
      adopt(.store(.unreadable(path: logPath, cause: error)))
    }
  }

  /// Replays the whole log from its header (nothing when the header is not one this wxsh
  /// reads).
  private func replayWhole(_ file: JournalLogFile) throws(StorageError) {
    loaded = true
    legacy = nil
    built = nil
    logIdentity = file.stamp
    guard let first = try file.firstLine() else {
      replay = JournalReplay(nextNumber: 1, extra: [:])
      offset = 0
      return
    }
    var next = 1
    var extra: [String: JSONValue] = [:]
    switch JournalLog.header(first) {
    case .current(let number, let keys):
      next = number
      extra = keys
    case .newer(_, let minReader) where minReader <= JournalLog.schemaVersion:
      break  // Shown as far as this wxsh understands it; never written (see `probe`).
    case .newer, .foreign:
      replay = JournalReplay(nextNumber: 1, extra: [:])
      offset = file.size
      return
    }
    guard file.size <= Self.readLimit else {
      throw .tooLarge(path: logPath, size: Int64(file.size), limit: Self.readLimit)
    }
    if case .current = JournalLog.header(first), let (saved, covered) = readSnapshot(file) {
      // Consumed, not copied: a second reference to its entries would make the first append
      // of the catch-up copy all of them.
      replay = consume saved
      offset = covered
      readFromSnapshot = true
      try catchUp(file)
      if offset - covered > Self.snapshotTail { writeSnapshot(file) }
      return
    }
    readFromSnapshot = false
    var replay = JournalReplay(nextNumber: next, extra: extra)
    let body = try file.read(from: first.count + 1, to: file.size)
    offset = first.count + 1 + replay.feed(body[...])
    self.replay = replay
    writeSnapshot(file)
  }

  /// How many bytes of lines appended since the snapshot make it worth writing again.
  static let snapshotTail = 256 << 10

  /// The snapshot beside the log, when it matches `file` as it stands.
  private func readSnapshot(_ file: JournalLogFile) -> (JournalReplay, Int)? {
    JournalSnapshot.read(path: JournalSnapshot.path(forLog: logPath), log: file)
  }

  /// Saves the replay as the snapshot beside the log, when the journal is big enough to
  /// need one and may be written; a failure only means the next reader replays the log.
  private func writeSnapshot(_ file: JournalLogFile) {
    guard readOnlyReason == nil, let replay, replay.liveCount >= JournalSnapshot.minimumEntries,
      let bytes = JournalSnapshot.encode(replay, offset: offset, log: file)
    else { return }
    let path = JournalSnapshot.path(forLog: logPath)
    try? SafeFile.replace(path, with: bytes, durable: false)
    SafeFile.sweepTemps(for: path)
  }

  /// Feeds `replay` the complete lines appended to `file` since `offset`; returns whether
  /// there were any.
  @discardableResult
  private func catchUp(_ file: JournalLogFile) throws(StorageError) -> Bool {
    let bytes = try file.read(from: offset, to: file.size)
    let used = replay?.feed(bytes[...]) ?? 0
    offset += used
    logIdentity = file.stamp
    if used > 0 { built = nil }
    return used > 0
  }

  /// Reads `journal.json` (no log yet): what older wxsh wrote, shown as it is until the first
  /// save migrates it.
  private func loadLegacy() {
    loaded = true
    replay = nil
    built = nil
    logIdentity = nil
    offset = 0
    legacy = Journal()
    readOnlyReason = nil
    do throws(StorageError) {
      guard let (bytes, stamp) = try SafeFile.readStamped(path) else {
        jsonStamp = nil
        return
      }
      jsonStamp = stamp
      if VersionedStore<JournalFormat>.isForeign(bytes) {
        adopt(.store(.foreign(path: path)))
        return
      }
      switch JournalCodec.decode(bytes) {
      case .current(let journal):
        legacy = journal
      case .migrated(let journal, let fromVersion):
        legacy = journal
        pendingNotices.append(
          .store(
            .migrated(
              path: path, fromVersion: fromVersion, backup: backupPath(fromVersion: fromVersion))))
      case .newer(let readable, let schemaVersion, let minReaderVersion):
        // The stub this wxsh leaves after migrating: the log is gone, so the journal is empty.
        if Self.isStub(bytes) { break }
        legacy = readable ?? Journal()
        adopt(newer(schemaVersion: schemaVersion, minReaderVersion: minReaderVersion, path: path))
      case .corrupt(let reason):
        pendingNotices.append(.store(.corrupt(path: path, reason: reason, movedTo: nil)))
      }
      if readOnlyReason == nil, Self.ownerCannotWrite(path) {
        adopt(.store(.readOnlyFile(path: path)))
      }
    } catch {
      adopt(.store(.unreadable(path: path, cause: error)))
    }
  }

  /// Makes the session read-only for `reason`, noting it once.
  private func adopt(_ reason: JournalError) {
    if readOnlyReason != reason { pendingNotices.append(reason) }
    readOnlyReason = reason
  }

  private func newer(schemaVersion: Int, minReaderVersion: Int, path: String) -> JournalError {
    let supported = JournalLog.schemaVersion
    return minReaderVersion > supported
      ? .store(
        .needsNewerReader(path: path, minReaderVersion: minReaderVersion, supported: supported))
      : .store(.newerSchema(path: path, schemaVersion: schemaVersion, supported: supported))
  }

  private static func ownerCannotWrite(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
      && info.st_mode & S_IWUSR == 0
  }

  // MARK: Under the lock: the log ready for appending

  /// The log opened for appending, after checking it may be written; creates it (migrating
  /// `journal.json`) when missing. The lock is held.
  private func openForChange() throws(JournalError) -> JournalLogFile {
    var existing: JournalLogFile?
    do throws(StorageError) {
      existing = try JournalLogFile(path: logPath, writing: true)
    } catch {
      throw .store(.writeFailed(path: logPath, cause: error))
    }
    if let file = existing {
      try checkWritable(file)
      do throws(StorageError) {
        try keepStub(file)
      } catch {
        throw .store(.writeFailed(path: path, cause: error))
      }
      return file
    }
    try migrate()
    do throws(StorageError) {
      guard let file = try JournalLogFile(path: logPath, writing: true) else {
        throw StorageError.system(operation: "open", path: logPath, errno: ENOENT)
      }
      return file
    } catch {
      throw .store(.writeFailed(path: logPath, cause: error))
    }
  }

  /// Refuses a log this wxsh must not write: another program's, a newer wxsh's, read-only.
  private func checkWritable(_ file: JournalLogFile) throws(JournalError) {
    var first: ArraySlice<UInt8>?
    do throws(StorageError) {
      first = try file.firstLine()
    } catch {
      throw .store(.unreadable(path: logPath, cause: error))
    }
    if let first {
      switch JournalLog.header(first) {
      case .current: break
      case .newer(let schema, let minReader):
        let reason = newer(schemaVersion: schema, minReaderVersion: minReader, path: logPath)
        adopt(reason)
        throw .saveRefused(reason: reason)
      case .foreign:
        adopt(.store(.foreign(path: logPath)))
        throw .saveRefused(reason: .store(.foreign(path: logPath)))
      }
    } else if file.size > 0 {
      // Bytes without a newline: not a header wxsh wrote (its header is written whole).
      adopt(.store(.foreign(path: logPath)))
      throw .saveRefused(reason: .store(.foreign(path: logPath)))
    }
    if file.size > Self.readLimit {
      let cause = StorageError.tooLarge(
        path: logPath, size: Int64(file.size), limit: Self.readLimit)
      adopt(.store(.unreadable(path: logPath, cause: cause)))
      throw .saveRefused(reason: .store(.unreadable(path: logPath, cause: cause)))
    }
    if file.ownerCannotWrite {
      adopt(.store(.readOnlyFile(path: logPath)))
      throw .saveRefused(reason: .store(.readOnlyFile(path: logPath)))
    }
  }

  /// Makes sure `journal.json` is the stub older wxsh refuse. If it is a journal an older wxsh
  /// wrote after the log was made (a crash between the two steps of a migration), its entries
  /// missing from the log are added first.
  private func keepStub(_ file: JournalLogFile) throws(StorageError) {
    let stamp = FileStamp.of(path)
    if let stamp, stamp == jsonStamp { return }
    guard let (bytes, readStamp) = try SafeFile.readStamped(path) else {
      try SafeFile.replace(path, with: Self.stub)
      jsonStamp = FileStamp.of(path)
      return
    }
    if Self.isStub(bytes) {
      jsonStamp = readStamp
      return
    }
    var journal: Journal?
    switch JournalCodec.decode(bytes) {
    case .current(let current): journal = current
    case .migrated(let migrated, _): journal = migrated
    default: break
    }
    if let journal, !VersionedStore<JournalFormat>.isForeign(bytes) {
      try readUnderLock(file)
      var next = try nextNumber(file)
      var lines: [UInt8] = []
      for var entry in journal.entries where replay?.contains(id: entry.id) == false {
        entry.number = next
        next += 1
        lines += JournalLog.add(entry, next: next)
      }
      if !lines.isEmpty {
        try file.cutTornTail()
        try file.append(lines)
        try catchUp(file)
      }
      if FileStamp.of(backupPath(fromVersion: 1)) == nil {
        try SafeFile.replace(backupPath(fromVersion: 1), with: bytes)
      }
      try SafeFile.replace(path, with: Self.stub)
      jsonStamp = FileStamp.of(path)
    }
  }

  /// Turns `journal.json` into the log: backup, log, stub, in that order (a crash between the
  /// last two is repaired by `keepStub`). The lock is held.
  private func migrate() throws(JournalError) {
    var journal = Journal()
    var original: (bytes: [UInt8], fromVersion: Int)?
    do {
      if let (bytes, _) = try SafeFile.readStamped(path) {
        if VersionedStore<JournalFormat>.isForeign(bytes) {
          adopt(.store(.foreign(path: path)))
          throw JournalError.saveRefused(reason: .store(.foreign(path: path)))
        }
        if Self.ownerCannotWrite(path) {
          adopt(.store(.readOnlyFile(path: path)))
          throw JournalError.saveRefused(reason: .store(.readOnlyFile(path: path)))
        }
        switch JournalCodec.decode(bytes) {
        case .current(let current):
          journal = current
          original = (bytes, current.schemaVersion)
        case .migrated(let migrated, let fromVersion):
          journal = migrated
          original = (bytes, fromVersion)
        case .newer(_, let schemaVersion, let minReaderVersion):
          if !Self.isStub(bytes) {
            let reason = newer(
              schemaVersion: schemaVersion, minReaderVersion: minReaderVersion, path: path)
            adopt(reason)
            throw JournalError.saveRefused(reason: reason)
          }
        case .corrupt(let reason):
          let destination = try moveAside(path)
          pendingNotices.append(.store(.corrupt(path: path, reason: reason, movedTo: destination)))
        }
      }
    } catch let error as JournalError {
      throw error
    } catch let error as StorageError {
      throw .store(.unreadable(path: path, cause: error))
    } catch {
      throw .store(
        .unreadable(path: path, cause: .system(operation: "read", path: path, errno: EIO)))
    }
    do throws(StorageError) {
      if let original {
        let backup = backupPath(fromVersion: original.fromVersion)
        if FileStamp.of(backup) == nil { try SafeFile.replace(backup, with: original.bytes) }
      }
      try SafeFile.replace(logPath, with: JournalLog.compacted(journal))
      try SafeFile.replace(path, with: Self.stub)
      jsonStamp = FileStamp.of(path)
    } catch {
      throw .store(.writeFailed(path: logPath, cause: error))
    }
    loaded = false
    legacy = nil
    replay = nil
    built = nil
  }

  /// Moves a corrupt `journal.json` aside byte-identical; returns where it went.
  private func moveAside(_ path: String) throws(StorageError) -> String {
    let base = path + ".corrupt-" + VersionedStore<JournalFormat>.utcTimestamp()
    var destination = base
    var attempt = 1
    while true {
      do throws(StorageError) {
        try SafeFile.moveAside(path, to: destination)
        return destination
      } catch {
        guard case .system(_, _, EEXIST) = error, attempt < 100 else { throw error }
        attempt += 1
        destination = base + "-\(attempt)"
      }
    }
  }

  private func takeLock() throws(JournalError) -> FileLock {
    do throws(StorageError) {
      return try FileLock(path: lockPath, timeout: lockTimeout)
    } catch {
      if case .lockTimeout = error { throw .store(.lockBusy(lockPath: lockPath)) }
      throw .store(.lockFailed(lockPath: lockPath, cause: error))
    }
  }

  // MARK: The stub

  /// What `journal.json` holds once the journal is a log: a document only a reader of schema 2
  /// may use, so an older wxsh shows nothing and refuses to save.
  static let stub = Array(
    """
    {
      "schemaVersion": 2,
      "minReaderVersion": 2,
      "movedTo": "journal.jsonl",
      "entries": []
    }

    """.utf8)

  /// Whether `bytes` are the stub.
  static func isStub(_ bytes: [UInt8]) -> Bool {
    guard bytes.count < 4096, case .object(let object)? = JSONValue.parse(bytes) else {
      return false
    }
    return object["schemaVersion"]?.wholeNumber == 2 && object["movedTo"] != nil
  }
}
