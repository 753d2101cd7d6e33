/// The script of a name or query, as far as Tab needs it, and what Han is for every reader of
/// Han (readings, variants, pinyin).
enum Script {
  case latin, kana, hangul, han, other

  /// The script of the first letter in `text`, or nil when it has none.
  static func of(_ text: String) -> Script? {
    for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
      switch scalar.value {
      case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9D: return .kana
      case 0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7A3: return .hangul
      case _ where isHan(scalar): return .han
      case 0...0x24F, 0x1E00...0x1EFF: return .latin
      default: return .other
      }
    }
    return nil
  }

  /// True for a Han character (漢字, 汉字, 한자): the CJK Unified Ideographs and their extensions
  /// A to H, and the compatibility ideographs. The one place wxsh says what Han is.
  static func isHan(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x323AF, 0x2F800...0x2FA1F:
      true
    default: false
    }
  }

  /// True when a name in `other` keeps this script (kana accepts Japanese Han names too).
  func accepts(_ other: Script) -> Bool {
    other == self || (self == .kana && other == .han)
  }

  /// The name to complete to among a place's names: one in this script, kana before Han for
  /// kana and Japanese forms of Han (the most characters that are not Simplified) before
  /// Chinese ones, then the shortest.
  func preferred(_ names: [String]) -> String? {
    let fitting = names.filter { Script.of($0).map(accepts) == true && !$0.contains(",") }
    let exact = fitting.filter { Script.of($0) == self }
    let pool = exact.isEmpty ? fitting : exact
    func unsimplified(_ name: String) -> Int {
      name.unicodeScalars.filter { HanVariants.folded($0) != nil }.count
    }
    return pool.min { lhs, rhs in
      let (left, right) = (unsimplified(lhs), unsimplified(rhs))
      if self == .kana, left != right { return left > right }
      return lhs.count != rhs.count ? lhs.count < rhs.count : lhs < rhs
    }
  }
}
