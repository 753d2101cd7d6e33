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
}
