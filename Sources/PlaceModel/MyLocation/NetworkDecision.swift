/// Whether the network location service may be asked, and if not, why not.
public enum NetworkDecision: Sendable, Equatable {
  /// The user allowed it (stored consent).
  case allowed
  /// The user said no (stored), or no to the question just now.
  case denied
  /// Nobody could be asked: not in a terminal (scripts never ask and never send).
  case notAsked
  /// `--offline`: no network at all.
  case offline
}
