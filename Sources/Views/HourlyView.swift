import Catalog
import Foundation
import Terminal
import Weather

/// The `:hourly` view: a strip of hours with glyphs, temperatures, a chart and precipitation.
///
/// Each step is a column four cells wide plus a one-cell gap; the strip wraps into blocks of
/// equal size when the width cannot hold every column.
public enum HourlyView {
  /// How many hours the view shows when no number is given, and how many it can show.
  public static let counts = (default: 24, range: 1...48)

  /// Hours shown when none are asked for.
  public static let defaultHours = 24
  /// The most hours the view shows.
  public static let maximumHours = 48
  /// Cells of one column's content.
  static let cell = 4
  /// Rows of the temperature chart.
  static let chartRows = 3

  /// The lines of the hourly view for the next `hours` hours (clamped to 1…48).
  public static func render(_ input: PageInput, hours: Int = defaultHours, _ settings: ViewSettings)
    -> [String]
  {
    lines(input, hours: hours, settings, status: true).rendered(settings)
  }

  /// The view under the place's name, which shares the heading's line when both fit the width
  /// (`Berlin, Berlin, Germany · Next 24 hours`), so 24 hours and a prompt fit 24 rows.
  public static func renderTitled(
    _ input: PageInput, hours: Int = defaultHours, _ settings: ViewSettings
  ) -> [String] {
    var lines = lines(input, hours: hours, settings, status: true)
    let colors = Colors(settings.palette)
    let name = PlaceLabels.fullName(input.place)
    var title = StyledLine(name, colors.heading)
    if input.forecast != nil, let heading = lines.first,
      TerminalText.displayWidth(name) + 3 + heading.width <= settings.width
    {
      title.append(" · ", colors.label)
      title.append(heading)
      lines[0] = title
    } else {
      lines.insert(title, at: 0)
    }
    return lines.rendered(settings)
  }

  /// The view's styled lines; `status` adds the freshness line.
  static func lines(_ input: PageInput, hours: Int, _ settings: ViewSettings, status: Bool)
    -> [StyledLine]
  {
    guard let forecast = input.forecast else { return [StatusLine.unavailable(input, settings)] }
    let colors = Colors(settings.palette)
    let step = forecast.stepHours
    let requested = min(max(hours, 1), maximumHours)
    let items = Array(forecast.hours(covering: requested, from: settings.now))
    guard !items.isEmpty else {
      var lines = [StyledLine(say(.hourlyNone), colors.label)]
      if status { lines += StatusLine.lines(input, settings) }
      return lines
    }
    let clock = LocalClock(forecast: forecast, placeZone: input.place.timeZone)
    let title = heading(hours: items.count * step, step: step)
    var lines = [StyledLine(title, colors.heading)]

    let perRow = max(1, (settings.width + 1) / (cell + 1))
    let blockCount = (items.count + perRow - 1) / perRow
    let perBlock = (items.count + blockCount - 1) / blockCount
    let scale = TemperatureScale(items.compactMap(\.temperature))
    let events = sunEvents(forecast)
    for start in stride(from: 0, to: items.count, by: perBlock) {
      let block = Array(items[start..<min(start + perBlock, items.count)])
      // Blocks follow each other without a blank line: each starts with its day labels.
      lines += blockLines(
        block, isFirst: start == 0, clock: clock, step: step, scale: scale, events: events,
        settings: settings)
    }
    var legend = legend(items, forecast, clock, step, events, settings)
    if settings.asciiGlyphs {
      legend += Glyphs.asciiLegend(items.map { ($0.weatherCode, $0.isDay) }, colors)
    }
    lines += Flow.lines(legend, width: settings.width)
    if status { lines += StatusLine.lines(input, settings) }
    return lines
  }

