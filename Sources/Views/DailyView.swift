import Catalog
import Foundation
import Terminal
import Weather

/// The `:daily` view: one row per day with a temperature range bar on the period's scale.
public enum DailyView {
  /// How many days the view shows when no number is given, and how many it can show.
  public static let counts = (default: 10, range: 1...16)

  /// Days shown when none are asked for.
  public static let defaultDays = 10
  /// The most days the view shows.
  public static let maximumDays = 16
  /// The widest range bar, in cells.
  static let maximumBar = 48
  /// Cells taken by everything on a row but the bar.
  static let fixedCells = 25

  /// The lines of the daily view for the next `days` days (clamped to 1…16), today first.
  public static func render(_ input: PageInput, days: Int = defaultDays, _ settings: ViewSettings)
    -> [String]
  {
    lines(input, days: days, settings, status: true).rendered(settings)
  }

  /// The view's styled lines; `status` adds the freshness line.
  static func lines(_ input: PageInput, days: Int, _ settings: ViewSettings, status: Bool)
    -> [StyledLine]
  {
    guard let forecast = input.forecast else { return [StatusLine.unavailable(input, settings)] }
    let colors = Colors(settings.palette)
    let units = settings.units
    let ascii = settings.asciiGlyphs
    let clock = LocalClock(forecast: forecast, placeZone: input.place.timeZone)
    let today = clock.date(settings.now)
    let items = Array(forecast.days(from: settings.now).prefix(min(max(days, 1), maximumDays)))
    guard !items.isEmpty else {
      var lines = [StyledLine(say(.dailyNone), colors.label)]
      if status { lines += StatusLine.lines(input, settings) }
      return lines
    }
    var lines = [StyledLine(say(.dailyHeading(count: items.count)), colors.heading)]
    let current =
      forecast.current?.temperature ?? forecast.hours(from: settings.now).first?.temperature
    var values = items.flatMap { [$0.low, $0.high].compactMap { $0 } }
    if let current, items.first?.date == today { values.append(current) }
    let scale = TemperatureScale(values)
    // The day column is as wide as its widest label: `Wed 25` is 6 cells, `周四 19` 7 and
    // `목 19` 5, so every row's glyph and bar start in the same column in every language.
    let labelWidth = max(
      6, TerminalText.displayWidth(say(.dailyToday)),
      (items.map { TerminalText.displayWidth(LocalClock.weekday(of: $0.date)) }.max() ?? 3) + 3)
    let barWidth = min(max(settings.width - fixedCells - (labelWidth - 6), 6), maximumBar)

    for day in items {
      var line = StyledLine()
      if day.date == today {
        line.appendLeft(say(.dailyToday), width: labelWidth, colors.heading)
      } else {
        line.append(LocalClock.weekday(of: day.date), .strong)
        line.append(" ")
        line.appendRight("\(day.date.day)", width: 2, colors.label)
        line.space(labelWidth - line.width)
      }
      line.space(1)
      line.append(
        Glyphs.condition(day.weatherCode, isDay: true, ascii: ascii),
        colors.condition(day.weatherCode, isDay: true))
      line.space(1)
      let probability = day.precipitationProbability
      line.appendRight(
        Format.percent(probability), width: 4,
        (probability ?? 0) >= 30 ? colors.precipitation : colors.label)
      line.space(1)
      line.appendRight(Format.temperature(day.low, units), width: 4, colors.temperature(day.low))
      line.space(1)
      line.append(
        bar(
          day, scale: scale, width: barWidth, marker: day.date == today ? current : nil,
          colors: colors, ascii: ascii))
      line.space(1)
      line.appendRight(Format.temperature(day.high, units), width: 4, colors.temperature(day.high))
      lines.append(line)
    }
    if ascii {
      lines += Flow.lines(
        Glyphs.asciiLegend(items.map { ($0.weatherCode, true) }, colors), width: settings.width)
    }
    if status { lines += StatusLine.lines(input, settings) }
    return lines
  }

  /// A day's range bar: the track, the low-to-high span in temperature colours, the marker.
  static func bar(
    _ day: DailyItem, scale: TemperatureScale, width: Int, marker: Double?, colors: Colors,
    ascii: Bool
  ) -> StyledLine {
    let last = max(width - 1, 1)
    func position(_ value: Double) -> Int {
      NumberConversion.clamped(scale.fraction(value) * Double(last), to: 0...last)
    }
    var span: ClosedRange<Int>?
    if let low = day.low, let high = day.high, low.isFinite, high.isFinite {
      let ends = (position(low), position(high))
      span = min(ends.0, ends.1)...max(ends.0, ends.1)
    }
    let markerCell = marker.map(position)
    var line = StyledLine()
    for cell in 0..<width {
      if cell == markerCell {
        line.append(ascii ? "o" : "●", colors.marker)
      } else if let span, span.contains(cell) {
        let value = scale.value(at: Double(cell) / Double(last))
        line.append(ascii ? "=" : "━", colors.temperature(value))
      } else {
        line.append(ascii ? "-" : "─", colors.track)
      }
    }
    return line
  }
}
