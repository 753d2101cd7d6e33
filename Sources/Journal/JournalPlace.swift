/// What the journal keeps of the place an entry was written at: a snapshot, not a reference.
public struct JournalPlace: Sendable, Equatable, Hashable {
  /// The GeoNames id, when the place came from the gazetteer.
  public var geonameID: Int?
  /// The place's name (`Lisbon`).
  public var name: String
  /// The first-level region (`Lisboa`), or empty.
  public var region: String
  /// The ISO country code (`PT`), or empty.
  public var countryCode: String
  /// The country's name, or empty.
  public var countryName: String
  /// Latitude in degrees, when known.
  public var latitude: Double?
  /// Longitude in degrees, when known.
  public var longitude: Double?
  /// The IANA time zone, or empty.
  public var timeZone: String

  /// Creates a place snapshot.
  public init(
    geonameID: Int?, name: String, region: String = "", countryCode: String = "",
    countryName: String = "", latitude: Double? = nil, longitude: Double? = nil,
    timeZone: String = ""
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

  /// `Lisbon, Lisboa, PT` (the parts that are known).
  public var label: String {
    [name, region, countryCode].filter { !$0.isEmpty }.joined(separator: ", ")
  }
}
