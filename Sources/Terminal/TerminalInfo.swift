#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What wxsh knows about the terminal it writes to: tty or not, width, colour.
public struct TerminalInfo: Sendable, Equatable {
  /// True when standard input is a terminal.
  public var stdinIsTerminal: Bool
  /// True when standard output is a terminal.
  public var stdoutIsTerminal: Bool
  /// Columns available for a line of output.
  public var width: Int
  /// True when output may carry ANSI colour sequences.
  public var colorEnabled: Bool
  /// True when the locale can show UTF-8 (emoji, box drawing); false means ASCII fallbacks.
  public var unicodeEnabled: Bool

  /// Creates terminal facts directly (tests and pipes).
  public init(
    stdinIsTerminal: Bool = false, stdoutIsTerminal: Bool = false, width: Int = 80,
    colorEnabled: Bool = false, unicodeEnabled: Bool = true
  ) {
    self.stdinIsTerminal = stdinIsTerminal
    self.stdoutIsTerminal = stdoutIsTerminal
    self.width = width
    self.colorEnabled = colorEnabled
    self.unicodeEnabled = unicodeEnabled
  }

  /// True when wxsh should run the interactive line editor: stdin and stdout are terminals.
  public var isInteractive: Bool { stdinIsTerminal && stdoutIsTerminal }

  /// Reads the facts for the running process.
  ///
  /// Width: `TIOCGWINSZ` on stdout, then `COLUMNS`, then 80. Colour is off when stdout is not a
  /// terminal, `NO_COLOR` is set (any value), `TERM` is `dumb`, or `noColorFlag` is true.
  public static func detect(environment: [String: String], noColorFlag: Bool) -> TerminalInfo {
    let stdinTTY = isatty(STDIN_FILENO) != 0
    let stdoutTTY = isatty(STDOUT_FILENO) != 0
    return TerminalInfo(
      stdinIsTerminal: stdinTTY,
      stdoutIsTerminal: stdoutTTY,
      width: resolveWidth(
        windowColumns: stdoutTTY ? windowColumns() : nil, environment: environment),
      colorEnabled: resolveColor(
        stdoutIsTerminal: stdoutTTY, environment: environment, noColorFlag: noColorFlag),
      unicodeEnabled: resolveUnicode(environment: environment)
    )
  }

  /// Picks the width from the window size, then `COLUMNS`, then 80.
  public static func resolveWidth(windowColumns: Int?, environment: [String: String]) -> Int {
    if let columns = windowColumns, columns > 0 { return columns }
    if let text = environment["COLUMNS"], let columns = Int(text), columns > 0 { return columns }
    return 80
  }

  /// Decides whether colour is on from the output kind, the environment and the flag.
  public static func resolveColor(
    stdoutIsTerminal: Bool, environment: [String: String], noColorFlag: Bool
  ) -> Bool {
    if noColorFlag || !stdoutIsTerminal { return false }
    if environment["NO_COLOR"] != nil { return false }
    if environment["TERM"] == "dumb" { return false }
    return true
  }

  /// Decides whether the output may use non-ASCII symbols.
  ///
  /// `TERM=dumb` or a locale that names a non-UTF-8 character set means ASCII. An unset locale
  /// counts as UTF-8 because wxsh itself falls back to `C.UTF-8`.
  public static func resolveUnicode(environment: [String: String]) -> Bool {
    if environment["TERM"] == "dumb" { return false }
    let locale = environment["LC_ALL"] ?? environment["LC_CTYPE"] ?? environment["LANG"] ?? ""
    if locale.isEmpty { return true }
    let upper = locale.uppercased()
    if upper == "C" || upper == "POSIX" { return true }
    return upper.contains("UTF-8") || upper.contains("UTF8")
  }

  /// The window's column count from `TIOCGWINSZ`, or nil.
  public static func windowColumns() -> Int? {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }
}
