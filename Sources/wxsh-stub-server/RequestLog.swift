#if canImport(Glibc)
  import Glibc
#endif

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
    // Bytes, not Characters: the log holds up to 10,000 URIs, some of them a thousand places
    // long, and tests poll it every 50 ms; a Unicode-aware scan of that under the actor kept
    // every request waiting behind it, and the stub stopped answering for seconds at a time.
    let selected = filter.map { text in entries.filter { Self.contains($0.uri, text) } } ?? entries
    return JSONText.array(
      selected.map {
        JSONText.object([
          ("method", JSONText.string($0.method)), ("uri", JSONText.string($0.uri)),
          ("userAgent", JSONText.string($0.userAgent)),
        ])
      })
  }

  /// True when `text`'s UTF-8 bytes hold `part`'s.
  static func contains(_ text: String, _ part: String) -> Bool {
    guard !part.isEmpty else { return true }
    var text = text
    var part = part
    return text.withUTF8 { haystack in
      part.withUTF8 { needle in
        guard let start = haystack.baseAddress, let wanted = needle.baseAddress,
          needle.count <= haystack.count
        else { return false }
        let last = haystack.count - needle.count
        var index = 0
        // memchr finds each candidate first byte, memcmp checks the rest.
        while index <= last,
          let hit = memchr(start + index, Int32(wanted.pointee), last - index + 1)
        {
          let at = start.distance(to: hit.assumingMemoryBound(to: UInt8.self))
          if memcmp(start + at, wanted, needle.count) == 0 { return true }
          index = at + 1
        }
        return false
      }
    }
  }

  /// Forgets everything.
  func clear() {
    entries.removeAll()
    counters.removeAll()
  }
}
