/// How a language writes numbers, from CLDR (`LANG.cldr`, built at set-up): its decimal and
/// grouping signs and its short compact patterns (`1,035만`, `834万`, `3,4 Mio.`).
public struct NumberStyle: Sendable, Equatable {
  /// The decimal sign.
  public var decimal: String
  /// The grouping sign (`,`, `.`, a no-break space).
  public var group: String
  /// The fewest digits in front of the first group before grouping starts (2 in Spanish).
  public var minimumGrouping: Int
  /// Short patterns by magnitude (`10000` → `0만`); `0` alone writes the number in full.
  public var compact: [Int: String]

  /// Creates a style.
  public init(
    decimal: String = ".", group: String = ",", minimumGrouping: Int = 1,
    compact: [Int: String] = [:]
  ) {
    self.decimal = decimal
    self.group = group
    self.minimumGrouping = minimumGrouping
    self.compact = compact
  }

  /// A whole number with grouping signs (`1,035`, `519.900`).
  public func grouped(_ value: Int) -> String {
    let digits = Array(String(value.magnitude))
    guard digits.count >= 4 + minimumGrouping - 1 else {
      return (value < 0 ? "-" : "") + String(digits)
    }
    var text = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { text += group }
      text.append(digit)
    }
    return (value < 0 ? "-" : "") + text
  }

  /// A count in the language's short compact form (`10349312` → `1035만` in Korean, `10,3 Mio.`
  /// in German): one decimal below 100 of the pattern's unit (`1.2만`), none above; nil below
  /// the smallest pattern.
  public func compacted(_ value: Int) -> String? {
    guard value >= 0, let magnitude = compact.keys.filter({ $0 <= value }).max(),
      let pattern = compact[magnitude]
    else { return nil }
    let zeros = pattern.filter { $0 == "0" }.count
    guard zeros > 0, pattern.contains(where: { $0 != "0" }) else { return grouped(value) }
    var divisor = magnitude
    for _ in 1..<zeros { divisor /= 10 }
    let scaled = Double(value) / Double(max(1, divisor))
    let number: String
    if scaled < 100 {
      let tenths = Int((scaled * 10).rounded())
      number = "\(tenths / 10)" + (tenths % 10 == 0 ? "" : decimal + "\(tenths % 10)")
    } else {
      number = grouped(Int(scaled.rounded()))
    }
    guard let first = pattern.firstIndex(of: "0"), let last = pattern.lastIndex(of: "0") else {
      return nil
    }
    return String(pattern[..<first]) + number + String(pattern[pattern.index(after: last)...])
  }
}
