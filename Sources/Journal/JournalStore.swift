import GRDB
import JSON
import Storage
import VersionedStore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The journal: a SQLite database (`journal.sqlite`) in wxsh's data directory.
///
/// The database runs in WAL mode with full syncs: a change returns only once it is on disk,
/// readers never wait for a writer, and writers from several sessions take turns (each waits
/// `lockTimeout` seconds at most). Its schema is made only by `JournalSchema`'s migrations.
/// On first use the files older wxsh wrote (`journal.jsonl`, `journal.json`) are moved in,
/// kept as dated backups, and replaced by stubs that tell an older wxsh where the journal
/// went. A damaged database is reported and left exactly as it is.
///
/// Not thread-safe: one session owns one store.
public final class JournalStore {
  /// The directory the journal lives in (empty when there is none).
  public let directory: String
  /// The database's path (empty when there is none).
  public let path: String
  /// How long a change waits for another session's, in seconds.
  public let lockTimeout: Double

  /// Why changes are refused in this session, or nil when the journal is writable.
  public private(set) var readOnlyReason: JournalError?
  /// How many entries a page of `:journal` shows.
  public static let pageSize = 20

  private let unavailable: JournalError?
  private var pendingNotices: [JournalError] = []
  /// Why the database cannot be used at all (damaged, unreadable), once found.
  private var failure: JournalError?

  /// Opens the journal in `directory`; nothing is read until it is first used.
  public init(directory: String, lockTimeout: Double = 2.0) {
    self.directory = directory
    path = directory + "/" + LegacyJournal.databaseName
    self.lockTimeout = lockTimeout
    unavailable = nil
  }

  /// Opens the journal in `$XDG_DATA_HOME/wxsh` (or `~/.local/share/wxsh`); when no location
  /// can be worked out the journal is empty and read-only.
  public convenience init(environment: [String: String], lockTimeout: Double = 2.0) {
    if let directory = JournalStore.defaultDirectory(environment: environment) {
      self.init(directory: directory, lockTimeout: lockTimeout)
    } else {
      self.init(unavailable: .noLocation, lockTimeout: lockTimeout)
    }
  }

  private init(unavailable reason: JournalError, lockTimeout: Double) {
    directory = ""
    path = ""
    self.lockTimeout = lockTimeout
    unavailable = reason
    readOnlyReason = reason
    pendingNotices = [reason]
  }

  /// Where the journal lives for `environment`, or nil when neither XDG_DATA_HOME nor HOME is
  /// usable. A relative XDG_DATA_HOME is ignored (the XDG rule).
  public static func defaultDirectory(environment: [String: String]) -> String? {
    if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") { return data + "/wxsh" }
    if let home = environment["HOME"], home.hasPrefix("/") { return home + "/.local/share/wxsh" }
    return nil
  }

  /// The log an older wxsh kept the journal in.
  public var logPath: String { directory + "/journal.jsonl" }
  /// The document an even older wxsh kept the journal in.
  public var documentPath: String { directory + "/journal.json" }
  /// The lock older wxsh take to change their files; held while they are moved in.
  var legacyLockPath: String { documentPath + ".lock" }
  /// Whether changes are refused in this session.
  public var isReadOnly: Bool { readOnlyReason != nil }

  /// Returns the warnings gathered since the last call and forgets them.
  public func takeNotices() -> [JournalError] {
    defer { pendingNotices = [] }
    return pendingNotices
  }

  // MARK: Reading

  /// How many entries there are.
  public func count() throws(JournalError) -> Int {
    try read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM entry") ?? 0 } ?? 0
  }

  /// The newest `limit` entries (all with nil), newest first.
  public func newest(limit: Int?) throws(JournalError) -> [JournalEntry] {
    try read { db in
      try entries(db, "SELECT * FROM entry ORDER BY number DESC LIMIT ?", [limit ?? -1])
    } ?? []
  }

