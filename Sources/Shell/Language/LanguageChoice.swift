import Catalog
import Clients

/// The interface language of a run and what chose it: `--lang`, the profile (`:lang`), the
/// environment (`LC_ALL`, `LC_MESSAGES`, `LANG`, `LANGUAGE`), or nothing (English).
public struct LanguageChoice: Equatable, Sendable {
  /// What chose the language.
  public enum Source: Equatable, Sendable {
    /// `--lang` for this run.
    case option
    /// `:lang`, saved in the profile.
    case profile
    /// The locale environment variables.
    case environment
  }

  /// The language.
  public var language: Language
  /// What chose it.
  public var source: Source

  /// The language `--lang`, then the profile, then the environment ask for.
  public static func make(
    option: Language?, profile: String?, environment: [String: String]
  ) -> LanguageChoice {
    if let option { return LanguageChoice(language: option, source: .option) }
    if let tag = profile, let language = Language(locale: tag) {
      return LanguageChoice(language: language, source: .profile)
    }
    return LanguageChoice(language: Language.chosen(environment: environment), source: .environment)
  }

  /// The catalogue of the language, from its installed translation (English where there is
  /// none); `--json` output is always English, as documents never change with the language.
  public func catalog(_ client: LanguageClient, json: Bool) -> Catalog {
    guard !json, language != .english, let po = client.translations(language) else {
      return .english
    }
    return Catalog.translated(
      language, po: po, names: client.placeNames(language) ?? "", cldr: client.cldr(language) ?? "")
  }
}
