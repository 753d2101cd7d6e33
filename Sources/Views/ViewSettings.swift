import Foundation
import Weather

/// What the views need besides the data: width, colour, units, glyph set and the clock.
public struct ViewSettings: Sendable, Hashable {
  /// The number of terminal cells a line may take.
  public var width: Int
  /// True when lines may carry ANSI colour sequences.
  public var color: Bool
  /// The colour set, for dark or light backgrounds; `.none` paints nothing.
  public var palette: Palette
  /// The units values are shown in.
  public var units: Units
  /// True when only ASCII may be written (no emoji, no box drawing, no braille).
  public var asciiGlyphs: Bool
  /// The current instant; views never read the system clock themselves.
  public var now: Date

  /// Creates settings; by default 80 columns, no colour, dark palette, metric, Unicode glyphs.
  public init(
    width: Int = 80, color: Bool = false, palette: Palette = .dark, units: Units = Units(),
    asciiGlyphs: Bool = false, now: Date
  ) {
    self.width = width
    self.color = color
    self.palette = palette
    self.units = units
    self.asciiGlyphs = asciiGlyphs
    self.now = now
  }

  /// True when escapes are written: colour is on and the palette is not `.none`.
  public var paints: Bool { color && palette != .none }

  /// True when the environment asks for ASCII output.
  ///
  /// `TERM=dumb`, or a locale (the first of `LC_ALL`, `LC_CTYPE`, `LANG` that is set and not
  /// empty) that does not name UTF-8. An unset locale counts as UTF-8, as wxsh falls back to
  /// `C.UTF-8`.
  public static func wantsASCII(environment: [String: String]) -> Bool {
    if environment["TERM"] == "dumb" { return true }
    let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy
      .compactMap { environment[$0] }
      .first { !$0.isEmpty }
    guard let locale else { return false }
    let upper = locale.uppercased()
    return !(upper.contains("UTF-8") || upper.contains("UTF8"))
  }
}
