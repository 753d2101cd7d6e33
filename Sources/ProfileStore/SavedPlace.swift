import JSON
import VersionedStore

/// A saved place: its GeoNames id and a snapshot of what the gazetteer said about it.
///
/// The snapshot lets wxsh show and fetch weather for saved places without the gazetteer, and
/// keeps them stable when a newer gazetteer renames or moves a place.
public struct SavedPlace: Sendable, Equatable, Hashable {
  /// The GeoNames id; a place is saved at most once.
  public var id: Int
  /// The place name (`Lisbon`).
  public var name: String
  /// The first-level region name (`Lisbon`), or empty.
  public var region: String
  /// The ISO 3166-2 code of the region (`PT-11`), or empty.
  public var regionCode: String
  /// The ISO 3166-1 alpha-2 country code (`PT`), or empty.
  public var countryCode: String
  /// The country name (`Portugal`), or empty.
  public var countryName: String
  /// Latitude in degrees, -90...90.
  public var latitude: Double
  /// Longitude in degrees, -180...180.
  public var longitude: Double
  /// The IANA time zone (`Europe/Lisbon`), or empty when unknown.
  public var timeZone: String
  /// Keys a newer wxsh wrote into this place's entry, kept on rewrite.
  var extra: [String: JSONValue]

  /// Creates a snapshot.
  public init(
    id: Int, name: String, region: String = "", regionCode: String = "",
    countryCode: String = "", countryName: String = "", latitude: Double, longitude: Double,
    timeZone: String = ""
  ) {
    self.id = id
    self.name = name
    self.region = region
    self.regionCode = regionCode
    self.countryCode = countryCode
    self.countryName = countryName
    self.latitude = latitude
    self.longitude = longitude
    self.timeZone = timeZone
    self.extra = [:]
  }
}