  /// The compact strip of the one-screen page: as many steps as fit one row of the width
  /// (at most 24 hours' worth), with hour, condition, temperature and precipitation rows. A
  /// step that starts a new day after the first shows the weekday instead of its hour; the
  /// first always shows its time (a 3-hour step starting at midnight is `00`, not `Tue`).
  static func strip(_ input: PageInput, _ settings: ViewSettings) -> [StyledLine] {
    guard let forecast = input.forecast else { return [] }
    let colors = Colors(settings.palette)
    let units = settings.units
    let ascii = settings.asciiGlyphs
    let step = forecast.stepHours
    let perRow = max(1, (settings.width + 1) / (cell + 1))
    let items = Array(
      forecast.hours(covering: min(perRow * step, defaultHours), from: settings.now).prefix(perRow))
    guard !items.isEmpty else { return [] }
    let clock = LocalClock(forecast: forecast, placeZone: input.place.timeZone)
    let title = heading(hours: items.count * step, step: step)
    var previousDate = clock.date(items[0].time)
    let hours = items.map { item -> (String, Style) in
      let date = clock.date(item.time)
      defer { previousDate = date }
      if date != previousDate { return (LocalClock.weekday(of: date), colors.heading) }
      return (clock.hourLabel(item.time, units.clock), Style.strong)
    }
    return [
      StyledLine(title, colors.heading),
      row(hours),
      row(items.map { conditionCell($0, colors, ascii: ascii) }),
      row(items.map { temperatureCell($0, colors, units) }),
      row(items.map { precipitationCell($0, colors) }),
    ]
  }

  /// The rows of one block of columns.
  static func blockLines(
    _ block: [HourlyItem], isFirst: Bool, clock: LocalClock, step: Int, scale: TemperatureScale,
    events: [(time: Date, rise: Bool)], settings: ViewSettings
  ) -> [StyledLine] {
    let colors = Colors(settings.palette)
    let units = settings.units
    let ascii = settings.asciiGlyphs
    var rows: [StyledLine] = []

    var previousDate: LocalDate?
    rows.append(
      row(
        block.enumerated().map { index, item in
          let date = clock.date(item.time)
          defer { previousDate = date }
          let changed = index == 0 || previousDate != date
          return (changed ? LocalClock.weekday(of: date) : "", colors.label)
        }))
    rows.append(row(block.map { (clock.hourLabel($0.time, units.clock), Style.strong) }))
    rows.append(row(block.map { conditionCell($0, colors, ascii: ascii) }))
    rows.append(row(block.map { temperatureCell($0, colors, units) }))
    for chartRow in stride(from: chartRows - 1, through: 0, by: -1) {
      let used = block.contains { item in
        (item.temperature.map { scale.level($0, levels: chartRows * 8) } ?? 0) > chartRow * 8
      }
      // Rows above every bar of this block would print as blank lines; leave them out.
      guard used || chartRow == 0 else { continue }
      rows.append(
        row(
          block.map { item in
            let level = item.temperature.map { scale.level($0, levels: chartRows * 8) } ?? 0
            let fill = min(max(level - chartRow * 8, 0), 8)
            return (
              " " + String(repeating: BarGlyphs.eighth(fill, ascii: ascii), count: 3),
              colors.temperature(item.temperature)
            )
          }))
    }
    rows.append(row(block.map { precipitationCell($0, colors) }))
    let wet = block.contains { ($0.precipitationProbability ?? 0) >= 100.0 / 16 }
    if wet {
      rows.append(
        row(
          block.map {
            let fill = NumberConversion.clamped(
              ($0.precipitationProbability ?? 0) / 100 * 8, to: 0...8)
            return (
              " " + String(repeating: BarGlyphs.eighth(fill, ascii: ascii), count: 3),
              colors.precipitation
            )
          }))
    }
    let markers = block.map { item -> (String, Style) in
      let end = item.time.addingTimeInterval(TimeInterval(step * 3600))
      guard let event = events.first(where: { $0.time >= item.time && $0.time < end }) else {
        return ("", .plain)
      }
      let arrow = event.rise ? (ascii ? "^" : "↑") : (ascii ? "v" : "↓")
      let minute = clock.hourMinute(event.time).minute
      let text = step == 1 ? arrow + ":" + (minute < 10 ? "0\(minute)" : "\(minute)") : arrow
      return (text, colors.sun)
    }
    if markers.contains(where: { !$0.0.isEmpty }) { rows.append(row(markers)) }
    return rows
  }

