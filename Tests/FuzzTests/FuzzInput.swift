import Foundation

/// A seeded generator (SplitMix64) and the hostile pieces the fuzz tests build JSON from.
struct FuzzInput: RandomNumberGenerator {
  /// The generator's state.
  private var state: UInt64
  /// Whether numbers may be the wrong type or not JSON at all (NaN, 1e999); such documents
  /// can only be refused, so the tests turn this on for some documents only.
  var breaksSyntax = false

  /// A generator that always yields the same sequence for `seed`.
  init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// How many documents each fuzz test decodes: `WXSH_FUZZ_ITERATIONS`, else `fallback`.
  static func iterations(_ fallback: Int) -> Int {
    guard let text = ProcessInfo.processInfo.environment["WXSH_FUZZ_ITERATIONS"],
      let count = Int(text), count > 0
    else { return fallback }
    return count
  }

  /// Number texts at and beyond every boundary that are still valid JSON.
  static let boundaryNumbers = [
    "1e300", "-1e300", "9.3e18", "-9.3e18", "9223372036854775807", "-9223372036854775808",
    "9223372036854775808", "1e308", "5e-324", "-0", "0", "-0.0", "1e15", "4294967296", "-1",
    "360.0001", "100.5", "800", "1200.1", "18446744073709551616", "0.1e1", "1E2",
  ]

  /// Number literals JSON does not allow or that overflow a Double.
  static let invalidNumbers = ["NaN", "Infinity", "-Infinity", "1.8e308", "-1e999", "+1", ".5"]

  /// Values of the wrong type where a number belongs.
  static let wrongTypes = ["null", "true", "\"12\"", "[]", "{}", "[1]", "{\"a\":1}", "\"\""]

  /// Every C0, DEL, C1 and bidi control, plus separators, as JSON escapes.
  static let controlEscapes: [String] =
    (0x00...0x1F).map(escape) + [escape(0x7F)] + (0x80...0x9F).map(escape)
    + [0x200E, 0x200F, 0x061C, 0x2028, 0x2029].map(escape) + (0x202A...0x202E).map(escape)
    + (0x2066...0x2069).map(escape)

  /// `\uXXXX` for a scalar value.
  static func escape(_ value: Int) -> String {
    let hex = String(value, radix: 16, uppercase: true)
    return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
  }

  /// A random element.
  mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &self)] }

  /// True with probability `chance`.
  mutating func chance(_ chance: Double) -> Bool { Double.random(in: 0..<1, using: &self) < chance }

  /// A number text: plausible, boundary, random magnitude, or (rarely) the wrong type.
  mutating func number(plausible: ClosedRange<Double>) -> String {
    switch Int.random(in: 0..<10, using: &self) {
    case 0..<4: return "\(Double.random(in: plausible, using: &self))"
    case 4..<7: return pick(Self.boundaryNumbers)
    case 7, 8:
      let exponent = Int.random(in: -320...308, using: &self)
      return "\(chance(0.5) ? "-" : "")1e\(exponent)"
    default:
      guard breaksSyntax, chance(0.2) else { return "null" }
      return chance(0.5) ? pick(Self.wrongTypes) : pick(Self.invalidNumbers)
    }
  }

  /// A time text in seconds since 1970: near now, far, negative or a boundary.
  mutating func unixTime(near base: Double) -> String {
    switch Int.random(in: 0..<6, using: &self) {
    case 0..<3: return "\(Int(base) + Int.random(in: -86_400...400_000, using: &self))"
    case 3: return pick(["-1", "-2208988801", "7258118401", "-9.3e18", "9.3e18", "1e300", "0"])
    case 4: return "\(Int64.random(in: Int64.min / 2...Int64.max / 2, using: &self))"
    default: return number(plausible: -1e10...1e10)
    }
  }

  /// A JSON string literal full of controls, bidi characters and ordinary text.
  mutating func hostileString() -> String {
    var text = "\""
    for _ in 0..<Int.random(in: 0...12, using: &self) {
      switch Int.random(in: 0..<4, using: &self) {
      case 0: text += pick(Self.controlEscapes)
      case 1:
        text += pick([
          "Berlin", "Zürich", "서울", "\\\"", "\\\\", " ", "\\u001b[2J", "\\u001b]0;t\\u0007",
        ])
      case 2: text += pick(["\u{202E}", "\u{0085}", "\u{009B}", "\u{2066}"])
      default: text += pick(["a", "é", "😀", "\\n", "\\t"])
      }
    }
    return text + "\""
  }

  /// An array of `count` cells from `cell`.
  mutating func array(_ count: Int, _ cell: (inout FuzzInput) -> String) -> String {
    var cells: [String] = []
    for _ in 0..<count { cells.append(cell(&self)) }
    return "[" + cells.joined(separator: ",") + "]"
  }
}
