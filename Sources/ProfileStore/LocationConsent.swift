/// Whether the user allowed wxsh to look up their approximate location (used by issue 8).
public enum LocationConsent: String, Sendable, CaseIterable {
  /// The user has not been asked yet (the default).
  case unset
  /// The user allowed it.
  case granted
  /// The user refused it.
  case denied
}
