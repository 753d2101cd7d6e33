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
    lines(input, days: days, settings, status: true, extras: true).rendered(settings)
  }

  /// A temperature spread wider than this, °C, between the ensemble's 10th and 90th
  /// percentile of a day's high makes the day "less certain".
  static let uncertainSpread = 5.0

  /// The view's styled lines; `status` adds the freshness line; `extras` adds yesterday's row,
  /// the normals and ranges of the input's context on the bars, their key and the confidence.
  static func lines(
    _ input: PageInput, days: Int, _ settings: ViewSettings, status: Bool, extras: Bool = false
  ) -> [StyledLine] {
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
    let yesterday = today.adding(days: -1)
    let rows =
      (extras ? forecast.days.filter { $0.date == yesterday } : []) + items
    let context = extras ? input.context : .none
    let marks = rows.map { day in
      Marks(
        normal: context.climate?.context(of: day.date).normal,
        band: context.ranges?.day(day.date).flatMap { range in
          guard let low = range.low?.lowerBound, let high = range.high?.upperBound else {
            return nil
          }
          return min(low, high)...max(low, high)
        })
    }
    var values = rows.flatMap { [$0.low, $0.high].compactMap { $0 } }
    values += marks.flatMap {
      [$0.normal?.high, $0.normal?.low, $0.band?.lowerBound, $0.band?.upperBound].compactMap { $0 }
    }
    if let current, items.first?.date == today { values.append(current) }
    let scale = TemperatureScale(values)
    // The day column is as wide as its widest label: `Wed 25` is 6 cells, `周四 19` 7 and
    // `목 19` 5, so every row's glyph and bar start in the same column in every language.
    let labelWidth = max(
      6, TerminalText.displayWidth(say(.dailyToday)),
      rows.first?.date == yesterday ? TerminalText.displayWidth(say(.dailyYesterday)) : 0,
      (items.map { TerminalText.displayWidth(LocalClock.weekday(of: $0.date)) }.max() ?? 3) + 3)
    let barWidth = min(max(settings.width - fixedCells - (labelWidth - 6), 6), maximumBar)

    for (day, mark) in zip(rows, marks) {
      var line = StyledLine()
      if day.date == yesterday {
        line.appendLeft(say(.dailyYesterday), width: labelWidth, colors.label)
      } else if day.date == today {
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
          marks: mark, colors: colors, ascii: ascii))
      line.space(1)
      line.appendRight(Format.temperature(day.high, units), width: 4, colors.temperature(day.high))
      lines.append(line)
    }
    if ascii {
      lines += Flow.lines(
        Glyphs.asciiLegend(rows.map { ($0.weatherCode, true) }, colors), width: settings.width)
    }
    if !context.isEmpty {
      lines += Flow.lines(key(context, colors, ascii: ascii), width: settings.width, gap: 3)
    }
    if let ranges = context.ranges, let sentence = confidence(items, ranges, settings) {
      lines += TerminalText.wrap(sentence, width: settings.width).map {
        StyledLine($0, colors.label)
      }
    }
    if status { lines += StatusLine.lines(input, settings) }
    return lines
  }

  /// What a bar shows besides the forecast: the day's normal high and low and the ensemble's
  /// likely range (the 10th percentile of the lows to the 90th of the highs).
  struct Marks {
    var normal: DayClimate.Pair?
    var band: ClosedRange<Double>?
  }

  /// The glyphs the marks are drawn with.
  static func glyphs(ascii: Bool) -> (span: String, band: String, normal: String) {
    ascii ? ("=", "~", "|") : ("━", "┄", "┊")
  }

  /// `━ forecast   ┄ likely range   ┊ normal`: the key of what the bars show.
  static func key(_ context: ForecastContext, _ colors: Colors, ascii: Bool) -> [StyledLine] {
    let glyphs = glyphs(ascii: ascii)
    var pieces = [StyledLine(glyphs.span + " " + say(.dailyKeyForecast), colors.label)]
    if context.ranges != nil {
      pieces.append(StyledLine(glyphs.band + " " + say(.dailyKeyRange), colors.label))
    }
    if context.climate != nil {
      pieces.append(StyledLine(glyphs.normal + " " + say(.dailyKeyNormal), colors.label))
    }
    return pieces
  }

  /// `Less certain from Sat: highs 6–13°`, from the first shown day whose highs spread wider
  /// than ``uncertainSpread``; `The models agree on every day shown` when none does; nil when
  /// the ensemble reaches none of the days.
  static func confidence(
    _ items: [DailyItem], _ ranges: EnsembleRanges, _ settings: ViewSettings
  ) -> String? {
    let spreads = items.compactMap { item in ranges.day(item.date).map { (item, $0) } }
    guard !spreads.isEmpty else { return nil }
    guard
      let (item, day) = spreads.first(where: { _, day in
        guard let high = day.high else { return false }
        return high.upperBound - high.lowerBound > uncertainSpread
      })
    else { return say(.dailyConfidentAll) }
    return say(
      .dailyLessCertainFrom(
        day: LocalClock.weekday(of: item.date),
        range: ContextText.range(day.high, settings.units)))
  }

  /// A day's range bar: the track, the low-to-high span in temperature colours, the marker.
  static func bar(
    _ day: DailyItem, scale: TemperatureScale, width: Int, marker: Double?,
    marks: Marks = Marks(), colors: Colors, ascii: Bool
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
    let normalCells = Set(
      [marks.normal?.low, marks.normal?.high].compactMap { $0 }.filter(\.isFinite).map(position))
    let band = marks.band.map { position($0.lowerBound)...position($0.upperBound) }
    let glyphs = glyphs(ascii: ascii)
    var line = StyledLine()
    for cell in 0..<width {
      if cell == markerCell {
        line.append(ascii ? "o" : "●", colors.marker)
      } else if normalCells.contains(cell) {
        line.append(glyphs.normal, colors.label)
      } else if let span, span.contains(cell) {
        let value = scale.value(at: Double(cell) / Double(last))
        line.append(glyphs.span, colors.temperature(value))
      } else if let band, band.contains(cell) {
        line.append(glyphs.band, colors.temperature(scale.value(at: Double(cell) / Double(last))))
      } else {
        line.append(ascii ? "-" : "─", colors.track)
      }
    }
    return line
  }
}
