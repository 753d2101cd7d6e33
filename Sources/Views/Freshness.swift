/// How current a page's forecast is, or why there is none.
public enum Freshness: Sendable, Hashable {
  /// Fetched just now.
  case fresh
  /// Read from the cache, still within its lifetime; `age` in seconds.
  case cached(age: Double)
  /// Older than it should be (the refresh failed or is pending); `age` in seconds.
  case stale(age: Double, reason: String)
  /// A fetch is under way.
  case loading
  /// The fetch failed; `reason` says why.
  case failed(reason: String)
}
