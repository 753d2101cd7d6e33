import GRDB
import JSON
import VersionedStore
import Weather

/// An entry as a row of the `entry` table, and its row of the search index.
///
/// Reading never trusts the file: a column edited by hand to the wrong type reads as missing
/// (a text as empty), a measurement outside its `PhysicalRange` as missing, as in the JSON
/// files before.
enum JournalRow {
  /// The columns an insert writes, in order.
  static let columns = [
    "number", "id", "createdAt", "createdZone", "updatedAt", "updatedZone", "text",
    "placeGeonameID", "placeName", "placeRegion", "placeCountryCode", "placeCountryName",
    "placeLatitude", "placeLongitude", "placeTimeZone", "weatherProvider", "weatherFetchedAt",
    "weatherConditionCode", "weatherTemperatureC", "weatherIsDay", "extra",
  ]

  /// Inserts `entry` (with its number, or the next one when it has none) and indexes it;
  /// returns its number.
  static func insert(_ entry: JournalEntry, in db: Database) throws -> Int {
    let place = entry.place
    let weather = entry.weather
    let values: [(any DatabaseValueConvertible)?] = [
      entry.number > 0 ? Int64(entry.number) : nil, entry.id, entry.created.seconds,
      entry.created.zone, entry.updated.seconds, entry.updated.zone, entry.text,
      place?.geonameID.map { Int64($0) }, place?.name, place?.region ?? "",
      place?.countryCode ?? "", place?.countryName ?? "", place?.latitude, place?.longitude,
      place?.timeZone ?? "", weather?.provider, weather?.fetchedAt,
      weather.map { Int64($0.conditionCode) }, weather?.temperatureC, weather?.isDay,
      extra(entry),
    ]
    // Cached: moving a big journal in inserts thousands of rows with the one statement.
    try db.cachedStatement(sql: insertSQL).execute(arguments: StatementArguments(values))
    var stored = entry
    stored.number = Int(db.lastInsertedRowID)
    try index(stored, in: db)
    return stored.number
  }

  /// The statement that inserts an entry.
  static let insertSQL =
    "INSERT INTO entry (\(columns.joined(separator: ","))) VALUES ("
    + Array(repeating: "?", count: columns.count).joined(separator: ",") + ")"

  /// Adds the search row of `entry` (keyed by its number).
  static func index(_ entry: JournalEntry, in db: Database) throws {
    try db.cachedStatement(sql: "INSERT INTO entrySearch (rowid, text, place) VALUES (?, ?, ?)")
      .execute(arguments: [
        Int64(entry.number), JournalSearchText.indexed(entry.text),
        JournalSearchText.indexed(placeText(entry.place)),
      ])
  }

  /// What the index keeps of a place: its name, region, country code and country name.
  static func placeText(_ place: JournalPlace?) -> String {
    guard let place else { return "" }
    return [place.name, place.region, place.countryCode, place.countryName].joined(separator: " ")
  }

  /// The entry's unknown keys as a JSON object, or nil when there are none.
  static func extra(_ entry: JournalEntry) -> String? {
    guard !entry.extra.isEmpty else { return nil }
    let members = VersionedJSON.extras(entry.extra, known: [])
    return JSONWriter.line(.object(members))
  }

  /// The entry of a row of `entry` (`SELECT *`).
  static func entry(_ row: Row) -> JournalEntry {
    var entry = JournalEntry(
      id: text(row["id"]) ?? "",
      created: JournalTime(seconds: integer(row["createdAt"]) ?? 0, zone: text(row["createdZone"])),
      updated: JournalTime(seconds: integer(row["updatedAt"]) ?? 0, zone: text(row["updatedZone"])),
      text: text(row["text"]) ?? "")
    entry.number = Int(clamping: integer(row["number"]) ?? 0)
    if let name = text(row["placeName"]) {
      entry.place = JournalPlace(
        geonameID: integer(row["placeGeonameID"]).flatMap { Int(exactly: $0) },
        name: name, region: text(row["placeRegion"]) ?? "",
        countryCode: text(row["placeCountryCode"]) ?? "",
        countryName: text(row["placeCountryName"]) ?? "",
        latitude: PhysicalRange.latitude.validate(real(row["placeLatitude"])),
        longitude: PhysicalRange.longitude.validate(real(row["placeLongitude"])),
        timeZone: text(row["placeTimeZone"]) ?? "")
    }
    if let provider = text(row["weatherProvider"]) {
      entry.weather = JournalWeather(
        provider: provider, fetchedAt: integer(row["weatherFetchedAt"]) ?? 0,
        conditionCode: Int(clamping: integer(row["weatherConditionCode"]) ?? 0),
        temperatureC: PhysicalRange.temperature.validate(real(row["weatherTemperatureC"])),
        isDay: integer(row["weatherIsDay"]).map { $0 != 0 })
    }
    if let extra = text(row["extra"]).flatMap({ JSONValue.parse(Array($0.utf8)) }),
      case .object(let keys) = extra
    {
      entry.extra = keys.filter { !JournalCodec.entryKeys.contains($0.key) }
    }
    return entry
  }

  /// A column as text: a blob as UTF-8 (repaired), a number as digits, NULL as nil.
  static func text(_ value: DatabaseValue) -> String? {
    switch value.storage {
    case .null: nil
    case .string(let string): string
    case .blob(let data): String(decoding: data, as: UTF8.self)
    case .int64(let number): String(number)
    case .double(let number): String(number)
    }
  }

  /// A column as a whole number, or nil.
  static func integer(_ value: DatabaseValue) -> Int64? {
    switch value.storage {
    case .int64(let number): number
    case .double(let number): Int64(exactly: number.rounded(.towardZero))
    case .string(let string): Int64(string)
    default: nil
    }
  }

  /// A column as a finite number, or nil.
  static func real(_ value: DatabaseValue) -> Double? {
    switch value.storage {
    case .int64(let number): Double(number)
    case .double(let number): number.isFinite ? number : nil
    default: nil
    }
  }
}
