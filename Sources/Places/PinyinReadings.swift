/// Mandarin readings of Han characters (the `pinyin` table of ``Readings``, from Unicode's
/// Unihan `kMandarin`, without tones): a name Chinese writes by ear (`柯都努`, Cotonou) is read
/// as `ke dou nu` for the sound index.
enum PinyinReadings {
  /// `text` in pinyin, a space before each syllable, or nil when it has no Han character with
  /// a reading. Other characters are kept as they are.
  static func pinyin(_ text: String, _ readings: Readings) -> String? {
    var output = ""
    var sawHan = false
    for scalar in text.unicodeScalars {
      // The table has the Simplified forms: a Traditional or Japanese one is read as its own,
      // else as its folded form's.
      let folded = HanVariants.folded(scalar) ?? scalar
      if Script.isHan(scalar),
        let reading = readings.reading(.pinyin, scalar) ?? readings.reading(.pinyin, folded)
      {
        output += " " + (transcribed[folded] ?? bareConsonants[folded] ?? reading)
        sawHan = true
      } else {
        output.unicodeScalars.append(scalar)
      }
    }
    return sawHan ? output : nil
  }

  /// Pinyin finals as a transcription of a foreign name means them: `yi`, `ya` and `wu` are the
  /// vowels `i`, `a`, `u` (亚拿巴 Annaba), `ai` and `ei` an `e` (谢莱夫 Chlef), `ao`, `ou` and `uo` an
  /// `o`, `ie` and `ue` an `e`, and `jia`, `qia`, `xia` a plain `a` after the consonant.
  static func asTranscribed(_ pinyin: String) -> String {
    // Strings joined and spliced by hand: `joined` and `+` of a substring are generic, and their
    // first use had cost a search by ear 0.77M instructions of conformance look-ups.
    var output = ""
    var leading = true
    for part in pinyin.utf8.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false) {
      if !leading { output.append(" ") }
      leading = false
      var syllable = String(Substring(part))
      for (final, heard) in finals where syllable.hasSuffix(final) {
        syllable = String(syllable.dropLast(final.count))
        syllable.append(heard)
        break
      }
      if let first = syllable.first, "jqx".contains(first), syllable.dropFirst().hasPrefix("ia") {
        var spliced = String(first)
        spliced.append(contentsOf: syllable.dropFirst(2))
        syllable = spliced
      }
      if syllable.hasPrefix("y"), syllable.count > 1 {
        syllable.removeFirst()
      } else if syllable.hasPrefix("wu") {
        syllable.removeFirst()
      }
      output.append(syllable)
    }
    return output
  }

  /// Characters a transcription uses for a consonant said alone (`斯` the s of Kingston).
  static let bareConsonants: [Unicode.Scalar: String] = [
    "布": "b@", "普": "p@", "德": "d@", "特": "t@", "格": "g@", "克": "k@", "夫": "f@",
    "弗": "f@", "斯": "s@", "兹": "z@", "玆": "z@", "茨": "c@", "什": "sh@", "姆": "m@",
    "尔": "@r", "爾": "@r", "士": "s@", "治": "j@", "赫": "h@",
  ]

  /// Characters whose sound in transcriptions is not their Mandarin reading today (加 `ga`
  /// in 加纳 Ghana, 基 `ki` in 基加利 Kigali, 聖 `san` for San, Santa and Saint).
  static let transcribed: [Unicode.Scalar: String] = [
    "加": "ga", "嘉": "ga", "基": "ki", "吉": "gi", "戈": "go", "科": "ko", "哥": "go",
    "圣": "san", "乔": "jo",
  ]

  /// Finals and the vowel a transcription means by them, longest first.
  private static let finals: [(String, String)] = [
    ("iao", "io"), ("ai", "e"), ("ei", "e"), ("ao", "o"), ("ou", "o"), ("uo", "o"), ("ie", "e"),
    ("ue", "e"),
  ]

  /// A Han name as a transcription means it: its pinyin read by ``asTranscribed(_:)``, with a
  /// last word that translates part of the name said in English (贝克城 Baker City, 乔治镇
  /// Georgetown, 莫尔斯比港 Port Moresby), or nil when it has no Han character with a reading.
  static func heard(_ text: String, _ readings: Readings) -> String? {
    let trimmed = text.trimmingSpaces
    if trimmed.count >= 3, let last = trimmed.last, let word = translatedWords[last],
      let rest = pinyin(String(trimmed.dropLast()), readings)
    {
      let name = asTranscribed(rest)
      return word.comesFirst ? word.english + " " + name : name + " " + word.english
    }
    return pinyin(trimmed, readings).map(asTranscribed)
  }

  /// Last characters that stand for an English word of the name (or end it as English says it:
  /// 唐斯維 Townsville, 哈特福 Hartford), as it sounds without an unsaid r, and whether that
  /// word comes first in English.
  private static let translatedWords: [Character: (english: String, comesFirst: Bool)] = [
    "市": ("siti", false), "城": ("siti", false), "镇": ("taun", false), "鎮": ("taun", false),
    "堡": ("bug", false), "港": ("pot", true), "湖": ("lek", false), "河": ("rive", false),
    "湾": ("bei", false), "灣": ("bei", false), "岛": ("ailand", false), "島": ("ailand", false),
    "溪": ("kik", false), "泉": ("spins", false), "维": ("vil", false), "維": ("vil", false),
    "福": ("fod", false),
  ]
}
