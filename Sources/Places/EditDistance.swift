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

  /// A query of at most 64 characters compiled for ``distance(to:limit:)``: which of its
  /// positions hold each of its characters, as bits.
  struct Pattern {
    /// The query's distinct characters, and for each the bit mask of its positions.
    private var characters: [UInt32] = []
    private var positions: [UInt64] = []
    /// The query's length.
    let count: Int

    /// The pattern of `query`, or nil when it is longer than 64 characters.
    init?(_ query: [UInt32]) {
      guard query.count <= 64 else { return nil }
      count = query.count
      for (index, character) in query.enumerated() {
        if let known = characters.firstIndex(of: character) {
          positions[known] |= 1 << UInt64(index)
        } else {
          characters.append(character)
          positions.append(1 << UInt64(index))
        }
      }
    }

    /// The positions of `character` in the query.
    @inline(__always)
    private func positions(of character: UInt32) -> UInt64 {
      for index in characters.indices where characters[index] == character {
        return positions[index]
      }
      return 0
    }

    /// The same distance as ``EditDistance/bounded(_:_:limit:scratch:)``, a column of the
    /// table at a time in the bits of a word (Hyyrö's bit-parallel form of Myers' algorithm,
    /// with transpositions): a few operations per character of `target` instead of a row of
    /// the table.
    func distance(to target: [UInt32], limit: Int) -> Int? {
      guard abs(count - target.count) <= limit else { return nil }
      guard count > 0 else { return target.count }
      let last: UInt64 = 1 << UInt64(count - 1)
      var positive = UInt64.max  // vertical +1 differences
      var negative: UInt64 = 0  // vertical -1 differences
      var diagonal: UInt64 = 0  // zero diagonal differences
      var previousMatches: UInt64 = 0
      var distance = count
      for (column, character) in target.enumerated() {
        let matches = positions(of: character)
        let transposed = ((~diagonal & matches) << 1) & previousMatches
        diagonal = (((matches & positive) &+ positive) ^ positive) | matches | negative | transposed
        var horizontalPositive = negative | ~(diagonal | positive)
        var horizontalNegative = diagonal & positive
        if horizontalPositive & last != 0 { distance += 1 }
        if horizontalNegative & last != 0 { distance -= 1 }
        // The rest of the name can lower the distance by at most one a character.
        if distance - (target.count - column - 1) > limit { return nil }
        horizontalPositive = (horizontalPositive << 1) | 1
        horizontalNegative <<= 1
        positive = horizontalNegative | ~(diagonal | horizontalPositive)
        negative = horizontalPositive & diagonal
        previousMatches = matches
      }
      return distance <= limit ? distance : nil
    }
  }
}
