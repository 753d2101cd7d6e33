/// One search result: the place, the name it matched by, and how it matched.
public struct PlaceMatch: Sendable, Hashable {
  /// How a result was found.
  public enum Kind: Sendable, Hashable {
    /// The query is the whole name.
    case exact
    /// The query is the start of the name.
    case prefix
    /// A close spelling of the query, offered as a suggestion.
    case suggestion
  }

  /// The place.
  public var place: Place
  /// The name as GeoNames spells it that the query matched (`대구` for Daegu).
  public var matchedName: String
  /// True when `matchedName` is an alternate name rather than the primary one.
  public var isAlternate: Bool
  /// Exact, prefix or suggestion.
  public var kind: Kind
  /// True when the query was an airport or postal code; `matchedName` is then its label
  /// (`JFK · John F Kennedy International Airport`, `New York, NY 10001`).
  public var isCode: Bool

  /// Creates a match.
  public init(
    place: Place, matchedName: String, isAlternate: Bool, kind: Kind, isCode: Bool = false
  ) {
    self.place = place
    self.matchedName = matchedName
    self.isAlternate = isAlternate
    self.kind = kind
    self.isCode = isCode
  }
}
