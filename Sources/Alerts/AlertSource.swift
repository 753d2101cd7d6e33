/// The official alert source wxsh has for a country, if any.
public enum AlertSource: String, Sendable, CaseIterable {
  /// The US National Weather Service (api.weather.gov).
  case nws

  /// The countries and territories the NWS issues alerts for: the United States, Puerto Rico,
  /// Guam, the US Virgin Islands, American Samoa and the Northern Mariana Islands.
  public static let nwsCountries: Set<String> = ["US", "PR", "GU", "VI", "AS", "MP"]

  /// The source for an ISO 3166-1 alpha-2 country code; nil when wxsh has none.
  public init?(countryCode: String) {
    guard Self.nwsCountries.contains(countryCode.uppercased()) else { return nil }
    self = .nws
  }

  /// The issuer's name for messages and `--json`.
  public var name: String {
    switch self {
    case .nws: "US National Weather Service"
    }
  }

  /// The sentence for a place whose country has no source: said plainly, so it is never
  /// mistaken for "no warnings".
  public static func noSource(countryName: String) -> String {
    "no official alert source for \(countryName) in wxsh yet"
  }
}
