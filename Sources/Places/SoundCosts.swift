/// What each difference between a query's sound and a name's costs, for one script: the
/// defaults of ``SoundKey`` with the sounds that script writes alike made free.
struct SoundCosts {
  /// Symbols are ASCII 64…127, one slot each; a table row is a query symbol, its column a name
  /// symbol.
  private static let slots = 64
  /// What turning a query symbol into a name symbol costs.
  private var change: [Double]
  /// What a query symbol with nothing in the name costs.
  private var dropped: [Double]
  /// What a name symbol with nothing in the query costs.
  private var added: [Double]

  /// The defaults: a consonant 1, a vowel ``SoundKey/vowelCost``, a consonant for another of
  /// its class half of that, a vowel for a close one (o and u, e and i) a quarter. Built once:
  /// a query's reading copies them.
  init() { self = Self.defaults }

  private static let defaults: SoundCosts = {
    var weights = [Double](repeating: 1, count: slots)
    for symbol in UInt8(ascii: "a")...UInt8(ascii: "z") {
      weights[slot(symbol)] = SoundKey.vowelCost
    }
    weights[slot(SoundKey.weakVowel)] = SoundKey.weakVowelCost
    weights[slot(SoundKey.unsaidH)] = SoundKey.unsaidHCost
    var change = [Double](repeating: 1, count: slots * slots)
    for left in UInt8(64)...UInt8(127) {
      for right in UInt8(64)...UInt8(127) {
        let vowels = left >= UInt8(ascii: "a") && right >= UInt8(ascii: "a")
        let consonants = left < UInt8(ascii: "a") && right < UInt8(ascii: "a")
        var cost = max(weights[slot(left)], weights[slot(right)])
        if left == right {
          cost = 0
        } else if vowels, left == SoundKey.weakVowel || right == SoundKey.weakVowel {
          cost = SoundKey.weakVowelCost
        } else if vowels, SoundKey.close(left, right) {
          cost = SoundKey.closeVowelCost
        } else if consonants, SoundKey.soundClass(left) == SoundKey.soundClass(right) {
          cost = SoundKey.sameClassCost
        }
        change[slot(left) * slots + slot(right)] = cost
      }
    }
    return SoundCosts(change: change, dropped: weights, added: weights)
  }()

  private init(change: [Double], dropped: [Double], added: [Double]) {
    self.change = change
    self.dropped = dropped
    self.added = added
  }

  /// The slot of a symbol in the tables.
  private static func slot(_ symbol: UInt8) -> Int { Int(symbol & 0x3F) }

  /// The symbol weights, for the length a distance is measured against: what each costs put
  /// in, so a vowel the script leaves unwritten also weighs less.
  func weight(_ symbol: UInt8) -> Double { added[Self.slot(symbol)] }

  /// Makes each pair's query symbol (first) meet its name symbol (second) for free; `both`
  /// also the other way round.
  mutating func same(_ pairs: String, both: Bool = true) {
    let symbols = Array(pairs.utf8)
    for index in stride(from: 0, to: symbols.count - 1, by: 2) {
      let (query, name) = (Self.slot(symbols[index]), Self.slot(symbols[index + 1]))
      change[query * Self.slots + name] = 0
      if both { change[name * Self.slots + query] = 0 }
    }
  }

  /// Sets what a name's vowel the query does not write costs (abjads leave short vowels out).
  mutating func unwrittenVowels(cost: Double) {
    for symbol in "aeiou".utf8 { added[Self.slot(symbol)] = cost }
  }

  /// Sets what turning `query` into `name` costs.
  mutating func set(_ query: UInt8, _ name: UInt8, _ cost: Double) {
    change[Self.slot(query) * Self.slots + Self.slot(name)] = cost
  }

  /// The edit distance of `query` and `name` over the heavier one's weight: 0 the same, 1
  /// nothing alike.
  func distance(_ query: [UInt8], _ name: [UInt8]) -> Double {
    let queryWeight = query.reduce(0) { $0 + weight($1) }
    let nameWeight = name.reduce(0) { $0 + weight($1) }
    guard queryWeight > 0 || nameWeight > 0 else { return 0 }
    // Two rows of the table, on the stack: this runs for thousands of names per query.
    let width = name.count + 1
    return withUnsafeTemporaryAllocation(of: Double.self, capacity: 2 * width) { rows in
      var previous = UnsafeMutableBufferPointer(rebasing: rows[0..<width])
      var current = UnsafeMutableBufferPointer(rebasing: rows[width...])
      previous[0] = 0
      for (j, symbol) in name.enumerated() {
        previous[j + 1] = previous[j] + added[Self.slot(symbol)]
      }
      for left in query {
        let row = Self.slot(left) * Self.slots
        let drop = dropped[Self.slot(left)]
        current[0] = previous[0] + drop
        for (j, right) in name.enumerated() {
          let column = Self.slot(right)
          current[j + 1] = Swift.min(
            previous[j] + change[row + column], previous[j + 1] + drop,
            current[j] + added[column])
        }
        swap(&previous, &current)
      }
      return previous[name.count] / Swift.max(queryWeight, nameWeight)
    }
  }
}
