/// How a fetch treats the cache.
public enum FetchPolicy: Sendable, Hashable {
  /// Use a fresh cached copy without asking the network; otherwise fetch, and fall back to
  /// the cached copy (labelled stale) when the fetch fails.
  case preferCache
  /// Always fetch (`:refresh`); fall back to the cached copy only when the fetch fails.
  case refresh
  /// Never touch the network (`--offline`): the cached copy of any age, or an error.
  case offline

  /// The policy of the alert clients' two switches: `offline` wins over `refresh`.
  public init(offline: Bool, refresh: Bool) {
    self = offline ? .offline : refresh ? .refresh : .preferCache
  }
}
