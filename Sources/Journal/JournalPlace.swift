/// What the journal keeps of the place an entry was written at: a snapshot, not a reference.
///
/// Its fields live in one shared, copy-on-write box: thousands of entries written at the same
/// place hold one copy (a decoder hands the same place on), and an entry stays small.
public struct JournalPlace: Sendable, Equatable, Hashable {
  /// The fields, shared until one copy is changed.
  private var storage: Storage

  /// The GeoNames id, when the place came from the gazetteer.
  public var geonameID: Int? {
    get { storage.geonameID }
    set { unique().geonameID = newValue }
  }
  /// The place's name (`Lisbon`).
  public var name: String {
    get { storage.name }
    set { unique().name = newValue }
  }
  /// The first-level region (`Lisboa`), or empty.
  public var region: String {
    get { storage.region }
    set { unique().region = newValue }
  }
  /// The ISO country code (`PT`), or empty.
  public var countryCode: String {
    get { storage.countryCode }
    set { unique().countryCode = newValue }
  }
  /// The country's name, or empty.
  public var countryName: String {
    get { storage.countryName }
    set { unique().countryName = newValue }
  }
  /// Latitude in degrees, when known.
  public var latitude: Double? {
    get { storage.latitude }
    set { unique().latitude = newValue }
  }
  /// Longitude in degrees, when known.
  public var longitude: Double? {
    get { storage.longitude }
    set { unique().longitude = newValue }
  }
  /// The IANA time zone, or empty.
  public var timeZone: String {
    get { storage.timeZone }
    set { unique().timeZone = newValue }
  }

  /// Creates a place snapshot.
  public init(
    geonameID: Int?, name: String, region: String = "", countryCode: String = "",
    countryName: String = "", latitude: Double? = nil, longitude: Double? = nil,
    timeZone: String = ""
  ) {
    storage = Storage(
      geonameID: geonameID, name: name, region: region, countryCode: countryCode,
      countryName: countryName, latitude: latitude, longitude: longitude, timeZone: timeZone)
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
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    return storage
  }

  /// The fields of a place.
  private final class Storage: @unchecked Sendable {
    // Written only through `unique()`, on a box no other value holds.
    var geonameID: Int?
    var name: String
    var region: String
    var countryCode: String
    var countryName: String
    var latitude: Double?
    var longitude: Double?
    var timeZone: String

    init(
      geonameID: Int?, name: String, region: String, countryCode: String, countryName: String,
      latitude: Double?, longitude: Double?, timeZone: String
    ) {
      self.geonameID = geonameID
      self.name = name
      self.region = region
      self.countryCode = countryCode
      self.countryName = countryName
      self.latitude = latitude
      self.longitude = longitude
      self.timeZone = timeZone
    }

    func copy() -> Storage {
      Storage(
        geonameID: geonameID, name: name, region: region, countryCode: countryCode,
        countryName: countryName, latitude: latitude, longitude: longitude, timeZone: timeZone)
    }

    /// Every field, for equality and hashing.
    var fields: Fields {
      Fields(
        geonameID: geonameID, name: name, region: region, countryCode: countryCode,
        countryName: countryName, latitude: latitude, longitude: longitude, timeZone: timeZone)
    }
  }

  /// Every field of a place, compared and hashed as a value.
  private struct Fields: Hashable {
    let geonameID: Int?
    let name: String
    let region: String
    let countryCode: String
    let countryName: String
    let latitude: Double?
    let longitude: Double?
    let timeZone: String
  }
}
