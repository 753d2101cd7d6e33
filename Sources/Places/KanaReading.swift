import Foundation

/// Kana helpers: katakana folded to hiragana, and a kana reading written in Hepburn romaji.
///
/// GeoNames gives few Japanese places a kana name, but every one a romanised name (`Tōkyō`), so
/// a kana query is also searched as romaji with long vowels shortened, the way those names fold:
///
///     KanaReading.romaji("とうきょう")   // "tokyo"
///     KanaReading.romaji("ｻｯﾎﾟﾛ")        // "sapporo"
enum KanaReading {
  /// The hiragana letter for a katakana letter (`ト` → `と`), or nil for anything else.
  @inline(__always)
  static func hiragana(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
    switch scalar.value {
    case 0x30A1...0x30F6, 0x30FD...0x30FE: Unicode.Scalar(scalar.value - 0x60)
    default: nil
    }
  }

  /// Romaji for each hiragana letter (small letters and っ are handled separately).
  static let syllables: [Unicode.Scalar: String] = {
    let rows: [(String, [String])] = [
      ("あいうえお", ["a", "i", "u", "e", "o"]),
      ("かきくけこ", ["ka", "ki", "ku", "ke", "ko"]),
      ("がぎぐげご", ["ga", "gi", "gu", "ge", "go"]),
      ("さしすせそ", ["sa", "shi", "su", "se", "so"]),
      ("ざじずぜぞ", ["za", "ji", "zu", "ze", "zo"]),
      ("たちつてと", ["ta", "chi", "tsu", "te", "to"]),
      ("だぢづでど", ["da", "ji", "zu", "de", "do"]),
      ("なにぬねの", ["na", "ni", "nu", "ne", "no"]),
      ("はひふへほ", ["ha", "hi", "fu", "he", "ho"]),
      ("ばびぶべぼ", ["ba", "bi", "bu", "be", "bo"]),
      ("ぱぴぷぺぽ", ["pa", "pi", "pu", "pe", "po"]),
      ("まみむめも", ["ma", "mi", "mu", "me", "mo"]),
      ("やゆよ", ["ya", "yu", "yo"]),
      ("らりるれろ", ["ra", "ri", "ru", "re", "ro"]),
      ("わゐゑをんゔ", ["wa", "i", "e", "o", "n", "vu"]),
    ]
    var table: [Unicode.Scalar: String] = [:]
    for (letters, sounds) in rows {
      for (letter, sound) in zip(letters.unicodeScalars, sounds) { table[letter] = sound }
    }
    return table
  }()

  /// Voicing marks and how far they move a letter: `か` + ゛ → `が`, `ほ` + ゜ → `ぽ`.
  static let voicing: [Unicode.Scalar: UInt32] = [
    "\u{3099}": 1, "\u{309B}": 1, "\u{309A}": 2, "\u{309C}": 2,
  ]

  /// Small letters that change the syllable before them: `ゃ` in `きゃ` (kya), `ぁ` in `ふぁ` (fa).
  static let small: [Unicode.Scalar: String] = [
    "ゃ": "a", "ゅ": "u", "ょ": "o", "ぁ": "a", "ぃ": "i", "ぅ": "u", "ぇ": "e", "ぉ": "o",
    "ゎ": "a",
  ]

  /// The readings a kana query may be on its way to: its Hepburn reading, and when it ends in
  /// something unfinished, what that can become. A trailing i-row kana may still get a small
  /// ゃ, ゅ or ょ (`とうき` → `toki` and `toky`, on the way to Tokyo); a trailing `っ` doubles the
  /// consonant that comes next, so only doubled consonants follow (`さっ` → `sakk`, `sapp`, …,
  /// on the way to Sapporo, never `sa`). Each reading with an r comes again with l, which kana
  /// write alike (`ヒロ` → `hiro`, `hilo`). Nil when the text is not all kana.
  static func readings(_ text: String) -> [String]? {
    guard let readings = hepburnReadings(text) else { return nil }
    // Kana write l and r alike (ラ行): `ヒロ` is Hilo as well as Hiro.
    return readings
      + readings.filter { $0.contains("r") }.map {
        $0.replacingOccurrences(of: "r", with: "l")
      }
  }

