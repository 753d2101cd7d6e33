import ArgumentParser
import Catalog
import Weather

/// The command-line interface of `wxsh`, parsed by swift-argument-parser.
struct WxshOptions: ParsableCommand {
  static let version = "0.1.0"

  static let configuration = CommandConfiguration(
    commandName: "wxsh",
    abstract: "A weather shell for the terminal.",
    discussion: """
      With no arguments in a terminal, wxsh starts an interactive shell with line editing, \
      history and Tab completion. With standard input not a terminal, it runs the commands it \
      reads, one per line. A line starting with ':' is a command (:help lists them); any other \
      line is a place.

      Examples:
        wxsh                          start the interactive shell
        wxsh -c ':help'               run one command and exit
        wxsh -c ':help' -c ':help quit'
        printf ':help\\n' | wxsh       run a script from standard input
        wxsh --json -c ':help'        print JSON, one document per command
        wxsh -c ':search ham'         find places by the start of a name
        wxsh -c ':add lisbon' -c ':list'
                                      save a place and list your places
        wxsh --units f -c ':list'     °F for this run only
        wxsh seoul                    the weather page for Seoul
        wxsh --json -c ':now lisbon'  current conditions as JSON
        wxsh --offline -c ':list'     cached weather only, no network

      Exit status: 0 when every command succeeded, 1 when any failed, 2 for usage errors.
      """,
    version: version
  )

  @Option(
    name: .customShort("c"), parsing: .singleValue,
    help: ArgumentHelp("Run a command and exit (repeatable).", valueName: "command"))
  var commands: [String] = []

  @Flag(name: .long, help: "Print one JSON document per command (newline-delimited).")
  var json = false

  @Flag(name: .customLong("no-color"), help: "Never use colour (NO_COLOR and TERM=dumb work too).")
  var noColor = false

  @Option(
    name: .customLong("profile"),
    help: ArgumentHelp(
      "The profile file to use (default: $XDG_CONFIG_HOME/wxsh/profile.json).", valueName: "path"),
    completion: .file(extensions: ["json"]))
  var profile: String?

  @Option(
    name: .customLong("units"),
    help: ArgumentHelp("Temperatures in °C or °F for this run only (not saved).", valueName: "c|f"))
  var units: TemperatureOption?

  @Option(
    name: .customLong("lang"),
    help: ArgumentHelp(
      "The interface language for this run only: en, ko, ja, zh-Hans, zh-Hant, de, fr, es, "
        + "pt-BR or ru (default: :lang, else LC_ALL, LC_MESSAGES, LANG).", valueName: "code"))
  var language: Language?

  @Flag(name: .customLong("offline"), help: "Never use the network: show cached weather only.")
  var offline = false

  @Option(
    name: .customLong("provider"),
    help: ArgumentHelp(
      "Where weather comes from: open-meteo (default, no key) or openweathermap "
        + "(needs OPENWEATHERMAP_API_KEY).", valueName: "name"))
  var provider: WeatherProvider = .openMeteo

  @Argument(
    help: ArgumentHelp("Places to show, then exit (quote names with spaces).", valueName: "place"),
    completion: .custom(PlaceCompletion.complete))
  var places: [String] = []

  /// For completion scripts: print the place names that complete PREFIX, one per line.
  @Option(name: .customLong("complete-place"), help: .private)
  var completePlace: String?
}

/// `--units c|f`.
enum TemperatureOption: String, ExpressibleByArgument, CaseIterable {
  case c
  case f
}

extension WeatherProvider: ExpressibleByArgument {}

extension Language: ExpressibleByArgument {
  /// A language from `--lang`: a tag or a locale name (`ko`, `ko_KR.UTF-8`, `zh-TW`).
  public init?(argument: String) {
    self.init(locale: argument)
  }
}
