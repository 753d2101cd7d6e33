import Catalog
import Weather

/// Reads an everyday command line without swift-argument-parser.
///
/// The parser builds its whole definition by reflection (`Mirror`, generic metadata lookups)
/// before it reads a word: for `wxsh -c ':help'` that was about two thirds of wxsh's own
/// start-up. A line of known flags with valid values and places is read here instead. Anything
/// else (help, version, completion scripts, an unknown, repeated or attached `--name=value`
/// flag, a bad value, `--`) gives nil and goes to the parser, which also words every error.
enum PlainArguments {
  /// The options of `arguments` (after ``CommandArguments/split(_:)`` took the `-c` pairs
  /// out), or nil when the line is not an everyday one.
  static func read(_ arguments: [String], commands: [String]) -> LaunchOptions? {
    var options = LaunchOptions(commands: commands)
    var seen: Set<String> = []
    var index = 0
    /// The value after the flag at `index`, when there is one that is not itself a flag.
    func value() -> String? {
      guard index + 1 < arguments.count else { return nil }
      let next = arguments[index + 1]
      return next.hasPrefix("-") ? nil : next
    }
    while index < arguments.count {
      let argument = arguments[index]
      guard argument.hasPrefix("-") else {
        options.places.append(argument)
        index += 1
        continue
      }
      guard seen.insert(argument).inserted else { return nil }
      switch argument {
      case "--json": options.json = true
      case "--no-color": options.noColor = true
      case "--offline": options.offline = true
      case "--profile", "--units", "--lang", "--provider":
        guard let text = value() else { return nil }
        switch argument {
        case "--profile":
          options.profile = text
        case "--units":
          guard let units = TemperatureOption(rawValue: text) else { return nil }
          options.units = units
        case "--lang":
          guard let language = Language(locale: text) else { return nil }
          options.language = language
        default:
          guard let provider = WeatherProvider(rawValue: text) else { return nil }
          options.provider = provider
        }
        index += 1
      default:
        return nil
      }
      index += 1
    }
    return options
  }
}
