/// What a successful `ProfileOperation` did, for the shell to report.
public enum ProfileOutcome: Sendable, Equatable {
  /// The place was saved at this 0-based index.
  case added(index: Int)
  /// The place was already saved, at this index; nothing changed.
  case alreadySaved(index: Int)
  /// This place was deleted from this index.
  case removed(SavedPlace, index: Int)
  /// The place at `from` now sits at `to`.
  case moved(from: Int, to: Int)
  /// The place at this index has a new own name; `from` is the one it had.
  case renamed(index: Int, from: String?)
  /// A setting now has the requested value (it may have had it already).
  case set
}
