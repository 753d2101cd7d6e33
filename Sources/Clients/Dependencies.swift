import Catalog
import CommandLanguage
import Journal
import ProfileStore
import Weather

/// Every side effect the shell has, in one value: built once by the executable's entry point
/// (`Dependencies.live`) and passed down; tests build it from fakes.
///
/// Nothing below the entry point reads the environment, the clock, the terminal or the network
/// except through this value.
@MainActor
public struct Dependencies {
  /// The profile: saved places, units, theme, last viewed place.
  public var profile: ProfileStore
  /// Opens the journal on first use (the file is not touched before `:journal`).
  public var journal: JournalOpener
  /// The offline gazetteer, opened on first use.
  public var gazetteer: GazetteerLoader
  /// Forecasts: the network providers and the on-disk cache.
  public var forecasts: ForecastClient
  /// "My Location": the system time zone and the network location service.
  public var location: LocationClient
  /// The time now.
  public var clock: Clock
  /// The terminal: tty, size and colour, read again for every command.
  public var terminal: TerminalClient
  /// Reads answers to wxsh's own questions (confirmations, consent, multi-line entries).
  public var answers: AnswerReader
  /// Opens the user's editor on a text.
  public var editor: EditorLauncher
  /// Standard output and standard error.
  public var output: Output
  /// Official severe-weather alerts (the US National Weather Service).
  public var alerts: AlertClient
  /// Air quality (Open-Meteo's Air Quality API).
  public var air: AirQualityClient
  /// The translations, and what follows the session's language.
  public var languages: LanguageClient
  /// Shows output longer than the screen.
  public var pager: Pager
  /// The online place search, for places the gazetteer does not have.
  public var placeSearch: PlaceSearchClient
  /// Normals, records and ensemble ranges beside the forecast.
  public var context: ContextClient
  /// The Korean 2-set keyboard's keys, read when a command name is not known (none: off).
  public var hangulKeys: @Sendable () -> HangulKeys
  /// The units each region reads the weather in (`locale-units.tsv`; none: metric everywhere).
  public var localeUnits: @Sendable () -> LocaleUnits

  /// Creates a value from its parts.
  public init(
    profile: ProfileStore, journal: JournalOpener, gazetteer: GazetteerLoader,
    forecasts: ForecastClient, location: LocationClient, clock: Clock, terminal: TerminalClient,
    answers: AnswerReader, editor: EditorLauncher, output: Output, alerts: AlertClient,
    air: AirQualityClient, languages: LanguageClient = .englishOnly, pager: Pager = .none,
    placeSearch: PlaceSearchClient, context: ContextClient = .none,
    hangulKeys: @escaping @Sendable () -> HangulKeys = { .none },
    localeUnits: @escaping @Sendable () -> LocaleUnits = { .none }
  ) {
    self.profile = profile
    self.journal = journal
    self.gazetteer = gazetteer
    self.forecasts = forecasts
    self.location = location
    self.clock = clock
    self.terminal = terminal
    self.answers = answers
    self.editor = editor
    self.output = output
    self.alerts = alerts
    self.air = air
    self.languages = languages
    self.pager = pager
    self.placeSearch = placeSearch
    self.context = context
    self.hangulKeys = hangulKeys
    self.localeUnits = localeUnits
  }
}

/// Opens the journal store once, on first use.
@MainActor
public final class JournalOpener {
  private let open: () -> JournalStore
  private var store: JournalStore?

  /// Creates an opener around a function that opens the store.
  public init(_ open: @escaping () -> JournalStore) { self.open = open }

  /// The store, opened now if it was not yet.
  public var current: JournalStore {
    if let store { return store }
    let opened = open()
    store = opened
    return opened
  }
}
