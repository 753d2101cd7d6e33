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

/// What `LANG.cldr` holds: countries' names (`CN` → `중국`) and the number style.
public struct CLDRFile: Sendable {
  /// Countries' names by ISO 3166-1 alpha-2 code.
  public var countries: [String: String] = [:]
  /// How the language writes numbers; nil when the file has none.
  public var numbers: NumberStyle?

  /// Reads the file's lines; unknown or malformed lines are skipped.
  public init(text: String) {
    var style = NumberStyle()
    var found = false
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      switch (fields.first, fields.count) {
      case ("number", 3):
        found = true
        switch fields[1] {
        case "decimal": style.decimal = fields[2]
        case "group": style.group = fields[2]
        case "minimumGrouping": style.minimumGrouping = Int(fields[2]) ?? 1
        default: break
        }
      case ("compact", 3):
        if let magnitude = Int(fields[1]), magnitude > 0, !fields[2].isEmpty {
          style.compact[magnitude] = fields[2]
          found = true
        }
      case (let code?, 2) where code.utf8.count == 2 && code.allSatisfy(\.isUppercase):
        if !fields[1].isEmpty { countries[code] = fields[1] }
      default:
        break
      }
    }
    numbers = found ? style : nil
  }
}
