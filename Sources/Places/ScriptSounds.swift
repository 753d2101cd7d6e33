/// What a reading in each script leaves open, declared per script: the consonants it writes
/// with one letter, which meet for free; what a vowel it does not write costs; whether it
/// writes English names without the r English leaves unsaid. ``SoundReading`` builds a query's
/// ``SoundCosts`` from its script's entry.
///
/// Consonants are ``SoundKey``'s symbols: `B P F V W`, `D T`, `G K`, `S Z J C X` (C the `ch`
/// of `chi`, X the `sh`), `L R`, `M`, `N`. A pair `"RL"` makes a query's R meet a name's L and
/// the other way round.
struct ScriptSounds {
  /// Consonant pairs the script writes with one letter.
  var alike: [String] = []
  /// What a vowel the script leaves unwritten costs in the name, or nil when it writes them.
  var unwrittenVowel: Double?
  /// True when the script writes English names without their unsaid r (洛克波特, ロックポート,
  /// 록포트 for Rockport), so names are also heard without it.
  var dropsR = false

  /// The entry for `script`, declared per script; Latin, Cyrillic and Greek write what they
  /// hear, and take none: nothing alike, every vowel written, the r said. A switch, not a
  /// dictionary: a dictionary keyed by `Script` costs each process a search of the runtime's
  /// conformance records.
  static func of(_ script: Script) -> ScriptSounds {
    switch script {
    // ㄹ is r and l, ㅍ p and f, ㅂ b and v, ㅈ j and z, ㅅ s and sh.
    case .hangul: ScriptSounds(alike: ["RL", "FP", "VB", "ZJ", "XS"], dropsR: true)
    // ラ行 is r and l, バ行 b and v (ヴ is rare), シ s and sh, ジ z and j.
    case .kana: ScriptSounds(alike: ["RL", "VB", "XS", "ZJ"], dropsR: true)
    // 拉 is r and l, 瓦 v and w, 西 s and sh (pinyin x).
    case .han: ScriptSounds(alike: ["RL", "VW", "XS"], dropsR: true)
    // ว is v and w, ซ z and s, ก g and k, จ j and ch.
    case .thai: ScriptSounds(alike: ["VW", "ZS", "GK", "JC"])
    // व is v and w, ज j and z (without its nukta).
    case .devanagari: ScriptSounds(alike: ["VW", "ZJ"])
    // ו is v and w, ב b and v, פ f and p, ש s and sh; short vowels are not written.
    case .hebrew:
      ScriptSounds(
        alike: ["VB", "FP", "WB", "XS"], unwrittenVowel: SoundReading.unwrittenHebrewVowel)
    // ب is p and b, و v and w, ف f and v; short vowels are not written.
    case .arabic:
      ScriptSounds(
        alike: ["PB", "VW", "FV"], unwrittenVowel: SoundReading.unwrittenArabicVowel)
    // An abugida's inherent vowel is not written.
    case .lettered: ScriptSounds(unwrittenVowel: SoundReading.unwrittenInherentVowel)
    // க is k and g, ட and த t and d, ப p and b, ச ch, s and j (சென்னை Chennai, சேலம் Salem).
    case .tamil:
      ScriptSounds(
        alike: ["KG", "TD", "PB", "CS", "CJ"], unwrittenVowel: SoundReading.unwrittenInherentVowel)
    default: ScriptSounds()
    }
  }

  /// The costs of a query read in this script.
  var costs: SoundCosts {
    var costs = SoundCosts()
    for pair in alike { costs.same(pair) }
    if let unwrittenVowel { costs.unwrittenVowels(cost: unwrittenVowel) }
    return costs
  }
}
