/// What the journal keeps of the place an entry was written at: a snapshot, not a reference.
///
/// Its fields live in one shared, copy-on-write box: thousands of entries written at the same
/// place hold one copy (a decoder hands the same place on), and an entry stays small.
public struct JournalPlace: Sendable, Equatable, Hashable {
  /// The fields, shared until one copy is changed.
  private var storage: Storage

  /// The GeoNames id, when the place came from the gazetteer.
  public var geonameID: Int? {
    get { storage.fields.geonameID }
    set { unique().fields.geonameID = newValue }
  }
  /// The place's name (`Lisbon`).
  public var name: String {
    get { storage.fields.name }
    set { unique().fields.name = newValue }
  }
  /// The first-level region (`Lisboa`), or empty.
  public var region: String {
    get { storage.fields.region }
    set { unique().fields.region = newValue }
  }
  /// The ISO country code (`PT`), or empty.
  public var countryCode: String {
    get { storage.fields.countryCode }
    set { unique().fields.countryCode = newValue }
  }
  /// The country's name, or empty.
  public var countryName: String {
    get { storage.fields.countryName }
    set { unique().fields.countryName = newValue }
  }
  /// Latitude in degrees, when known.
  public var latitude: Double? {
    get { storage.fields.latitude }
    set { unique().fields.latitude = newValue }
  }
  /// Longitude in degrees, when known.
  public var longitude: Double? {
    get { storage.fields.longitude }
    set { unique().fields.longitude = newValue }
  }
  /// The IANA time zone, or empty.
  public var timeZone: String {
    get { storage.fields.timeZone }
    set { unique().fields.timeZone = newValue }
  }

  /// Creates a place snapshot.
  public init(
    geonameID: Int?, name: String, region: String = "", countryCode: String = "",
    countryName: String = "", latitude: Double? = nil, longitude: Double? = nil,
    timeZone: String = ""
  ) {
    storage = Storage(
      Fields(
        geonameID: geonameID, name: name, region: region, countryCode: countryCode,
        countryName: countryName, latitude: latitude, longitude: longitude, timeZone: timeZone))
  }

  /// `Lisbon, Lisboa, PT` (the parts that are known).
  public var label: String {
    [name, region, countryCode].filter { !$0.isEmpty }.joined(separator: ", ")
  }

  public static func == (lhs: JournalPlace, rhs: JournalPlace) -> Bool {
    lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(storage.fields) }

  /// The box, copied first when another place shares it.
  private mutating func unique() -> Storage {
    if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
    return storage
  }

  /// The box the fields live in.
  private final class Storage: @unchecked Sendable {
    // Written only through `unique()`, on a box no other value holds.
    var fields: Fields

    init(_ fields: Fields) { self.fields = fields }
  }

  /// Every field of a place, compared and hashed as a value.
  private struct Fields: Hashable {
    var geonameID: Int?
    var name: String
    var region: String
    var countryCode: String
    var countryName: String
    var latitude: Double?
    var longitude: Double?
    var timeZone: String
  }
}
