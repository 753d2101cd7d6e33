/// What each difference between a query's sound and a name's costs, for one script: the
/// defaults of ``SoundKey`` with the sounds that script writes alike made free.
struct SoundCosts {
  /// Symbols are ASCII 64…127; a table row is a query symbol, its column a name symbol.
  private static let base = 64
  /// What turning a query symbol into a name symbol costs.
  private var change: [Double]
  /// What a query symbol with nothing in the name costs.
  private var dropped: [Double]
  /// What a name symbol with nothing in the query costs.
  private var added: [Double]

  /// The defaults: a consonant 1, a vowel ``SoundKey/vowelCost``, a consonant for another of
  /// its class half of that, a vowel for a close one (o and u, e and i) a quarter.
  init() {
    var weights = [Double](repeating: 1, count: 64)
    for symbol in UInt8(ascii: "a")...UInt8(ascii: "z") {
      weights[Int(symbol) - Self.base] = SoundKey.vowelCost
    }
    weights[Int(SoundKey.weakVowel) - Self.base] = SoundKey.weakVowelCost
    weights[Int(SoundKey.unsaidH) - Self.base] = SoundKey.unsaidHCost
    dropped = weights
    added = weights
    change = [Double](repeating: 1, count: 64 * 64)
    for left in 0..<64 {
      for right in 0..<64 {
        let (l, r) = (UInt8(left + Self.base), UInt8(right + Self.base))
        let vowels = l >= UInt8(ascii: "a") && r >= UInt8(ascii: "a")
        let consonants = l < UInt8(ascii: "a") && r < UInt8(ascii: "a")
        var cost = max(weights[left], weights[right])
        if l == r {
          cost = 0
        } else if vowels, l == SoundKey.weakVowel || r == SoundKey.weakVowel {
          cost = SoundKey.weakVowelCost
        } else if vowels, SoundKey.close(l, r) {
          cost = SoundKey.closeVowelCost
        } else if consonants, SoundKey.soundClass(l) == SoundKey.soundClass(r) {
          cost = SoundKey.sameClassCost
        }
        change[left * 64 + right] = cost
      }
    }
  }

  /// The symbol weights, for the length a distance is measured against.
  func weight(_ symbol: UInt8) -> Double { added[Int(symbol & 0x3F)] }

  /// Makes each pair's query symbol (first) meet its name symbol (second) for free; `both`
  /// also the other way round.
  mutating func same(_ pairs: String, both: Bool = true) {
    let symbols = Array(pairs.utf8)
    for index in stride(from: 0, to: symbols.count - 1, by: 2) {
      let (query, name) = (Int(symbols[index] & 0x3F), Int(symbols[index + 1] & 0x3F))
      change[query * 64 + name] = 0
      if both { change[name * 64 + query] = 0 }
    }
  }

  /// Sets what a name's vowel the query does not write costs (abjads leave short vowels out).
  mutating func unwrittenVowels(cost: Double) {
    for symbol in "aeiou".utf8 { added[Int(symbol & 0x3F)] = cost }
  }

  /// Sets what turning `query` into `name` costs.
  mutating func set(_ query: UInt8, _ name: UInt8, _ cost: Double) {
    change[Int(query & 0x3F) * 64 + Int(name & 0x3F)] = cost
  }

  /// The edit distance of `query` and `name` over the heavier one's weight: 0 the same, 1
  /// nothing alike.
  func distance(_ query: [UInt8], _ name: [UInt8]) -> Double {
    let queryWeight = query.reduce(0) { $0 + weight($1) }
    let nameWeight = name.reduce(0) { $0 + weight($1) }
    guard queryWeight > 0 || nameWeight > 0 else { return 0 }
    var previous = [0.0]
    previous.reserveCapacity(name.count + 1)
    for symbol in name { previous.append(previous[previous.count - 1] + added[Int(symbol & 0x3F)]) }
    var current = previous
    for left in query {
      let row = Int(left & 0x3F) * 64
      let drop = dropped[Int(left & 0x3F)]
      current[0] = previous[0] + drop
      for (j, right) in name.enumerated() {
        let column = Int(right & 0x3F)
        current[j + 1] = Swift.min(
          previous[j] + change[row + column], previous[j + 1] + drop,
          current[j] + added[column])
      }
      swap(&previous, &current)
    }
    return previous[name.count] / Swift.max(queryWeight, nameWeight)
  }
}
