import Foundation

/// How results are ordered: population on a log scale, plus bonuses for an exact name and for
/// the primary name.
///
/// An exact match and a primary name are each worth a tenfold population, so exact
/// comes before prefix and primary before alternate among places of similar size, while a city
/// still beats a village that merely has the exact name (`ham` → Hamburg before Ham, France).
/// When the query is a whole name, the start of another place's alternate name counts far
/// less (``alternatePrefixPenalty``).
@_spi(GazetteerBuild) public enum Ranking {
  static let exactBonus = 1.0
  static let primaryBonus = 1.0
  /// Added for an airport code typed in capitals (`MIA`, `DEN`, `DUB`): a thousandfold
  /// population, so the airport's city comes before bigger places whose names start so.
  static let airportCodeBonus = 3.0
  /// Taken off a suggestion's score per edit.
  static let editPenalty = 1.5
  /// Taken off a city district's score (`Zürich (Kreis 7)` comes well after Zürich).
  static let districtPenalty = 3.0
  /// Taken off a match through the start of an alternate name when the query is the whole name
  /// of some place: such a place comes before the exact match only with over 10,000 times its
  /// people (100,000 when the exact match is a primary name). Turkish `Çita` is Chita, not Ho
  /// Chi Minh City through "Citad da Ho Chi Minh"; `Hovd` is Hovd, not Cape Town through
  /// "Hovdastadur". A primary name's start keeps the tenfold rule (`ham` → Hamburg).
  static let alternatePrefixPenalty = 3.0
  /// The population an exact match counts as when GeoNames gives none: most such places are
  /// villages and district centres, not hamlets (`Hovd` before Hovden, 413 people).
  static let unknownExactPopulation: UInt32 = 1_000

  /// The score of a match on a place of `population`; `alternatePrefix`: a match through the
  /// start of an alternate name when the query is the whole name of some place.
  @_spi(GazetteerBuild) public static func score(
    population: UInt32, primary: Bool, exact: Bool, edits: Int = 0, district: Bool = false,
    alternatePrefix: Bool = false
  ) -> Double {
    let counted = exact && population == 0 ? unknownExactPopulation : population
    return log10(Double(counted) + 10) + (exact ? exactBonus : 0) + (primary ? primaryBonus : 0)
      - Double(edits) * editPenalty - (district ? districtPenalty : 0)
      - (alternatePrefix ? alternatePrefixPenalty : 0)
  }
}
