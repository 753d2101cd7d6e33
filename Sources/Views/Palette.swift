import Foundation
import Terminal

/// The colour set the views paint with: for dark or light terminal backgrounds, or none.
public enum Palette: String, Sendable, Hashable, CaseIterable {
  /// Bright colours for a dark background.
  case dark
  /// Deeper colours for a light background.
  case light
  /// No colour at all, even when the terminal could show it.
  case none

  /// The palette `auto` picks from `COLORFGBG` (`fg;bg` or `fg;default;bg`): a background of
  /// 7 or 15 means a light terminal; anything else, or no `COLORFGBG`, means dark.
  public static func fromBackground(environment: [String: String]) -> Palette {
    guard let value = environment["COLORFGBG"],
      let last = value.split(separator: ";").last,
      let background = Int(last.trimmingSpaces())
    else { return .dark }
    return background == 7 || background == 15 ? .light : .dark
  }
}
