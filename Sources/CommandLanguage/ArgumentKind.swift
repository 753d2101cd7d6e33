/// What an argument position holds, so completion can offer candidates for it.
public enum ArgumentKind: Sendable, Equatable {
  /// A command name (`:help CMD`).
  case command
  /// A place from the gazetteer; takes the rest of the line, spaces included.
  case place
  /// A saved place name or index.
  case savedPlace
  /// One of a fixed set of words.
  case choice([String])
  /// One of a set of words that depends on the word before it (`:units wind` → `kmh ms mph
  /// kn`); no candidates after any other word.
  case choiceAfter([String: [String]])
  /// Free text with no candidates.
  case text

  /// True when the argument is the whole rest of the line rather than one word.
  public var takesRestOfLine: Bool { self == .place }
}
