import Catalog
import CommandLanguage
import Completion
import Foundation
import Places
import ProfileStore
import Rendering
import Terminal
import Views
import Weather

/// One wxsh run: the registered commands, the dependencies they reach the world through, the
/// run's options and what the shell remembers between commands.
@MainActor
public final class Session {
  /// The registered commands' descriptions.
  public private(set) var registry = CommandRegistry()
  private var commands: [String: ShellCommand] = [:]
  /// Candidate sources for completion, by argument kind key.
  public private(set) var completionSources: [String: CandidateSource] = [:]
  /// Every side effect: stores, gazetteer, forecasts, location, clock, terminal, input, output.
  public let dependencies: Dependencies
  /// The flags this run was started with.
  public let options: RunOptions
  /// The viewed place, the last search's results, whether the shell runs on.
  public var state = ShellState()
  /// What the screen shows; commands change it and views render it.
  public let viewModel = WeatherViewModel()
  /// The terminal as it was when the current command started.
  public private(set) var terminal: TerminalInfo
  /// Place arguments: `#N`, queries, saved places.
  let places: PlaceResolver
  /// The saved places and settings in the profile.
  let saved: SavedPlaces
  /// Forecast loading, the background refresh and its announcements.
  let weather: WeatherLoader
  /// The weather journal.
  let journal: JournalAccess
  /// The interface language and what chose it.
  var language: LanguageChoice

  /// Creates a session with the built-in commands registered.
  public init(dependencies: Dependencies, options: RunOptions) {
    self.dependencies = dependencies
    self.options = options
    self.terminal = dependencies.terminal.info()
    self.places = PlaceResolver(gazetteer: dependencies.gazetteer)
    self.saved = SavedPlaces(
      profile: dependencies.profile, gazetteer: dependencies.gazetteer,
      temperatureOverride: options.temperatureOverride)
    self.weather = WeatherLoader(
      forecasts: dependencies.forecasts, viewModel: viewModel, offline: options.offline)
    self.journal = JournalAccess(opener: dependencies.journal)
    self.language = LanguageChoice.make(
      option: options.language, profile: saved.profile.language,
      environment: options.environment)
    dependencies.languages.use(language.catalog(dependencies.languages, json: options.json))
    register(HelpCommand.make())
    for command in ViewCommands.make() { register(command) }
    register(SearchCommand.make())
    register(AddCommand.make())
    register(RemoveCommand.make())
    register(MoveCommand.make())
    register(ListCommand.make())
    for command in PagingCommands.make() { register(command) }
    register(UnitsCommand.make())
    register(ThemeCommand.make())
    register(LangCommand.make())
    register(RefreshCommand.make())
    register(JournalCommand.make())
    register(HereCommand.make())
    register(MoonCommand.make())
    register(AlertsCommand.make())
    register(LineCommand.make())
    register(RainCommand.make())
    register(AirCommand.make())
    register(QuitCommand.make())
    setCompletionSource(.place(savedIndex: false), PlaceResolver.candidates(dependencies.gazetteer))
    setCompletionSource(.savedPlace, saved.candidates)
    syncSavedPlaces()
  }

  /// Chooses the interface language again (after `:lang`): `--lang` no longer applies, the
  /// profile's choice or the environment does.
  func chooseLanguage() {
    language = LanguageChoice.make(
      option: nil, profile: saved.profile.language, environment: options.environment)
    dependencies.languages.use(language.catalog(dependencies.languages, json: options.json))
  }

  /// Adds a command.
  public func register(_ command: ShellCommand) {
    registry.register(command.spec)
    commands[command.spec.name] = command
  }

  /// Supplies completion candidates for an argument kind.
  public func setCompletionSource(_ kind: ArgumentKind, _ source: @escaping CandidateSource) {
    completionSources[CompletionEngine.sourceKey(for: kind)] = source
  }

  /// The command a bare place line runs: `show` when available, else `search`.
  public var bareLineCommand: String? {
    if registry.contains("show") { return "show" }
    if registry.contains("search") { return "search" }
    return nil
  }

  /// The completion engine over the current commands and sources.
  public var completionEngine: CompletionEngine {
    CompletionEngine(
      registry: registry, sources: completionSources,
      bareLineKind: bareLineCommand == nil ? nil : .place(savedIndex: true))
  }

  /// True until `:quit` runs.
  public var isRunning: Bool { state.isRunning }

  /// Where output goes.
  public var output: Output { dependencies.output }

  /// Reads the terminal again (its size may have changed) before a command runs.
  public func refreshTerminal() {
    terminal = dependencies.terminal.info()
  }

  /// True when wxsh may ask the user something: a terminal, and not `--json`.
  public var canAsk: Bool { terminal.isInteractive && !options.json }

  /// The colour palette the profile's theme picks for this terminal.
  public var palette: Palette {
    switch saved.profile.theme {
    case .dark: .dark
    case .light: .light
    case .none: .none
    case .auto: Palette.fromBackground(environment: options.environment)
    }
  }

  /// Styles for wxsh's own text: off for JSON, when colour is off and with `:theme none`.
  public var styler: Styler {
    Styler(enabled: terminal.colorEnabled && !options.json && palette != .none)
  }

  /// True when output must stay ASCII.
  public var asciiOnly: Bool {
    !terminal.unicodeEnabled
  }

  /// How views render now: width, colour, palette, units, glyphs, the time.
  func viewSettings() -> ViewSettings {
    ViewSettings(
      width: terminal.width, color: styler.enabled, palette: palette, units: saved.units,
      asciiGlyphs: asciiOnly, now: dependencies.clock.now())
  }

