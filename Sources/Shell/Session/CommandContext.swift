import Catalog
import Clients
import CommandLanguage
import Foundation
import PlaceModel
import Places
import Rendering
import Terminal
import Views
import Weather

/// What a command reads and changes: the dependencies value, the run's options, the shell's
/// state and the presentation decided for this command. Commands get a context, never the
/// session that registered them.
@MainActor
public final class CommandContext {
  /// Every side effect: stores, gazetteer, forecasts, location, clock, terminal, input, output.
  public let dependencies: Dependencies
  /// The flags this run was started with.
  public let options: RunOptions
  /// The last search's results, whether the shell runs on.
  public var state = ShellState()
  /// What the screen shows, and the viewed place (its selected page); commands change it and
  /// views render it.
  public let viewModel = WeatherViewModel()
  /// How output looks for the current command: decided once, before it runs.
  public private(set) var presentation: Presentation
  /// The registered commands' descriptions (for `:help`).
  public internal(set) var commands = CommandRegistry()
  /// True in the interactive shell: every place it shows is the one it opens on next time. A
  /// script (`-c`, stdin) moves that only when asked, with `:go`, `:next` or `:prev`.
  var remembersEveryView = false
  /// Place arguments: `#N`, queries, saved places.
  let places: PlaceResolver
  /// The saved places and settings in the profile.
  let saved: SavedPlaces
  /// Forecast loading, the background refresh and its announcements.
  let weather: WeatherLoader
  /// The weather journal.
  let journal: JournalAccess
  /// The interface language and what chose it.
  private(set) var language: LanguageChoice
  /// The catalogue of that language: the runner binds it as `Catalog.current` around each
  /// line, so every `say` of the session speaks it.
  public private(set) var catalog: Catalog = .english

  /// The catalogue of the chosen language even when the run's documents are JSON (and so
  /// English): for text a person reads inside a document, `:line`'s bar text and tooltip.
  func displayCatalog() -> Catalog {
    language.catalog(dependencies.languages, json: false)
  }

  /// `body` run speaking the session's language: `Catalog.current` bound to `catalog` (after
  /// `:lang`, the new one). Every line, the prompt and background updates go through here.
  public func speaking<T>(_ body: () throws -> T) rethrows -> T {
    try Catalog.$current.withValue(catalog, operation: body)
  }

  /// `body` run speaking the session's language, for async work.
  public func speaking<T>(
    isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> T
  ) async rethrows -> T {
    try await Catalog.$current.withValue(catalog, operation: body)
  }

  /// Creates the context of a new run: reads the profile and chooses the language.
  public init(dependencies: Dependencies, options: RunOptions) {
    self.dependencies = dependencies
    self.options = options
    self.places = PlaceResolver(gazetteer: dependencies.gazetteer)
    let environment = options.environment
    let localeUnits = dependencies.localeUnits
    self.saved = SavedPlaces(
      profile: dependencies.profile, gazetteer: dependencies.gazetteer,
      temperatureOverride: options.temperatureOverride,
      localeUnits: Lazy { localeUnits().units(environment: environment) })
    self.weather = WeatherLoader(
      forecasts: dependencies.forecasts, viewModel: viewModel, offline: options.offline)
    self.journal = JournalAccess(opener: dependencies.journal)
    self.language = LanguageChoice.make(
      option: options.language, profile: saved.profile.language,
      environment: options.environment)
    self.presentation = Presentation(
      terminal: dependencies.terminal.info(), theme: saved.profile.theme, options: options)
    catalog = language.catalog(dependencies.languages, json: options.json)
    syncSavedPlaces()
  }

  /// Chooses the interface language again (after `:lang`): `--lang` no longer applies, the
  /// profile's choice or the environment does.
  func chooseLanguage() {
    language = LanguageChoice.make(
      option: nil, profile: saved.profile.language, environment: options.environment)
    catalog = language.catalog(dependencies.languages, json: options.json)
  }

  /// Where output goes.
  public var output: Output { dependencies.output }

  /// Decides the presentation again: reads the terminal (its size may have changed) and the
  /// profile's theme. Runs before every command and after `:theme`.
  public func refreshPresentation() {
    presentation = Presentation(
      terminal: dependencies.terminal.info(), theme: saved.profile.theme, options: options)
  }

  /// The terminal as it was when the current command started.
  public var terminal: TerminalInfo { presentation.terminal }
  /// True when wxsh may ask the user something: a terminal, and not `--json`.
  public var canAsk: Bool { presentation.canAsk }
  /// Styles for wxsh's own text.
  public var styler: Styler { presentation.styler }

  /// How views render now: the presentation, the profile's units and the clock's time.
  func viewSettings() -> ViewSettings {
    presentation.viewSettings(units: saved.units, now: dependencies.clock.now())
  }

