import Catalog
import Rendering
import Weather

/// How this run was asked to behave: the command-line flags and the few environment choices
/// that shape output (read once, at the top).
public struct RunOptions: Sendable {
  /// `--json`: one JSON document per command on standard output.
  public var json = false
  /// `--offline`: cached weather only, never the network.
  public var offline = false
  /// `--provider`: where weather comes from.
  public var provider: WeatherProvider = .openMeteo
  /// `--units c|f`: the temperature unit for this run only (never saved).
  public var temperatureOverride: Units.Temperature?
  /// `--lang`: the interface language for this run only (never saved).
  public var language: Language?
  /// The environment the run started with, read for presentation only (`COLORFGBG`,
  /// `WXSH_ASCII`, `TERM`, `HOME` for `~/` in paths).
  public var environment: [String: String] = [:]
  /// How long a new journal entry waits for the weather, in seconds.
  public var journalWeatherDeadline: Double = 4

  /// Creates options with the defaults.
  public init() {}

  /// The options for a run started with `environment`: the journal deadline from
  /// `WXSH_JOURNAL_WEATHER_TIMEOUT` (0.1 to 30 s), the rest at their defaults.
  public init(environment: [String: String]) {
    self.environment = environment
    if let seconds = environment["WXSH_JOURNAL_WEATHER_TIMEOUT"].flatMap(Double.init),
      seconds.isFinite
    {
      journalWeatherDeadline = min(max(seconds, 0.1), 30)
    }
  }
}