  /// Parses a line into an invocation; nil for empty and comment lines.
  public func invocation(for line: String) throws -> Invocation? {
    let parsed: ParsedLine
    do {
      parsed = try ParsedLine.parse(line)
    } catch {
      throw ShellError.language(error)
    }
    switch parsed {
    case .empty, .comment:
      return nil
    case .placeQuery(let query):
      guard let name = bareLineCommand else { throw ShellError.noPlaceCommand(query) }
      if let spec = registry.exactMatch(query) {
        throw ShellError.notAPlace(query, command: spec.name)
      }
      if query.count <= 2,
        query.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic && $0.isASCII })
      {
        throw ShellError.notAPlace(query, command: nil)
      }
      return Invocation(
        name: name, arguments: [query], argumentText: query,
        parsed: ParsedArguments(values: ["PLACE": query]))
    case .command(let typed, let arguments, let argumentText):
      let spec = try resolveCommand(typed)
      let parsed: ParsedArguments
      do {
        parsed = try CommandParser.parse(arguments, spec)
      } catch {
        throw ShellError.language(error)
      }
      return Invocation(
        name: spec.name, arguments: arguments, argumentText: argumentText, parsed: parsed)
    }
  }

  /// Runs one invocation.
  public func run(_ invocation: Invocation) async throws -> CommandOutput {
    guard let command = commands[invocation.name] else {
      throw ShellError.language(.unknownCommand(invocation.name, suggestion: nil))
    }
    return try await command.run(invocation, self)
  }

  /// Resolves a typed command name (name, alias or unique prefix) to its description.
  public func resolveCommand(_ typed: String) throws(ShellError) -> CommandSpec {
    do {
      return try registry.resolve(typed)
    } catch {
      throw .language(error)
    }
  }

  /// The command description for a canonical name.
  public func spec(named name: String) -> CommandSpec? { commands[name]?.spec }

  /// Closes what the dependencies opened (the HTTP client); call once before exit.
  public func shutdown() async {
    await dependencies.forecasts.shutdown()
    await dependencies.air.shutdown()
  }

  /// Brings Tab's saved names and the view model's saved pages in step with the profile.
  func syncSavedPlaces() {
    viewModel.setSaved(saved.syncNames())
  }

  /// Makes `place` the viewed place and remembers it in the profile (best effort: a read-only
  /// profile still lets you view places); returns warnings.
  func view(_ place: Place) -> [String] {
    state.viewedPlace = place
    viewModel.select(place)
    return saved.rememberViewed(place)
  }

  /// The place a PLACE argument names (see `PlaceArgument`); `savedIndex`: a small number is
  /// a saved place's index.
  func resolvePlace(_ text: String, savedIndex: Bool = true) throws(ShellError) -> ResolvedPlace {
    try PlaceArgument(session: self).resolve(text, savedIndex: savedIndex)
  }

  /// Finds a saved place by 1-based index, its name or any name the gazetteer knows it by;
  /// returns its 0-based index. Several places answering to the name are asked about in a
  /// terminal (numbered choices; Enter or Ctrl-C cancels) and listed to a script.
  func savedIndex(_ text: String) throws(ShellError) -> Int {
    try PlaceArgument(session: self).savedIndex(text)
  }

  /// Asks which of `candidates` was meant until the answer is one of them; returns its index.
  func choose(_ typed: String, among candidates: [SavedChoice]) throws(ShellError) -> Int {
    var question = say(.questionMatchesSaved, ["typed": typed, "count": String(candidates.count)])
    for (number, choice) in candidates.enumerated() {
      question += "\n  \(number + 1)) \(choice.label)"
    }
    question += "\n" + say(.questionWhichOne, ["count": String(candidates.count)])
    for _ in 0..<3 {
      switch dependencies.answers.ask(question) {
      case .line(let answer):
        let trimmed = InputFolding.fold(answer).trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { throw .cancelled }
        if let number = Int(trimmed), (1...candidates.count).contains(number) {
          return candidates[number - 1].index
        }
        question = say(.questionAgain, ["count": String(candidates.count)]) + " "
      case .cancelled, .endOfInput:
        throw .cancelled
      }
    }
    throw .cancelled
  }
}

extension Session {
  /// The interactive prompt: the viewed place's name and its temperature now when a forecast
  /// is at hand (`Seoul 4° > `), else `wxsh> `.
  public func prompt() -> String {
    refreshTerminal()
    let place = state.viewedPlace
    var temperature: String?
    if let place, let page = viewModel.page(id: place.id), case .loaded(let result) = page.state {
      let forecast = result.forecast
      let celsius =
        forecast.current?.temperature
        ?? forecast.hours(from: dependencies.clock.now()).first?.temperature
      let text = UnitConversion.formatTemperature(celsius, saved.units.temperature)
      if text != UnitConversion.missing {
        temperature = asciiOnly ? text.replacingOccurrences(of: "°", with: "") : text
      }
    }
    return PromptText.make(
      name: place.map(PlaceLabels.displayName), temperature: temperature, width: terminal.width,
      color: styler.enabled)
  }

  /// A progress line for fetching `places`, shown only in an interactive, non-dumb terminal.
  func progress(for places: [Place]) -> ProgressLine {
    let message =
      places.count == 1
      ? say(.progressFetchingOne, ["place": PlaceLabels.displayName(places[0])])
      : say(.progressFetchingMany, count: places.count)
    return ProgressLine.start(
      message,
      show: terminal.showsProgress && !options.json,
      error: dependencies.output.error)
  }
}
