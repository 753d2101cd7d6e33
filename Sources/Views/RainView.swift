import Catalog
import Foundation
import Terminal
import Weather

/// Rain or snow in the next hours from 15-minute steps: the one-line announcement `:now` and
/// `:show` carry, and the `:rain` chart.
public enum RainView {
  /// `Rain starting in about 20 min, stopping around 15:10`, `Snow stopping in about 25 min,
  /// resuming around 16:00`, `Rain for at least the next 2 hours`; nil when dry or unknown.
  public static func announcement(_ forecast: Forecast, _ settings: ViewSettings) -> String? {
    let clock = LocalClock(forecast: forecast, placeZone: forecast.timeZone.identifier)
    let now = settings.now
    let snow = RainOutlook.kind(forecast, now: now) == .snow
    func time(_ instant: Date) -> String { clock.time(instant, settings.units.clock, now: now) }
    switch RainOutlook.of(forecast, now: now) {
    case .starting(let start, let stop):
      let when = inAbout(start, now)
      guard let stop else {
        return say(snow ? .snowStarting(when: when) : .rainStarting(when: when))
      }
      return say(
        snow
          ? .snowStartingStopping(when: when, time: time(stop))
          : .rainStartingStopping(when: when, time: time(stop)))
    case .stopping(let stop):
      let when = inAbout(stop, now)
      guard let resume = RainOutlook.resumption(forecast, after: stop, now: now) else {
        return say(snow ? .snowStopping(when: when) : .rainStopping(when: when))
      }
      return say(
        snow
          ? .snowStoppingResuming(when: when, time: time(resume))
          : .rainStoppingResuming(when: when, time: time(resume)))
    case .continuing:
      let hours = String(Int(RainOutlook.window / 3600))
      return say(snow ? .snowContinuing(hours: hours) : .rainContinuing(hours: hours))
    case .dry, .unavailable:
      return nil
    }
  }

  /// `in about 20 min` (to the nearest 5 minutes), or `in a few minutes`.
  public static func inAbout(_ instant: Date, _ now: Date) -> String {
    let minutes = instant.timeIntervalSince(now) / 60
    if minutes < 5 { return say(.rainInAFewMinutes) }
    let rounded = Int((minutes / 5).rounded()) * 5
    if rounded < 60 { return say(.rainInAbout(minutes: String(rounded))) }
    // `in about 1 h 50 min`, not `110 min`: to the nearest 10 minutes past the hour.
    let tens = Int((minutes / 10).rounded()) * 10
    let (hours, rest) = (tens / 60, tens % 60)
    return rest == 0
      ? say(.rainInAboutHours(hours: String(hours)))
      : say(.rainInAboutHoursMinutes(hours: String(hours), minutes: String(rest)))
  }

  /// The announcement as styled lines for the now view, wrapped at the terminal's width (a
  /// time at its end is never cut off).
  static func lines(_ forecast: Forecast, _ settings: ViewSettings) -> [StyledLine] {
    guard let text = announcement(forecast, settings) else { return [] }
    return TerminalText.wrap(text, width: settings.width).map {
      StyledLine($0, Colors(settings.palette).precipitation)
    }
  }

  /// The `:rain` view: a heading, the announcement (or that it stays dry), and the next two
  /// hours at 15-minute steps as bars; hourly steps, said as such, when the source has no
  /// 15-minute data.
  public static func render(_ forecast: Forecast, _ settings: ViewSettings) -> [String] {
    let colors = Colors(settings.palette)
    let clock = LocalClock(forecast: forecast, placeZone: forecast.timeZone.identifier)
    let units = settings.units
    let now = settings.now
    let heading =
      RainOutlook.kind(forecast, now: now) == .snow ? say(.snowHeading) : say(.rainHeading)
    var lines = [StyledLine(heading, colors.heading)]
    var rows: [(label: String, amount: Double?)] = []
    if let steps = forecast.quarterHours,
      case let ahead = RainOutlook.ahead(steps, now: now).prefix(8), !ahead.isEmpty
    {
      let said = announcement(forecast, settings) ?? say(.rainNoneNext2Hours)
      lines += TerminalText.wrap(said, width: settings.width).map { StyledLine($0, .plain) }
      rows = ahead.map { (clock.time($0.start, units.clock), $0.precipitation) }
    } else {
      let source =
        forecast.provider == .openWeatherMap ? "OpenWeatherMap" : say(.rainThisForecast)
      // OpenWeatherMap's steps are 3 hours long: said as such, never as "hourly".
      let said =
        forecast.stepHours > 1
        ? say(.rainNoQuarterHoursSteps(source: source, hours: String(forecast.stepHours)))
        : say(.rainNoQuarterHours(source: source))
      lines.append(StyledLine(said, colors.label))
      let hours = forecast.hours(covering: 2, from: now)
      rows = hours.map { (clock.time($0.time, units.clock), $0.precipitation) }
      if rows.isEmpty { lines.append(StyledLine(Format.missing)) }
    }
    let amountCells = 9
    let labelCells = 7
    let barCells = max(4, min(40, settings.width - labelCells - amountCells - 2))
    let largest = max(rows.compactMap(\.amount).max() ?? 0, 1)
    for row in rows {
      var line = StyledLine()
      line.appendLeft(row.label, width: labelCells, colors.label)
      let bar = bar(row.amount ?? 0, of: largest, cells: barCells, ascii: settings.asciiGlyphs)
      line.appendLeft(bar, width: barCells + 1, colors.precipitation)
      line.append(
        row.amount == nil
          ? Format.missing : Format.precipitation(row.amount, units.precipitation))
      lines.append(line)
    }
    return lines.rendered(settings)
  }

  /// A horizontal bar of `value` against `largest` in `cells` cells, in eighths.
  static func bar(_ value: Double, of largest: Double, cells: Int, ascii: Bool) -> String {
    guard value > 0, largest > 0 else { return "" }
    let eighths = max(1, Int((min(value / largest, 1) * Double(cells * 8)).rounded()))
    if ascii { return String(repeating: "#", count: max(1, eighths / 8)) }
    let partial = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]
    return String(repeating: "█", count: eighths / 8) + partial[eighths % 8]
  }
}
