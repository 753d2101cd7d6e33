import JSON

/// Reads the envelope every versioned wxsh file shares: a JSON object with `schemaVersion` and
/// `minReaderVersion`, classified as current, migrated, newer or corrupt.
///
/// The profile and the journal codecs supply only what differs: how to migrate an older object
/// and how to decode a current one.
public enum VersionedJSON {
  /// Why the bytes are not a valid document, starting with the field path.
  public struct Invalid: Error, Sendable {
    /// The one-line reason.
    public let reason: String

    /// Creates a reason.
    public init(reason: String) { self.reason = reason }
  }

  /// Decodes `bytes` as a document of schema `currentVersion`.
  ///
  /// - Parameters:
  ///   - versionWhenMissing: the schema of a file without `schemaVersion`.
  ///   - valueLimit: the most JSON values the file may hold (a tree costs up to 60 bytes a
  ///     value).
  ///   - migrate: turns an object of an older schema into a current one.
  ///   - decodeCurrent: decodes an object of the current schema.
  ///   - setVersions: records the file's schema and reader versions on a decoded document.
  public static func decode<Document>(
    _ bytes: [UInt8], currentVersion: Int, versionWhenMissing: Int,
    minimumVersion: Int = 1, valueLimit: Int = JSONValue.valueLimit,
    migrate: ([String: JSONValue], Int) throws(Invalid) -> [String: JSONValue],
    decodeCurrent: ([String: JSONValue]) throws(Invalid) -> Document,
    setVersions: (inout Document, _ schema: Int, _ minReader: Int) -> Void
  ) -> VersionedDecoding<Document> {
    if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
      return .corrupt(reason: "the file is empty")
    }
    let root: JSONValue
    switch JSONValue.parseChecked(bytes, valueLimit: valueLimit) {
    case .success(let value): root = value
    case .failure(.tooManyValues(let limit)):
      return .corrupt(
        reason: "the file holds more than \(limit) JSON values, more than wxsh reads from a file")
    case .failure(.invalid):
      return .corrupt(
        reason: bytes.contains(0)
          ? "the file holds NUL bytes and is not valid JSON" : "the file is not valid JSON")
    }
    guard case .object(let object) = root else {
      return .corrupt(reason: "the file holds \(root.summary), not a JSON object")
    }
    return decode(
      object: object, currentVersion: currentVersion, versionWhenMissing: versionWhenMissing,
      minimumVersion: minimumVersion, migrate: migrate, decodeCurrent: decodeCurrent,
      setVersions: setVersions)
  }

  /// Reads a file's top-level object as ``decode(_:currentVersion:versionWhenMissing:minimumVersion:valueLimit:migrate:decodeCurrent:setVersions:)``
  /// does once it is parsed: the versions checked, then migrated or decoded.
  public static func decode<Document>(
    object: [String: JSONValue], currentVersion: Int, versionWhenMissing: Int,
    minimumVersion: Int = 1,
    migrate: ([String: JSONValue], Int) throws(Invalid) -> [String: JSONValue],
    decodeCurrent: ([String: JSONValue]) throws(Invalid) -> Document,
    setVersions: (inout Document, _ schema: Int, _ minReader: Int) -> Void
  ) -> VersionedDecoding<Document> {
    do throws(Invalid) {
      let schema =
        try version(object, "schemaVersion", minimum: minimumVersion) ?? versionWhenMissing
      let minReader = try version(object, "minReaderVersion", minimum: minimumVersion) ?? schema
      if minReader > currentVersion {
        return .newer(readable: nil, schemaVersion: schema, minReaderVersion: minReader)
      }
      if schema > currentVersion {
        var readable: Document?
        if var document = try? decodeCurrent(object) {
          setVersions(&document, schema, minReader)
          readable = document
        }
        return .newer(readable: readable, schemaVersion: schema, minReaderVersion: minReader)
      }
      if schema < currentVersion {
        return .migrated(try decodeCurrent(try migrate(object, schema)), fromVersion: schema)
      }
      var document = try decodeCurrent(object)
      setVersions(&document, schema, minReader)
      return .current(document)
    } catch {
      return .corrupt(reason: error.reason)
    }
  }

  /// A version field: nil when absent, else a whole number from `minimum` on.
  public static func version(_ object: [String: JSONValue], _ key: String, minimum: Int = 1)
    throws(Invalid) -> Int?
  {
    guard let value = object[key] else { return nil }
    guard let number = value.wholeNumber, number >= Int64(minimum), number <= Int64(Int32.max)
    else {
      throw Invalid(reason: "\(key): expected a whole number ≥ \(minimum), found \(value.summary)")
    }
    return Int(number)
  }

  /// A string field: "" when absent (an error when `required`), else it must be a string.
  public static func text(_ value: JSONValue?, _ path: String, required: Bool = false)
    throws(Invalid) -> String
  {
    guard let value else {
      if required { throw Invalid(reason: "\(path): missing") }
      return ""
    }
    guard case .string(let string) = value, !(required && string.isEmpty) else {
      throw Invalid(
        reason: "\(path): expected \(required ? "a non-empty" : "a") string, found \(value.summary)"
      )
    }
    return string
  }

  /// Keys a newer wxsh wrote that this one does not know, sorted, to write back unchanged.
  public static func extras(_ extra: [String: JSONValue], known: Set<String>)
    -> [JSONWriter.Member]
  {
    JSONWriter.sorted(extra.filter { !known.contains($0.key) })
  }
}
