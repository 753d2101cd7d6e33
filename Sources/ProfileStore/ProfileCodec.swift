import JSON
import VersionedStore
import Weather

/// Turns profile files into `Profile` values and back (the schema is in docs/storage.md, "Profile").
///
/// Missing fields take their defaults. A known field with an invalid value makes the whole file
/// corrupt: wxsh never writes such a file, so it was damaged or mis-edited, and moving it aside
/// intact is safer than guessing. Unknown keys are kept and written back.
public enum ProfileCodec {
  /// Why the bytes are not a valid profile, starting with the field path.
  typealias Invalid = VersionedJSON.Invalid

  /// Reads the bytes of a profile file.
  public static func decode(_ bytes: [UInt8]) -> ProfileDecoding {
    let decoded = VersionedJSON.decode(
      bytes, currentVersion: Profile.currentSchemaVersion,
      versionWhenMissing: Profile.currentSchemaVersion,
      migrate: { (object, schema) throws(Invalid) in
        do throws(ProfileMigrations.Failure) {
          return try ProfileMigrations.migrate(object, from: schema)
        } catch {
          throw Invalid(reason: error.reason + " (schema \(schema))")
        }
      },
      decodeCurrent: { (object) throws(Invalid) in try decodeCurrent(object) },
      setVersions: { profile, schema, minReader in
        profile.schemaVersion = schema
        profile.minReaderVersion = minReader
      })
    switch decoded {
    case .current(let profile): return .current(profile)
    case .migrated(let profile, let version): return .migrated(profile, fromVersion: version)
    case .newer(let profile, let schema, let minReader):
      return .newer(profile: profile, schemaVersion: schema, minReaderVersion: minReader)
    case .corrupt(let reason): return .corrupt(reason: reason)
    }
  }

  /// The bytes of `profile` written as the current schema: indented JSON ending in a newline.
  public static func encode(_ profile: Profile) -> [UInt8] {
    var members: [JSONWriter.Member] = [
      ("schemaVersion", .value(.integer(Int64(Profile.currentSchemaVersion)))),
      ("minReaderVersion", .value(.integer(Int64(Profile.currentMinReaderVersion)))),
      ("places", .array(profile.places.map(encode(place:)))),
    ]
    var units: [JSONWriter.Member] = [
      ("temperature", .value(.string(profile.units.temperature.rawValue))),
      ("wind", .value(.string(profile.units.wind.rawValue))),
      ("precipitation", .value(.string(profile.units.precipitation.rawValue))),
      ("clock", .value(.string(profile.units.clock.rawValue))),
    ]
    // Added later: written only when changed, so older profiles stay byte-for-byte the same.
    if profile.units.pressure != .hpa {
      units.append(("pressure", .value(.string(profile.units.pressure.rawValue))))
    }
    if profile.units.distance != .auto {
      units.append(("distance", .value(.string(profile.units.distance.rawValue))))
    }
    if profile.units.airIndex != .auto {
      units.append(("airIndex", .value(.string(profile.units.airIndex.rawValue))))
    }
    // Added later: the kinds chosen with `:units` (the others follow the locale), written only
    // when there are some.
    if !profile.unitsChosen.isEmpty {
      let known = UnitKind.all.map(\.name).filter(profile.unitsChosen.contains)
      let chosen = known + profile.unitsChosen.subtracting(known).sorted()
      units.append(("chosen", .array(chosen.map { .value(.string($0)) })))
    }
    members.append(
      ("units", .object(units + VersionedJSON.extras(profile.unitsExtra, known: unitKeys))))
    members.append(("theme", .value(.string(profile.theme.rawValue))))
    // Added later: written only when chosen, so older profiles stay byte-for-byte the same.
    if let language = profile.language {
      members.append(("language", .value(.string(language))))
    }
    if let id = profile.lastViewedPlaceID {
      members.append(("lastViewedPlaceId", .value(.integer(Int64(id)))))
    }
    if let id = profile.homePlaceID {
      members.append(("homePlaceId", .value(.integer(Int64(id)))))
    }
    members.append(("locationConsent", .value(.string(profile.locationConsent.rawValue))))
    // Added later: written only when something is set.
    if !profile.watch.isEmpty || !profile.watchExtra.isEmpty {
      members.append(("watch", encode(watch: profile.watch, extra: profile.watchExtra)))
    }
    return JSONWriter.document(members + VersionedJSON.extras(profile.extra, known: topKeys))
  }

