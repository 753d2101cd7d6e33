/// Thai, Devanagari, Arabic and Hebrew text in Latin letters as it sounds, letter by letter,
/// for the sound index: `คอนสแตนติน` → `khonstaentin`, `किंसहासा` → `kinsahasa`,
/// `بیجایا` → `biyjaya`, `קונסטנטין` → `qunstntin`. A rough reading, not a romanisation
/// standard: it only has to land near the Latin spelling of a name heard and written down.
enum ScriptReading {
  /// The four scripts read here, the first present in this order.
  static let scripts: [Script] = [.thai, .devanagari, .arabic, .hebrew]

  /// `text` in Latin letters and the script it was read in, or nil when it has none of
  /// the four scripts.
  static func read(_ text: String) -> (script: Script, latin: String)? {
    let scalars = Array(text.unicodeScalars)
    switch Script.first(of: scripts, in: scalars) {
    case .thai: return (.thai, thai(scalars))
    case .devanagari: return (.devanagari, devanagari(scalars))
    case .arabic: return (.arabic, abjad(scalars, arabic))
    case .hebrew: return (.hebrew, abjad(scalars, hebrew, hebrew: true))
    default: return nil
    }
  }

  // MARK: Thai

  /// Thai consonants by their sound at the start of a syllable (อ is the vowel `o`).
  static let thaiConsonants: [UInt32: String] = [
    0x0E01: "k", 0x0E02: "kh", 0x0E03: "kh", 0x0E04: "kh", 0x0E05: "kh", 0x0E06: "kh",
    0x0E07: "ng", 0x0E08: "ch", 0x0E09: "ch", 0x0E0A: "ch", 0x0E0B: "s", 0x0E0C: "ch",
    0x0E0D: "y", 0x0E0E: "d", 0x0E0F: "t", 0x0E10: "th", 0x0E11: "th", 0x0E12: "th",
    0x0E13: "n", 0x0E14: "d", 0x0E15: "t", 0x0E16: "th", 0x0E17: "th", 0x0E18: "th",
    0x0E19: "n", 0x0E1A: "b", 0x0E1B: "p", 0x0E1C: "p", 0x0E1D: "f", 0x0E1E: "p",
    0x0E1F: "f", 0x0E20: "p", 0x0E21: "m", 0x0E22: "y", 0x0E23: "r", 0x0E24: "rue",
    0x0E25: "l", 0x0E26: "lue", 0x0E27: "w", 0x0E28: "s", 0x0E29: "s", 0x0E2A: "s",
    0x0E2B: "h", 0x0E2C: "l", 0x0E2D: "o", 0x0E2E: "h",
  ]
  /// Thai vowels written after or over their consonant.
  static let thaiVowels: [UInt32: String] = [
    0x0E30: "a", 0x0E31: "a", 0x0E32: "a", 0x0E33: "am", 0x0E34: "i", 0x0E35: "i",
    0x0E36: "ue", 0x0E37: "ue", 0x0E38: "u", 0x0E39: "u", 0x0E45: "a",
  ]
  /// Thai vowels written before their consonant, and said after it.
  static let thaiLeadingVowels: [UInt32: String] = [
    0x0E40: "e", 0x0E41: "ae", 0x0E42: "o", 0x0E43: "ai", 0x0E44: "ai",
  ]

  static func thai(_ scalars: [Unicode.Scalar]) -> String {
    var output: [String] = []
    var leading: String?
    for (index, scalar) in scalars.enumerated() {
      let value = scalar.value
      if let vowel = thaiLeadingVowels[value] {
        leading = vowel
      } else if let consonant = thaiConsonants[value] {
        // อ carries a vowel written before or over it and is not said itself (แอล `el`).
        let next = index + 1 < scalars.count ? scalars[index + 1].value : 0
        let silent = value == 0x0E2D && (leading != nil || thaiVowels[next] != nil)
        output.append(silent ? "" : consonant)
        if let vowel = leading {
          output.append(vowel)
          leading = nil
        }
      } else if let vowel = thaiVowels[value] {
        output.append(vowel)
      } else if (0x0E47...0x0E4E).contains(value) {
        // Tone marks and the like. ์ silences its letter in Thai, but a name written by ear
        // keeps the letter of the spelling heard (`เบอร์ลิน`, `มากัสซาร์`): it stays.
        continue
      } else {
        output.append(String(scalar))
      }
    }
    return output.joined()
  }

  // MARK: Devanagari

