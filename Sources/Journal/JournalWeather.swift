/// The weather at an entry's place when it was written.
public struct JournalWeather: Sendable, Equatable, Hashable {
  /// Who supplied it (`open-meteo`).
  public var provider: String
  /// When the provider's data was fetched (UTC).
  public var fetchedAt: Int64
  /// The WMO weather code.
  public var conditionCode: Int
  /// The air temperature in °C; nil when the stored value was outside
  /// `PhysicalRange.temperature` (shown "—").
  public var temperatureC: Double?
  /// Whether it was day at the place, when known.
  public var isDay: Bool?

  /// Creates a weather snapshot.
  public init(
    provider: String, fetchedAt: Int64, conditionCode: Int, temperatureC: Double?,
    isDay: Bool? = nil
  ) {
    self.provider = provider
    self.fetchedAt = fetchedAt
    self.conditionCode = conditionCode
    self.temperatureC = temperatureC
    self.isDay = isDay
  }
}
