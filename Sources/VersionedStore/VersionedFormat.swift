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
  /// Top-level keys only this kind of file has (`"places"`, `"entries"`…): a non-empty file
  /// naming none of them is someone else's file, never moved aside or rewritten.
  static var signatureKeys: [String] { get }
  /// The most bytes the file may have: reads refuse a bigger file and saves refuse to write
  /// one, so every file a save writes can be read back.
  static var maximumBytes: Int { get }
}

extension VersionedFormat {
  /// The shared read cap of `SafeFile`.
  public static var maximumBytes: Int { 64 << 20 }
}