  /// The place being viewed: the view model's selected page.
  var viewedPlace: Place? { viewModel.selectedPage?.place }

  /// Brings Tab's saved names and the view model's saved pages in step with the profile.
  func syncSavedPlaces() {
    // Nothing to do when the places are those of the last sync (a second `:list`, or any list
    // in a one-command run): 10,000 places cost 30 ms to sync.
    guard saved.changedSinceSync else { return }
    viewModel.setSaved(saved.syncNames())
  }

  /// Makes `place` the viewed place and, in the shell or when `asked` (`:go`), remembers it in
  /// the profile (best effort: a read-only profile still lets you view places); returns
  /// warnings.
  func view(_ place: Place, asked: Bool = false) -> [String] {
    viewModel.select(place)
    return remember(place, asked: asked)
  }

  /// Remembers `place` as the one the shell opens on, in the shell or when `asked`.
  func remember(_ place: Place, asked: Bool = false) -> [String] {
    remembersEveryView || asked ? saved.rememberViewed(place) : []
  }

  /// Views `place` while `load` runs and remembers it as the last viewed place; a `load`
  /// cancelled with Ctrl-C views the place viewed before again and remembers nothing, so a
  /// cancelled command leaves the shell where it was.
  func viewing<T>(_ place: Place, _ load: () async throws -> T) async throws -> (T, [String]) {
    let before = viewModel.selectedPage?.place
    viewModel.select(place)
    do {
      let value = try await load()
      return (value, remember(place))
    } catch {
      if Task.isCancelled || ErrorMessages.isCancellation(error) {
        if let before { viewModel.select(before) } else { viewModel.deselect() }
      } else {
        _ = remember(place)
      }
      throw error
    }
  }

  /// The place a PLACE argument names (see `PlaceArgument`); `savedIndex`: a small number is
  /// a saved place's index.
  func resolvePlace(_ text: String, savedIndex: Bool = true) async throws(ShellError)
    -> ResolvedPlace
  {
    try await PlaceArgument(context: self).resolve(text, savedIndex: savedIndex)
  }

  /// Finds a saved place by 1-based index, its name or any name the gazetteer knows it by;
  /// returns its 0-based index. Several places answering to the name are asked about in a
  /// terminal (numbered choices; Enter or Ctrl-C cancels) and listed to a script.
  func savedIndex(_ text: String) throws(ShellError) -> Int {
    try PlaceArgument(context: self).savedIndex(text)
  }

  /// Asks which of `candidates` was meant until the answer is one of them; returns its index.
  func choose(_ typed: String, among candidates: [SavedChoice]) throws(ShellError) -> Int {
    var question = say(.questionMatchesSaved(count: candidates.count, typed: typed))
    for (number, choice) in candidates.enumerated() {
      question += "\n  \(number + 1)) \(choice.label)"
    }
    question += "\n" + say(.questionWhichOne(count: candidates.count))
    for _ in 0..<3 {
      switch dependencies.answers.ask(question) {
      case .line(let answer):
        let trimmed = InputFolding.fold(answer).trimmingSpaces()
        if trimmed.isEmpty { throw .cancelled }
        if let number = Int(trimmed), (1...candidates.count).contains(number) {
          return candidates[number - 1].index
        }
        question = say(.questionAgain(count: candidates.count)) + " "
      case .cancelled, .endOfInput:
        throw .cancelled
      }
    }
    throw .cancelled
  }

  /// A progress line for fetching `places`, shown only in an interactive, non-dumb terminal.
  func progress(for places: [Place]) -> ProgressLine {
    let message =
      places.count == 1
      ? say(.progressFetchingOne(place: PlaceLabels.displayName(places[0])))
      : say(.progressFetchingMany(count: places.count))
    return ProgressLine.start(
      message, show: presentation.showsProgress, error: dependencies.output.error)
  }

  /// The interactive prompt: the viewed place's name and its temperature now when a forecast
  /// is at hand (`Seoul 4° > `), else `wxsh> `.
  func prompt() -> String {
    let place = viewedPlace
    var temperature: String?
    if let place, let page = viewModel.page(id: place.id), case .loaded(let result) = page.state {
      let forecast = result.forecast
      let celsius =
        forecast.current?.temperature
        ?? forecast.hours(from: dependencies.clock.now()).first?.temperature
      let text = UnitConversion.formatTemperature(celsius, saved.units.temperature)
      if text != UnitConversion.missing {
        temperature = presentation.asciiOnly ? text.replacingOccurrences(of: "°", with: "") : text
      }
    }
    return PromptText.make(
      name: place.map(PlaceLabels.displayName), temperature: temperature,
      width: presentation.terminal.width, color: styler.enabled)
  }
}
