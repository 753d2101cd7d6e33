/// What an alert source is asked about: a place's point, its country and the names it goes
/// by (the place, its region and subregion), for sources that name areas instead of
/// answering for a point.
public struct AlertQuery: Sendable, Hashable {
  /// Degrees north.
  public var latitude: Double
  /// Degrees east.
  public var longitude: Double
  /// ISO 3166-1 alpha-2 (`DE`).
  public var countryCode: String
  /// The gazetteer's id of the place, when it is one (coordinates are not).
  public var placeID: Int?
  /// Names the place and the areas around it go by, most specific first
  /// (`Toulouse`, `Haute-Garonne`, `Occitanie`).
  public var names: [String]
  /// Codes of the warning areas whose official outlines contain the point (`DE241`, without
  /// the `EMMA_ID:` scheme) and their aliases, from `AlertAreaIndex`; empty when unknown.
  public var areaCodes: Set<String>
  /// True when MeteoAlarm's official outlines cover the country at all; false for the
  /// countries the outlines lack (Switzerland, Ukraine, the United Kingdom), which are matched
  /// by name.
  public var outlinesCoverCountry: Bool

  /// Creates a query.
  public init(
    latitude: Double, longitude: Double, countryCode: String, placeID: Int? = nil,
    names: [String] = [], areaCodes: Set<String> = [], outlinesCoverCountry: Bool = false
  ) {
    self.outlinesCoverCountry = outlinesCoverCountry
    self.latitude = latitude
    self.longitude = longitude
    self.countryCode = countryCode
    self.placeID = placeID
    self.names = names
    self.areaCodes = areaCodes
  }

  /// The source for the query's country; nil when wxsh has none.
  public var source: AlertSource? { AlertSource(countryCode: countryCode) }
}
