import JSON
import VersionedStore

/// The ordered, pure steps that bring an older profile up to the current schema.
///
/// Step `n` turns a schema-`n` object into a schema-`n+1` object. Each step only renames and
/// reshapes keys; validation happens once, on the result, in `ProfileCodec`.
enum ProfileMigrations {
  /// Why a migration could not be done, as a field path and a reason.
  struct Failure: Error {
    /// The one-line reason, starting with the field path.
    let reason: String
  }

  /// Runs the step from `version` to `version + 1`; false when there is none.
  static func step(
    from version: Int, _ object: inout [String: JSONValue]
  ) throws(Failure) -> Bool {
    switch version {
    case 1: object = try fromVersion1(object)
    case 2: object = fromVersion2(object)
    default: return false
    }
    return true
  }

  /// Applies every step from `version` up to `Profile.currentSchemaVersion`.
  static func migrate(
    _ object: [String: JSONValue], from version: Int
  ) throws(Failure) -> [String: JSONValue] {
    var object = object
    var current = version
    while current < Profile.currentSchemaVersion {
      guard try step(from: current, &object) else {
        throw Failure(reason: "schemaVersion \(version) is too old for this wxsh to migrate")
      }
      current += 1
    }
    object["schemaVersion"] = .integer(Int64(Profile.currentSchemaVersion))
    object["minReaderVersion"] = .integer(Int64(Profile.currentMinReaderVersion))
    return object
  }

  /// Schema 1 (the pre-release layout) → 2.
  ///
  /// Places used short keys (`id`, `admin1`, `country`, `lat`, `lon`, `timezone`), units were
  /// one word (`metric` or `imperial`) and the last viewed place was `lastViewed`.
  static func fromVersion1(_ old: [String: JSONValue]) throws(Failure) -> [String: JSONValue] {
    var object = old
    let renames = [
      ("id", "geonameId"), ("admin1", "region"), ("country", "countryCode"),
      ("lat", "latitude"), ("lon", "longitude"), ("timezone", "timeZone"),
    ]
    if let places = object["places"] {
      guard case .array(let items) = places else {
        throw Failure(reason: "places: expected an array, found \(places.summary)")
      }
      var migrated: [JSONValue] = []
      for (index, item) in items.enumerated() {
        guard case .object(var place) = item else {
          throw Failure(reason: "places[\(index)]: expected an object, found \(item.summary)")
        }
        for (old, new) in renames {
          if let value = place.removeValue(forKey: old) { place[new] = value }
        }
        migrated.append(.object(place))
      }
      object["places"] = .array(migrated)
    }
    if let units = object.removeValue(forKey: "units") {
      switch units {
      case .string("metric"): object["units"] = .object([:])
      case .string("imperial"):
        object["units"] = .object([
          "temperature": .string("f"), "wind": .string("mph"), "precipitation": .string("in"),
        ])
      default:
        throw Failure(reason: "units: expected \"metric\" or \"imperial\", found \(units.summary)")
      }
    }
    if let viewed = object.removeValue(forKey: "lastViewed") {
      object["lastViewedPlaceId"] = viewed
    }
    return object
  }

  /// Schema 2 → 3: every place of a schema-2 file is a gazetteer place under its own name.
  ///
  /// Schema 3 adds `source` (`online`, `coordinates`) and `customName` to places. Nothing is
  /// renamed, but a schema-2 reader cannot read a saved point (it has no `geonameId`), so
  /// schema-3 files need a schema-3 reader.
  static func fromVersion2(_ old: [String: JSONValue]) -> [String: JSONValue] {
    old
  }
}
