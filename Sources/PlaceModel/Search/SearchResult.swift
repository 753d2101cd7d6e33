/// What a search found, and why it found nothing when it did.
public struct SearchResult: Sendable, Hashable {
  /// Why a search has no results.
  public enum Problem: Sendable, Hashable {
    /// The query has no letters or digits.
    case emptyQuery
    /// A `, QUALIFIER` names no region or country.
    case unknownQualifier(String)
  }

  /// The matches, best first: prefix matches, then suggestions.
  public var matches: [PlaceMatch]
  /// Set when the query could not be searched as typed.
  public var problem: Problem?
  /// A sentence for the user beside the matches, e.g. that a postal code of a country other
  /// than the US is not included (`postal codes for FR are not included; only US ZIP codes are`).
  public var notice: String?
  /// How many places matched the name, when the search counted them (at most 1,000: more
  /// reads as "over 1,000"); nil when it did not count.
  public var total: Int?

  /// Creates a result.
  public init(matches: [PlaceMatch], problem: Problem? = nil, notice: String? = nil) {
    self.matches = matches
    self.problem = problem
    self.notice = notice
  }

  /// True when every match is a close-spelling suggestion.
  public var isOnlySuggestions: Bool {
    !matches.isEmpty && matches.allSatisfy { $0.kind == .suggestion }
  }
}
