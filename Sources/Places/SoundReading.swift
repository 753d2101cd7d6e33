/// The sound of a query typed in a script other than Latin, in Latin letters, for the sound
/// index: how a Thai, Hindi, Arabic or Chinese reader wrote a foreign name by ear
/// (`คอนสแตนติน`, `किंसहासा`, `بیجایا`, `柯都努`) read back so it can meet the name's own spelling.
///
/// Hangul, Cyrillic and Greek are read by ``Transliteration``, kana by ``KanaReading``, Thai,
/// Devanagari, Arabic and Hebrew by ``ScriptReading``, Han by ``PinyinReadings`` and the
/// scripts of South Asia, the Caucasus, Ethiopia and mainland South-East Asia letter by letter;
/// the letters' and characters' sounds come from the tables of ``Readings``, because ICU's
/// transforms cost 4–50 ms to load, more than the search itself. Each script also brings its
/// ``SoundCosts``: the sounds it writes with one letter meet for free.
struct SoundReading {
  /// The query's sound.
  let key: SoundKey
  /// True when the sound was read from Han characters (in pinyin).
  let isHan: Bool
  /// True for scripts that write English names without the r English leaves unsaid (Han,
  /// kana, Hangul: 洛克波特, ロックポート, 록포트 for Rockport), so names are also heard without it.
  let dropsR: Bool
  /// What differences cost for this script.
  let costs: SoundCosts

  /// What a vowel Arabic and Persian leave unwritten costs (tuning set: 0.25 +13 names).
  static let unwrittenArabicVowel = 0.25
  /// What a vowel Hebrew leaves unwritten costs (0.25: +6 names).
  static let unwrittenHebrewVowel = 0.25
  /// What a و read as a vowel costs when the name has a v or w there (0.25: +28 names).
  static let wawAsConsonant = 0.25
  /// What a vowel costs that a script read letter by letter leaves unwritten: an abugida's
  /// inherent vowel (কলকাতা is `klkata` for Kolkata). Arabic's value, not tuned.
  static let unwrittenInherentVowel = 0.25

  /// The reading of `query`, or nil when it has no letters outside the Latin script. Every
  /// script but Hangul and kana needs `readings`.
  init?(_ query: String, readings: Readings?) {
    guard !query.utf8.allSatisfy({ $0 < 0x80 }),
      query.unicodeScalars.contains(where: { $0.properties.isAlphabetic && Script.of($0) != .latin }
      )
    else { return nil }
    // `झील` in `विलियम्स झील` is Lake: the rest is read, the word said in English.
    let (typed, word) = GenericWords.inScript(query, readings: readings)
    let script: Script
    var latin: String
    if word != nil,
      typed.unicodeScalars.allSatisfy({ !$0.properties.isAlphabetic || Script.of($0) == .latin })
    {
      // `Williams 湖`: the name in Latin letters, its generic word in another script.
      script = .latin
      latin = typed
    } else if var transliterated = Transliteration.latin(typed, readings: readings) {
      script = Script.of(typed) ?? .other
      if script == .hangul {
        // Hangul writes a consonant said alone with ㅡ (`eu`): 그라츠 `geuracheu` for Graz.
        transliterated = transliterated.replacing("eu", with: "@")
      }
      latin = transliterated
    } else if let reading = KanaReading.readings(typed)?.first ?? Self.kanaWithWord(typed, readings)
    {
      script = .kana
      // チ alone mostly writes a heard `ti` (オースチン, Austin); チャ, チュ, チョ are `ch`.
      latin = Self.epenthetic(reading.replacing(/chi(?![aou])/, with: "ti"))
    } else if let (read, reading) = ScriptReading.read(typed, readings: readings) {
      script = read
      latin = reading
    } else if let readings, let reading = PinyinReadings.heard(typed, readings) {
      script = .han
      latin = reading
    } else if let readings, let reading = Self.letters(typed, readings) {
      script = Script.first(of: [.tamil], in: typed.unicodeScalars) ?? .lettered
      latin = reading
    } else {
      return nil
    }
    let sounds = ScriptSounds.of(script)
    var costs = sounds.costs
    if script == .cyrillic, typed.unicodeScalars.contains(where: { $0 == "х" || $0 == "Х" }) {
      // Cyrillic х writes the H of foreign names (Хьюстон, Houston) as well as a kh.
      latin = latin.replacing("kh", with: "#")
      costs.set(SoundKey.unsaidH, UInt8(ascii: "K"), 0)
      costs.set(SoundKey.unsaidH, UInt8(ascii: "G"), 0.1)
    } else if script == .arabic {
      // و is a v or w as often as a u or o.
      for name in "VWF".utf8 { costs.set(UInt8(ascii: "u"), name, Self.wawAsConsonant) }
    }
    let said = word.map { $0.comesFirst ? $0.word + " " + latin : latin + " " + $0.word } ?? latin
    let key = SoundKey(latin: said, pinyin: script == .han)
    guard key.skeleton.count >= 2 else { return nil }
    self.key = key
    self.isHan = script == .han
    self.dropsR = sounds.dropsR
    self.costs = costs
  }

