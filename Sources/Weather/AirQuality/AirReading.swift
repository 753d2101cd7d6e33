/// An air quality index at one time on one scale: the value, its category and, for the
/// standards wxsh computes, each pollutant's sub-index.
public struct AirReading: Sendable, Hashable {
  /// The scale.
  public var scale: AQIScale
  /// The index (whole for the computed standards; the AQHI can pass 10).
  public var value: Double
  /// Each pollutant's sub-index, for the computed standards (empty for Open-Meteo's indices).
  public var parts: [Pollutant: Double]

  /// Creates a reading.
  public init(scale: AQIScale, value: Double, parts: [Pollutant: Double] = [:]) {
    self.scale = scale
    self.value = value
    self.parts = parts
  }

  /// The category, 0 (best) on.
  public var category: Int { scale.category(value) }

  /// The category's English word (`--json`).
  public var word: String {
    let words = scale.categoryWords
    return words[min(max(category, 0), words.count - 1)]
  }

  /// The colour band, 0 (green) to 5 (maroon).
  public var colourBand: Int { scale.colourBand(category) }

  /// The value as shown: whole, and `10+` above 10 on the AQHI.
  public var shown: String {
    if scale == .canada, value > 10 { return "10+" }
    return String(Int(value.rounded()))
  }

  /// The category of one pollutant's sub-index on this scale (Korea's 미세먼지 grades).
  public func category(of pollutant: Pollutant) -> Int? {
    parts[pollutant].map { scale.category($0) }
  }
}