  /// One row of right-aligned cells with one-cell gaps.
  /// An hour's condition glyph in its colour.
  static func conditionCell(_ item: HourlyItem, _ colors: Colors, ascii: Bool) -> (String, Style) {
    (
      Glyphs.condition(item.weatherCode, isDay: item.isDay, ascii: ascii),
      colors.condition(item.weatherCode, isDay: item.isDay)
    )
  }

  /// An hour's temperature in its colour.
  static func temperatureCell(_ item: HourlyItem, _ colors: Colors, _ units: Units)
    -> (String, Style)
  {
    (Format.temperature(item.temperature, units), colors.temperature(item.temperature))
  }

  /// An hour's chance of precipitation, coloured from 30 %.
  static func precipitationCell(_ item: HourlyItem, _ colors: Colors) -> (String, Style) {
    let probability = item.precipitationProbability
    return (
      Format.percent(probability), (probability ?? 0) >= 30 ? colors.precipitation : colors.label
    )
  }

  static func row(_ cells: [(String, Style)]) -> StyledLine {
    var line = StyledLine()
    for (index, cell) in cells.enumerated() {
      if index > 0 { line.space(1) }
      line.appendRight(cell.0, width: HourlyView.cell, cell.1)
    }
    return line
  }

  /// Every sunrise and sunset in the forecast, in time order.
  static func sunEvents(_ forecast: Forecast) -> [(time: Date, rise: Bool)] {
    var events: [(time: Date, rise: Bool)] = []
    for day in forecast.days {
      if case .normal(let rise, let set) = SunDay.of(day, in: forecast) {
        events.append((rise, true))
        events.append((set, false))
      }
    }
    return events.sorted { $0.time < $1.time }
  }

  /// The pieces under the strip: the sunrise and sunset times, and polar days.
  static func legend(
    _ items: [HourlyItem], _ forecast: Forecast, _ clock: LocalClock, _ step: Int,
    _ events: [(time: Date, rise: Bool)], _ settings: ViewSettings
  ) -> [StyledLine] {
    let colors = Colors(settings.palette)
    let ascii = settings.asciiGlyphs
    guard let first = items.first?.time, let last = items.last?.time else { return [] }
    let end = last.addingTimeInterval(TimeInterval(step * 3600))
    var pieces: [StyledLine] = []
    for event in events where event.time >= first && event.time < end {
      let arrow = event.rise ? (ascii ? "^" : "↑") : (ascii ? "v" : "↓")
      var piece = StyledLine(arrow + " ", colors.sun)
      piece.append(clock.time(event.time, settings.units.clock, now: settings.now))
      piece.append(" " + say(event.rise ? .viewSunriseEvent : .viewSunsetEvent), colors.label)
      pieces.append(piece)
    }
    var seen: Set<LocalDate> = []
    for item in items {
      let date = clock.date(item.time)
      guard seen.insert(date).inserted else { continue }
      let day = forecast.days.first { $0.date == date }
      switch SunDay.of(day, in: forecast) {
      case .polarNight:
        pieces.append(
          StyledLine(
            say(.hourlyPolarNight(weekday: LocalClock.weekday(of: date))), colors.label))
      case .polarDay:
        pieces.append(
          StyledLine(
            say(.hourlyMidnightSun(weekday: LocalClock.weekday(of: date))), colors.label))
      case .normal, .unknown:
        break
      }
    }
    return pieces
  }

  /// `Next 24 hours`, or `Next 48 hours in 3-hour steps`.
  static func heading(hours: Int, step: Int) -> String {
    step > 1
      ? say(.hourlyHeadingSteps(count: hours, step: String(step)))
      : say(.hourlyHeading(count: hours))
  }
}
