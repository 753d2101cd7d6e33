import Catalog
import PlaceModel
import Terminal
import Views

/// The line above a place's page: `▸ 2/5  Lisbon, Lisbon, Portugal`, or
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

  /// The header, styled, within `width` columns: `▸ 2/5  Lisbon, Lisbon, Portugal`, or for
  /// "My Location" the same with how it was found, which goes on a second, dim line when the
  /// one line would not fit. No population: the page is about the weather.
  public static func lines(
    _ place: Place, _ position: Position, styler: Styler, width: Int = 80
  ) -> [String] {
    let name = PlaceLabels.fullName(place)
    let bold = styler.apply(.bold, name)
    switch position {
    case .saved(let index, let count):
      return [styler.apply(.cyan, "▸ \(index)/\(count)") + "  " + bold]
    case .myLocation(let label):
      let mark = "▸ " + say(.pageMyLocation)
      let how = "— " + TerminalText.sanitize(label)
      let head = styler.apply(.cyan, mark) + "  " + bold
      let oneLine = [mark, name, how].map(TerminalText.displayWidth).reduce(4, +)
      if oneLine <= width { return [head + "  " + styler.apply(.dim, how)] }
      return [head] + TerminalText.wrap(how, width: width).map { styler.apply(.dim, $0) }
    case .preview:
      return [bold]
    }
  }
}
