import ArgumentParser
import Catalog
import Shell
import Weather

/// The command line of `wxsh watch`, parsed by swift-argument-parser.
struct WatchArguments: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "wxsh watch",
    abstract: say(.cliWatchOverview),
    discussion: say(.cliWatchDiscussion) + "\n\n" + examples,
    version: WxshOptions.version
  )

  /// The examples under the discussion.
  static let examples = """
    wxsh watch
    wxsh watch --place seoul --rain-lead 15
    wxsh watch --once --exec 'cat >> ~/weather-notices.jsonl'
    wxsh watch --interval 5m
    """

  @Option(
    name: .customLong("place"), help: ArgumentHelp(say(.cliWatchOptionPlace), valueName: "place"))
  var place: String?

  @Option(
    name: .customLong("rain-lead"),
    help: ArgumentHelp(say(.cliWatchOptionRainLead), valueName: "minutes"))
  var rainLead: Int = 30

  @Option(
    name: .customLong("exec"), help: ArgumentHelp(say(.cliWatchOptionExec), valueName: "command"))
  var exec: String?

  @Flag(name: .customLong("once"), help: ArgumentHelp(say(.cliWatchOptionOnce)))
  var once = false

  @Option(
    name: .customLong("interval"),
    help: ArgumentHelp(say(.cliWatchOptionInterval), valueName: "duration"))
  var interval: String?

  /// `--no-color`, `--profile`, `--lang`, `--offline`, `--provider`, as the shell takes them.
  @OptionGroup var session: SessionOptions

  mutating func validate() throws {
    guard (5...60).contains(rainLead) else { throw ValidationError(say(.watchBadRainLead)) }
    if let interval, WatchOptions.seconds(interval) == nil {
      throw ValidationError(say(.watchBadInterval))
    }
  }

  /// The watch's own options.
  var watch: WatchOptions {
    WatchOptions(
      place: place, rainLead: Double(rainLead) * 60, exec: exec, once: once,
      interval: interval.flatMap(WatchOptions.seconds))
  }

  /// The shell options the watch runs with.
  var launch: LaunchOptions {
    LaunchOptions(
      noColor: session.noColor, profile: session.profile, language: session.language,
      offline: session.offline, provider: session.provider)
  }
}
