/// A text style: a 256-colour foreground, bold and dim; rendered only when colour is on.
struct Style: Sendable, Hashable {
  /// The xterm 256-colour index, or nil for the terminal's default colour.
  var foreground: Int?
  /// Bold text.
  var bold: Bool
  /// Dim text.
  var dim: Bool

  /// Creates a style.
  init(foreground: Int? = nil, bold: Bool = false, dim: Bool = false) {
    self.foreground = foreground
    self.bold = bold
    self.dim = dim
  }

  /// The plain style.
  static let plain = Style()
  /// Bold only.
  static let strong = Style(bold: true)
  /// Dim only.
  static let faint = Style(dim: true)

  /// The same style made bold.
  var emphasized: Style {
    var copy = self
    copy.bold = true
    return copy
  }

  /// True when the style changes nothing.
  var isPlain: Bool { foreground == nil && !bold && !dim }

  /// The SGR sequence that starts this style.
  var opening: String {
    var codes: [String] = []
    if bold { codes.append("1") }
    if dim { codes.append("2") }
    if let foreground { codes.append("38;5;\(foreground)") }
    return "\u{1B}[" + codes.joined(separator: ";") + "m"
  }

  /// The SGR sequence that resets every style.
  static let reset = "\u{1B}[0m"
}
