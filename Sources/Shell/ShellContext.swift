import Locating
import Terminal
import Weather

/// The outside world as the session sees it, passed in from the entry point.
public struct ShellContext: Sendable {
  /// The process environment.
  public var environment: [String: String]
  /// Terminal facts: tty, width, colour.
  public var terminal: TerminalInfo
  /// Where output goes.
  public var output: Output
  /// True for `--json`: one JSON document per command on standard output.
  public var json: Bool
  /// The running executable's path, used to find the data next to it.
  public var executablePath: String
  /// `--profile PATH`, when given.
  public var profileOption: String?
  /// `--units c|f`: the temperature unit for this run only (never saved).
  public var temperatureOverride: Units.Temperature?
  /// `--offline`: use cached weather only, never the network.
  public var offline = false
  /// `--provider`: where weather comes from.
  public var provider: WeatherProvider = .openMeteo
  /// Reads one answer line from the user (the location consent question); nil at end of input.
  public var readAnswer: @Sendable () -> String? = ConsentPrompt.readStandardInputLine
  /// The system time-zone inputs for "My Location"; nil reads `TZ` and the `/etc` files.
  public var systemTimeZone: SystemTimeZone?

  /// Creates a context.
  public init(
    environment: [String: String], terminal: TerminalInfo, output: Output, json: Bool = false,
    executablePath: String = ""
  ) {
    self.environment = environment
    self.terminal = terminal
    self.output = output
    self.json = json
    self.executablePath = executablePath
  }

  /// Styles for wxsh's own text: off for JSON and whenever colour is off.
  public var styler: Styler { Styler(enabled: terminal.colorEnabled && !json) }
}
