import Terminal

/// How text the user typed is echoed back in messages: invisible characters shown visibly and
/// long text cut in the middle, so a 16 MB line never becomes a 16 MB error.
public enum Quote {
  /// The most characters an echo keeps.
  public static let limit = 80

  /// `text` with control, format and bidi characters written as `\u{…}` (NUL as `\0`) and,
  /// past `limit` characters, its middle replaced by `…`.
  public static func user(_ text: String, limit: Int = Quote.limit) -> String {
    var visible = ""
    let characters = Array(text.prefix(limit * 4))
    let elide = text.count > limit
    let head = elide ? characters.prefix(limit / 2) : characters[...]
    let tail = elide ? Array(text.suffix(limit / 2 - 1))[...] : []
    for character in head {
      for scalar in character.unicodeScalars { visible += shown(scalar) }
    }
    if elide {
      visible += "…"
      for character in tail {
        for scalar in character.unicodeScalars { visible += shown(scalar) }
      }
    }
    return visible
  }

  /// A scalar as it is shown: itself when printable, else an escape.
  static func shown(_ scalar: Unicode.Scalar) -> String {
    if scalar.value == 0 { return "\\0" }
    if TerminalText.isSteering(scalar) || scalar.properties.generalCategory == .format {
      return "\\u{" + String(scalar.value, radix: 16) + "}"
    }
    return String(scalar)
  }
}