  static let placeKeys: Set<String> = [
    "geonameId", "name", "region", "regionCode", "countryCode", "countryName", "latitude",
    "longitude", "timeZone", "source", "customName",
  ]

  static let unitKeys: Set<String> = [
    "temperature", "wind", "precipitation", "clock", "pressure", "distance", "airIndex", "chosen",
  ]

  static func encode(place: SavedPlace) -> JSONWriter.Node {
    // Coordinates are their own identity: their id is made from them, never written.
    var members: [JSONWriter.Member] =
      place.source == .coordinates ? [] : [("geonameId", .value(.integer(Int64(place.id))))]
    members += [
      ("name", .value(.string(place.name))),
      ("region", .value(.string(place.region))),
      ("regionCode", .value(.string(place.regionCode))),
      ("countryCode", .value(.string(place.countryCode))),
      ("countryName", .value(.string(place.countryName))),
      ("latitude", .value(.number(place.latitude))),
      ("longitude", .value(.number(place.longitude))),
      ("timeZone", .value(.string(place.timeZone))),
    ]
    if place.source != .gazetteer {
      members.append(("source", .value(.string(place.source.rawValue))))
    }
    if let name = place.customName {
      members.append(("customName", .value(.string(name))))
    }
    return .object(members + VersionedJSON.extras(place.extra, known: placeKeys))
  }

  // MARK: Decoding the current schema

  static let topKeys: Set<String> = [
    "schemaVersion", "minReaderVersion", "places", "units", "theme", "lastViewedPlaceId",
    "homePlaceId", "locationConsent", "language", "watch",
  ]

  static let watchKeys: Set<String> =
    Set(WatchSettings.Threshold.allCases.map(\.rawValue)).union(["summary", "quiet"])

  static func encode(watch: WatchSettings, extra: [String: JSONValue]) -> JSONWriter.Node {
    var members: [JSONWriter.Member] = WatchSettings.Threshold.allCases.compactMap { kind in
      watch.thresholds[kind].map { (kind.rawValue, .value(.number($0))) }
    }
    if let summary = watch.summary {
      members.append(("summary", .value(.string(WatchSettings.clockText(summary)))))
    }
    if let quiet = watch.quiet {
      members.append(("quiet", .value(.string(quiet.text))))
    }
    return .object(members + VersionedJSON.extras(extra, known: watchKeys))
  }

  /// The `watch` object: thresholds in range, `summary` as `HH:MM`, `quiet` as `HH:MM-HH:MM`.
  static func decodeWatch(_ value: JSONValue?) throws(Invalid) -> (
    WatchSettings, extra: [String: JSONValue]
  ) {
    var watch = WatchSettings()
    guard let value, value != .null else { return (watch, [:]) }
    guard case .object(var fields) = value else {
      throw Invalid(reason: "watch: expected an object, found \(value.summary)")
    }
    for kind in WatchSettings.Threshold.allCases {
      guard let item = fields.removeValue(forKey: kind.rawValue), item != .null else { continue }
      guard let number = item.double, number.isFinite, kind.range.contains(number) else {
        throw Invalid(
          reason:
            "watch.\(kind.rawValue): expected a number from \(UnitConversion.fixed(kind.range.lowerBound, decimals: 1)) to \(UnitConversion.fixed(kind.range.upperBound, decimals: 1)), found \(item.summary)"
        )
      }
      watch.thresholds[kind] = number
    }
    if let item = fields.removeValue(forKey: "summary"), item != .null {
      guard case .string(let text) = item, let minutes = WatchSettings.minutes(text) else {
        throw Invalid(
          reason: "watch.summary: expected a time like \"07:00\", found \(item.summary)")
      }
      watch.summary = minutes
    }
    if let item = fields.removeValue(forKey: "quiet"), item != .null {
      guard case .string(let text) = item, let quiet = QuietHours(text: text) else {
        throw Invalid(
          reason: "watch.quiet: expected hours like \"22:00-07:00\", found \(item.summary)")
      }
      watch.quiet = quiet
    }
    return (watch, fields)
  }