  /// The newest `limit` entries (all with nil), newest first, and how many there are in all:
  /// one opening of the file for `:journal`.
  public func page(limit: Int?) throws(JournalError) -> (entries: [JournalEntry], total: Int) {
    try read { db in
      let found = try entries(db, "SELECT * FROM entry ORDER BY number DESC LIMIT ?", [limit ?? -1])
      let total =
        limit.map { found.count < $0 } ?? true
        ? found.count : try Int.fetchOne(db, sql: "SELECT count(*) FROM entry") ?? found.count
      return (found, total)
    } ?? ([], 0)
  }

  /// The entry numbered `number`, if there is one.
  public func entry(number: Int) throws(JournalError) -> JournalEntry? {
    try read { db in try entries(db, "SELECT * FROM entry WHERE number = ?", [number]).first }
      ?? nil
  }

  /// The entries that hold every one of `pieces` in their text or place, best match first
  /// (the newer of two equal ones first), at most `limit` of them; and how many match in all.
  public func search(_ pieces: [JournalSearchText.Piece], limit: Int?) throws(JournalError)
    -> (entries: [JournalEntry], total: Int)
  {
    guard !pieces.isEmpty else { return ([], 0) }
    let query = JournalSearchText.query(pieces)
    return try read { db in
      let found = try entries(
        db,
        """
        SELECT entry.* FROM entrySearch JOIN entry ON entry.number = entrySearch.rowid
        WHERE entrySearch MATCH ? ORDER BY bm25(entrySearch, 1.0, 0.5), entry.number DESC
        LIMIT ?
        """, [query, limit ?? -1])
      let total =
        limit.map { found.count < $0 } ?? true
        ? found.count
        : try Int.fetchOne(
          db, sql: "SELECT count(*) FROM entrySearch WHERE entrySearch MATCH ?",
          arguments: [query]) ?? found.count
      return (found, total)
    } ?? ([], 0)
  }

  /// The whole journal, oldest first, with the entries an older file held that could not be
  /// read: what `:journal export` writes. Tests and small journals; an export streams with
  /// ``export(newestFirst:start:entry:)``.
  public func export() throws(JournalError) -> Journal {
    var journal = Journal()
    let setAside = try export(
      newestFirst: false, start: { journal.nextNumber = $1 },
      entry: {
        journal.entries.append($0)
        return true
      })
    journal.setAside = setAside.map(\.entry)
    journal.setAsideReasons = setAside.map(\.reason)
    return journal
  }

  /// Reads the whole journal in one transaction, one entry at a time, so an export of any
  /// size holds one entry at once: `start` gets the number of entries and the next number to
  /// be given, `entry` each entry (false stops the reading). Returns the entries an older file
  /// held that could not be read, with why.
  @discardableResult
  public func export(
    newestFirst: Bool, start: (_ count: Int, _ nextNumber: Int) -> Void,
    entry: (JournalEntry) -> Bool
  ) throws(JournalError) -> [(entry: JSONValue, reason: String)] {
    try read { db in
      let count = try Int.fetchOne(db, sql: "SELECT count(*) FROM entry") ?? 0
      let sequence = try Int.fetchOne(
        db, sql: "SELECT seq FROM sqlite_sequence WHERE name = 'entry'")
      start(count, max(1, (sequence ?? 0) + 1))
      let rows = try Row.fetchCursor(
        db, sql: "SELECT * FROM entry ORDER BY number " + (newestFirst ? "DESC" : "ASC"))
      while let row = try rows.next() {
        guard entry(JournalRow.entry(row)) else { return [] }
      }
      var setAside: [(entry: JSONValue, reason: String)] = []
      for row in try Row.fetchAll(db, sql: "SELECT entry, reason FROM setAside ORDER BY id") {
        let text = JournalRow.text(row["entry"]) ?? ""
        setAside.append(
          (JSONValue.parse(Array(text.utf8)) ?? .string(text), JournalRow.text(row["reason"]) ?? "")
        )
      }
      return setAside
    } ?? []
  }

  private func entries(_ db: Database, _ sql: String, _ arguments: StatementArguments) throws
    -> [JournalEntry]
  {
    var found: [JournalEntry] = []
    let rows = try Row.fetchCursor(db, sql: sql, arguments: arguments)
    while let row = try rows.next() { found.append(JournalRow.entry(row)) }
    return found
  }

