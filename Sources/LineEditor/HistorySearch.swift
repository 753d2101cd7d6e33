/// Ctrl-R's search of the history, newest line first, for a line holding what is typed: in any
/// script (libedit's own search looks a typed character up in a key map one byte wide, so a
/// Hangul or Han character ended the search instead of joining it).
struct HistorySearch {
  /// The history, newest line first.
  let lines: [String]
  /// What has been typed.
  private(set) var pattern = ""
  /// The index in `lines` of the line found, or nil when none holds the pattern.
  private(set) var found: Int?

  /// The line found, if any.
  var line: String? { found.map { lines[$0] } }

  /// The first line from `start` on that holds the pattern.
  private func match(from start: Int) -> Int? {
    guard !pattern.isEmpty, start < lines.count else { return nil }
    return lines[start...].firstIndex { $0.contains(pattern) }
  }

  /// Adds `text` to the pattern; the line found stays when it still holds it.
  mutating func type(_ text: String) {
    pattern += text
    found = match(from: found ?? 0)
  }

  /// Takes the last character off the pattern and finds again from the newest line.
  mutating func erase() {
    guard !pattern.isEmpty else { return }
    pattern.removeLast()
    found = match(from: 0)
  }

  /// Finds the next older line that holds the pattern and differs from the one found; the
  /// line found stays when there is none.
  mutating func older() {
    guard let found, let current = line else {
      self.found = match(from: 0)
      return
    }
    var start = found + 1
    while let next = match(from: start) {
      if lines[next] != current {
        self.found = next
        return
      }
      start = next + 1
    }
  }
}
