import VersionedStore

/// Turns journal files into `Journal` values and back (the schema is in DESIGN.md, "Journal").
///
/// A known field with an invalid value makes the whole file corrupt (it is moved aside intact);
/// unknown keys are kept and written back.
public enum JournalCodec {
  /// Why the bytes are not a valid journal, starting with the field path.
  typealias Invalid = VersionedJSON.Invalid

  /// Reads the bytes of a journal file.
  public static func decode(_ bytes: [UInt8]) -> VersionedDecoding<Journal> {
    // Version 0 files (before the schema was versioned) have no schemaVersion.
    VersionedJSON.decode(
      bytes, currentVersion: Journal.currentSchemaVersion, versionWhenMissing: 0,
      minimumVersion: 0,
      migrate: { (object, schema) throws(Invalid) in
        do throws(JournalMigrations.Failure) {
          return try JournalMigrations.migrate(object, from: schema)
        } catch {
          throw Invalid(reason: error.reason + " (schema \(schema))")
        }
      },
      decodeCurrent: { (object) throws(Invalid) in try decodeCurrent(object) },
      setVersions: { journal, schema, minReader in
        journal.schemaVersion = schema
        journal.minReaderVersion = minReader
      })
  }

  /// The bytes of `journal` written as the current schema: indented JSON ending in a newline.
  public static func encode(_ journal: Journal) -> [UInt8] {
    let members: [JSONWriter.Member] = [
      ("schemaVersion", .value(.integer(Int64(Journal.currentSchemaVersion)))),
      ("minReaderVersion", .value(.integer(Int64(Journal.currentMinReaderVersion)))),
      ("entries", .array(journal.entries.map(encode(entry:)))),
    ]
    return JSONWriter.document(members + VersionedJSON.extras(journal.extra, known: topKeys))
  }

  static let topKeys: Set<String> = ["schemaVersion", "minReaderVersion", "entries"]
  static let entryKeys: Set<String> = ["id", "created", "updated", "text", "place", "weather"]

  static func encode(time: JournalTime) -> JSONWriter.Node {
    var members: [JSONWriter.Member] = [("utc", .value(.string(time.utcText)))]
    if let zone = time.zone { members.append(("zone", .value(.string(zone)))) }
    return .object(members)
  }

  static func encode(entry: JournalEntry) -> JSONWriter.Node {
    var members: [JSONWriter.Member] = [
      ("id", .value(.string(entry.id))),
      ("created", encode(time: entry.created)),
      ("updated", encode(time: entry.updated)),
      ("text", .value(.string(entry.text))),
    ]
    if let place = entry.place {
      var fields: [JSONWriter.Member] = []
      if let id = place.geonameID { fields.append(("geonameId", .value(.integer(Int64(id))))) }
      fields += [
        ("name", .value(.string(place.name))),
        ("region", .value(.string(place.region))),
        ("countryCode", .value(.string(place.countryCode))),
        ("countryName", .value(.string(place.countryName))),
      ]
      if let latitude = place.latitude { fields.append(("latitude", .value(.number(latitude)))) }
      if let longitude = place.longitude {
        fields.append(("longitude", .value(.number(longitude))))
      }
      fields.append(("timeZone", .value(.string(place.timeZone))))
      members.append(("place", .object(fields)))
    }
    if let weather = entry.weather {
      var fields: [JSONWriter.Member] = [
        ("provider", .value(.string(weather.provider))),
        ("fetchedAt", .value(.string(JournalTime(seconds: weather.fetchedAt).utcText))),
        ("conditionCode", .value(.integer(Int64(weather.conditionCode)))),
        ("temperatureC", .value(.number(weather.temperatureC))),
      ]
      if let isDay = weather.isDay { fields.append(("isDay", .value(.bool(isDay)))) }
      members.append(("weather", .object(fields)))
    }
    return .object(members + VersionedJSON.extras(entry.extra, known: entryKeys))
  }

  // MARK: Decoding the current schema

  static func decodeCurrent(_ object: [String: JSONValue]) throws(Invalid) -> Journal {
    var journal = Journal()
    if let entries = object["entries"] {
      guard case .array(let items) = entries else {
        throw Invalid(reason: "entries: expected an array, found \(entries.summary)")
      }
      var seen: [String: Int] = [:]
      for (index, item) in items.enumerated() {
        let entry = try decodeEntry(item, path: "entries[\(index)]")
        if let first = seen[entry.id] {
          throw Invalid(
            reason: "entries[\(index)]: id \"\(entry.id)\" is already used by entries[\(first)]")
        }
        seen[entry.id] = index
        journal.entries.append(entry)
      }
    }
    journal.extra = object.filter { !topKeys.contains($0.key) }
    return journal
  }