  /// Runs `body` on the database; nil when there is no journal yet.
  private func read<Value>(_ body: (Database) throws -> Value) throws(JournalError) -> Value? {
    guard let database = try open(creating: false) else { return nil }
    do {
      return try database.read(body)
    } catch {
      throw problem(error)
    }
  }

  // MARK: Changes

  /// Saves `entry` with the next number; returns the stored entry.
  @discardableResult
  public func add(_ entry: JournalEntry) throws(JournalError) -> JournalEntry {
    try change { db in
      var stored = entry
      stored.number = 0
      stored.number = try JournalRow.insert(stored, in: db)
      return stored
    }
  }

  /// Replaces the text of the entry `id` and sets its update time; returns the new entry.
  @discardableResult
  public func edit(id: String, text: String, at time: JournalTime) throws(JournalError)
    -> JournalEntry
  {
    try change { db in
      guard var entry = try entries(db, "SELECT * FROM entry WHERE id = ?", [id]).first else {
        throw JournalError.entryNotFound(id: id)
      }
      entry.text = text
      entry.updated = time
      try db.execute(
        sql: "UPDATE entry SET text = ?, updatedAt = ?, updatedZone = ? WHERE number = ?",
        arguments: [text, time.seconds, time.zone, entry.number])
      try db.execute(
        sql: "UPDATE entrySearch SET text = ? WHERE rowid = ?",
        arguments: [JournalSearchText.indexed(text), entry.number])
      return entry
    }
  }

  /// Deletes the entry `id`; returns it.
  @discardableResult
  public func remove(id: String) throws(JournalError) -> JournalEntry {
    try change { db in
      guard let entry = try entries(db, "SELECT * FROM entry WHERE id = ?", [id]).first else {
        throw JournalError.entryNotFound(id: id)
      }
      try db.execute(sql: "DELETE FROM entry WHERE number = ?", arguments: [entry.number])
      try db.execute(sql: "DELETE FROM entrySearch WHERE rowid = ?", arguments: [entry.number])
      return entry
    }
  }

  /// Runs `body` in one immediate transaction (the write lock taken first, so two sessions
  /// never interleave), committed to disk before returning.
  private func change<Value>(_ body: (Database) throws -> Value) throws(JournalError) -> Value {
    if let unavailable { throw .saveRefused(reason: unavailable) }
    guard let database = try open(creating: true) else {
      throw .saveRefused(reason: failure ?? .noLocation)
    }
    if let readOnlyReason { throw .saveRefused(reason: readOnlyReason) }
    do {
      return try Self.write(database, body)
    } catch {
      let problem = problem(error)
      if case .store(.readOnlyFile) = problem {
        readOnlyReason = problem
        throw .saveRefused(reason: problem)
      }
      throw problem
    }
  }

  ///
  /// The write-ahead log is then folded into the database and emptied: between changes the
  /// database file alone is the journal, so a copy of it is whole, and a backup copied over it
  /// (`cp`) is never mixed with pages of the log written before.
  private static func write<Value>(_ database: DatabaseQueue, _ body: (Database) throws -> Value)
    throws -> Value
  {
    try database.writeWithoutTransaction { db in
      var value: Value?
      try db.inTransaction(.immediate) {
        value = try body(db)
        return .commit
      }
      guard let value else { throw JournalError.noLocation }
      // Committed and synced already: a checkpoint another session holds up is only retried
      // by the next change.
      _ = try? db.checkpoint(.truncate)
      return value
    }
  }

  // MARK: Opening

