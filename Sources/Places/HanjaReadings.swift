/// Korean readings of Han characters (Hanja), from Unicode's Unihan `kHangul`: a query typed in
/// Hanja is also searched by how a Korean reads it (`漢城` → `한성`, Seoul's old name).
enum HanjaReadings {
  /// The readings of `wanted`, from one pass over the table: a query has a few characters,
  /// and a dictionary of all 10,796 would cost more to build than the search.
  static func readings(of wanted: Set<Character>) -> [Character: Character] {
    var found: [Character: Character] = [:]
    var pending: Character?
    for character in table {
      if let han = pending {
        if wanted.contains(han) {
          found[han] = character
          if found.count == wanted.count { break }
        }
        pending = nil
      } else {
        pending = character
      }
    }
    return found
  }

  /// `text` read in Hangul, or nil when it has a character that is neither Hanja with a
  /// reading, a space nor Hangul, or no Hanja at all.
  static func hangul(_ text: String) -> String? {
    // Most queries have no Han character: the table is not even built for them.
    guard text.unicodeScalars.contains(where: Script.isHan) else { return nil }
    let readings = readings(
      of: Set(text.filter { $0.unicodeScalars.contains(where: Script.isHan) }))
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

}