  static func decodeEntry(_ value: JSONValue, path: String) throws(Invalid) -> JournalEntry {
    guard case .object(let fields) = value else {
      throw Invalid(reason: "\(path): expected an object, found \(value.summary)")
    }
    let id = try VersionedJSON.text(fields["id"], "\(path).id", required: true)
    guard let createdValue = fields["created"] else {
      throw Invalid(reason: "\(path).created: missing")
    }
    let created = try time(createdValue, "\(path).created")
    let updated = try fields["updated"].map { (value) throws(Invalid) in
      try time(value, "\(path).updated")
    }
    guard case .string(let body)? = fields["text"] else {
      throw Invalid(reason: "\(path).text: expected a string")
    }
    var entry = JournalEntry(id: id, created: created, updated: updated, text: body)
    if let place = fields["place"], place != .null {
      entry.place = try decodePlace(place, path: "\(path).place")
    }
    if let weather = fields["weather"], weather != .null {
      entry.weather = try decodeWeather(weather, path: "\(path).weather")
    }
    entry.extra = fields.filter { !entryKeys.contains($0.key) }
    return entry
  }

  static func time(_ value: JSONValue, _ path: String) throws(Invalid) -> JournalTime {
    guard case .object(let fields) = value else {
      throw Invalid(reason: "\(path): expected an object, found \(value.summary)")
    }
    guard case .string(let utc)? = fields["utc"], let seconds = JournalTime.parseUTC(utc) else {
      throw Invalid(reason: "\(path).utc: expected a time like \"2026-08-21T10:15:30Z\"")
    }
    var zone: String?
    if let value = fields["zone"], value != .null {
      guard case .string(let text) = value else {
        throw Invalid(reason: "\(path).zone: expected a string, found \(value.summary)")
      }
      zone = text
    }
    return JournalTime(seconds: seconds, zone: zone)
  }

  static func decodePlace(_ value: JSONValue, path: String) throws(Invalid) -> JournalPlace {
    guard case .object(let fields) = value else {
      throw Invalid(reason: "\(path): expected an object, found \(value.summary)")
    }
    var geonameID: Int?
    if let id = fields["geonameId"], id != .null {
      guard let number = id.wholeNumber, number >= 1, number <= Int64(Int32.max) else {
        throw Invalid(reason: "\(path).geonameId: expected a whole number ≥ 1")
      }
      geonameID = Int(number)
    }
    return JournalPlace(
      geonameID: geonameID,
      name: try VersionedJSON.text(fields["name"], "\(path).name", required: true),
      region: try VersionedJSON.text(fields["region"], "\(path).region"),
      countryCode: try VersionedJSON.text(fields["countryCode"], "\(path).countryCode"),
      countryName: try VersionedJSON.text(fields["countryName"], "\(path).countryName"),
      latitude: try number(fields["latitude"], "\(path).latitude"),
      longitude: try number(fields["longitude"], "\(path).longitude"),
      timeZone: try VersionedJSON.text(fields["timeZone"], "\(path).timeZone"))
  }

  static func decodeWeather(_ value: JSONValue, path: String) throws(Invalid) -> JournalWeather {
    guard case .object(let fields) = value else {
      throw Invalid(reason: "\(path): expected an object, found \(value.summary)")
    }
    guard case .string(let fetched)? = fields["fetchedAt"],
      let fetchedAt = JournalTime.parseUTC(fetched)
    else {
      throw Invalid(reason: "\(path).fetchedAt: expected a time like \"2026-08-21T10:15:30Z\"")
    }
    guard let code = fields["conditionCode"]?.wholeNumber, (0...999).contains(code) else {
      throw Invalid(reason: "\(path).conditionCode: expected a WMO code")
    }
    guard let temperature = try number(fields["temperatureC"], "\(path).temperatureC") else {
      throw Invalid(reason: "\(path).temperatureC: missing")
    }
    var isDay: Bool?
    if case .bool(let flag)? = fields["isDay"] { isDay = flag }
    return JournalWeather(
      provider: try VersionedJSON.text(fields["provider"], "\(path).provider"),
      fetchedAt: fetchedAt,
      conditionCode: Int(code), temperatureC: temperature, isDay: isDay)
  }

  static func number(_ value: JSONValue?, _ path: String) throws(Invalid) -> Double? {
    guard let value, value != .null else { return nil }
    guard let number = value.double, number.isFinite else {
      throw Invalid(reason: "\(path): expected a number, found \(value.summary)")
    }
    return number
  }
}
