import Foundation

/// The sound of a query typed in a script other than Latin, in Latin letters, for the sound
/// index: how a Thai, Hindi, Arabic or Chinese reader wrote a foreign name by ear
/// (`คอนสแตนติน`, `किंसहासा`, `بیجایا`, `柯都努`) read back so it can meet the name's own spelling.
///
/// Hangul, Cyrillic and Greek are read by ``Transliteration``, kana by ``KanaReading``; every
/// other script by ICU's `Any-Latin` transform, which Foundation carries.
struct SoundReading {
  /// The query's sound.
  let key: SoundKey

  /// The reading of `typed`, or nil when it has no letters outside the Latin script.
  init?(_ typed: String) {
    guard !typed.utf8.allSatisfy({ $0 < 0x80 }),
      typed.unicodeScalars.contains(where: { $0.properties.isAlphabetic && !Self.isLatin($0) })
    else { return nil }
    var pinyin = false
    let latin: String
    if let transliterated = Transliteration.latin(typed) {
      latin = transliterated
    } else if let reading = KanaReading.readings(typed)?.first {
      latin = reading
    } else {
      let values = typed.unicodeScalars.map(\.value)
      let indic = values.contains { (0x0900...0x0DFF).contains($0) }
      guard var read = typed.applyingTransform(StringTransform("Any-Latin"), reverse: false)
      else { return nil }
      if indic {
        // The inherent vowel is not said at the end of a word or between a vowel's consonant
        // and a syllable (Hindi schwa deletion): मिलिंगटन is `milingtan`, not `milingtana`.
        read = read.replacing(/([aeiouāīūēōṛ][^aeiouāīūēōṛ\s'])a([^aeiouāīūēōṛ\s'][aeiouāīūēōṛ])/) {
          "\($0.1)\($0.2)"
        }
        read = read.replacing(/([^aeiouāīūēōṛ\s'])a\b/) { "\($0.1)" }
      }
      guard var ascii = read.applyingTransform(StringTransform("Latin-ASCII"), reverse: false)
      else { return nil }
      // ICU writes Thai อ (a vowel carrier, or `o`) as `x`, and the Indic `ch` sound (च) as `c`.
      if values.contains(where: { (0x0E00...0x0E7F).contains($0) }) {
        ascii = ascii.replacingOccurrences(of: "x", with: "o")
      }
      if indic {
        ascii = ascii.replacingOccurrences(of: "c", with: "ch")
      }
      // Hebrew ו and Arabic و inside a word are mostly the vowels o and u, not v or w.
      if values.contains(where: { (0x0590...0x08FF).contains($0) }) {
        ascii = ascii.replacing(/([a-z'])w/) { "\($0.1)u" }
      }
      pinyin = typed.unicodeScalars.contains(where: HanVariants.isHan)
      latin = ascii
    }
    let key = SoundKey(latin: latin, pinyin: pinyin)
    guard key.skeleton.count >= 2 else { return nil }
    self.key = key
  }

  /// How far a name's sound is from the query's, from 0 (the same) to 1. Vowels count even for
  /// scripts that write few of them (Arabic, Hebrew): weighing consonants alone ranked worse.
  func distance(to name: SoundKey) -> Double {
    SoundKey.distance(key.phonetic, name.phonetic)
  }

  private static func isLatin(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0...0x24F, 0x1E00...0x1EFF: true
    default: false
    }
  }
}
