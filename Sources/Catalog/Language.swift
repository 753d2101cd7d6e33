/// The languages wxsh speaks, and the POSIX rules that pick one from the environment.
public enum Language: String, CaseIterable, Sendable {
  /// English, the catalogue's source.
  case english = "en"
  /// Korean.
  case korean = "ko"
  /// Japanese.
  case japanese = "ja"
  /// Simplified Chinese.
  case simplifiedChinese = "zh-Hans"
  /// Traditional Chinese.
  case traditionalChinese = "zh-Hant"
  /// German.
  case german = "de"
  /// French.
  case french = "fr"
  /// Spanish.
  case spanish = "es"
  /// Brazilian Portuguese.
  case brazilianPortuguese = "pt-BR"
  /// Russian.
  case russian = "ru"

  /// The language a POSIX locale name or a language tag names (`ko_KR.UTF-8`, `zh_TW`,
  /// `pt`, `de-AT`, `zh-Hant`), or nil for `C`, `POSIX` and languages wxsh does not speak.
  public init?(locale: String) {
    let name = locale.split(separator: ".").first.map(String.init) ?? locale
    let base = name.split(separator: "@").first.map(String.init) ?? name
    let parts = base.replacingUnderscores().split(separator: "-").map { $0.lowercased() }
    guard let language = parts.first, !language.isEmpty else { return nil }
    let rest = Set(parts.dropFirst())
    switch language {
    case "en": self = .english
    case "ko": self = .korean
    case "ja": self = .japanese
    case "zh":
      self =
        rest.contains("hant") || rest.contains("tw") || rest.contains("hk") || rest.contains("mo")
        ? .traditionalChinese : .simplifiedChinese
    case "de": self = .german
    case "fr": self = .french
    case "es": self = .spanish
    case "pt": self = .brazilianPortuguese
    case "ru": self = .russian
    default: return nil
    }
  }

  /// The language the environment asks for, by POSIX rules: the first of `LC_ALL`,
  /// `LC_MESSAGES` and `LANG` that is set and not empty names the locale; unless it is `C` or
  /// `POSIX`, `LANGUAGE` may list languages to try first (`ko:en`); a locale wxsh does not
  /// speak, `C`, `POSIX` or nothing at all is English. The locale need not be installed.
  public static func chosen(environment: [String: String]) -> Language {
    let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }
      .first { !$0.isEmpty }
    guard let locale else { return .english }
    let upper = locale.uppercased()
    let isC = upper == "C" || upper == "POSIX" || upper.hasPrefix("C.")
    if !isC, let list = environment["LANGUAGE"], !list.isEmpty {
      for entry in list.split(separator: ":") {
        if let language = Language(locale: String(entry)) { return language }
      }
    }
    return isC ? .english : Language(locale: locale) ?? .english
  }

  /// The language's name in itself (`한국어`).
  public var endonym: String {
    switch self {
    case .english: "English"
    case .korean: "한국어"
    case .japanese: "日本語"
    case .simplifiedChinese: "简体中文"
    case .traditionalChinese: "繁體中文"
    case .german: "Deutsch"
    case .french: "Français"
    case .spanish: "Español"
    case .brazilianPortuguese: "Português (Brasil)"
    case .russian: "Русский"
    }
  }

  /// The CLDR plural category of the whole number `count` in this language.
  public func pluralCategory(_ count: Int) -> PluralCategory {
    let n = count < 0 ? -count : count
    switch self {
    case .korean, .japanese, .simplifiedChinese, .traditionalChinese:
      return .other
    case .french, .brazilianPortuguese:
      return n == 0 || n == 1 ? .one : .other
    case .russian:
      let (ten, hundred) = (n % 10, n % 100)
      if ten == 1 && hundred != 11 { return .one }
      if (2...4).contains(ten) && !(12...14).contains(hundred) { return .few }
      return .many
    case .english, .german, .spanish:
      return n == 1 ? .one : .other
    }
  }

  /// The gettext `Plural-Forms` rule `wxsh-catalog update` writes in the language's `.po`
  /// header: `pluralCategory` is the rule wxsh follows, and a test checks that this one picks
  /// the same form for every count.
  public var pluralForms: String {
    switch self {
    case .korean, .japanese, .simplifiedChinese, .traditionalChinese:
      "nplurals=1; plural=0;"
    case .russian:
      "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && "
        + "(n%100<10 || n%100>=20) ? 1 : 2);"
    case .french, .brazilianPortuguese: "nplurals=2; plural=(n > 1);"
    case .english, .german, .spanish: "nplurals=2; plural=(n != 1);"
    }
  }

  /// The plural categories a language's templates give, in the order a `.po` file's
  /// `msgstr[0]`, `msgstr[1]`, … hold them.
  public var pluralCategories: [PluralCategory] {
    switch self {
    case .korean, .japanese, .simplifiedChinese, .traditionalChinese: [.other]
    case .russian: [.one, .few, .many]
    default: [.one, .other]
    }
  }
}

extension String {
  /// The string with `_` read as `-` (`pt_BR` → `pt-BR`).
  fileprivate func replacingUnderscores() -> String {
    String(map { $0 == "_" ? "-" : $0 })
  }
}
