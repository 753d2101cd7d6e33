import PlaceModel
import Places
import Rendering

extension PlaceText {
  /// `Daegu (대구), Daegu, South Korea · 2.4M`: a search result, with the alternate name that
  /// was typed beside the gazetteer's.
  public static func line(for match: PlaceMatch) -> String {
    line(for: match.place, typedName: match.isAlternate ? match.displayName : nil)
  }

  /// The same line at most `width` cells wide (see `line(for:typedName:width:)`).
  public static func line(for match: PlaceMatch, width: Int) -> String {
    line(for: match.place, typedName: match.isAlternate ? match.displayName : nil, width: width)
  }
}
