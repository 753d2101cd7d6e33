/// Which air quality index to show: Open-Meteo's European (EEA) and US (EPA) indices, or a
/// national standard wxsh computes from the concentrations.
public enum AQIScale: String, Sendable, Hashable, CaseIterable, Codable {
  /// The European Air Quality Index: good, fair, moderate, poor, very poor, extremely poor.
  case european = "eu"
  /// The US AQI: good, moderate, unhealthy for sensitive groups, unhealthy, very unhealthy,
  /// hazardous.
  case us
  /// Korea's CAI (통합대기환경지수): 좋음, 보통, 나쁨, 매우나쁨.
  case korea = "kr"
  /// China's AQI (HJ 633-2012): 优, 良, 轻度污染, 中度污染, 重度污染, 严重污染.
  case china = "cn"
  /// India's National AQI: good, satisfactory, moderately polluted, poor, very poor, severe.
  case india = "in"
  /// The UK's Daily Air Quality Index, 1–10: low, moderate, high, very high.
  case unitedKingdom = "uk"
  /// Canada's Air Quality Health Index: low, moderate, high, very high risk.
  case canada = "ca"

  /// The scale people use where a country is: its own standard in Korea, China, India, the UK
  /// and Canada, the European index in the rest of Europe, the US index elsewhere.
  public static func forCountry(_ code: String) -> AQIScale {
    switch code.uppercased() {
    case "KR": .korea
    case "CN": .china
    case "IN": .india
    case "GB", "IM", "JE", "GG": .unitedKingdom
    case "CA": .canada
    case let other: europeanCountries.contains(other) ? .european : .us
    }
  }

  /// Whether a country is one CAMS Europe covers (the European index and pollen).
  public static func isEuropean(_ code: String) -> Bool {
    europeanCountries.contains(code.uppercased())
  }

  /// Countries the European index (and CAMS Europe's pollen) covers.
  static let europeanCountries: Set<String> = [
    "AD", "AL", "AT", "BA", "BE", "BG", "BY", "CH", "CY", "CZ", "DE", "DK", "EE", "ES", "FI",
    "FO", "FR", "GB", "GI", "GR", "HR", "HU", "IE", "IM", "IS", "IT", "JE", "GG", "LI", "LT",
    "LU", "LV", "MC", "MD", "ME", "MK", "MT", "NL", "NO", "PL", "PT", "RO", "RS", "SE", "SI",
    "SK", "SM", "UA", "VA", "XK",
  ]

  /// The standard wxsh computes for this scale; nil for the two Open-Meteo gives.
  var standard: AirStandard? {
    switch self {
    case .european, .us: nil
    case .korea: .korea
    case .china: .china
    case .india: .india
    case .unitedKingdom: .unitedKingdom
    case .canada: .canada
    }
  }

  /// The English words of the categories, best first (`--json` keeps these).
  public var categoryWords: [String] {
    switch self {
    case .european: ["good", "fair", "moderate", "poor", "very poor", "extremely poor"]
    case .us:
      [
        "good", "moderate", "unhealthy for sensitive groups", "unhealthy", "very unhealthy",
        "hazardous",
      ]
    case .korea: ["good", "moderate", "bad", "very bad"]
    case .china:
      [
        "excellent", "good", "lightly polluted", "moderately polluted", "heavily polluted",
        "severely polluted",
      ]
    case .india:
      ["good", "satisfactory", "moderately polluted", "poor", "very poor", "severe"]
    case .unitedKingdom: ["low", "moderate", "high", "very high"]
    case .canada: ["low risk", "moderate risk", "high risk", "very high risk"]
    }
  }

  /// The colour band (0 green … 5 maroon) of each category, best first.
  public var colourBands: [Int] {
    switch self {
    case .european, .us, .china, .india: [0, 1, 2, 3, 4, 5]
    case .korea: [0, 1, 3, 4]
    case .unitedKingdom, .canada: [0, 1, 3, 5]
    }
  }

  /// The colour band of a category.
  public func colourBand(_ category: Int) -> Int {
    colourBands[min(max(category, 0), colourBands.count - 1)]
  }

  /// The index value a strip's full bar stands for.
  public var stripTop: Double {
    switch self {
    case .european: 100
    case .us, .china: 300
    case .korea: 250
    case .india: 400
    case .unitedKingdom, .canada: 10
    }
  }

  /// The category (0 = best) of an index value.
  public func category(_ value: Double) -> Int {
    if let standard { return standard.category(value.rounded()) }
    let tops: [Double] = self == .european ? [20, 40, 60, 80, 100] : [50, 100, 150, 200, 300]
    return tops.firstIndex { value <= $0 } ?? tops.count
  }
}
