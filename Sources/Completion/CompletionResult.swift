/// What a Tab press should do to the line.
public enum CompletionResult: Sendable, Equatable {
  /// Nothing to offer.
  case none
  /// Replace the last `deleting` characters before the cursor with `insertion`.
  case replace(deleting: Int, insertion: String)
  /// No progress is possible; these candidates can be listed.
  case ambiguous([Candidate])
}