  static let devanagariConsonants: [UInt32: String] = [
    0x0915: "k", 0x0916: "kh", 0x0917: "g", 0x0918: "gh", 0x0919: "ng", 0x091A: "ch",
    0x091B: "chh", 0x091C: "j", 0x091D: "jh", 0x091E: "ny", 0x091F: "t", 0x0920: "th",
    0x0921: "d", 0x0922: "dh", 0x0923: "n", 0x0924: "t", 0x0925: "th", 0x0926: "d",
    0x0927: "dh", 0x0928: "n", 0x092A: "p", 0x092B: "ph", 0x092C: "b", 0x092D: "bh",
    0x092E: "m", 0x092F: "y", 0x0930: "r", 0x0932: "l", 0x0933: "l", 0x0935: "v",
    0x0936: "sh", 0x0937: "sh", 0x0938: "s", 0x0939: "h", 0x0958: "q", 0x0959: "kh",
    0x095A: "g", 0x095B: "z", 0x095C: "r", 0x095D: "rh", 0x095E: "f", 0x095F: "y",
  ]
  /// The same consonants with a nukta (़) after them, as most text writes them.
  static let devanagariNukta: [UInt32: String] = [
    0x0915: "q", 0x0916: "kh", 0x0917: "g", 0x091C: "z", 0x0921: "r", 0x0922: "rh",
    0x092B: "f", 0x092F: "y",
  ]
  static let devanagariVowelSigns: [UInt32: String] = [
    0x093E: "a", 0x093F: "i", 0x0940: "i", 0x0941: "u", 0x0942: "u", 0x0943: "ri",
    0x0945: "e", 0x0946: "e", 0x0947: "e", 0x0948: "ai", 0x0949: "o", 0x094A: "o",
    0x094B: "o", 0x094C: "au",
  ]
  static let devanagariVowels: [UInt32: String] = [
    0x0905: "a", 0x0906: "a", 0x0907: "i", 0x0908: "i", 0x0909: "u", 0x090A: "u",
    0x090B: "ri", 0x090D: "e", 0x090E: "e", 0x090F: "e", 0x0910: "ai", 0x0911: "o",
    0x0912: "o", 0x0913: "o", 0x0914: "au",
  ]

  /// One written syllable: a consonant (or none), its vowel, and whether that vowel is the
  /// inherent `a` no sign wrote.
  private struct Syllable {
    var consonant: String
    var vowel: String
    var inherent: Bool
  }

  static func devanagari(_ scalars: [Unicode.Scalar]) -> String {
    var words: [[Syllable]] = [[]]
    var index = 0
    while index < scalars.count {
      let value = scalars[index].value
      index += 1
      if let consonant = devanagariConsonants[value] {
        var sound = consonant
        if index < scalars.count, scalars[index].value == 0x093C {
          sound = devanagariNukta[value] ?? consonant
          index += 1
        }
        var syllable = Syllable(consonant: sound, vowel: "a", inherent: true)
        if index < scalars.count {
          let next = scalars[index].value
          if next == 0x094D {
            syllable.vowel = ""  // virama: no vowel
            syllable.inherent = false
            index += 1
          } else if let sign = devanagariVowelSigns[next] {
            syllable.vowel = sign
            syllable.inherent = false
            index += 1
          }
        }
        words[words.count - 1].append(syllable)
      } else if let vowel = devanagariVowels[value] {
        words[words.count - 1].append(Syllable(consonant: "", vowel: vowel, inherent: false))
      } else if value == 0x0902 || value == 0x0901 {
        words[words.count - 1].append(Syllable(consonant: "n", vowel: "", inherent: false))
      } else if value == 0x0903 || value == 0x093C {
        continue
      } else if !words[words.count - 1].isEmpty {
        words.append([])  // a space or anything else ends the word
      }
    }
    return words.map(devanagariWord).joined(separator: " ")
  }

  /// A word's syllables in letters, without the inherent vowels Hindi does not say: at the
  /// end of a word, and between two syllables whose vowels are said (`आगरा` is `agra`).
  private static func devanagariWord(_ syllables: [Syllable]) -> String {
    var said = syllables
    if let last = said.indices.last, said[last].inherent, !said[last].consonant.isEmpty {
      said[last].vowel = ""
    }
    if said.count >= 3 {
      for index in 1..<(said.count - 1)
      where said[index].inherent && !said[index - 1].vowel.isEmpty
        && said[index + 1].vowel.count > 0 && !said[index + 1].consonant.isEmpty
      {
        said[index].vowel = ""
      }
    }
    // An inherent vowel still said is a weak one: it writes English's unstressed vowels too.
    return said.map { $0.consonant + ($0.inherent && !$0.vowel.isEmpty ? "@" : $0.vowel) }
      .joined()
  }

