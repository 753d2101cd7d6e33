/// A place: a GeoNames city with its region, country and time zone (from the gazetteer or the
/// online place search), or a point typed as coordinates; maybe under the user's own name.
public struct Place: Sendable, Hashable {
  /// Where a place was found.
  public enum Origin: Sendable, Hashable {
    /// The offline gazetteer.
    case gazetteer
    /// The online place search (GeoNames ids too: the same id is the same place).
    case online
    /// Typed coordinates (a negative id made from them).
    case coordinates
  }

  /// The GeoNames id, or a negative id for coordinates.
  public var id: Int
  /// The primary name (`Daegu`).
  public var name: String
  /// Latitude in degrees.
  public var latitude: Double
  /// Longitude in degrees.
  public var longitude: Double
  /// The population GeoNames records (0 when unknown).
  public var population: Int
  /// The ISO 3166-1 alpha-2 country code (`KR`).
  public var countryCode: String
  /// The country's English name (`South Korea`).
  public var countryName: String
  /// The first-level region's name (`Daegu`), when known.
  public var regionName: String?
  /// The region's ISO 3166-2 code (`KR-27`), when known.
  public var regionCode: String?
  /// The IANA time zone identifier (`Asia/Seoul`).
  public var timeZone: String
  /// Where the place was found.
  public var origin: Origin
  /// The user's own name for a saved place (`Home`), shown instead of its name.
  public var customName: String?

  /// Creates a place.
  public init(
    id: Int, name: String, latitude: Double, longitude: Double, population: Int,
    countryCode: String, countryName: String, regionName: String?, regionCode: String?,
    timeZone: String, origin: Origin? = nil, customName: String? = nil
  ) {
    self.id = id
    self.name = name
    self.latitude = latitude
    self.longitude = longitude
    self.population = population
    self.countryCode = countryCode
    self.countryName = countryName
    self.regionName = regionName
    self.regionCode = regionCode
    self.timeZone = timeZone
    self.origin = origin ?? (id < 0 ? .coordinates : .gazetteer)
    self.customName = customName
  }

  /// `Hamburg, Hamburg, Germany`: name, region (when present) and country.
  public var fullName: String {
    var parts = [name]
    if let regionName, !regionName.isEmpty { parts.append(regionName) }
    let country = countryName.isEmpty ? countryCode : countryName
    // A point at sea has no country: no trailing comma.
    if !country.isEmpty { parts.append(country) }
    return parts.joined(separator: ", ")
  }

  /// Countries whose first-level regions people write by their short codes after a city
  /// (`Springfield, MO`, `London, ON`, `Newcastle, NSW`).
  public static let regionCodeCountries: Set<String> = ["US", "CA", "AU"]

  /// The region code without its country part (`MO` for `US-MO`), when there is one.
  public var regionShortCode: String? {
    guard let regionCode, let dash = regionCode.firstIndex(of: "-") else { return nil }
    let short = regionCode[regionCode.index(after: dash)...]
    return short.isEmpty ? nil : String(short)
  }
}
