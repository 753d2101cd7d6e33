import Catalog

/// The translators' files: the catalogue of each language, and its names of places.
public struct LanguageClient: Sendable {
  /// The `.po` text of a language, or nil when it is not installed.
  public var translations: @Sendable (Language) -> String?
  /// The `LANG.names` text (cities' names by GeoNames id), or nil when it is not installed.
  public var placeNames: @Sendable (Language) -> String? = { _ in nil }
  /// The `LANG.cldr` text (countries' names and number formats), or nil when not installed.
  public var cldr: @Sendable (Language) -> String? = { _ in nil }

  /// Creates a client that reads `translations`.
  public init(translations: @escaping @Sendable (Language) -> String?) {
    self.translations = translations
  }

  /// English only: for sessions that read no translation.
  public static let englishOnly = LanguageClient(translations: { _ in nil })
}
