import Catalog

/// The translators' files and the switch that makes a catalogue the one the process speaks.
public struct LanguageClient: Sendable {
  /// The `.po` text of a language, or nil when it is not installed.
  public var translations: @Sendable (Language) -> String?
  /// The `LANG.names` text (cities' names by GeoNames id), or nil when it is not installed.
  public var placeNames: @Sendable (Language) -> String? = { _ in nil }
  /// Makes `catalog` the one every `say` uses from now on.
  public var use: @Sendable (Catalog) -> Void

  /// Creates a client from its two functions.
  public init(
    translations: @escaping @Sendable (Language) -> String?,
    use: @escaping @Sendable (Catalog) -> Void
  ) {
    self.translations = translations
    self.use = use
  }

  /// English only, never switching: for sessions that must not change the process's language.
  public static let englishOnly = LanguageClient(translations: { _ in nil }, use: { _ in })
}
