/// The sound of a query typed in a script other than Latin, in Latin letters, for the sound
/// index: how a Thai, Hindi, Arabic or Chinese reader wrote a foreign name by ear
/// (`คอนสแตนติน`, `किंसहासा`, `بیجایا`, `柯都努`) read back so it can meet the name's own spelling.
///
/// Hangul, Cyrillic and Greek are read by ``Transliteration``, kana by ``KanaReading``, Thai,
/// Devanagari, Arabic and Hebrew by ``ScriptReading`` and Han by ``PinyinReadings``: tables in
/// the binary, because ICU's transforms cost 4–50 ms to load, more than the search itself.
struct SoundReading {
  /// The query's sound.
  let key: SoundKey
  /// True when the sound was read from Han characters (in pinyin).
  let isHan: Bool
  /// True for scripts that write English names without the r English leaves unsaid (Han,
  /// kana, Hangul: 洛克波特, ロックポート, 록포트 for Rockport), so names are also heard without it.
  let dropsR: Bool

  /// The reading of `typed`, or nil when it has no letters outside the Latin script.
  init?(_ typed: String) {
    guard !typed.utf8.allSatisfy({ $0 < 0x80 }),
      typed.unicodeScalars.contains(where: { $0.properties.isAlphabetic && !Self.isLatin($0) })
    else { return nil }
    var pinyin = false
    var dropsR = false
    let latin: String
    if let transliterated = Transliteration.latin(typed) {
      latin = transliterated
      dropsR = Script.of(typed) == .hangul
    } else if let reading = KanaReading.readings(typed)?.first {
      dropsR = true
      // チ alone mostly writes a heard `ti` (オースチン, Austin); チャ, チュ, チョ are `ch`.
      latin = reading.replacing(/chi(?![aou])/, with: "ti")
    } else if let reading = ScriptReading.latin(typed) {
      latin = reading
    } else if let reading = PinyinReadings.heard(typed) {
      latin = reading
      pinyin = true
      dropsR = true
    } else {
      return nil
    }
    let key = SoundKey(latin: latin, pinyin: pinyin)
    guard key.skeleton.count >= 2 else { return nil }
    self.key = key
    self.isHan = pinyin
    self.dropsR = dropsR
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
