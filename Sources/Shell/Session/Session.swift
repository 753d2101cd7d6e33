import Catalog
import Clients
import CommandLanguage
import Completion
import Foundation
import Places
import ProfileStore
import Rendering
import Terminal
import Views
import Weather

/// One wxsh run: the registered commands, how a typed line becomes an invocation, and the
/// context every command runs in.
@MainActor
public final class Session {
  /// The registered commands' descriptions.
  public var registry: CommandRegistry { context.commands }
  private var commands: [String: ShellCommand] = [:]
  /// Tab's place names (the gazetteer and the user's own names).
  private var placeNames: CandidateSource?
  /// Tab's saved places' names.
  private var savedPlaceNames: CandidateSource?
  /// What commands read and change: dependencies, options, state, presentation.
  public let context: CommandContext

  /// Creates a session with the built-in commands registered.
  public init(dependencies: Dependencies, options: RunOptions) {
    context = CommandContext(dependencies: dependencies, options: options)
    register(HelpCommand.make())
    for command in ViewCommands.make() { register(command) }
    register(SearchCommand.make())
    register(AddCommand.make())
    register(RemoveCommand.make())
    register(MoveCommand.make())
    register(RenameCommand.make())
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
    register(WatchCommand.make())
    register(QuitCommand.make())
    let ownNames = context.saved.ownNameCandidates
    let gazetteerNames = PlaceResolver.candidates(dependencies.gazetteer)
    placeNames = { word in ownNames(word) + gazetteerNames(word) }
    savedPlaceNames = context.saved.candidates
  }

  /// Adds a command.
  public func register(_ command: ShellCommand) {
    context.commands.register(command.spec)
    commands[command.spec.name] = command
  }

  /// The completion engine over the current commands and sources.
  public var completionEngine: CompletionEngine {
    CompletionEngine(
      registry: registry, places: placeNames, savedPlaces: savedPlaceNames,
      bareLineKind: registry.bareLineCommand == nil ? nil : .place(savedIndex: true))
  }

  /// True until `:quit` runs.
  public var isRunning: Bool { context.state.isRunning }

  /// Where output goes.
  public var output: Output { context.output }

  /// Decides the presentation again before a command runs (the window may have been resized).
  public func refreshTerminal() {
    context.refreshPresentation()
  }

  /// The interactive prompt (see ``CommandContext/prompt()``).
  public func prompt() -> String {
    context.refreshPresentation()
    return context.prompt()
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
    case .placeQuery(let typed):
      let query = ParsedLine.withoutComment(typed)
      guard let name = registry.bareLineCommand else { throw ShellError.noPlaceCommand(query) }
      if let spec = registry.exactMatch(query) {
        throw ShellError.notAPlace(query, command: spec.name)
      }
      // Hangul letters alone (`ㅂ`) are keys typed with the Korean layout on, never a place.
      if HangulKeys.isLettersOnly(query) {
        let keys = context.dependencies.hangulKeys().keystrokes(query)
        throw ShellError.notAPlace(query, command: keys.flatMap { registry.exactMatch($0)?.name })
      }
      // Two Latin letters, or one letter of any script (`京`), are too short to be a place.
      let letters = query.unicodeScalars.allSatisfy { $0.properties.isAlphabetic }
      let latin = query.unicodeScalars.allSatisfy(\.isASCII)
      if letters, query.count == 1 || (query.count <= 2 && latin) {
        throw ShellError.notAPlace(query, command: nil)
      }
      var invocation = Invocation(
        name: name, parsed: ParsedArguments(values: [ArgumentSpec.place.name: query]))
      invocation.isBareLine = true
      return invocation
    case .command(let name, let arguments, let typed):
      let spec = try command(named: name)
      let words = spec.takesFreeText ? arguments : ParsedLine.withoutComment(arguments)
      let parsed: ParsedArguments
      do {
        parsed = try CommandParser.parse(words, spec)
      } catch {
        throw ShellError.language(error)
      }
      var invocation = Invocation(name: spec.name, parsed: parsed)
      invocation.words = words
      invocation.typedWords = typed.map { Array($0.prefix(words.count)) } ?? []
      return invocation
    }
  }

  /// The command `name` names; a name typed with the Korean 2-set layout on (`ㅜㅐㅈ`) is read
  /// as the keys pressed (`now`) when the name itself is no command.
  func command(named name: String) throws(ShellError) -> CommandSpec {
    do {
      return try registry.resolveCommand(name)
    } catch {
      let keys =
        name.unicodeScalars.contains { $0.value >= 0x1100 }
        ? context.dependencies.hangulKeys().keystrokes(name) : nil
      guard let keys, let spec = try? registry.resolveCommand(keys) else { throw error }
      return spec
    }
  }

  /// Runs one invocation.
  public func run(_ invocation: Invocation) async throws -> CommandOutput {
    guard let command = commands[invocation.name] else {
      throw ShellError.language(.unknownCommand(invocation.name, suggestion: nil))
    }
    return try await command.run(invocation, context)
  }

  /// The command description for a canonical name.
  public func spec(named name: String) -> CommandSpec? { commands[name]?.spec }

  /// Closes what the dependencies opened (the HTTP client); call once before exit.
  public func shutdown() async {
    await context.dependencies.forecasts.shutdown()
    await context.dependencies.air.shutdown()
    await context.dependencies.context.shutdown()
    await context.dependencies.placeSearch.shutdown()
  }
}

extension CommandRegistry {
  /// The command a bare place line runs: `show` when available, else `search`.
  var bareLineCommand: String? {
    if contains("show") { return "show" }
    if contains("search") { return "search" }
    return nil
  }

  /// Resolves a typed command name (name, alias or unique prefix) to its description.
  func resolveCommand(_ typed: String) throws(ShellError) -> CommandSpec {
    do {
      return try resolve(typed)
    } catch {
      throw .language(error)
    }
  }
}
