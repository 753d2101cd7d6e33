import Catalog

/// The official alert source wxsh has for a country, if any.
public enum AlertSource: String, Sendable, CaseIterable {
  /// The US National Weather Service (api.weather.gov).
  case nws
  /// MeteoAlarm, the European national weather services' common warning feed
  /// (feeds.meteoalarm.org).
  case meteoalarm
  /// The Japan Meteorological Agency (www.jma.go.jp/bosai).
  case jma
  /// Environment and Climate Change Canada (api.weather.gc.ca).
  case eccc
  /// The Korea Meteorological Administration (apihub.kma.go.kr, with the user's own key).
  case kma

  /// The countries and territories the NWS issues alerts for: the United States, Puerto Rico,
  /// Guam, the US Virgin Islands, American Samoa and the Northern Mariana Islands.
  public static let nwsCountries: Set<String> = ["US", "PR", "GU", "VI", "AS", "MP"]

  /// MeteoAlarm's feed name for each member country (ISO 3166-1 alpha-2): the lowercase
  /// English country name, as MeteoAlarm spells it in `feeds-<name>`.
  public static let meteoAlarmFeeds: [String: String] = [
    "AD": "andorra", "AT": "austria", "BA": "bosnia-herzegovina", "BE": "belgium",
    "BG": "bulgaria", "CH": "switzerland", "CY": "cyprus", "CZ": "czechia", "DE": "germany",
    "DK": "denmark", "EE": "estonia", "ES": "spain", "FI": "finland", "FR": "france",
    "GB": "united-kingdom", "GR": "greece", "HR": "croatia", "HU": "hungary", "IE": "ireland",
    "IL": "israel", "IS": "iceland", "IT": "italy", "LT": "lithuania", "LU": "luxembourg",
    "LV": "latvia", "MD": "moldova", "ME": "montenegro", "MK": "republic-of-north-macedonia",
    "MT": "malta", "NL": "netherlands", "NO": "norway", "PL": "poland", "PT": "portugal",
    "RO": "romania", "RS": "serbia", "SE": "sweden", "SI": "slovenia", "SK": "slovakia",
    "UA": "ukraine",
  ]

  /// The countries the Japan Meteorological Agency issues warnings for.
  public static let jmaCountries: Set<String> = ["JP"]

  /// The countries Environment and Climate Change Canada issues alerts for.
  public static let ecccCountries: Set<String> = ["CA"]

  /// The countries the Korea Meteorological Administration issues special weather reports for.
  public static let kmaCountries: Set<String> = ["KR"]

  /// The source for an ISO 3166-1 alpha-2 country code; nil when wxsh has none.
  public init?(countryCode: String) {
    let code = countryCode.uppercased()
    if Self.nwsCountries.contains(code) {
      self = .nws
    } else if Self.meteoAlarmFeeds[code] != nil {
      self = .meteoalarm
    } else if Self.jmaCountries.contains(code) {
      self = .jma
    } else if Self.ecccCountries.contains(code) {
      self = .eccc
    } else if Self.kmaCountries.contains(code) {
      self = .kma
    } else {
      return nil
    }
  }

  /// The issuer's name for messages and `--json`.
  public var name: String {
    switch self {
    case .nws: say(.alertsSourceNameNWS)
    case .meteoalarm: say(.alertsSourceNameMeteoAlarm)
    case .jma: say(.alertsSourceNameJMA)
    case .eccc: say(.alertsSourceNameECCC)
    case .kma: say(.alertsSourceNameKMA)
    }
  }

  /// Where a person reads the issuer's alerts in full.
  public var website: String {
    switch self {
    case .nws: "weather.gov"
    case .meteoalarm: "meteoalarm.org"
    case .jma: "jma.go.jp"
    case .eccc: "weather.gc.ca"
    case .kma: "weather.go.kr"
    }
  }

  /// The service as a sentence names it ("the National Weather Service answered …").
  public var service: String {
    switch self {
    case .nws: say(.alertsServiceNWS)
    case .meteoalarm: say(.alertsServiceMeteoAlarm)
    case .jma: say(.alertsServiceJMA)
    case .eccc: say(.alertsServiceECCC)
    case .kma: say(.alertsServiceKMA)
    }
  }

  /// The sentence for a place whose country has no source: said plainly, so it is never
  /// mistaken for "no warnings".
  public static func noSource(countryName: String) -> String {
    say(.alertsNoSource(country: countryName))
  }
}
