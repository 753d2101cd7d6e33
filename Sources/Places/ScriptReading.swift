/// Thai, Devanagari, Arabic and Hebrew text in Latin letters as it sounds, for the sound index:
/// `คอนสแตนติน` → `khonstaentin`, `किंसहासा` → `kinsahasa`, `بیجایا` → `biyjaya`,
/// `קונסטנטין` → `qunstntin`. A rough reading, not a romanisation standard: it only has to land
/// near the Latin spelling of a name heard and written down.
///
/// The letters' sounds are data (the `letter` table of ``Readings``); what is here are the rules
/// that need a letter's neighbours: where Thai writes a vowel before its consonant, which
/// inherent vowels Hindi says, when a ו or و is a vowel.
enum ScriptReading {
  /// The four scripts read here, the first present in this order.
  static let scripts: [Script] = [.thai, .devanagari, .arabic, .hebrew]

  /// `text` in Latin letters and the script it was read in, or nil when it has none of
  /// the four scripts (or there are no `readings`).
  static func read(_ text: String, readings: Readings?) -> (script: Script, latin: String)? {
    guard let readings else { return nil }
    let scalars = Array(UnicodeForms.nfc(text).unicodeScalars)
    let letters = Letters(scalars: scalars, readings: readings)
    switch Script.first(of: scripts, in: scalars) {
    case .thai: return (.thai, thai(letters))
    case .devanagari: return (.devanagari, devanagari(letters))
    case .arabic: return (.arabic, abjad(letters, hebrew: false))
    case .hebrew: return (.hebrew, abjad(letters, hebrew: true))
    default: return nil
    }
  }

  /// Text's scalars and their readings, a letter with the mark that changes it read as one.
  struct Letters {
    let scalars: [Unicode.Scalar]
    let readings: Readings

    /// The reading at `index` and how many scalars it took (1 or 2), or nil when the scalar
    /// there has none.
    func reading(at index: Int) -> (sound: String, length: Int)? {
      readings.letter(in: scalars, at: index)
    }

    /// The scalar's value at `index`, or 0 past either end.
    func value(at index: Int) -> UInt32 {
      scalars.indices.contains(index) ? scalars[index].value : 0
    }
  }

  // MARK: Thai

  /// A Thai consonant (อ among them, which also carries vowels).
  static func isThaiConsonant(_ value: UInt32) -> Bool { (0x0E01...0x0E2E).contains(value) }
  /// A Thai vowel written after or over its consonant.
  static func isThaiVowel(_ value: UInt32) -> Bool {
    (0x0E30...0x0E39).contains(value) || value == 0x0E45
  }

  static func thai(_ letters: Letters) -> String {
    var output: [String] = []
    var leading: String?
    var index = 0
    while index < letters.scalars.count {
      let scalar = letters.scalars[index]
      let value = scalar.value
      let read = letters.reading(at: index)
      index += read?.length ?? 1
      if scalar.properties.isLogicalOrderException, let read {
        leading = read.sound  // เ แ โ ใ ไ: written before the consonant, said after it
      } else if isThaiConsonant(value), let read {
        // อ carries a vowel written before or over it and is not said itself (แอล `el`).
        let silent = value == 0x0E2D && (leading != nil || isThaiVowel(letters.value(at: index)))
        output.append(silent ? "" : read.sound)
        if let vowel = leading {
          output.append(vowel)
          leading = nil
        }
      } else if (0x0E47...0x0E4E).contains(value) {
        // Tone marks and the like. ์ silences its letter in Thai, but a name written by ear
        // keeps the letter of the spelling heard (`เบอร์ลิน`, `มากัสซาร์`): it stays.
        continue
      } else if let read {
        output.append(read.sound)
      } else {
        output.append(String(scalar))
      }
    }
    return output.joined()
  }

  // MARK: Devanagari

  /// A Devanagari consonant, those written with a nukta included.
  static func isDevanagariConsonant(_ value: UInt32) -> Bool {
    (0x0915...0x0939).contains(value) || (0x0958...0x095F).contains(value)
  }

  /// One written syllable: a consonant (or none), its vowel, and whether that vowel is the
  /// inherent `a` no sign wrote.
  private struct Syllable {
    var consonant: String
    var vowel: String
    var inherent: Bool
  }

  static func devanagari(_ letters: Letters) -> String {
    var words: [[Syllable]] = [[]]
    var index = 0
    while index < letters.scalars.count {
      let value = letters.value(at: index)
      let read = letters.reading(at: index)
      index += read?.length ?? 1
      if isDevanagariConsonant(value), let read {
        var syllable = Syllable(consonant: read.sound, vowel: "a", inherent: true)
        let next = letters.value(at: index)
        if next == 0x094D {
          syllable.vowel = ""  // virama: no vowel
          syllable.inherent = false
          index += 1
        } else if (0x093E...0x094C).contains(next), let sign = letters.reading(at: index) {
          syllable.vowel = sign.sound
          syllable.inherent = false
          index += sign.length
        }
        words[words.count - 1].append(syllable)
      } else if (0x0904...0x0914).contains(value), let read {
        words[words.count - 1].append(Syllable(consonant: "", vowel: read.sound, inherent: false))
      } else if let read {
        // A nasal mark is a consonant said alone (`n`); a visarga or a nukta is not said.
        if !read.sound.isEmpty {
          words[words.count - 1].append(Syllable(consonant: read.sound, vowel: "", inherent: false))
        }
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

  /// Letters of an abjad: `w` after a letter is the vowel `u` (Hebrew ו and Arabic و are
  /// mostly o and u inside a word), marks with no sound are left out.
  static func abjad(_ letters: Letters, hebrew: Bool) -> String {
    var output = ""
    let inWord = { (value: UInt32) in (0x0590...0x06FF).contains(value) }
    var index = 0
    while index < letters.scalars.count {
      let scalar = letters.scalars[index]
      let previous = letters.value(at: index - 1)
      guard let read = letters.reading(at: index) else {
        let category = scalar.properties.generalCategory
        if category != .nonspacingMark && category != .format {
          output.unicodeScalars.append(scalar)
        }
        index += 1
        continue
      }
      index += read.length
      let next = letters.value(at: index)
      var sound = read.sound
      if scalar.value == 0x05D4 || scalar.value == 0x0647, !inWord(next), inWord(previous) {
        sound = "@"  // a last ה or ه is a vowel (מטרה Matera, ورنه Varna)
      } else if hebrew, scalar.value == 0x05D5, next == 0x05D5 {
        continue  // ו written twice is a v (בנוונטו Benevento)
      } else if hebrew, scalar.value == 0x05D5, previous == 0x05D5 {
        sound = "v"
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
