/// How one kind of versioned file is read and written, for `VersionedStore`.
public protocol VersionedFormat {
  /// The in-memory document.
  associatedtype Document: Equatable
  /// The error type the store reports problems and refusals with.
  associatedtype Failure: StoreFailure

  /// The schema version this wxsh writes (and the highest it can read).
  static var currentSchemaVersion: Int { get }
  /// The document used when there is no file (or it was moved aside).
  static func emptyDocument() -> Document
  /// Reads the bytes of a file.
  static func decode(_ bytes: [UInt8]) -> VersionedDecoding<Document>
  /// The bytes of `document` written as the current schema.
  static func encode(_ document: Document) -> [UInt8]
  /// Marks `document` as being of the current schema before it is compared and written.
  static func markCurrent(_ document: inout Document)
}
