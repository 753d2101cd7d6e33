import Weather

/// The palette's colours for temperatures, conditions and the view's chrome.
struct Colors: Sendable {
  /// The palette painted with.
  let palette: Palette

  /// Creates the colours of a palette.
  init(_ palette: Palette) { self.palette = palette }

  /// The upper bounds (°C) of the temperature bands, coldest first.
  static let bandLimits: [Double] = [-10, 0, 10, 18, 25, 32]

  /// The colour band of a Celsius temperature: 0 (below −10 °C) … 6 (32 °C and above).
  static func band(_ celsius: Double) -> Int {
    bandLimits.firstIndex { celsius < $0 } ?? bandLimits.count
  }

  /// The style for a temperature in °C; plain when it is missing.
  func temperature(_ celsius: Double?) -> Style {
    guard let celsius, celsius.isFinite else { return .plain }
    let dark = [141, 75, 81, 114, 221, 208, 203]
    let light = [91, 25, 31, 28, 136, 166, 160]
    let index = Colors.band(celsius)
    return Style(foreground: palette == .light ? light[index] : dark[index])
  }

  /// The style for a condition's text.
  func condition(_ code: Int?, isDay: Bool?) -> Style {
    guard let code else { return .plain }
    let dark: Int
    let light: Int
    switch code {
    case 0, 1:
      (dark, light) = isDay == false ? (189, 61) : (220, 136)
    case 2, 3: (dark, light) = (250, 241)
    case 45, 48: (dark, light) = (247, 243)
    case 51...67, 80...82: (dark, light) = (75, 25)
    case 71...77, 85, 86: (dark, light) = (153, 31)
    case 95...99: (dark, light) = (177, 90)
    default: return .plain
    }
    return Style(foreground: palette == .light ? light : dark)
  }

  /// Precipitation: bars and likely-rain text.
  var precipitation: Style { Style(foreground: palette == .light ? 25 : 75) }
  /// The sun's markers: sunrise and sunset.
  var sun: Style { Style(foreground: palette == .light ? 130 : 214) }
  /// A warning: stale or failed data.
  var warning: Style { Style(foreground: palette == .light ? 130 : 214) }
  /// An error.
  var error: Style { Style(foreground: palette == .light ? 160 : 203) }
  /// Section headings.
  var heading: Style { Style(bold: true) }
  /// Labels and secondary text.
  var label: Style { Style(dim: true) }
  /// The range bar's empty track.
  var track: Style { Style(foreground: palette == .light ? 250 : 238) }
  /// The current-temperature marker on a range bar.
  var marker: Style { Style(foreground: palette == .light ? 16 : 231, bold: true) }
}
