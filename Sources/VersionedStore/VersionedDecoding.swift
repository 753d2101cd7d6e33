/// What the bytes of a versioned file turned out to be.
public enum VersionedDecoding<Document> {
  /// A document of the current schema.
  case current(Document)
  /// A document of an older schema, migrated in memory; `fromVersion` is the file's version.
  case migrated(Document, fromVersion: Int)
  /// A file written by a newer wxsh: `readable` is what this wxsh understood of it (nil when it
  /// needs a newer reader); it must never be rewritten.
  case newer(readable: Document?, schemaVersion: Int, minReaderVersion: Int)
  /// Not a valid document: not JSON, not an object, or a known field with an invalid value.
  case corrupt(reason: String)
}
