import Catalog
import Terminal
import Weather

/// Condition pictures two cells wide: emoji, or METAR-style letters in ASCII.
public enum Glyphs {
  /// The picture for a WMO code by day or night, always exactly two cells wide.
  ///
  /// Emoji come from ``Condition/glyph(isDay:)``. The ASCII set uses METAR-like letters:
  /// `SU` sun, `MO` clear night, `PC` partly cloudy, `OV` overcast, `FG` fog, `DZ` drizzle,
  /// `FZ` freezing rain or drizzle, `RA` rain, `SH` showers, `SN` snow, `TS` thunderstorm,
  /// `??` unknown; a missing code is two spaces.
  public static func condition(_ code: Int?, isDay: Bool?, ascii: Bool) -> String {
    guard let code else { return "  " }
    let glyph =
      ascii ? asciiGlyph(code, isDay: isDay) : Condition(wmoCode: code).glyph(isDay: isDay)
    let cells = TerminalText.displayWidth(glyph)
    return cells >= 2 ? glyph : glyph + String(repeating: " ", count: 2 - cells)
  }

  /// The two-letter ASCII code of a condition.
  static func asciiGlyph(_ code: Int, isDay: Bool?) -> String {
    switch code {
    case 0, 1: isDay == false ? "MO" : "SU"
    case 2: "PC"
    case 3: "OV"
    case 45, 48: "FG"
    case 51, 53, 55: "DZ"
    case 56, 57, 66, 67: "FZ"
    case 61, 63, 65: "RA"
    case 80, 81, 82: "SH"
    case 71, 73, 75, 77, 85, 86: "SN"
    case 95, 96, 99: "TS"
    default: "??"
    }
  }

  /// The condition's name in the current language (`Fog`); JSON keeps `Condition.text`.
  public static func conditionName(_ code: Int) -> String {
    Message.conditions[String(code)].map { say(Sentence($0)) } ?? say(.conditionUnknown)
  }

  /// What the two-letter ASCII codes of `conditions` mean, one piece per code in the order
  /// they first appear (`RA Rain`, `PC Partly cloudy`), so a table of codes under `TERM=dumb`
  /// can be read; empty when none is shown.
  static func asciiLegend(_ conditions: [(code: Int?, isDay: Bool?)], _ colors: Colors)
    -> [StyledLine]
  {
    var seen: Set<String> = []
    var pieces: [StyledLine] = []
    for (code, isDay) in conditions {
      guard let code else { continue }
      let letters = asciiGlyph(code, isDay: isDay)
      guard seen.insert(letters).inserted else { continue }
      var piece = StyledLine(letters + " ", colors.condition(code, isDay: isDay))
      piece.append(asciiMeaning(code), colors.label)
      pieces.append(piece)
    }
    return pieces
  }

  /// The words for what an ASCII code stands for: the kind of precipitation, or the sky.
  static func asciiMeaning(_ code: Int) -> String {
    switch code {
    case 0, 1: conditionName(0)
    case 2, 3: conditionName(code)
    case 45, 48: conditionName(45)
    case 51...99: precipitationNoun(code)
    default: say(.conditionUnknown)
    }
  }

  /// The noun for the kind of precipitation a code means ("Rain", "Snow", …).
  static func precipitationNoun(_ code: Int?) -> String {
    switch code ?? 61 {
    case 51, 53, 55: say(.precipitationDrizzle)
    case 56, 57, 66, 67: say(.precipitationFreezingRain)
    case 71, 73, 75, 77, 85, 86: say(.precipitationSnow)
    case 80, 81, 82: say(.precipitationShowers)
    case 95, 96, 99: say(.precipitationThunderstorms)
    default: say(.precipitationRain)
    }
  }
}
