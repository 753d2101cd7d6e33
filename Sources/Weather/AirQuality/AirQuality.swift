import Foundation

/// Air quality at a place from Open-Meteo's Air Quality API: the indices and pollutants now,
/// pollen where the source has it (Europe), and the coming hours' indices. Every value is
/// optional: missing, null and out-of-range values are nil and never read as 0.
public struct AirQuality: Sendable, Hashable {
  /// When wxsh received the data.
  public var fetchedAt: Date
  /// The place's IANA time zone, as the answer gave it.
  public var timeZoneIdentifier: String?
  /// The values now.
  public var current: Sample
  /// The coming hours, in time order.
  public var hours: [Sample]

  /// Creates a value.
  public init(
    fetchedAt: Date, timeZoneIdentifier: String?, current: Sample, hours: [Sample] = []
  ) {
    self.fetchedAt = fetchedAt
    self.timeZoneIdentifier = timeZoneIdentifier
    self.current = current
    self.hours = hours
  }

  /// One time's values; concentrations in μg/m³, pollen in grains/m³.
  public struct Sample: Sendable, Hashable {
    /// The time of the values.
    public var time: Date?
    /// The European Air Quality Index (0 and up; above 100 is extremely poor).
    public var europeanAQI: Double?
    /// The US EPA Air Quality Index (0–500).
    public var usAQI: Double?
    /// Fine particles, PM2.5.
    public var pm25: Double?
    /// Particles, PM10.
    public var pm10: Double?
    /// Ozone, O₃.
    public var ozone: Double?
    /// Nitrogen dioxide, NO₂.
    public var nitrogenDioxide: Double?
    /// Pollen by kind (`alder`, `birch`, `grass`, `mugwort`, `olive`, `ragweed`); only the
    /// kinds with a value.
    public var pollen: [String: Double]

    /// Creates a sample.
    public init(
      time: Date? = nil, europeanAQI: Double? = nil, usAQI: Double? = nil, pm25: Double? = nil,
      pm10: Double? = nil, ozone: Double? = nil, nitrogenDioxide: Double? = nil,
      pollen: [String: Double] = [:]
    ) {
      self.time = time
      self.europeanAQI = europeanAQI
      self.usAQI = usAQI
      self.pm25 = pm25
      self.pm10 = pm10
      self.ozone = ozone
      self.nitrogenDioxide = nitrogenDioxide
      self.pollen = pollen
    }

    /// The index on a scale.
    public func index(_ scale: AQIScale) -> Double? {
      scale == .european ? europeanAQI : usAQI
    }
  }

  /// The pollen kinds Open-Meteo gives, in the order shown.
  public static let pollenKinds = ["alder", "birch", "grass", "mugwort", "olive", "ragweed"]
}

/// Which air quality index to show: the European (EEA) or the US (EPA) scale.
public enum AQIScale: String, Sendable, Hashable, CaseIterable, Codable {
  /// The European Air Quality Index: good, fair, moderate, poor, very poor, extremely poor.
  case european = "eu"
  /// The US AQI: good, moderate, unhealthy for sensitive groups, unhealthy, very unhealthy,
  /// hazardous.
  case us

  /// The scale for a country: European for European countries, US elsewhere.
  public static func forCountry(_ code: String) -> AQIScale {
    europeanCountries.contains(code.uppercased()) ? .european : .us
  }

  /// Countries the European index (and CAMS Europe's pollen) covers.
  static let europeanCountries: Set<String> = [
    "AD", "AL", "AT", "BA", "BE", "BG", "BY", "CH", "CY", "CZ", "DE", "DK", "EE", "ES", "FI",
    "FO", "FR", "GB", "GI", "GR", "HR", "HU", "IE", "IM", "IS", "IT", "JE", "GG", "LI", "LT",
    "LU", "LV", "MC", "MD", "ME", "MK", "MT", "NL", "NO", "PL", "PT", "RO", "RS", "SE", "SI",
    "SK", "SM", "UA", "VA", "XK",
  ]

  /// The index's short name.
  public var name: String { self == .european ? "European AQI" : "US AQI" }

  /// The category of an index value: its word and its band, 0 (best) to 5 (worst).
  public func category(_ value: Double) -> (word: String, band: Int) {
    switch self {
    case .european:
      let words = ["good", "fair", "moderate", "poor", "very poor", "extremely poor"]
      let band =
        value <= 20 ? 0 : value <= 40 ? 1 : value <= 60 ? 2 : value <= 80 ? 3 : value <= 100 ? 4 : 5
      return (words[band], band)
    case .us:
      let words = [
        "good", "moderate", "unhealthy for sensitive groups", "unhealthy", "very unhealthy",
        "hazardous",
      ]
      let band =
        value <= 50
        ? 0 : value <= 100 ? 1 : value <= 150 ? 2 : value <= 200 ? 3 : value <= 300 ? 4 : 5
      return (words[band], band)
    }
  }
}
