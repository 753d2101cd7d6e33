import JSON
import VersionedStore

/// The ordered, pure steps that bring an older journal up to the current schema.
///
/// `steps[n]` turns a schema-`n` object into a schema-`n+1` object; adding schema 2 means
/// adding one function for step 1 and raising `Journal.currentSchemaVersion`. Validation
/// happens once, on the result, in `JournalCodec`.
enum JournalMigrations {
  /// Why a migration could not be done, as a field path and a reason.
  struct Failure: Error {
    /// The one-line reason, starting with the field path.
    let reason: String
  }

  /// One step: a schema-`n` object to a schema-`n+1` object.
  typealias Step = @Sendable ([String: JSONValue]) throws(Failure) -> [String: JSONValue]

  /// The steps by the version they start from.
  static let steps: [Int: Step] = [0: fromVersion0]

  /// Applies every step from `version` up to `target`.
  static func migrate(
    _ object: [String: JSONValue], from version: Int,
    to target: Int = Journal.currentSchemaVersion, using steps: [Int: Step] = steps
  ) throws(Failure) -> [String: JSONValue] {
    var object = object
    var current = version
    while current < target {
      guard let step = steps[current] else {
        throw Failure(reason: "schemaVersion \(version) is too old for this wxsh to migrate")
      }
      object = try step(object)
      current += 1
    }
    object["schemaVersion"] = .integer(Int64(target))
    object["minReaderVersion"] = .integer(Int64(min(target, Journal.currentMinReaderVersion)))
    return object
  }

  /// Schema 0 (the unversioned pre-release layout) → 1.
  ///
  /// Entries had no ids, `created` was a bare UTC string and `place` just a name. Each entry
  /// gets the id `v0-<n>` (its 1-based position), so the ids are the same on every load until
  /// the first save writes them.
  static func fromVersion0(_ old: [String: JSONValue]) throws(Failure) -> [String: JSONValue] {
    var object = old
    guard let entries = object["entries"] else { return object }
    guard case .array(let items) = entries else {
      throw Failure(reason: "entries: expected an array, found \(entries.summary)")
    }
    var migrated: [JSONValue] = []
    for (index, item) in items.enumerated() {
      guard case .object(var entry) = item else {
        throw Failure(reason: "entries[\(index)]: expected an object, found \(item.summary)")
      }
      if entry["id"] == nil { entry["id"] = .string("v0-\(index + 1)") }
      for key in ["created", "updated"] {
        if case .string(let utc)? = entry[key] { entry[key] = .object(["utc": .string(utc)]) }
      }
      if entry["updated"] == nil, let created = entry["created"] { entry["updated"] = created }
      if case .string(let name)? = entry["place"] {
        entry["place"] = .object(["name": .string(name)])
      }
      migrated.append(.object(entry))
    }
    object["entries"] = .array(migrated)
    return object
  }
}