  /// The database, opened (and first made, when `creating`) and brought up to date; nil when
  /// there is no journal yet and none is to be made.
  ///
  /// Each use opens the file anew and closes it after (about a millisecond): a session keeps
  /// nothing of the journal between commands, so a backup copied over the file or moved in its
  /// place while a shell is open is what the next command reads and writes, never mixed with
  /// pages cached from the file before.
  private func open(creating: Bool) throws(JournalError) -> DatabaseQueue? {
    if let unavailable {
      if creating { throw .saveRefused(reason: unavailable) }
      return nil
    }
    if let failure { throw failure }
    let legacy = hasLegacyFiles()
    let exists = FileStamp.of(path) != nil
    if !exists, !legacy, !creating { return nil }
    do {
      if !exists {
        try PrivateDirectory.create(directory)
        try Self.createPrivateFile(path)
      }
      let database = try connect()
      if try legacy || needsMigration(database) {
        // Older wxsh change their files only under this lock; migrating and moving the old
        // files in take it too, so two sessions never do either at once.
        try PrivateDirectory.create(directory)
        let lock = try FileLock(path: legacyLockPath, timeout: lockTimeout)
        defer { lock.unlock() }
        try migrate(database)
        if legacy, readOnlyReason == nil { try moveLegacyFiles(into: database) }
      }
      return database
    } catch {
      let problem = problem(error)
      if case .damaged = problem { failure = problem }
      throw problem
    }
  }

  /// Switches the database to its write-ahead log (which it keeps once switched), asking again
  /// after a short random pause while SQLite answers busy, until `timeout` seconds have passed.
  ///
  /// Several sessions adding to a new journal at once each ask for the switch. SQLite answers
  /// a session that holds a read lock while another holds one too at once, without waiting
  /// (each could wait for the other forever), so under load a first `:journal add` failed as
  /// "another wxsh is saving" (four sessions of ten adds each at once: 1 to 6 of 120 to 320
  /// sessions failed; none of 480 since).
  static func useWriteAheadLog(_ db: Database, within timeout: Double) throws {
    let deadline = ContinuousClock.now + .milliseconds(Int(timeout * 1000))
    while true {
      do {
        let mode = try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL")
        guard mode?.lowercased() == "wal" else {
          throw DatabaseError(
            message: "could not use a write-ahead log (journal mode \(mode ?? "none"))")
        }
        return
      } catch let error as DatabaseError
        where error.resultCode == .SQLITE_BUSY && ContinuousClock.now < deadline
      {
        usleep(UInt32.random(in: 2_000...20_000))
      }
    }
  }

  /// Opens the connection: WAL, full syncs, a busy timeout; read-only when the file is.
  private func connect() throws -> DatabaseQueue {
    var configuration = Configuration()
    configuration.label = "journal"
    configuration.busyMode = .timeout(lockTimeout)
    if access(path, W_OK) != 0 {
      configuration.readonly = true
      if readOnlyReason == nil { pendingNotices.append(.store(.readOnlyFile(path: path))) }
      readOnlyReason = .store(.readOnlyFile(path: path))
      return try DatabaseQueue(path: path, configuration: configuration)
    }
    let timeout = lockTimeout
    configuration.prepareDatabase { db in
      try Self.useWriteAheadLog(db, within: timeout)
      try db.execute(sql: "PRAGMA synchronous = FULL")
      // A checkpoint cuts the write-ahead log back to this size, so the next session does not
      // read a big one (moving a big journal in writes tens of megabytes to it).
      try db.execute(sql: "PRAGMA journal_size_limit = \(4 << 20)")
    }
    return try DatabaseQueue(path: path, configuration: configuration)
  }

  /// Whether the database lacks migrations this wxsh knows (a new, empty file lacks all); a
  /// database a newer wxsh migrated further makes the session read-only (it is read as far as
  /// this wxsh understands it and never changed).
  private func needsMigration(_ database: DatabaseQueue) throws -> Bool {
    let migrator = JournalSchema.migrator
    let (exists, superseded, complete) = try database.read { db in
      guard try db.tableExists("grdb_migrations") else { return (false, false, false) }
      return (true, try migrator.hasBeenSuperseded(db), try migrator.hasCompletedMigrations(db))
    }
    guard exists else { return true }
    if superseded {
      let applied = try database.read { db in try migrator.appliedIdentifiers(db).count }
      let reason = JournalError.store(
        .newerSchema(path: path, schemaVersion: applied, supported: JournalSchema.version))
      if readOnlyReason == nil { pendingNotices.append(reason) }
      readOnlyReason = reason
      return false
    }
    return !complete
  }

