import VersionedStore

/// The journal file: loaded at start, changed only through locked, crash-safe updates.
///
/// Built on the same `VersionedStore` as the profile: every change re-reads the file under the
/// lock and applies itself to what is there, so concurrent sessions lose nothing.
public final class JournalStore {
  private let store: VersionedStore<JournalFormat>
  /// The set-aside reasons last reported, so each load reports them once.
  private var reportedSetAside: [String] = []

  /// Opens the journal at `path` and loads it.
  public init(path: String, lockTimeout: Double = 2.0) {
    store = VersionedStore(path: path, lockTimeout: lockTimeout)
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
    store = VersionedStore(unavailable: reason, lockTimeout: lockTimeout)
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

  /// The journal file's path (empty when there is none).
  public var path: String { store.path }
  /// The journal as last loaded or saved.
  public var journal: Journal { store.document }
  /// Why saves are refused in this session, or nil when the journal is writable.
  public var readOnlyReason: JournalError? { store.readOnlyReason }
  /// Whether saves are refused in this session.
  public var isReadOnly: Bool { store.isReadOnly }
  /// Where the original of a schema-`fromVersion` file is kept before its first migrating save.
  public func backupPath(fromVersion: Int) -> String { store.backupPath(fromVersion: fromVersion) }

  /// Returns the warnings gathered since the last call and forgets them.
  ///
  /// Entries set aside on load (see `JournalCodec`) are reported once per change.
  public func takeNotices() -> [JournalError] {
    var notices = store.takeNotices()
    let reasons = store.document.setAsideReasons
    if reasons != reportedSetAside {
      reportedSetAside = reasons
      if !reasons.isEmpty { notices.append(.entriesSetAside(path: store.path, reasons: reasons)) }
    }
    return notices
  }

  /// Reloads the journal if another session changed it; returns whether it did.
  @discardableResult
  public func refresh() -> Bool { store.refresh() }

  /// Appends `entry` to the journal on disk with the next number; returns the stored entry.
  @discardableResult
  public func add(_ entry: JournalEntry) throws(JournalError) -> JournalEntry {
    try store.update { (journal: inout Journal) throws(JournalError) in
      journal.append(numbering: entry)
    }
  }

  /// Replaces the text of the entry `id` and sets its update time; returns the new entry.
  @discardableResult
  public func edit(id: String, text: String, at time: JournalTime) throws(JournalError)
    -> JournalEntry
  {
    try store.update { (journal: inout Journal) throws(JournalError) in
      guard let index = journal.entries.firstIndex(where: { $0.id == id }) else {
        throw .entryNotFound(id: id)
      }
      journal.entries[index].text = text
      journal.entries[index].updated = time
      return journal.entries[index]
    }
  }

  /// Deletes the entry `id`; returns it.
  @discardableResult
  public func remove(id: String) throws(JournalError) -> JournalEntry {
    try store.update { (journal: inout Journal) throws(JournalError) in
      guard let index = journal.entries.firstIndex(where: { $0.id == id }) else {
        throw .entryNotFound(id: id)
      }
      return journal.entries.remove(at: index)
    }
  }

  /// Applies `change` to the journal as it is on disk under the lock, and saves the result.
  public func update<Value>(
    _ change: (inout Journal) throws(JournalError) -> Value
  ) throws(JournalError) -> Value {
    try store.update(change)
  }
}