  /// True when `text` is written in katakana (full- or half-width), as Japanese writes foreign
  /// names: at least one katakana letter and no hiragana. The long-vowel mark ー and the
  /// middle dot belong to both.
  static func isKatakana(_ text: String) -> Bool {
    var sawKatakana = false
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x3041...0x3096: return false
      case 0x30A1...0x30FA, 0xFF66...0xFF9D: sawKatakana = true
      default: continue
      }
    }
    return sawKatakana
  }

  /// The Hepburn readings of a query written in kana, with what an unfinished last kana can
  /// become; nil when the text is not all kana.
  static func hepburnReadings(_ text: String) -> [String]? {
    guard let reading = romaji(text) else { return nil }
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard let last = trimmed.unicodeScalars.last.map({ hiragana(for: $0) ?? $0 }) else {
      return [reading]
    }
    if last == "っ" {
      return ["kk", "ss", "tt", "pp", "tch", "gg", "dd", "bb"].map { reading + $0 }
    }
    if iRow.contains(last), reading.hasSuffix("i") {
      let stem = String(reading.dropLast())
      let palatal = stem.hasSuffix("sh") || stem.hasSuffix("ch") || stem.hasSuffix("j")
      return [reading, palatal ? stem : stem + "y"]
    }
    return [reading]
  }

  /// The i-row kana a small ゃ, ゅ or ょ can follow.
  static let iRow: Set<Unicode.Scalar> = [
    "き", "ぎ", "し", "じ", "ち", "ぢ", "に", "ひ", "び", "ぴ", "み", "り",
  ]

  /// The Hepburn reading of a query written in kana, long vowels shortened (`おおさか` →
  /// `osaka`), or nil when the text is not all kana.
  static func romaji(_ text: String) -> String? {
    // ASCII holds no kana, and needs no normalising to say so.
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return nil }
    let composed = UnicodeForms.nfkc(text)
    var output = ""
    var doubleNext = false
    var sawKana = false
    // The last syllable written, so a separate voicing mark can change it (ﾎﾟ → ぽ).
    var last: (letter: Unicode.Scalar, doubled: Bool, length: Int)?
    func write(_ letter: Unicode.Scalar, doubled: Bool) -> Bool {
      guard var sound = syllables[letter] else { return false }
      if doubled, let first = sound.first, !"aiueon".contains(first) {
        sound = (sound.hasPrefix("ch") ? "t" : String(first)) + sound
      }
      output += sound
      last = (letter, doubled, sound.count)
      return true
    }
    for raw in composed.unicodeScalars {
      let scalar = hiragana(for: raw) ?? raw
      if let step = voicing[scalar] {
        // A voicing mark left separate: the voiced letter follows its plain one in Unicode.
        if let previous = last, let voiced = Unicode.Scalar(previous.letter.value + step),
          syllables[voiced] != nil
        {
          output.removeLast(previous.length)
          _ = write(voiced, doubled: previous.doubled)
        }
        continue
      }
      last = nil
      if scalar == " " || scalar == "\u{30FC}" || scalar == "\u{3000}" || scalar == "・" {
        if scalar != "\u{30FC}" { output.append(" ") }
        continue
      }
      if scalar == "っ" {
        doubleNext = true
        sawKana = true
        continue
      }
      if let vowel = small[scalar] {
        sawKana = true
        if ["ゃ", "ゅ", "ょ"].contains(scalar), output.hasSuffix("i") {
          output.removeLast()
          let palatal = output.hasSuffix("sh") || output.hasSuffix("ch") || output.hasSuffix("j")
          output += palatal ? vowel : "y" + vowel
        } else if let last = output.last, "aiueo".contains(last) {
          output.removeLast()
          output += vowel
        } else {
          output += vowel
        }
        continue
      }
      guard write(scalar, doubled: doubleNext) else { return nil }
      sawKana = true
      doubleNext = false
    }
    guard sawKana else { return nil }
    // Long vowels as romanised names write them once macrons are folded: Tōkyō, Ōsaka, Kōbe.
    for (long, short) in [("ou", "o"), ("oo", "o"), ("uu", "u")] {
      output = output.replacingOccurrences(of: long, with: short)
    }
    return output.trimmingCharacters(in: .whitespaces)
  }
}
