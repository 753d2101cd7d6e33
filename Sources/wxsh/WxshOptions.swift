import ArgumentParser
import Catalog
import Rendering
import Weather

/// The command-line interface of `wxsh`, parsed by swift-argument-parser.
struct WxshOptions: ParsableCommand {
  static let version = "0.1.0"

  static let configuration = CommandConfiguration(
    commandName: "wxsh",
    abstract: say(.cliOverview),
    discussion: CommandLineHelp.discussion(),
    version: version
  )

  @Option(
    name: .customShort("c"), parsing: .singleValue,
    help: ArgumentHelp(say(.cliOptionCommand), valueName: "command"))
  var commands: [String] = []

  @Flag(name: .long, help: ArgumentHelp(say(.cliOptionJSON)))
  var json = false

  @Option(
    name: .customLong("units"),
    help: ArgumentHelp(say(.cliOptionUnits), valueName: "c|f"))
  var units: TemperatureOption?

  /// `--no-color`, `--profile`, `--lang`, `--offline`, `--provider`: also `wxsh watch`'s.
  @OptionGroup var session: SessionOptions

  @Argument(
    help: ArgumentHelp(say(.cliArgumentPlace), valueName: "place"),
    completion: .custom(PlaceCompletion.complete))
  var places: [String] = []

  /// For completion scripts: print the place names that complete PREFIX, one per line.
  @Option(name: .customLong("complete-place"), help: .private)
  var completePlace: String?
}

/// The options every run of wxsh takes, the shell's and `wxsh watch`'s.
struct SessionOptions: ParsableArguments {
  @Flag(name: .customLong("no-color"), help: ArgumentHelp(say(.cliOptionNoColor)))
  var noColor = false

  @Option(
    name: .customLong("profile"),
    help: ArgumentHelp(say(.cliOptionProfile), valueName: "path"),
    completion: .file(extensions: ["json"]))
  var profile: String?

  @Option(
    name: .customLong("lang"),
    help: ArgumentHelp(say(.cliOptionLang), valueName: "code"))
  var language: Language?

  @Flag(name: .customLong("offline"), help: ArgumentHelp(say(.cliOptionOffline)))
  var offline = false

  @Option(
    name: .customLong("provider"),
    help: ArgumentHelp(say(.cliOptionProvider), valueName: "name"))
  var provider: WeatherProvider = .openMeteo
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
