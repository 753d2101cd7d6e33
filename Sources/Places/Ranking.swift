import Foundation

/// How results are ordered: population on a log scale, plus bonuses for an exact name and for
/// the primary name.
///
/// An exact match and a primary name are each worth a tenfold population, so exact
/// comes before prefix and primary before alternate among places of similar size, while a city
/// still beats a village that merely has the exact name (`ham` → Hamburg before Ham, France).
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

  /// The score of a match on a place of `population`.
  @_spi(GazetteerBuild) public static func score(
    population: UInt32, primary: Bool, exact: Bool, edits: Int = 0, district: Bool = false
  ) -> Double {
    log10(Double(population) + 10) + (exact ? exactBonus : 0) + (primary ? primaryBonus : 0)
      - Double(edits) * editPenalty - (district ? districtPenalty : 0)
  }
}