  /// How far a name's sound is from the query's, from 0 (the same) to 1. Vowels count even for
  /// scripts that write few of them (Arabic, Hebrew): weighing consonants alone ranked worse.
  func distance(to name: SoundKey) -> Double {
    distance(to: name.phonetic)
  }

  /// ``distance(to:)`` of a name's ``SoundKey/phonetic`` spelling.
  func distance(to phonetic: [UInt8]) -> Double {
    costs.distance(key.phonetic, phonetic)
  }

  /// The reading of kana with a kanji generic word (``GenericWords``) before or after them, the
  /// kanji in English (`クライド川` → `kuraido river`).
  static func kanaWithWord(_ typed: String, _ readings: Readings?) -> String? {
    let trimmed = typed.trimmingSpaces
    guard trimmed.count >= 2, let first = trimmed.first, let last = trimmed.last else {
      return nil
    }
    if let word = GenericWords.scriptWord(String(last), readings), !word.comesFirst,
      let reading = KanaReading.readings(String(trimmed.dropLast()))?.first
    {
      return reading + " " + word.word
    }
    if let word = GenericWords.scriptWord(String(first), readings), word.comesFirst,
      let reading = KanaReading.readings(String(trimmed.dropFirst()))?.first
    {
      return word.word + " " + reading
    }
    return nil
  }

  /// `typed` read letter by letter through the `letter` table (`ঢাকা` → `dhaka`), other
  /// letters kept and anything else a space, or nil when no letter has a reading.
  static func letters(_ typed: String, _ readings: Readings) -> String? {
    let scalars = Array(UnicodeForms.nfc(typed).unicodeScalars)
    var output = ""
    var read = false
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if let reading = readings.letter(in: scalars, at: index) {
        output += reading.sound
        read = true
        index += reading.length
        continue
      }
      index += 1
      if scalar.properties.isAlphabetic {
        output.unicodeScalars.append(scalar)
      } else if output.last != " " {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .format: break
        default: output += " "
        }
      }
    }
    return read ? output : nil
  }

  /// `romaji` with the u kana add to a consonant said alone made weak (クラクフ `kurakufu`,
  /// Kraków): a u after k, g, s, z, b, p, f, m or r before no vowel.
  static func epenthetic(_ romaji: String) -> String {
    var letters = Array(romaji.utf8)
    for index in letters.indices.dropFirst() where letters[index] == UInt8(ascii: "u") {
      let next = index + 1 < letters.count ? letters[index + 1] : 0
      if !"aeiou".utf8.contains(next), "kgszbpfmr".utf8.contains(letters[index - 1]) {
        letters[index] = UInt8(ascii: "@")
      }
    }
    return String(decoding: letters, as: UTF8.self)
  }
}
