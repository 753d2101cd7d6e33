import Foundation
import Weather

/// The `:moon` view: phase, illuminated fraction, age, moonrise and moonset on the place's
/// local day, and the next new and full moon, as label–value lines.
public enum MoonView {
  /// Cells of a label.
  static let labelCells = 16

  /// The lines of the moon view for a report in a time zone.
  public static func render(_ report: Moon.Report, zone: TimeZone, _ settings: ViewSettings)
    -> [String]
  {
    let colors = Colors(settings.palette)
    let clock = LocalClock(zone: zone)
    let units = settings.units
    var lines = [StyledLine("Moon · " + clock.longDate(report.moment), colors.heading)]
    func row(_ label: String, _ value: StyledLine) {
      var line = StyledLine()
      line.appendLeft(label, width: labelCells, colors.label)
      line.append(value)
      lines.append(line)
    }
    let glyph = settings.asciiGlyphs ? report.phaseName.asciiGlyph : report.phaseName.glyph
    row("Phase", StyledLine("\(glyph) \(report.phaseName.rawValue)"))
    row("Illuminated", StyledLine(percent(report.illumination)))
    row("Age", StyledLine(String(format: "%.1f days", report.age)))
    row("Moonrise", time(report.rise, clock, units, colors))
    row("Moonset", time(report.set, clock, units, colors))
    row("Next new moon", StyledLine(dateTime(report.nextNew, clock, units)))
    row("Next full moon", StyledLine(dateTime(report.nextFull, clock, units)))
    return lines.rendered(settings)
  }

  /// `Waxing gibbous, 83%`: the phase and the lit fraction, for one-line summaries.
  public static func summary(_ report: Moon.Report) -> String {
    "\(report.phaseName.rawValue), \(percent(report.illumination))"
  }

  /// A fraction 0...1 as a whole percentage (`83%`).
  static func percent(_ fraction: Double) -> String {
    "\(Int((min(max(fraction, 0), 1) * 100).rounded()))%"
  }

  /// A time of the day, or a dim note that the event does not happen that day.
  static func time(_ instant: Date?, _ clock: LocalClock, _ units: Units, _ colors: Colors)
    -> StyledLine
  {
    guard let instant else { return StyledLine("none this day", colors.label) }
    return StyledLine(clock.time(instant, units.clock))
  }

  /// `Tue 2 Dec 2025 07:52`.
  static func dateTime(_ instant: Date, _ clock: LocalClock, _ units: Units) -> String {
    clock.longDate(instant) + " " + clock.time(instant, units.clock)
  }
}
