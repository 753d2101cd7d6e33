import JSON
import VersionedStore
import Weather

/// Turns journal files into `Journal` values and back (the schema is in docs/storage.md, "Journal").
///
/// A top-level field with an invalid value makes the whole file corrupt (it is moved aside
/// intact); unknown keys are kept and written back. One invalid entry (empty text, an id that is
/// not hex, a wrong type, a repeated id) does not lose the others: it is set aside, kept in the
/// file byte for byte on every rewrite, not shown, and reported once per load. A measurement
/// outside its `PhysicalRange` (a temperature of 1e300, a latitude of 500) reads as missing.
public enum JournalCodec {
  /// Why the bytes are not a valid journal, starting with the field path.
  typealias Invalid = VersionedJSON.Invalid

  /// Reads the bytes of a journal file.
  public static func decode(_ bytes: [UInt8]) -> VersionedDecoding<Journal> {
    // Version 0 files (before the schema was versioned) have no schemaVersion.
    VersionedJSON.decode(
      bytes, currentVersion: Journal.currentSchemaVersion, versionWhenMissing: 0,
      minimumVersion: 0, migrate: migrate, decodeCurrent: decodeCurrent, setVersions: setVersions)
  }

  /// Reads a journal file's top-level object as ``decode(_:)`` does: a document whose entries
  /// are read apart, one at a time (``migrate(entry:index:from:)``, ``decodeEntry(_:path:)``).
  static func decode(object: [String: JSONValue]) -> VersionedDecoding<Journal> {
    VersionedJSON.decode(
      object: object, currentVersion: Journal.currentSchemaVersion, versionWhenMissing: 0,
      minimumVersion: 0, migrate: migrate, decodeCurrent: decodeCurrent, setVersions: setVersions)
  }

  /// Brings a document of schema `schema` up to the current one.
  static func migrate(_ object: [String: JSONValue], _ schema: Int) throws(Invalid) -> [String:
    JSONValue]
  {
    do throws(JournalMigrations.Failure) {
      return try JournalMigrations.migrate(object, from: schema)
    } catch {
      throw Invalid(reason: error.reason + " (schema \(schema))")
    }
  }

  /// Brings one entry of a document of schema `schema` up to the current one.
  static func migrate(entry: JSONValue, index: Int, from schema: Int) throws(Invalid) -> JSONValue {
    do throws(JournalMigrations.Failure) {
      return try JournalMigrations.migrate(entry: entry, index: index, from: schema)
    } catch {
      throw Invalid(reason: error.reason + " (schema \(schema))")
    }
  }

  /// Records the file's versions on a decoded journal.
  static func setVersions(_ journal: inout Journal, _ schema: Int, _ minReader: Int) {
    journal.schemaVersion = schema
    journal.minReaderVersion = minReader
  }

  /// The bytes of `journal` written as the current schema: indented JSON ending in a newline.
  public static func encode(_ journal: Journal) -> [UInt8] {
    let members: [JSONWriter.Member] = [
      ("schemaVersion", .value(.integer(Int64(Journal.currentSchemaVersion)))),
      ("minReaderVersion", .value(.integer(Int64(Journal.currentMinReaderVersion)))),
      ("nextNumber", .value(.integer(Int64(journal.nextNumber)))),
      (
        "entries",
        .array(journal.entries.map(encode(entry:)) + journal.setAside.map { .value($0) })
      ),
    ]
    return JSONWriter.document(members + VersionedJSON.extras(journal.extra, known: topKeys))
  }

  /// An export's text up to its first entry (what ``encode(_:)`` writes, a piece at a time).
  public static func exportHead(nextNumber: Int) -> [UInt8] {
    JSONWriter.documentHead(
      [
        ("schemaVersion", .value(.integer(Int64(Journal.currentSchemaVersion)))),
        ("minReaderVersion", .value(.integer(Int64(Journal.currentMinReaderVersion)))),
        ("nextNumber", .value(.integer(Int64(nextNumber)))),
      ], arrayKey: "entries")
  }

  /// One entry of an export.
  public static func exportEntry(_ entry: JournalEntry, first: Bool) -> [UInt8] {
    JSONWriter.documentItem(encode(entry: entry), first: first)
  }

  /// One entry an older file held that could not be read, kept as it was.
  public static func exportSetAside(_ value: JSONValue, first: Bool) -> [UInt8] {
    JSONWriter.documentItem(.value(value), first: first)
  }

  /// The end of an export.
  public static func exportTail(empty: Bool) -> [UInt8] { JSONWriter.documentTail(empty: empty) }

  static let topKeys: Set<String> = ["schemaVersion", "minReaderVersion", "nextNumber", "entries"]
  static let entryKeys: Set<String> = [
    "id", "number", "created", "updated", "text", "place", "weather",
  ]

