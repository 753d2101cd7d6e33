/// Levenshtein distance, for did-you-mean suggestions.
public enum EditDistance {
  /// The number of single-character insertions, deletions and substitutions from `a` to `b`.
  public static func between(_ a: String, _ b: String) -> Int {
    let source = Array(a)
    let target = Array(b)
    if source.isEmpty { return target.count }
    if target.isEmpty { return source.count }
    var previous = Array(0...target.count)
    var current = [Int](repeating: 0, count: target.count + 1)
    for i in 1...source.count {
      current[0] = i
      for j in 1...target.count {
        let cost = source[i - 1] == target[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      swap(&previous, &current)
    }
    return previous[target.count]
  }
}
