/// Air quality and where it came from.
public struct AirQualityResult: Sendable {
  /// The values.
  public var air: AirQuality
  /// Fetched now, from the cache, or old data after a failed fetch.
  public var source: ForecastResult.Source

  /// Creates a result.
  public init(air: AirQuality, source: ForecastResult.Source) {
    self.air = air
    self.source = source
  }
}
