/// Where to fetch weather for: coordinates plus what the cache and the logs need to name it.
///
/// It does not depend on the gazetteer; the shell builds one from a saved or searched place.
public struct Location: Sendable, Hashable, Codable {
  /// Latitude in degrees, −90…90.
  public var latitude: Double
  /// Longitude in degrees, −180…180.
  public var longitude: Double
  /// The place's IANA time zone (e.g. `Europe/Berlin`), when known.
  public var timeZone: String?
  /// The GeoNames id, when the place came from the gazetteer.
  public var geonameID: Int?
  /// A display name for messages (never used as a file name).
  public var name: String?

  /// Creates a location.
  public init(
    latitude: Double, longitude: Double, timeZone: String? = nil, geonameID: Int? = nil,
    name: String? = nil
  ) {
    self.latitude = latitude
    self.longitude = longitude
    self.timeZone = timeZone
    self.geonameID = geonameID
    self.name = name
  }
}
