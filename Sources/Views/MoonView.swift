import Catalog
import Foundation
import Terminal
import Weather

/// The `:moon` view: phase, illuminated fraction, age, moonrise and moonset on the place's
/// local day, and the next new and full moon, as label–value lines.
public enum MoonView {
  /// The fewest cells of a label column.
  static let labelCells = 16

  /// The lines of the moon view for a report in a time zone.
  public static func render(_ report: Moon.Report, zone: TimeZone, _ settings: ViewSettings)
    -> [String]
  {
    let colors = Colors(settings.palette)
    let clock = LocalClock(zone: zone)
    let units = settings.units
    var lines = [
      StyledLine(say(.moonHeading(date: clock.longDate(report.moment))), colors.heading)
    ]
    let labels: [Message] = [
      .moonPhase, .moonIlluminated, .moonAge, .moonrise, .moonset, .moonNextNew, .moonNextFull,
    ]
    let widest = labels.map { TerminalText.displayWidth(say(Sentence($0))) + 1 }.max() ?? 0
    let labelWidth = min(max(labelCells, widest), DetailsView.maximumLabelCells)
    func row(_ label: Message, _ value: StyledLine) {
      var line = StyledLine()
      line.appendLeft(say(Sentence(label)), width: labelWidth, colors.label)
      line.append(value)
      lines.append(line)
    }
    let glyph = settings.asciiGlyphs ? report.phaseName.asciiGlyph : report.phaseName.glyph
    row(.moonPhase, StyledLine("\(glyph) \(phaseName(report.phaseName))"))
    row(.moonIlluminated, StyledLine(percent(report.illumination)))
    row(.moonAge, StyledLine(say(.moonAgeDays(days: Format.decimal(report.age, decimals: 1)))))
    row(.moonrise, time(report.rise, clock, units, colors))
    row(.moonset, time(report.set, clock, units, colors))
    row(.moonNextNew, StyledLine(dateTime(report.nextNew, clock, units)))
    row(.moonNextFull, StyledLine(dateTime(report.nextFull, clock, units)))
    return lines.rendered(settings)
  }

  /// `Waxing gibbous, 83%`: the phase and the lit fraction, for one-line summaries.
  public static func summary(_ report: Moon.Report) -> String {
    say(
      .viewMoonPhaseLit(phase: phaseName(report.phaseName), percent: percent(report.illumination)))
  }

  /// The phase's name in the current language (`Waxing gibbous`).
  static func phaseName(_ phase: Moon.PhaseName) -> String {
    Message.moonPhases[phase.key].map { say(Sentence($0)) } ?? phase.rawValue
  }

  /// A fraction 0...1 as a whole percentage (`83%`).
  static func percent(_ fraction: Double) -> String {
    "\(Int((min(max(fraction, 0), 1) * 100).rounded()))%"
  }

  /// A time of the day, or a dim note that the event does not happen that day.
  static func time(_ instant: Date?, _ clock: LocalClock, _ units: Units, _ colors: Colors)
    -> StyledLine
  {
    guard let instant else { return StyledLine(say(.moonNoneThisDay), colors.label) }
    return StyledLine(clock.time(instant, units.clock))
  }

  /// `Tue 2 Dec 2025 07:52`.
  static func dateTime(_ instant: Date, _ clock: LocalClock, _ units: Units) -> String {
    say(.moonDateTime(date: clock.longDate(instant), time: clock.time(instant, units.clock)))
  }
}
