/// Edit distance with transpositions (optimal string alignment), bounded for speed.
enum EditDistance {
  /// Reusable rows, so a scan over a million names allocates nothing.
  struct Scratch {
    var previous2: [Int]
    var previous: [Int]
    var current: [Int]

    init(capacity: Int) {
      previous2 = Array(repeating: 0, count: capacity + 1)
      previous = previous2
      current = previous2
    }

    mutating func ensure(_ count: Int) {
      if previous.count < count + 1 {
        previous2 = Array(repeating: 0, count: count + 1)
        previous = previous2
        current = previous2
      }
    }
  }

  /// The distance between `query` and `name` when it is at most `limit`, else nil.
  static func bounded(
    _ query: [UInt32], _ target: [UInt32], limit: Int, scratch: inout Scratch
  ) -> Int? {
    let m = query.count
    let n = target.count
    if abs(m - n) > limit { return nil }
    scratch.ensure(n)
    for j in 0...n { scratch.previous[j] = j }
    for i in 1...max(m, 1) where m > 0 {
      scratch.current[0] = i
      var rowMinimum = i
      for j in 1...max(n, 1) where n > 0 {
        let cost = query[i - 1] == target[j - 1] ? 0 : 1
        var value = min(
          scratch.previous[j] + 1, scratch.current[j - 1] + 1, scratch.previous[j - 1] + cost)
        if i > 1, j > 1, query[i - 1] == target[j - 2], query[i - 2] == target[j - 1] {
          value = min(value, scratch.previous2[j - 2] + 1)
        }
        scratch.current[j] = value
        rowMinimum = min(rowMinimum, value)
      }
      if rowMinimum > limit { return nil }
      swap(&scratch.previous2, &scratch.previous)
      swap(&scratch.previous, &scratch.current)
    }
    let distance = m == 0 ? n : scratch.previous[n]
    return distance <= limit ? distance : nil
  }
}
