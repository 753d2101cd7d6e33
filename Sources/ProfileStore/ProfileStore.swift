import Storage
import VersionedStore

/// The profile file: loaded at start, changed only through locked, crash-safe updates.
///
/// The save protocol (lock, re-read, apply, temp + fsync + rename + directory fsync, corrupt
/// files moved aside, newer and unreadable files read-only, one-time migration backup) is the
/// shared `VersionedStore`; this type adds the profile's location rules and operations.
///
/// Not thread-safe: one session owns one store.
public final class ProfileStore {
  private let store: VersionedStore<ProfileFormat>

  /// Opens the profile at `path` and loads it (sweeping stray temp files first).
  ///
  /// Never throws: problems become notices (`takeNotices()`) and, where the file must not be
  /// written, `readOnlyReason`.
  public init(path: String, lockTimeout: Double = 2.0) {
    store = VersionedStore(path: path, lockTimeout: lockTimeout)
  }

  /// Opens the profile chosen by `--profile` (nil when not given) and the environment.
  ///
  /// When no location can be worked out the store is read-only with default settings.
  public init(
    profileOption: String?, environment: [String: String], lockTimeout: Double = 2.0
  ) {
    do throws(ProfileError) {
      let path = try ProfileLocation.resolve(
        profileOption: profileOption, environment: environment)
      store = VersionedStore(path: path, lockTimeout: lockTimeout)
    } catch {
      store = VersionedStore(unavailable: error, lockTimeout: lockTimeout)
    }
  }

  /// The profile file's absolute path (empty when no location could be worked out).
  public var path: String { store.path }
  /// The profile as last loaded or saved.
  public var profile: Profile { store.document }
  /// Why saves are refused in this session, or nil when the profile is writable.
  public var readOnlyReason: ProfileError? { store.readOnlyReason }
  /// How long `update` waits for another wxsh's lock, in seconds.
  public var lockTimeout: Double { store.lockTimeout }
  /// The lock file next to the profile.
  public var lockPath: String { store.lockPath }
  /// Whether saves are refused in this session.
  public var isReadOnly: Bool { store.isReadOnly }

  /// Returns the warnings gathered since the last call (corrupt file moved aside, newer or
  /// unreadable file, older schema migrated) and forgets them; print each `message`.
  public func takeNotices() -> [ProfileError] { store.takeNotices() }

  /// Whether another session replaced or changed the file since this store last read or wrote
  /// it (a `stat`: device, inode, size and times; no read).
  public func hasChangedOnDisk() -> Bool { store.hasChangedOnDisk() }

  /// Reloads the profile if another session changed it; returns whether it did.
  ///
  /// Call before showing saved places (`:list`, `:go`). Saves re-read the file anyway.
  @discardableResult
  public func refresh() -> Bool { store.refresh() }

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
    try store.update(change)
  }

  /// Where the original of a schema-`fromVersion` file is kept before its first migrating save.
  public func backupPath(fromVersion: Int) -> String { store.backupPath(fromVersion: fromVersion) }
}
