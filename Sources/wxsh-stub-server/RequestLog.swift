/// What the stub saw: every request's method and URI, and per-prefix counters.
actor RequestLog {
  /// One request.
  struct Entry {
    var method: String
    var uri: String
    var userAgent: String
  }

  private var entries: [Entry] = []
  private var counters: [String: Int] = [:]

  /// Records a request and returns how many requests with `prefix` came so far (1 for the first).
  func record(_ entry: Entry, prefix: String) -> Int {
    if entries.count < 10_000 { entries.append(entry) }
    counters[prefix, default: 0] += 1
    return counters[prefix] ?? 1
  }

  /// The log as a JSON array, optionally only URIs containing `filter`.
  func json(filter: String?) -> String {
    let selected = entries.filter { filter == nil || $0.uri.contains(filter ?? "") }
    return JSONText.array(
      selected.map {
        JSONText.object([
          ("method", JSONText.string($0.method)), ("uri", JSONText.string($0.uri)),
          ("userAgent", JSONText.string($0.userAgent)),
        ])
      })
  }

  /// Forgets everything.
  func clear() {
    entries.removeAll()
    counters.removeAll()
  }
}
