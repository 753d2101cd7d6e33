import AlertModel

/// What a feed's warnings repeat, worked out once per text: thousands of warnings share a
/// few awareness levels, hazards and language tags.
struct Repeats {
  private var levels: [String: MeteoAlarmDecoder.Awareness] = [:]
  private var hazards: [String: String?] = [:]
  private var languages: [String: String] = [:]

  /// ``MeteoAlarmDecoder/level(_:)`` of `text`.
  mutating func level(_ text: String) -> MeteoAlarmDecoder.Awareness {
    if let known = levels[text] { return known }
    let level = MeteoAlarmDecoder.level(text)
    levels[text] = level
    return level
  }

  /// ``MeteoAlarmDecoder/hazard(_:)`` of `text`.
  mutating func hazard(_ text: String) -> String? {
    if let known = hazards[text] { return known }
    let hazard = MeteoAlarmDecoder.hazard(text)
    hazards[text] = .some(hazard)
    return hazard
  }

  /// ``MeteoAlarmDecoder/primaryLanguage(_:)`` of `tag`.
  mutating func primaryLanguage(_ tag: String?) -> String {
    guard let tag else { return "" }
    if let known = languages[tag] { return known }
    let primary = MeteoAlarmDecoder.primaryLanguage(tag)
    languages[tag] = primary
    return primary
  }
}
