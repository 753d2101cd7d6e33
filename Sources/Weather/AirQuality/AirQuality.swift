import Foundation

/// Air quality at a place from Open-Meteo's Air Quality API: the indices and pollutants now,
/// pollen where the source has it (Europe), and the hours from yesterday on. Every value is
/// optional: missing, null and out-of-range values are nil and never read as 0.
public struct AirQuality: Sendable, Hashable {
  /// When wxsh received the data.
  public var fetchedAt: Date
  /// The place's IANA time zone, as the answer gave it.
  public var timeZoneIdentifier: String?
  /// The values now.
  public var current: Sample
  /// The hours from yesterday (for the standards' 24-hour means) on, in time order.
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
    /// Sulphur dioxide, SO₂.
    public var sulphurDioxide: Double?
    /// Carbon monoxide, CO.
    public var carbonMonoxide: Double?
    /// Pollen by kind (`alder`, `birch`, `grass`, `mugwort`, `olive`, `ragweed`); only the
    /// kinds with a value.
    public var pollen: [String: Double]

    /// Creates a sample.
    public init(
      time: Date? = nil, europeanAQI: Double? = nil, usAQI: Double? = nil, pm25: Double? = nil,
      pm10: Double? = nil, ozone: Double? = nil, nitrogenDioxide: Double? = nil,
      sulphurDioxide: Double? = nil, carbonMonoxide: Double? = nil, pollen: [String: Double] = [:]
    ) {
      self.time = time
      self.europeanAQI = europeanAQI
      self.usAQI = usAQI
      self.pm25 = pm25
      self.pm10 = pm10
      self.ozone = ozone
      self.nitrogenDioxide = nitrogenDioxide
      self.sulphurDioxide = sulphurDioxide
      self.carbonMonoxide = carbonMonoxide
      self.pollen = pollen
    }

    /// The concentration of a pollutant, μg/m³.
    public func concentration(_ pollutant: Pollutant) -> Double? {
      switch pollutant {
      case .pm25: pm25
      case .pm10: pm10
      case .ozone: ozone
      case .nitrogenDioxide: nitrogenDioxide
      case .sulphurDioxide: sulphurDioxide
      case .carbonMonoxide: carbonMonoxide
      }
    }
  }

  /// The pollen kinds Open-Meteo gives, in the order shown.
  public static let pollenKinds = ["alder", "birch", "grass", "mugwort", "olive", "ragweed"]
}
