import CommandLanguage
import Completion
import Places
import ProfileStore
import Terminal
import Weather
import WeatherService

/// The state of one wxsh run: registered commands, context and what commands remember.
@MainActor
public final class Session {
  /// The registered commands' descriptions.
  public private(set) var registry = CommandRegistry()
  private var commands: [String: ShellCommand] = [:]
  /// Candidate sources for completion, by argument kind key.
  public private(set) var completionSources: [String: CandidateSource] = [:]
  /// The outside world.
  public let context: ShellContext
  /// False once `:quit` ran.
  public var isRunning = true
  /// Opens the gazetteer on first use.
  public let gazetteerLoader: GazetteerLoader
  /// The last `:search` results, which `#N` refers to.
  public var lastResults: [PlaceMatch] = []
  /// The profile: saved places, units, theme, last viewed place.
  public let profileStore: ProfileStore
  /// The place being viewed (saved or a preview), if any.
  public var viewedPlace: Place?
  /// Saved place names for Tab, kept in step with the profile.
  let savedNames = SavedNames()
  /// What the screen shows; commands change it and views render it.
  public let viewModel = WeatherViewModel()
  /// The weather service, once created.
  var weatherServiceStorage: WeatherService?
  /// Places whose forecast is being refreshed in the background.
  var backgroundPlaceIDs = Set<Int>()
  /// Places whose background refresh has finished but is not announced yet.
  var finishedBackgroundIDs = Set<Int>()
  /// The weather journal's store, opened on first use.
  let journalHolder = JournalHolder()

  /// Creates a session with the built-in commands registered.
  public init(context: ShellContext) {
    self.context = context
    self.gazetteerLoader = GazetteerLoader(
      environment: context.environment, executablePath: context.executablePath)
    self.profileStore = ProfileStore(
      profileOption: context.profileOption, environment: context.environment)
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
    register(RefreshCommand.make())
    register(JournalCommand.make())
    register(HereCommand.make())
    register(QuitCommand.make())
    setCompletionSource(.place, Self.placeCandidates(gazetteerLoader))
    setCompletionSource(.savedPlace, Self.savedPlaceCandidates(savedNames))
    syncSavedPlaces()
  }

  /// Adds a command (later issues' commands register themselves here).
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
      bareLineKind: bareLineCommand == nil ? nil : .place)
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
      return Invocation(name: name, arguments: [query], argumentText: query)
    case .command(let typed, let arguments, let argumentText):
      let spec = try resolveCommand(typed)
      return Invocation(name: spec.name, arguments: arguments, argumentText: argumentText)
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
}
