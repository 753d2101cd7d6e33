/// What falls: rain (drizzle, showers, freezing rain and thunderstorms included) or snow.
public enum PrecipitationKind: String, Sendable, Hashable {
  case rain
  case snow

  /// How much water a centimetre of fresh snow holds, mm (Open-Meteo's rule: 7 cm of snow
  /// is 10 mm of precipitation).
  public static let waterPerSnowCentimetre = 10.0 / 7

  /// The kind a WMO weather code means, or nil for a code that is not precipitation.
  public init?(code: Int?) {
    guard let code, (51...99).contains(code) else { return nil }
    self = [71, 73, 75, 77, 85, 86].contains(code) ? .snow : .rain
  }

  /// The kind of `precipitation` mm of which `snowfall` cm fell as snow: snow when the snow
  /// holds half the water or more; nil when either is unknown or nothing fell.
  public init?(precipitation: Double?, snowfall: Double?) {
    guard let precipitation, let snowfall, precipitation > 0 else { return nil }
    self = snowfall * Self.waterPerSnowCentimetre >= precipitation / 2 ? .snow : .rain
  }
}

extension HourlyItem {
  /// Whether precipitation is likely in this step: a probability of 50% or more, or a
  /// precipitation code when the probability is unknown.
  public var likelyWet: Bool {
    if let precipitationProbability { return precipitationProbability >= 50 }
    return PrecipitationKind(code: weatherCode) != nil
  }
}
