import Places
import Terminal

/// The line above a place's page: `▸ 2/5  Lisbon, Lisbon, Portugal · 517.8K`, or
/// `▸ My Location  …  — how it was found`. The one place this header is written.
public enum PlaceHeader {
  /// Where the page sits among the pages.
  public enum Position: Sendable, Equatable {
    /// Saved place `index` (1-based) of `count`.
    case saved(index: Int, count: Int)
    /// The "My Location" page, found the way `label` says.
    case myLocation(label: String)
    /// A place looked at but not saved.
    case preview
  }

  /// The header line, styled.
  public static func line(_ place: Place, _ position: Position, styler: Styler) -> String {
    let name = styler.apply(.bold, PlaceText.line(for: place))
    switch position {
    case .saved(let index, let count):
      return styler.apply(.cyan, "▸ \(index)/\(count)") + "  " + name
    case .myLocation(let label):
      return styler.apply(.cyan, "▸ My Location") + "  " + name + "  "
        + styler.apply(.dim, "— " + TerminalText.sanitize(label))
    case .preview:
      return name
    }
  }
}
