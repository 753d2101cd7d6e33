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
  /// Rows of the window (24 when unknown).
  public var height: Int
  /// True when output may carry ANSI colour sequences.
  public var colorEnabled: Bool
  /// True when the locale can show UTF-8 (emoji, box drawing); false means ASCII fallbacks.
  public var unicodeEnabled: Bool
  /// True for `TERM=dumb`: no colour, no Unicode, no progress line redrawn in place.
  public var isDumb: Bool

  /// Creates terminal facts directly (tests and pipes).
  public init(
    stdinIsTerminal: Bool = false, stdoutIsTerminal: Bool = false, width: Int = 80,
    height: Int = 24, colorEnabled: Bool = false, unicodeEnabled: Bool = true,
    isDumb: Bool = false
  ) {
    self.stdinIsTerminal = stdinIsTerminal
    self.stdoutIsTerminal = stdoutIsTerminal
    self.width = width
    self.height = height
    self.colorEnabled = colorEnabled
    self.unicodeEnabled = unicodeEnabled
    self.isDumb = isDumb
  }

  /// True when wxsh should run the interactive line editor: stdin and stdout are terminals.
  public var isInteractive: Bool { stdinIsTerminal && stdoutIsTerminal }

  /// True when a progress line may be drawn and erased in place: an interactive terminal that
  /// is not dumb.
  public var showsProgress: Bool { isInteractive && !isDumb }

  /// True for `TERM=dumb` in `environment`: the one place that reads it.
  public static func isDumb(_ environment: [String: String]) -> Bool {
    environment["TERM"] == "dumb"
  }

  /// Reads the facts for the running process.
  ///
  /// Size: as `currentSize(environment:)`. Colour is off when stdout is not a
  /// terminal, `NO_COLOR` is set (any value), `TERM` is `dumb`, or `noColorFlag` is true.
  public static func detect(environment: [String: String], noColorFlag: Bool) -> TerminalInfo {
    let stdinTTY = isatty(STDIN_FILENO) != 0
    let stdoutTTY = isatty(STDOUT_FILENO) != 0
    let size = resolveSize(window: stdoutTTY ? windowSize() : nil, environment: environment)
    return TerminalInfo(
      stdinIsTerminal: stdinTTY,
      stdoutIsTerminal: stdoutTTY,
      width: size.columns,
      height: size.rows,
      colorEnabled: resolveColor(
        stdoutIsTerminal: stdoutTTY, environment: environment, noColorFlag: noColorFlag),
      unicodeEnabled: resolveUnicode(environment: environment),
      isDumb: isDumb(environment)
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
    if isDumb(environment) { return false }
    return true
  }

  /// Decides whether the output may use non-ASCII symbols.
  ///
  /// `TERM=dumb`, or a locale (the first of `LC_ALL`, `LC_CTYPE`, `LANG` that is set and not
  /// empty) that does not name UTF-8 (`C`, `POSIX`, `en_US.ISO-8859-1`) means ASCII. An unset
  /// locale counts as UTF-8, as wxsh falls back to `C.UTF-8`.
  public static func resolveUnicode(environment: [String: String]) -> Bool {
    if isDumb(environment) { return false }
    let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy
      .compactMap { environment[$0] }
      .first { !$0.isEmpty }
    guard let locale else { return true }
    // `UTF-8` or `UTF8` anywhere, any case, compared as bytes (String's `contains` sets up
    // its general searcher on first use, at every start).
    let upper = Array(locale.uppercased().utf8)
    return [Array("UTF-8".utf8), Array("UTF8".utf8)].contains { name in
      upper.indices.contains { upper[$0...].starts(with: name) }
    }
  }

  /// The window's column count from `TIOCGWINSZ`, or nil.
  public static func windowColumns() -> Int? {
    windowSize().map(\.columns)
  }

  /// The window size from `TIOCGWINSZ` on `descriptor` (stdout by default), or nil when it is
  /// not a terminal or the terminal reports 0x0; a 0 in one dimension is passed on as 0.
  public static func windowSize(descriptor: Int32 = STDOUT_FILENO) -> TerminalSize? {
    var size = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 || size.ws_row > 0
    else { return nil }
    return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
  }

  /// The terminal's size now: one `ioctl`, cheap enough to call before every command, so a
  /// resized window is used at once.
  ///
  /// Each dimension comes from `TIOCGWINSZ` on stdout, then `COLUMNS`/`LINES` in
  /// `environment`, then 80x24.
  public static func currentSize(environment: [String: String]) -> TerminalSize {
    resolveSize(window: windowSize(), environment: environment)
  }

  /// The terminal's size now, with `COLUMNS`/`LINES` read from the process environment.
  public static func currentSize() -> TerminalSize {
    var environment: [String: String] = [:]
    for name in ["COLUMNS", "LINES"] {
      if let value = getenv(name) { environment[name] = String(cString: value) }
    }
    return currentSize(environment: environment)
  }

  /// Picks each dimension from the window size, then `COLUMNS`/`LINES`, then 80x24.
  public static func resolveSize(window: TerminalSize?, environment: [String: String])
    -> TerminalSize
  {
    func pick(_ window: Int?, _ name: String, _ fallback: Int) -> Int {
      if let window, window > 0 { return window }
      if let text = environment[name], let value = Int(text), value > 0 { return value }
      return fallback
    }
    return TerminalSize(
      columns: pick(window?.columns, "COLUMNS", TerminalSize.fallback.columns),
      rows: pick(window?.rows, "LINES", TerminalSize.fallback.rows))
  }

  /// These facts with the width and height replaced by the terminal's size now.
  public func resized(environment: [String: String]) -> TerminalInfo {
    var copy = self
    let size = TerminalInfo.resolveSize(
      window: stdoutIsTerminal ? TerminalInfo.windowSize() : nil, environment: environment)
    copy.width = size.columns
    copy.height = size.rows
    return copy
  }
}