  // MARK: Arabic and Hebrew

  /// Arabic and Persian letters; `w` and `y` inside a word are read as vowels later.
  static let arabic: [UInt32: String] = [
    0x0627: "a", 0x0623: "a", 0x0625: "i", 0x0622: "a", 0x0628: "b", 0x067E: "p",
    0x062A: "t", 0x062B: "s", 0x062C: "j", 0x0686: "ch", 0x062D: "h", 0x062E: "kh",
    0x062F: "d", 0x0630: "z", 0x0631: "r", 0x0632: "z", 0x0698: "zh", 0x0633: "s",
    0x0634: "sh", 0x0635: "s", 0x0636: "z", 0x0637: "t", 0x0638: "z", 0x0639: "",
    0x063A: "gh", 0x0641: "f", 0x0642: "q", 0x06A9: "k", 0x0643: "k", 0x06AF: "g",
    0x0644: "l", 0x0645: "m", 0x0646: "n", 0x0648: "w", 0x0647: "h", 0x0629: "a",
    0x06CC: "y", 0x064A: "y", 0x0649: "a", 0x0626: "y", 0x0624: "w", 0x0621: "",
    0x064E: "a", 0x0650: "i", 0x064F: "u", 0x06C0: "h", 0x06D5: "e",
  ]
  /// Hebrew letters, final forms included.
  static let hebrew: [UInt32: String] = [
    0x05D0: "", 0x05D1: "b", 0x05D2: "g", 0x05D3: "d", 0x05D4: "h", 0x05D5: "w",
    0x05D6: "z", 0x05D7: "kh", 0x05D8: "t", 0x05D9: "y", 0x05DA: "k", 0x05DB: "k",
    0x05DC: "l", 0x05DD: "m", 0x05DE: "m", 0x05DF: "n", 0x05E0: "n", 0x05E1: "s",
    0x05E2: "", 0x05E3: "p", 0x05E4: "p", 0x05E5: "ts", 0x05E6: "ts", 0x05E7: "q",
    0x05E8: "r", 0x05E9: "sh", 0x05EA: "t", 0x05B7: "a", 0x05B8: "a", 0x05B6: "e",
    0x05B5: "e", 0x05B4: "i", 0x05B9: "o", 0x05BB: "u",
  ]

  /// Hebrew letters a geresh (׳) turns into sounds Hebrew lacks.
  static let geresh: [UInt32: String] = [0x05D2: "j", 0x05E6: "ch", 0x05D6: "zh", 0x05EA: "th"]

  /// Letters of an abjad: `w` after a letter is the vowel `u` (Hebrew ו and Arabic و are
  /// mostly o and u inside a word), marks with no sound are left out.
  static func abjad(
    _ scalars: [Unicode.Scalar], _ letters: [UInt32: String], hebrew: Bool = false
  ) -> String {
    var output = ""
    let inWord = { (value: UInt32) in (0x0590...0x06FF).contains(value) }
    for (index, scalar) in scalars.enumerated() {
      let next = index + 1 < scalars.count ? scalars[index + 1].value : 0
      let previous = index > 0 ? scalars[index - 1].value : 0
      guard var sound = letters[scalar.value] else {
        let category = scalar.properties.generalCategory
        if category != .nonspacingMark && category != .format {
          output.unicodeScalars.append(scalar)
        }
        continue
      }
      if scalar.value == 0x05D4 || scalar.value == 0x0647, !inWord(next), inWord(previous) {
        sound = "@"  // a last ה or ه is a vowel (מטרה Matera, ورنه Varna)
      } else if hebrew, scalar.value == 0x05D5, next == 0x05D5 {
        continue  // ו written twice is a v (בנוונטו Benevento)
      } else if hebrew, scalar.value == 0x05D5, previous == 0x05D5 {
        sound = "v"
      } else if hebrew, next == 0x05F3 || next == 0x27, let softened = geresh[scalar.value] {
        sound = softened  // ג׳ j, צ׳ ch, ז׳ zh
      }
      // A ו or و after a letter is a vowel; so is one after א or ע, which carry vowels.
      if sound == "w", output.last?.isLetter == true || previous == 0x05D0 || previous == 0x05E2 {
        sound = "u"
      }
      output += sound
    }
    return output
  }
}
