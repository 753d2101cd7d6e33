import PlaceModel
import Places
import Rendering
import Terminal
import Views

extension PlaceText {
  /// `Daegu (대구), Daegu, South Korea · 2.4M`: a search result, with the alternate name that
  /// was typed beside the gazetteer's; in a language the place has a name in, that name leads
  /// (`베이징 (北京), 베이징시, 중국`, and `서울, 대한민국` when 서울 was typed).
  public static func line(for match: PlaceMatch) -> String {
    line(for: match.place, typedName: typedName(match))
  }

  /// The same line at most `width` cells wide (see `line(for:typedName:width:)`).
  public static func line(for match: PlaceMatch, width: Int) -> String {
    line(for: match.place, typedName: typedName(match), width: width)
  }

  /// The name to lead with when it is not the place's own in the user's language: the
  /// user-language name with the spelling that matched after it, else the gazetteer's.
  static func typedName(_ match: PlaceMatch) -> String? {
    guard match.isAlternate else { return nil }
    let translated = PlaceLabels.ownName(match.place)
    guard translated != TerminalText.sanitize(match.place.name) else { return match.displayName }
    let typed = Normalizer.normalize(match.matchedName)
    if typed == Normalizer.normalize(translated) { return nil }
    return "\(translated) (\(match.matchedName))"
  }
}