  static func decodeCurrent(_ object: [String: JSONValue]) throws(Invalid) -> Profile {
    var profile = Profile()
    if let places = object["places"] {
      guard case .array(let items) = places else {
        throw Invalid(reason: "places: expected an array, found \(places.summary)")
      }
      var seen: [Int: Int] = [:]
      for (index, item) in items.enumerated() {
        let place = try decodePlace(item, path: "places[\(index)]")
        if let first = seen[place.id] {
          throw Invalid(
            reason: place.source == .coordinates
              ? "places[\(index)]: these coordinates are already saved at places[\(first)]"
              : "places[\(index)]: GeoNames id \(place.id) is already saved at places[\(first)]"
          )
        }
        seen[place.id] = index
        profile.places.append(place)
      }
    }
    if let units = object["units"] {
      guard case .object(var fields) = units else {
        throw Invalid(reason: "units: expected an object, found \(units.summary)")
      }
      profile.units.temperature =
        try choice(fields.removeValue(forKey: "temperature"), "units.temperature") ?? .celsius
      profile.units.wind = try choice(fields.removeValue(forKey: "wind"), "units.wind") ?? .kmh
      profile.units.precipitation =
        try choice(fields.removeValue(forKey: "precipitation"), "units.precipitation") ?? .mm
      profile.units.clock = try choice(fields.removeValue(forKey: "clock"), "units.clock") ?? .h24
      profile.units.pressure =
        try choice(fields.removeValue(forKey: "pressure"), "units.pressure") ?? .hpa
      profile.units.distance =
        try choice(fields.removeValue(forKey: "distance"), "units.distance") ?? .auto
      profile.units.airIndex =
        try choice(fields.removeValue(forKey: "airIndex"), "units.airIndex") ?? .auto
      profile.unitsChosen = try chosenKinds(fields.removeValue(forKey: "chosen"), profile.units)
      profile.unitsExtra = fields
    }
    profile.theme = try choice(object["theme"], "theme") ?? .auto
    profile.language = try languageTag(object["language"])
    profile.lastViewedPlaceID = try placeID(object["lastViewedPlaceId"], "lastViewedPlaceId")
    profile.homePlaceID = try placeID(object["homePlaceId"], "homePlaceId")
    profile.locationConsent = try choice(object["locationConsent"], "locationConsent") ?? .unset
    (profile.watch, profile.watchExtra) = try decodeWatch(object["watch"])
    profile.extra = object.filter { !topKeys.contains($0.key) }
    return profile
  }

  static func decodePlace(_ value: JSONValue, path: String) throws(Invalid) -> SavedPlace {
    guard case .object(let fields) = value else {
      throw Invalid(reason: "\(path): expected an object, found \(value.summary)")
    }
    let source: SavedPlace.Source =
      try choice(fields["source"], "\(path).source") ?? .gazetteer
    let latitude = try degrees(fields["latitude"], "\(path).latitude", range: .latitude)
    let longitude = try degrees(fields["longitude"], "\(path).longitude", range: .longitude)
    let id: Int
    if source == .coordinates {
      id = SavedPlace.pointID(latitude: latitude, longitude: longitude)
    } else {
      guard let idValue = fields["geonameId"] else {
        throw Invalid(reason: "\(path).geonameId: missing")
      }
      guard let geonameID = try placeID(idValue, "\(path).geonameId") else {
        throw Invalid(reason: "\(path).geonameId: expected a whole number ≥ 1, found null")
      }
      id = geonameID
    }
    var place = SavedPlace(
      id: id, name: try VersionedJSON.text(fields["name"], "\(path).name", required: true),
      region: try VersionedJSON.text(fields["region"], "\(path).region"),
      regionCode: try VersionedJSON.text(fields["regionCode"], "\(path).regionCode"),
      countryCode: try VersionedJSON.text(fields["countryCode"], "\(path).countryCode"),
      countryName: try VersionedJSON.text(fields["countryName"], "\(path).countryName"),
      latitude: latitude, longitude: longitude,
      timeZone: try VersionedJSON.text(fields["timeZone"], "\(path).timeZone"), source: source,
      customName: try customName(fields["customName"], "\(path).customName"))
    place.extra = fields.filter { !placeKeys.contains($0.key) }
    return place
  }

