/// How Korean is typed: initial consonants only (초성 search: `ㅅㅇ` for 서울), and the syllable an
/// input method shows while the next one is being composed (`성` on the way to 서울).
///
/// Works on the normalised (decomposed) form, where a syllable is its conjoining jamo: an
/// initial (U+1100…U+1112), a vowel (U+1161…U+1175) and maybe a final (U+11A8…U+11C2).
@_spi(GazetteerBuild) public enum Hangul {
  /// The initial consonants of a normalised name with Hangul (`서울` → `ᄉᄋ`), or nil when it
  /// has no Hangul syllable or something else besides.
  @_spi(GazetteerBuild) public static func initials(ofNormalized name: String) -> String? {
    var output = String.UnicodeScalarView()
    var sawInitial = false
    for scalar in name.unicodeScalars {
      switch scalar.value {
      case 0x1100...0x1112:
        output.append(scalar)
        sawInitial = true
      case 0x1161...0x1175, 0x11A8...0x11C2:
        continue
      case 0x20:
        continue
      default:
        return nil
      }
    }
    return sawInitial ? String(output) : nil
  }

  /// True when a normalised query is only initial consonants (`ᄉᄋ`, as `ㅅㅇ` normalises).
  static func isInitialsOnly(_ key: String) -> Bool {
    !key.isEmpty && key.unicodeScalars.allSatisfy { (0x1100...0x1112).contains($0.value) }
  }

  /// The query with its last final consonant moved to start a new syllable, as the input
  /// method will once the next vowel is typed (`성` → `서ᄋ`, `닭` → `달ᄀ`); nil when the query
  /// does not end in a final.
  static func finalMoved(_ key: String) -> String? {
    // Finals are U+11A8…U+11C2; any other last letter (every Latin query) needs no table.
    guard let last = key.unicodeScalars.last, (0x11A8...0x11C2).contains(last.value),
      let moved = movedFinals[last.value]
    else {
      return nil
    }
    var scalars = String.UnicodeScalarView(key.unicodeScalars.dropLast())
    for value in moved { if let scalar = Unicode.Scalar(value) { scalars.append(scalar) } }
    return String(scalars)
  }

  /// Each final: what stays (a final, for double finals) and the initial it becomes.
  static let movedFinals: [UInt32: [UInt32]] = [
    0x11A8: [0x1100], 0x11A9: [0x1101], 0x11AA: [0x11A8, 0x1109], 0x11AB: [0x1102],
    0x11AC: [0x11AB, 0x110C], 0x11AD: [0x11AB, 0x1112], 0x11AE: [0x1103], 0x11AF: [0x1105],
    0x11B0: [0x11AF, 0x1100], 0x11B1: [0x11AF, 0x1106], 0x11B2: [0x11AF, 0x1107],
    0x11B3: [0x11AF, 0x1109], 0x11B4: [0x11AF, 0x1110], 0x11B5: [0x11AF, 0x1111],
    0x11B6: [0x11AF, 0x1112], 0x11B7: [0x1106], 0x11B8: [0x1107], 0x11B9: [0x11B8, 0x1109],
    0x11BA: [0x1109], 0x11BB: [0x110A], 0x11BC: [0x110B], 0x11BD: [0x110C], 0x11BE: [0x110E],
    0x11BF: [0x110F], 0x11C0: [0x1110], 0x11C1: [0x1111], 0x11C2: [0x1112],
  ]
}
