/// How a forecast request treats the cache.
public enum FetchPolicy: Sendable, Hashable {
  /// Use a fresh cached forecast without asking the network; otherwise fetch, and fall back to
  /// the cached one (labelled stale) when the fetch fails.
  case preferCache
  /// Always fetch (`:refresh`); fall back to the cached forecast only when the fetch fails.
  case refresh
  /// Never touch the network (`--offline`): the cached forecast of any age, or an error.
  case offline
}
