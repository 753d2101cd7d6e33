import Catalog

/// The translators' files, and what else follows the session's language when it is chosen.
public struct LanguageClient: Sendable {
  /// The `.po` text of a language, or nil when it is not installed.
  public var translations: @Sendable (Language) -> String?
  /// The `LANG.names` text (cities' names by GeoNames id), or nil when it is not installed.
  public var placeNames: @Sendable (Language) -> String? = { _ in nil }
  /// Told the catalogue the session speaks from now on (the decimal separator follows it); the
  /// session binds it as `Catalog.current` itself.
  public var use: @Sendable (Catalog) -> Void

  /// Creates a client from its two functions.
  public init(
    translations: @escaping @Sendable (Language) -> String?,
    use: @escaping @Sendable (Catalog) -> Void
  ) {
    self.translations = translations
    self.use = use
  }

  /// English only, told nothing: for sessions that read no translation.
  public static let englishOnly = LanguageClient(translations: { _ in nil }, use: { _ in })
}
