/// Korean particles after a placeholder, chosen by how the value ends when read aloud.
///
/// A Korean translation writes both forms after a value it cannot know (`{service}이(가)`,
/// `{unit}(으)로`); when the value's last sound is known, the one form that fits is kept
/// (`Open-Meteo가`, `서울이`, `m/s로`), else both stay as written. Only particles that follow
/// a placeholder are read, so the user's own text is never changed.
enum KoreanParticles {
  /// How a word ends: a vowel, ㄹ (which takes `로` as a vowel does), or another consonant.
  enum Ending: Equatable {
    case vowel
    case rieul
    case consonant
  }

  /// A particle written with both forms, and which form each ending takes.
  struct Pair {
    var written: [Character]
    var afterVowel: String
    var afterRieul: String
    var afterConsonant: String
  }

  /// The pairs translators write, longest first.
  static let pairs: [Pair] = [
    Pair(written: Array("(으)로"), afterVowel: "로", afterRieul: "로", afterConsonant: "으로"),
    Pair(written: Array("을(를)"), afterVowel: "를", afterRieul: "을", afterConsonant: "을"),
    Pair(written: Array("은(는)"), afterVowel: "는", afterRieul: "은", afterConsonant: "은"),
    Pair(written: Array("이(가)"), afterVowel: "가", afterRieul: "이", afterConsonant: "이"),
    Pair(written: Array("과(와)"), afterVowel: "와", afterRieul: "과", afterConsonant: "과"),
    Pair(written: Array("와(과)"), afterVowel: "와", afterRieul: "과", afterConsonant: "과"),
    Pair(written: Array("(이)"), afterVowel: "", afterRieul: "이", afterConsonant: "이"),
  ]

  /// Closing quotes and brackets that may stand between a value and its particle (`'{typed}'(이)라는`).
  static let closers: Set<Character> = ["'", "\"", "’", "”", ")", "]", "」", "』"]

  /// When `form` continues at `index` with closers and a particle pair, how many characters
  /// that is and what to write for them after `value`; nil when no pair follows or the value's
  /// ending is unknown (both forms then stay).
  static func after(_ value: String, in form: [Character], at index: Int) -> (
    count: Int, text: String
  )? {
    var end = index
    while end < form.count, closers.contains(form[end]) { end += 1 }
    guard
      let pair = pairs.first(where: { form[end...].starts(with: $0.written) }),
      let ending = ending(of: value)
    else { return nil }
    let chosen =
      switch ending {
      case .vowel: pair.afterVowel
      case .rieul: pair.afterRieul
      case .consonant: pair.afterConsonant
      }
    return (
      end - index + pair.written.count,
      form[index..<end].reduce(into: "") { $0.append($1) } + chosen
    )
  }

  /// How `value` ends when read in Korean: a Hangul syllable by its final consonant, a number
  /// by its last word (일, 십, 백…), a Latin letter by its name (엘, 엠, 엔, 알 end in a
  /// consonant); nil for anything else (Han, kana, symbols), which keeps both forms.
  static func ending(of value: String) -> Ending? {
    let trimmed = value.reversed().drop { $0 == " " || closers.contains($0) }
    guard let last = trimmed.first, let scalar = last.unicodeScalars.first else { return nil }
    switch scalar.value {
    case 0xAC00...0xD7A3:
      let final = (scalar.value - 0xAC00) % 28
      return final == 0 ? .vowel : final == 8 ? .rieul : .consonant
    case 0x30...0x39:
      return numberEnding(Array(trimmed.prefix { $0.isASCII && $0.isNumber }))
    case 0x41...0x5A, 0x61...0x7A:
      switch Character(scalar).lowercased() {
      case "l", "r": return .rieul
      case "m", "n": return .consonant
      default: return .vowel
      }
    default:
      return nil
    }
  }

  /// The ending of a number read in Korean, from its digits last first: trailing zeros are
  /// 십, 백, 천, 만 (all end in a consonant), else the last digit's word (영 일 이 삼 사 오 육
  /// 칠 팔 구).
  static func numberEnding(_ reversedDigits: [Character]) -> Ending {
    let zeros = reversedDigits.prefix { $0 == "0" }.count
    if zeros == reversedDigits.count { return .consonant }  // 영
    if zeros > 0 { return .consonant }  // 십, 백, 천, 만
    switch reversedDigits[0] {
    case "1", "7", "8": return .rieul  // 일, 칠, 팔
    case "3", "6": return .consonant  // 삼, 육
    default: return .vowel  // 이, 사, 오, 구
    }
  }
}
