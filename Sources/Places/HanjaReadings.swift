/// Korean readings of Han characters (Hanja), from Unicode's Unihan `kHangul`: a query typed in
/// Hanja is also searched by how a Korean reads it (`漢城` → `한성`, Seoul's old name).
enum HanjaReadings {
  /// The table as a dictionary, built on first use.
  static let readings: [Character: Character] = {
    var result: [Character: Character] = [:]
    result.reserveCapacity(9_000)
    var pending: Character?
    for character in table {
      if let han = pending {
        result[han] = character
        pending = nil
      } else {
        pending = character
      }
    }
    return result
  }()

  /// `text` read in Hangul, or nil when it has a character that is neither Hanja with a
  /// reading, a space nor Hangul, or no Hanja at all.
  static func hangul(_ text: String) -> String? {
    // Most queries have no Han character: the table is not even built for them.
    guard text.unicodeScalars.contains(where: isHan) else { return nil }
    var output = ""
    var sawHanja = false
    for character in text {
      if let reading = readings[character] {
        output.append(reading)
        sawHanja = true
      } else if character == " " || Transliteration.isHangulSyllable(character) {
        output.append(character)
      } else {
        return nil
      }
    }
    return sawHanja ? output : nil
  }

  /// True for a CJK unified ideograph (the blocks Unihan gives readings for).
  static func isHan(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3134F: true
    default: false
    }
  }
}
