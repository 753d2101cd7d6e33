/// The colour theme: chosen from the terminal's background, dark, light, or no colour at all.
public enum Theme: String, Sendable, CaseIterable {
  /// Pick dark or light from the terminal (the default).
  case auto
  /// Colours for a dark background.
  case dark
  /// Colours for a light background.
  case light
  /// No colour.
  case none
}
