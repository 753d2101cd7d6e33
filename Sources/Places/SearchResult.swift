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

  /// Creates a result.
  public init(matches: [PlaceMatch], problem: Problem? = nil) {
    self.matches = matches
    self.problem = problem
  }

  /// True when every match is a close-spelling suggestion.
  public var isOnlySuggestions: Bool {
    !matches.isEmpty && matches.allSatisfy { $0.kind == .suggestion }
  }
}
