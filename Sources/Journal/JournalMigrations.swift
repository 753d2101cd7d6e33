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

  /// One entry's part of each step, by the version it starts from: `index` is the entry's
  /// place in the file (from 0).
  typealias EntryStep = @Sendable (JSONValue, _ index: Int) throws(Failure) -> JSONValue

  /// The entry steps by the version they start from.
  static let entrySteps: [Int: EntryStep] = [0: entryFromVersion0]

  /// Applies every entry step from `version` up to the current schema to one entry.
  static func migrate(entry: JSONValue, index: Int, from version: Int) throws(Failure) -> JSONValue
  {
    var entry = entry
    for current in version..<max(version, Journal.currentSchemaVersion) {
      guard let step = entrySteps[current] else {
        throw Failure(reason: "schemaVersion \(version) is too old for this wxsh to migrate")
      }
      entry = try step(entry, index)
    }
    return entry
  }

  /// Schema 0 (the unversioned pre-release layout) → 1: each entry as
  /// ``entryFromVersion0(_:index:)`` migrates it.
  static func fromVersion0(_ old: [String: JSONValue]) throws(Failure) -> [String: JSONValue] {
    var object = old
    guard let entries = object["entries"] else { return object }
    guard case .array(let items) = entries else {
      throw Failure(reason: "entries: expected an array, found \(entries.summary)")
    }
    var migrated: [JSONValue] = []
    for (index, item) in items.enumerated() {
      migrated.append(try entryFromVersion0(item, index: index))
    }
    object["entries"] = .array(migrated)
    return object
  }

  /// One entry of schema 0 → 1.
  ///
  /// Entries had no ids, `created` was a bare UTC string and `place` just a name. Each entry
  /// gets the id `v0-<n>` (its 1-based position), so the ids are the same on every load until
  /// the first save writes them.
  static func entryFromVersion0(_ item: JSONValue, index: Int) throws(Failure) -> JSONValue {
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
    return .object(entry)
  }
}
