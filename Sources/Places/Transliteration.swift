/// Names written in another script the way they sound, in Latin letters: a foreign city typed
/// in Hangul (`리미니`), Cyrillic (`Бешар`) or Greek is also searched by its sound (`rimini`,
/// `beshar`), which finds the place's own name when nothing in the typed script does.
///
/// Hangul follows the Revised Romanization (ㄹㄹ is `ll`, a final before a silent ㅇ carries over:
/// 독일 is `dogil`), a rule of syllables kept here; Cyrillic and Greek letters are read one by
/// one from the `letter` table of ``Readings`` (anyascii's, passport-style). Only these three:
/// other scripts' spellings of foreign names are too far from the Latin ones to search by
/// prefix, and go to the sound index alone.
enum Transliteration {
  /// `text` in Latin letters, or nil when it has none of the three scripts (Cyrillic and Greek
  /// only with `readings`).
  static func latin(_ text: String, readings: Readings?) -> String? {
    // Most queries are Latin already: nothing to compose or look up (Tab asks on every key).
    guard !text.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
    let composed = UnicodeForms.nfc(text)
    var output = ""
    var changed = false
    var previousFinal: Int?
    for character in composed {
      if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
        (0xAC00...0xD7A3).contains(scalar.value)
      {
        let index = Int(scalar.value) - 0xAC00
        let initial = index / (21 * 28)
        let vowel = (index / 28) % 21
        let final = index % 28
        if let carried = previousFinal {
          output += joined(final: carried, initial: initial)
        } else {
          output += initials[initial]
        }
        output += vowels[vowel]
        previousFinal = final == 0 ? nil : final
        changed = true
        continue
      }
      if let carried = previousFinal {
        output += finals[carried]
        previousFinal = nil
      }
      if let latin = letter(character, readings) {
        output += latin
        changed = true
      } else {
        output.append(character)
      }
    }
    if let carried = previousFinal { output += finals[carried] }
    return changed ? output : nil
  }

  /// True for a precomposed Hangul syllable (가…힣).
  static func isHangulSyllable(_ character: Character) -> Bool {
    guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first
    else { return false }
    return (0xAC00...0xD7A3).contains(scalar.value)
  }

  /// A final followed by the next syllable's initial, as they sound together.
  static func joined(final: Int, initial: Int) -> String {
    // A silent ㅇ takes the final's sound: 독일 dogil, 서울 is unchanged (no final).
    if initial == 11 { return carried[final] }
    // ㄹ+ㄹ and ㄴ+ㄹ are `ll`: 델리 dell-i, 신라 silla.
    if initial == 5, final == 8 || final == 4 { return "ll" }
    return finals[final] + initials[initial]
  }

  static let initials = [
    "g", "kk", "n", "d", "tt", "r", "m", "b", "pp", "s", "ss", "", "j", "jj", "ch", "k", "t", "p",
    "h",
  ]
  static let vowels = [
    "a", "ae", "ya", "yae", "eo", "e", "yeo", "ye", "o", "wa", "wae", "oe", "yo", "u", "wo", "we",
    "wi", "yu", "eu", "ui", "i",
  ]
  static let finals = [
    "", "k", "k", "k", "n", "n", "n", "t", "l", "k", "m", "l", "l", "l", "p", "l", "m", "p", "p",
    "t", "t", "ng", "t", "t", "k", "t", "p", "t",
  ]
  /// A final carried into a syllable that starts with a silent ㅇ.
  static let carried = [
    "", "g", "kk", "gs", "n", "nj", "n", "d", "r", "lg", "lm", "lb", "ls", "lt", "lp", "r", "m",
    "b", "bs", "s", "ss", "ng", "j", "ch", "k", "t", "p", "",
  ]

  /// A Cyrillic or Greek letter in Latin letters, any case, or nil.
  static func letter(_ character: Character, _ readings: Readings?) -> String? {
    let lower = character.lowercased().unicodeScalars
    guard let readings, lower.count == 1, let scalar = lower.first,
      Script.of(scalar) == .cyrillic || Script.of(scalar) == .greek
    else { return nil }
    return readings.reading(.letter, scalar)
  }
}
