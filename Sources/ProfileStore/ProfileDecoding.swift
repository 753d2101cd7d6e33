/// What the bytes of a profile file turned out to be.
public enum ProfileDecoding: Sendable, Equatable {
  /// A profile of the current schema (or with no `schemaVersion`, such as `{}`).
  case current(Profile)
  /// A profile of an older schema, migrated in memory; `fromVersion` is the file's version.
  case migrated(Profile, fromVersion: Int)
  /// A file written by a newer wxsh. `profile` is what this wxsh could read of it (nil when the
  /// file says it needs a newer reader, or did not make sense to this one); it must not be
  /// rewritten.
  case newer(profile: Profile?, schemaVersion: Int, minReaderVersion: Int)
  /// Not a profile: not JSON, not an object, or a known field with an invalid value.
  case corrupt(reason: String)
}