  /// A user's own name for a place: 1 to `SavedPlace.customNameLimit` characters with no
  /// control characters and no space at either end.
  static func customName(_ value: JSONValue?, _ path: String) throws(Invalid) -> String? {
    guard let value, value != .null else { return nil }
    guard case .string(let name) = value, SavedPlace.isValidCustomName(name) else {
      throw Invalid(
        reason:
          "\(path): expected a name of 1 to \(SavedPlace.customNameLimit) characters, found \(value.summary)"
      )
    }
    return name
  }

  static func placeID(_ value: JSONValue?, _ path: String) throws(Invalid) -> Int? {
    guard let value, value != .null else { return nil }
    guard let number = value.wholeNumber, number >= 1, number <= Int64(Int32.max) else {
      throw Invalid(
        reason: "\(path): expected a GeoNames id (a whole number ≥ 1), found \(value.summary)")
    }
    return Int(number)
  }

  /// A coordinate checked against its physical range (`PhysicalRange.latitude`/`.longitude`).
  static func degrees(_ value: JSONValue?, _ path: String, range: PhysicalRange) throws(Invalid)
    -> Double
  {
    guard let value else { throw Invalid(reason: "\(path): missing") }
    guard let number = range.validate(value.double) else {
      throw Invalid(
        reason:
          "\(path): expected a number from \(UnitConversion.fixed(range.lower, decimals: 0)) to \(UnitConversion.fixed(range.upper, decimals: 0)), found \(value.summary)"
      )
    }
    return number
  }

  static func choice<Choice: RawRepresentable & CaseIterable>(
    _ value: JSONValue?, _ path: String
  ) throws(Invalid) -> Choice? where Choice.RawValue == String {
    guard let value else { return nil }
    guard case .string(let raw) = value, let choice = Choice(rawValue: raw) else {
      let allowed = Choice.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
      throw Invalid(reason: "\(path): expected one of \(allowed), found \(value.summary)")
    }
    return choice
  }

  /// `units.chosen`: the kinds chosen with `:units`. A profile written before it had them
  /// counts as chosen each kind whose value is not the old default (°C, km/h, mm, 24 h, hPa,
  /// auto), since those were the defaults of every locale then.
  static func chosenKinds(_ value: JSONValue?, _ units: Units) throws(Invalid) -> Set<String> {
    guard let value else {
      let defaults = Units()
      return Set(
        UnitKind.all.filter { $0.current(units) != $0.current(defaults) }.map(\.name))
    }
    guard case .array(let items) = value else {
      throw Invalid(reason: "units.chosen: expected an array of names, found \(value.summary)")
    }
    var chosen: Set<String> = []
    for item in items {
      guard case .string(let name) = item, (1...40).contains(name.utf8.count) else {
        throw Invalid(reason: "units.chosen: expected names like \"wind\", found \(item.summary)")
      }
      chosen.insert(name)
    }
    return chosen
  }

  /// The `language` key: a language tag of 2 to 12 letters, digits and `-` (`ko`, `zh-Hant`).
  static func languageTag(_ value: JSONValue?) throws(Invalid) -> String? {
    guard let value else { return nil }
    guard case .string(let tag) = value, (2...12).contains(tag.utf8.count),
      tag.utf8.allSatisfy({
        $0 == 0x2D || (0x30...0x39).contains($0) || (0x41...0x5A).contains($0)
          || (0x61...0x7A).contains($0)
      })
    else {
      throw Invalid(reason: "language: expected a language tag like \"ko\", found \(value.summary)")
    }
    return tag
  }
}
