import JSON
import Weather

/// Decodes the journal's commonest line, `{"add":{entry},"next":N}` with a valid entry, straight
/// from its bytes: no `JSONValue` tree, and a place's or zone's text shared with the entry before
/// when it repeats.
///
/// It is the replay's fast lane. It returns nil for anything it is not sure of (another change,
/// a repeated key, an entry `JournalCodec.decodeEntry` would refuse) and the tree decoder reads
/// that line as before, so set-aside entries and their reasons have one source. For every line it
/// does decode, the tree decoder gives the same entry (tested on written and mutated lines).
struct JournalLineDecoder {
  /// The entry decoded last: its repeated strings are reused.
  private var previous: JournalEntry?

  /// The entry and `next` of an add line; nil when the tree decoder must read the line.
  mutating func add(_ line: ArraySlice<UInt8>) -> (entry: JournalEntry, next: Int64?)? {
    let previous = self.previous
    let result = JSONReader.read(line) { reader -> (JournalEntry, Int64?)? in
      guard reader.enterObject() else { return nil }
      var entry: JournalEntry?
      var next: Int64?
      var seenNext = false
      loop: while true {
        switch reader.nextMember() {
        case .key("add") where entry == nil:
          guard let decoded = Self.entry(&reader, previous: previous) else { return nil }
          entry = decoded
        case .key("next") where !seenNext:
          seenNext = true
          guard let value = reader.value() else { return nil }
          if let number = value.wholeNumber, (1...Int64(Int32.max)).contains(number) {
            next = number
          }
        case .end: break loop
        default: return nil
        }
      }
      guard let entry, reader.atEnd() else { return nil }
      return (entry, next)
    }
    if let result { self.previous = result.0 }
    return result
  }

  /// The fields of an entry a member key names (each may come once).
  private enum Field: UInt16 {
    case id = 1, number = 2, created = 4, updated = 8, text = 16, place = 32, weather = 64
  }

  /// A valid entry object, or nil.
  private static func entry(_ reader: inout JSONReader, previous: JournalEntry?) -> JournalEntry? {
    guard reader.enterObject() else { return nil }
    var seen: UInt16 = 0
    var id: String?
    var number = 0
    var created: JournalTime?
    var updated: JournalTime?
    var text: String?
    var place: JournalPlace?
    var weather: JournalWeather?
    var extra: [String: JSONValue] = [:]
    func first(_ field: Field) -> Bool {
      defer { seen |= field.rawValue }
      return seen & field.rawValue == 0
    }
    while true {
      switch reader.nextMember() {
      case .key("id"):
        guard first(.id), let value = reader.string(), JournalCodec.isEntryID(value) else {
          return nil
        }
        id = value
      case .key("number"):
        guard first(.number), let value = reader.value() else { return nil }
        if let whole = value.wholeNumber, (1...Int64(Int32.max)).contains(whole) {
          number = Int(whole)
        }
        continue
      case .key("created"):
        guard first(.created),
          let time = Self.time(&reader, previousZone: previous?.created.zone)
        else { return nil }
        created = time
      case .key("updated"):
        guard first(.updated),
          let time = Self.time(&reader, previousZone: created?.zone ?? previous?.updated.zone)
        else { return nil }
        updated = time
      case .key("text"):
        guard first(.text), let value = reader.string(), JournalCodec.hasText(value) else {
          return nil
        }
        text = value
      case .key("place"):
        guard first(.place) else { return nil }
        if reader.null() { continue }
        guard let value = Self.place(&reader, previous: previous?.place) else { return nil }
        place = value
      case .key("weather"):
        guard first(.weather) else { return nil }
        if reader.null() { continue }
        guard let value = Self.weather(&reader, previous: previous?.weather) else { return nil }
        weather = value
      case .key(let key):
        guard extra[key] == nil, let value = reader.value() else { return nil }
        extra[key] = value
      case .end:
        guard let id, let created, let text else { return nil }
        var entry = JournalEntry(
          id: id, created: created, updated: updated, text: text, place: place, weather: weather)
        entry.number = number
        entry.extra = extra
        return entry
      case .invalid:
        return nil
      }
    }
  }

  /// A `{"utc": …, "zone": …}` object (other keys read and ignored, as the tree decoder does).
  private static func time(_ reader: inout JSONReader, previousZone: String?) -> JournalTime? {
    guard reader.enterObject() else { return nil }
    var seconds: Int64?
    var zone: String?
    var seenZone = false
    while true {
      switch reader.nextMember() {
      case .key("utc"):
        guard seconds == nil, let text = reader.string(), let value = JournalTime.parseUTC(text)
        else { return nil }
        seconds = value
      case .key("zone"):
        guard !seenZone else { return nil }
        seenZone = true
        if reader.null() { continue }
        guard let value = reader.string(reusing: previousZone) else { return nil }
        zone = value
      case .key:
        guard reader.value() != nil else { return nil }
      case .end:
        guard let seconds else { return nil }
        return JournalTime(seconds: seconds, zone: zone)
      case .invalid:
        return nil
      }
    }
  }

