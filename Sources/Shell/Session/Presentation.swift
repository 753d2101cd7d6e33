import Foundation
import ProfileStore
import Rendering
import Terminal
import Views
import Weather

/// How wxsh's output looks for one command, decided once from the terminal, the profile's
/// theme and the run's options: width and height, colour, palette, ASCII fallback, whether
/// it may ask and show progress.
public struct Presentation: Sendable, Equatable {
  /// The terminal's facts when the command started.
  public var terminal: TerminalInfo
  /// The colour palette the theme picks for this terminal.
  public var palette: Palette
  /// True under `--json`: no colour, no questions, no progress.
  public var json: Bool

  /// Decides the presentation.
  public init(terminal: TerminalInfo, theme: Theme, options: RunOptions) {
    self.terminal = terminal
    self.json = options.json
    switch theme {
    case .dark: palette = .dark
    case .light: palette = .light
    case .none: palette = .none
    case .auto: palette = Palette.fromBackground(environment: options.environment)
    }
  }

  /// Styles for wxsh's own text: off for JSON, when colour is off and with `:theme none`.
  public var styler: Styler {
    Styler(enabled: terminal.colorEnabled && !json && palette != .none)
  }

  /// True when output must stay ASCII.
  public var asciiOnly: Bool { !terminal.unicodeEnabled }

  /// True when wxsh may ask the user something: a terminal, and not `--json`.
  public var canAsk: Bool { terminal.isInteractive && !json }

  /// True when a progress line may be drawn: an interactive, non-dumb terminal, not `--json`.
  public var showsProgress: Bool { terminal.showsProgress && !json }

  /// The settings views render with, in `units` at `now`.
  public func viewSettings(units: Units, now: Date) -> ViewSettings {
    ViewSettings(
      width: terminal.width, color: styler.enabled, palette: palette, units: units,
      asciiGlyphs: asciiOnly, now: now)
  }
}