  static func encode(time: JournalTime) -> JSONWriter.Node {
    var members: [JSONWriter.Member] = [("utc", .value(.string(time.utcText)))]
    if let zone = time.zone { members.append(("zone", .value(.string(zone)))) }
    return .object(members)
  }

  static func encode(entry: JournalEntry) -> JSONWriter.Node {
    var members: [JSONWriter.Member] = [
      ("id", .value(.string(entry.id))),
      ("number", .value(.integer(Int64(entry.number)))),
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
      ]
      if let temperature = weather.temperatureC {
        fields.append(("temperatureC", .value(.number(temperature))))
      }
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
        do throws(Invalid) {
          let entry = try decodeEntry(item, path: "entries[\(index)]")
          if let first = seen[entry.id] {
            throw Invalid(
              reason:
                "entries[\(index)]: id \(JSONWriter.escapedForMessage(entry.id)) is already used by entries[\(first)]"
            )
          }
          seen[entry.id] = index
          journal.entries.append(entry)
        } catch {
          journal.setAside.append(item)
          journal.setAsideReasons.append(error.reason)
        }
      }
    }
    if let next = object["nextNumber"] {
      guard let value = next.wholeNumber, (1...Int64(Int32.max)).contains(value) else {
        throw Invalid(reason: "nextNumber: expected a whole number ≥ 1, found \(next.summary)")
      }
      journal.nextNumber = Int(value)
    }
    journal.assignNumbers()
    journal.extra = object.filter { !topKeys.contains($0.key) }
    return journal
  }

  static func decodeEntry(_ value: JSONValue, path: String) throws(Invalid) -> JournalEntry {
    guard case .object(let fields) = value else {
      throw Invalid(reason: "\(path): expected an object, found \(value.summary)")
    }
    let id = try VersionedJSON.text(fields["id"], "\(path).id", required: true)
    guard isEntryID(id) else {
      throw Invalid(
        reason: "\(path).id: expected 1 to 64 letters, digits, - or _ (like \"3f9a0c…\")")
    }
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
    guard hasText(body) else {
      throw Invalid(reason: "\(path).text: empty")
    }
    var entry = JournalEntry(id: id, created: created, updated: updated, text: body)
    if let number = fields["number"] {
      // A missing or unusable number is given a new one; the entry itself is kept.
      if let value = number.wholeNumber, (1...Int64(Int32.max)).contains(value) {
        entry.number = Int(value)
      }
    }
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
      latitude: PhysicalRange.latitude.validate(try number(fields["latitude"], "\(path).latitude")),
      longitude: PhysicalRange.longitude.validate(
        try number(fields["longitude"], "\(path).longitude")),
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
    // Out of range (1e300, a poisoned entry from before validation) reads as missing: "—".
    let temperature = PhysicalRange.temperature.validate(
      try number(fields["temperatureC"], "\(path).temperatureC"))
    var isDay: Bool?
    if case .bool(let flag)? = fields["isDay"] { isDay = flag }
    return JournalWeather(
      provider: try VersionedJSON.text(fields["provider"], "\(path).provider"),
      fetchedAt: fetchedAt,
      conditionCode: Int(code), temperatureC: temperature, isDay: isDay)
  }

  /// A number field: nil when absent or null; a non-finite number (1e999) also reads as nil.
  static func number(_ value: JSONValue?, _ path: String) throws(Invalid) -> Double? {
    guard let value, value != .null else { return nil }
    guard let number = value.double else {
      throw Invalid(reason: "\(path): expected a number, found \(value.summary)")
    }
    return number.isFinite ? number : nil
  }

  /// Whether an entry's text has something besides white space. A printable ASCII character
  /// always begins a character of its own that is not white space, so most texts answer at
  /// their first byte.
  static func hasText(_ body: String) -> Bool {
    body.utf8.contains { (0x21...0x7E).contains($0) }
      || body.contains(where: { !$0.isWhitespace })
  }

  /// True for an entry id: 1 to 64 ASCII letters, digits, `-` or `_`.
  ///
  /// wxsh writes 16 lowercase hex digits and the schema-0 migration writes `v0-N`; both must
  /// keep loading (ids never change), so the rule is "a plain token" rather than "hex only".
  /// It refuses every id that could carry control, bidi or space characters, or be empty.
  static func isEntryID(_ id: String) -> Bool {
    (1...64).contains(id.utf8.count)
      && id.utf8.allSatisfy { byte in
        (0x30...0x39).contains(byte) || (0x61...0x7A).contains(byte)
          || (0x41...0x5A).contains(byte) || byte == 0x2D || byte == 0x5F
      }
  }
}
