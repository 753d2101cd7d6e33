/// Korean readings of Han characters (Hanja; the `hanja` table of ``Readings``, from Unicode's
/// Unihan `kHangul`): a query typed in Hanja is also searched by how a Korean reads it
/// (`漢城` → `한성`, Seoul's old name).
enum HanjaReadings {
  /// `text` read in Hangul, or nil when it has a character that is neither Hanja with a
  /// reading, a space nor Hangul, or no Hanja at all.
  static func hangul(_ text: String, _ readings: Readings) -> String? {
    // Most queries have no Han character: nothing is looked up for them.
    guard text.unicodeScalars.contains(where: Script.isHan) else { return nil }
    var output = ""
    var sawHanja = false
    for character in text {
      if character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
        Script.isHan(scalar), let reading = readings.reading(.hanja, scalar)
      {
        output += reading
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