  /// Applies the migrations this database lacks, unless it turned out newer. The lock is held.
  private func migrate(_ database: DatabaseQueue) throws {
    if try needsMigration(database), readOnlyReason == nil {
      try JournalSchema.migrator.migrate(database)
    }
  }

  /// Creates an empty file at `path`, readable and writable by its owner only (the
  /// database's `-wal` and `-shm` files take the same mode).
  private static func createPrivateFile(_ path: String) throws(StorageError) {
    let fd = Glibc.open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard fd >= 0 else {
      let code = errno
      if code == EEXIST { return }
      throw .system(operation: "create", path: path, errno: code)
    }
    close(fd)
  }

  // MARK: The older files

  /// Whether an older file may hold entries not yet moved in (it exists and is not a stub).
  private func hasLegacyFiles() -> Bool {
    [logPath, documentPath].contains { path in
      guard FileStamp.of(path) != nil else { return false }
      let bytes = (try? SafeFile.readPrefix(path, count: 4096)) ?? nil
      return bytes.map { !LegacyJournal.isStub($0) } ?? false
    }
  }

  /// Moves the entries of the older files into the database (by id: an entry already there
  /// is not added twice), keeps each file as a dated backup and puts a stub in its place.
  /// The older wxsh's lock is held.
  private func moveLegacyFiles(into database: DatabaseQueue) throws {
    var backupOfLog: String?
    for legacyPath in [logPath, documentPath] {
      let backup = legacyPath + ".bak-" + VersionedStore<JournalFormat>.utcTimestamp()
      let moved: LegacyJournal.Moved
      do {
        guard
          let done = try Self.write(
            database,
            { db in
              try LegacyJournal.move(legacyPath, backup: backup, into: db)
            })
        else { continue }
        moved = done
      } catch let error as JournalError {
        // Never imported and never replaced: the file stays for the user to look at.
        pendingNotices.append(error)
        return
      } catch {
        // The transaction did not commit: the backup of what it would have moved goes too.
        unlink(backup)
        throw error
      }
      if legacyPath == logPath { backupOfLog = backup }
      pendingNotices.append(.moved(from: legacyPath, to: path, count: moved.added, backup: backup))
      if let first = moved.firstReason {
        pendingNotices.append(.entriesSetAside(path: backup, count: moved.setAside, first: first))
      }
      let stub =
        legacyPath == logPath
        ? LegacyJournal.logStub(database: path, backup: backup)
        : LegacyJournal.documentStub(database: path, backup: backupOfLog ?? backup)
      try SafeFile.replace(legacyPath, with: stub)
    }
    // The stub of a log-era `journal.json` (schema 2) is replaced too, so even the oldest
    // wxsh shows where the journal went.
    if let backupOfLog, FileStamp.of(documentPath) != nil,
      (try? SafeFile.readPrefix(documentPath, count: 4096)).flatMap({ $0 }).map(
        LegacyJournal.isStub) == false
    {
      try SafeFile.replace(
        documentPath, with: LegacyJournal.documentStub(database: path, backup: backupOfLog))
    }
  }

  // MARK: Errors

  /// The journal error for what SQLite or the file system said.
  private func problem(_ error: any Error) -> JournalError {
    if let error = error as? JournalError { return error }
    if let error = error as? StorageError {
      if case .lockTimeout = error { return .store(.lockBusy(lockPath: legacyLockPath)) }
      return .store(.unreadable(path: path, cause: error))
    }
    guard let error = error as? DatabaseError else {
      return .database(path: path, reason: String(describing: error))
    }
    let reason = error.message ?? "SQLite error \(error.resultCode.rawValue)"
    switch error.resultCode {
    case .SQLITE_BUSY, .SQLITE_LOCKED: return .store(.lockBusy(lockPath: path))
    case .SQLITE_CORRUPT, .SQLITE_NOTADB: return .damaged(path: path, reason: reason)
    case .SQLITE_READONLY, .SQLITE_PERM: return .store(.readOnlyFile(path: path))
    default: return .database(path: path, reason: reason)
    }
  }
}
