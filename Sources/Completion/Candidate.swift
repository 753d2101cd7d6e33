/// One completion candidate: what the list shows and what Tab inserts.
public struct Candidate: Sendable, Equatable, Hashable {
  /// Text shown when candidates are listed (`Hamburg, DE`).
  public var label: String
  /// Text that replaces the word being completed.
  public var insertion: String

  /// Creates a candidate whose label and insertion may differ.
  public init(label: String, insertion: String) {
    self.label = label
    self.insertion = insertion
  }

  /// Creates a candidate that shows and inserts the same text.
  public init(_ text: String) {
    self.init(label: text, insertion: text)
  }
}

/// Supplies candidates for one argument kind, given the word typed so far.
public typealias CandidateSource = @Sendable (_ word: String) -> [Candidate]