  /// The keys of a place object.
  private static let placeKeys = [
    "geonameId", "name", "region", "countryCode", "countryName", "latitude", "longitude",
    "timeZone",
  ]

  /// The keys of a weather object.
  private static let weatherKeys = [
    "provider", "fetchedAt", "conditionCode", "temperatureC", "isDay",
  ]

  /// False when `member` is one of `keys` read before in this object (the tree decoder keeps
  /// the first, so the line is left to it); marks it read.
  private static func firstTime(
    _ member: JSONReader.Member, among keys: [String], seen: inout UInt16
  )
    -> Bool
  {
    guard case .key(let key) = member, let index = keys.firstIndex(of: key) else { return true }
    let bit: UInt16 = 1 << index
    defer { seen |= bit }
    return seen & bit == 0
  }

  /// A place object as `JournalCodec.decodePlace` reads it.
  private static func place(_ reader: inout JSONReader, previous: JournalPlace?) -> JournalPlace? {
    let keys = placeKeys
    guard reader.enterObject() else { return nil }
    var seen: UInt16 = 0
    var geonameID: Int?
    var name: String?
    var region = ""
    var countryCode = ""
    var countryName = ""
    var latitude: Double?
    var longitude: Double?
    var timeZone = ""
    while true {
      let member = reader.nextMember()
      guard Self.firstTime(member, among: keys, seen: &seen) else { return nil }
      switch member {
      case .key("geonameId"):
        if reader.null() { continue }
        guard let whole = reader.number()?.wholeNumber, (1...Int64(Int32.max)).contains(whole)
        else { return nil }
        geonameID = Int(whole)
      case .key("name"):
        guard let value = reader.string(reusing: previous?.name), !value.isEmpty else {
          return nil
        }
        name = value
      case .key("region"):
        guard let value = reader.string(reusing: previous?.region) else { return nil }
        region = value
      case .key("countryCode"):
        guard let value = reader.string(reusing: previous?.countryCode) else { return nil }
        countryCode = value
      case .key("countryName"):
        guard let value = reader.string(reusing: previous?.countryName) else { return nil }
        countryName = value
      case .key("latitude"):
        guard let value = Self.measurement(&reader) else { return nil }
        latitude = PhysicalRange.latitude.validate(value.number)
      case .key("longitude"):
        guard let value = Self.measurement(&reader) else { return nil }
        longitude = PhysicalRange.longitude.validate(value.number)
      case .key("timeZone"):
        guard let value = reader.string(reusing: previous?.timeZone) else { return nil }
        timeZone = value
      case .key:
        guard reader.value() != nil else { return nil }
      case .end:
        guard let name else { return nil }
        let place = JournalPlace(
          geonameID: geonameID, name: name, region: region, countryCode: countryCode,
          countryName: countryName, latitude: latitude, longitude: longitude, timeZone: timeZone)
        // The same place as the entry before: share its box.
        return previous == place ? previous : place
      case .invalid:
        return nil
      }
    }
  }

  /// A weather object as `JournalCodec.decodeWeather` reads it.
  private static func weather(_ reader: inout JSONReader, previous: JournalWeather?)
    -> JournalWeather?
  {
    let keys = weatherKeys
    guard reader.enterObject() else { return nil }
    var seen: UInt16 = 0
    var provider = ""
    var fetchedAt: Int64?
    var code: Int64?
    var temperature: Double?
    var isDay: Bool?
    while true {
      let member = reader.nextMember()
      guard Self.firstTime(member, among: keys, seen: &seen) else { return nil }
      switch member {
      case .key("provider"):
        guard let value = reader.string(reusing: previous?.provider) else { return nil }
        provider = value
      case .key("fetchedAt"):
        guard let text = reader.string(), let value = JournalTime.parseUTC(text) else {
          return nil
        }
        fetchedAt = value
      case .key("conditionCode"):
        guard let whole = reader.value()?.wholeNumber, (0...999).contains(whole) else {
          return nil
        }
        code = whole
      case .key("temperatureC"):
        guard let value = Self.measurement(&reader) else { return nil }
        temperature = PhysicalRange.temperature.validate(value.number)
      case .key("isDay"):
        guard let value = reader.value() else { return nil }
        if case .bool(let flag) = value { isDay = flag }
      case .key:
        guard reader.value() != nil else { return nil }
      case .end:
        guard let fetchedAt, let code else { return nil }
        return JournalWeather(
          provider: provider, fetchedAt: fetchedAt, conditionCode: Int(code),
          temperatureC: temperature, isDay: isDay)
      case .invalid:
        return nil
      }
    }
  }

  /// A number field or null, as `JournalCodec.number` reads it (a non-finite one is missing).
  private struct Measurement {
    /// The value; nil for null or a number no `Double` holds as finite.
    var number: Double?
  }

  private static func measurement(_ reader: inout JSONReader) -> Measurement? {
    if reader.null() { return Measurement(number: nil) }
    guard let value = reader.number()?.double else { return nil }
    return Measurement(number: value.isFinite ? value : nil)
  }
}
