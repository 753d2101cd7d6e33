/// A weather condition on the WMO interpretation-code scale, with its text and glyph.
///
/// Open-Meteo sends WMO codes; OpenWeatherMap condition ids are mapped onto the same scale by
/// ``init(openWeatherMapID:)``. Higher codes are more significant, which is how a day's
/// condition is chosen from its steps.
public struct Condition: Sendable, Hashable {
  /// The WMO code (0…99); codes wxsh does not know keep their value and read "Unknown".
  public var code: Int

  /// The condition for a WMO code.
  public init(wmoCode: Int) { self.code = wmoCode }

  /// The condition closest to an OpenWeatherMap condition id (2xx…8xx).
  public init(openWeatherMapID id: Int) {
    self.code = Condition.wmoCode(openWeatherMapID: id)
  }

  /// True when wxsh knows this code.
  public var isKnown: Bool { Condition.texts[code] != nil }

  /// The English description, e.g. "Partly cloudy".
  public var text: String { Condition.texts[code] ?? "Unknown" }

  /// How significant the condition is; larger wins when several steps make one day.
  public var severity: Int { isKnown ? code : -1 }

  /// A one-character picture of the condition, with a moon for clear nights.
  ///
  /// Each is one scalar whose width every terminal agrees on: an emoji that is wide by default
  /// (Emoji_Presentation, two cells), or `☁`, a text symbol one cell wide. None is a text
  /// symbol made wide by U+FE0F (`☁️`, `🌧️`): tmux and many terminals give those one cell and
  /// the rows after them drift.
  public func glyph(isDay: Bool?) -> String {
    let day = isDay ?? true
    switch code {
    case 0, 1: return day ? "🌞" : "🌙"
    case 2: return day ? "⛅" : "☁"
    case 3: return "☁"
    case 45, 48: return "🌁"
    case 51, 53, 55, 56, 57: return "💧"
    case 61, 63, 65, 80, 81, 82, 66, 67: return "☔"
    case 71, 73, 75, 77, 85, 86: return "⛄"
    case 95, 96, 99: return "⚡"
    default: return "?"
    }
  }

  /// The WMO codes with their descriptions (Open-Meteo's table).
  public static let texts: [Int: String] = [
    0: "Clear sky", 1: "Mainly clear", 2: "Partly cloudy", 3: "Overcast",
    45: "Fog", 48: "Depositing rime fog",
    51: "Light drizzle", 53: "Moderate drizzle", 55: "Dense drizzle",
    56: "Light freezing drizzle", 57: "Dense freezing drizzle",
    61: "Slight rain", 63: "Moderate rain", 65: "Heavy rain",
    66: "Light freezing rain", 67: "Heavy freezing rain",
    71: "Slight snowfall", 73: "Moderate snowfall", 75: "Heavy snowfall", 77: "Snow grains",
    80: "Slight rain showers", 81: "Moderate rain showers", 82: "Violent rain showers",
    85: "Slight snow showers", 86: "Heavy snow showers",
    95: "Thunderstorm", 96: "Thunderstorm with slight hail", 99: "Thunderstorm with heavy hail",
  ]

  /// Maps an OpenWeatherMap condition id to the nearest WMO code.
  ///
  /// Unknown ids map to −1 ("Unknown") rather than guessing.
  public static func wmoCode(openWeatherMapID id: Int) -> Int {
    switch id {
    case 200...202, 230...232: 95  // thunderstorm with rain or drizzle
    case 210...221: 95  // thunderstorm
    case 300, 310: 51
    case 301, 311, 313, 321: 53
    case 302, 312, 314: 55
    case 500: 61
    case 501: 63
    case 502...504: 65
    case 511: 66  // freezing rain
    case 520: 80
    case 521: 81
    case 522, 531: 82
    case 600: 71
    case 601: 73
    case 602: 75
    case 611, 612, 615: 66  // sleet, light rain and snow
    case 613, 616: 67  // shower sleet, rain and snow
    case 620: 85
    case 621, 622: 86
    case 701, 711, 721, 731, 741, 751, 761, 762: 45  // mist, smoke, haze, dust, fog, sand, ash
    case 771, 781: 95  // squalls, tornado: the most severe we can say
    case 800: 0
    case 801: 1
    case 802: 2
    case 803, 804: 3
    default: -1
    }
  }
}
