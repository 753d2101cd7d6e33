/// An ANSI text style wxsh's own renderer may apply.
public enum TextStyle: String, Sendable, CaseIterable {
  case bold = "1"
  case dim = "2"
  case red = "31"
  case green = "32"
  case yellow = "33"
  case blue = "34"
  case magenta = "35"
  case cyan = "36"
  case boldCyan = "1;36"
  case boldRed = "1;31"

  /// The escape sequence that starts this style.
  public var opening: String { "\u{1B}[\(rawValue)m" }
  /// The escape sequence that resets all styles.
  public static let reset = "\u{1B}[0m"
}

/// Applies styles only when colour is on, so colour-off output holds no escape bytes at all.
public struct Styler: Sendable {
  /// True when styles are emitted.
  public let enabled: Bool

  /// Creates a styler that emits escapes only when `enabled`.
  public init(enabled: Bool) { self.enabled = enabled }

  /// Wraps `text` in `style` when colour is on; returns it unchanged otherwise.
  public func apply(_ style: TextStyle, _ text: String) -> String {
    enabled ? style.opening + text + TextStyle.reset : text
  }
}
