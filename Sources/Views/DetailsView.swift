import Catalog
import Foundation
import Terminal
import Weather

/// The `:details` view: feels-like, humidity, dew point, wind, pressure, UV, visibility,
/// precipitation and the sun, as label–value pairs in one or two columns.
public enum DetailsView {
  /// The fewest cells of a label column.
  static let labelCells = 14
  /// The most cells of a label column; a longer label is cut.
  static let maximumLabelCells = 22

  /// The lines of the details view.
  public static func render(_ input: PageInput, _ settings: ViewSettings) -> [String] {
    lines(input, settings, status: true).rendered(settings)
  }

  /// The view's styled lines; `status` adds the freshness line.
  static func lines(_ input: PageInput, _ settings: ViewSettings, status: Bool) -> [StyledLine] {
    guard let forecast = input.forecast else { return [StatusLine.unavailable(input, settings)] }
    let colors = Colors(settings.palette)
    let pairs = self.pairs(forecast, settings) + contextPairs(forecast, input.context, settings)
    var lines = [StyledLine(say(.viewDetails), colors.heading)]
    let widest = pairs.map { TerminalText.displayWidth($0.label) + 1 }.max() ?? 0
    let labelWidth = min(max(labelCells, widest), maximumLabelCells)
    let cells = pairs.map { pair -> StyledLine in
      var cell = StyledLine()
      cell.appendLeft(pair.label, width: labelWidth, colors.label)
      cell.append(pair.value)
      return cell
    }
    let half = (cells.count + 1) / 2
    let leftWidth = cells.prefix(half).map(\.width).max() ?? 0
    let rightWidth = cells.dropFirst(half).map(\.width).max() ?? 0
    if leftWidth + 3 + rightWidth <= settings.width {
      for row in 0..<half {
        var line = cells[row]
        if row + half < cells.count {
          line.space(leftWidth + 3 - line.width)
          line.append(cells[row + half])
        }
        lines.append(line)
      }
    } else {
      lines += cells
    }
    if status { lines += StatusLine.lines(input, settings) }
    return lines
  }

  /// The key details in a line or two for the one-screen page: wind, humidity, UV, and the
  /// next sunrise and sunset with their days.
  static func compactLines(_ input: PageInput, _ settings: ViewSettings) -> [StyledLine] {
    guard let forecast = input.forecast else { return [] }
    let colors = Colors(settings.palette)
    let wanted = [say(.viewWind), say(.viewHumidity), say(.viewUVIndex), say(.viewPressure)]
    var pieces = pairs(forecast, settings).filter { wanted.contains($0.label) }.map { pair in
      var piece = StyledLine(pair.label + " ", colors.label)
      piece.append(pair.value)
      return piece
    }
    let clock = LocalClock(forecast: forecast, placeZone: input.place.timeZone)
    let ascii = settings.asciiGlyphs
    let upcoming = HourlyView.sunEvents(forecast).filter { $0.time >= settings.now }.prefix(2)
    for event in upcoming {
      var piece = StyledLine(event.rise ? (ascii ? "^ " : "↑ ") : (ascii ? "v " : "↓ "), colors.sun)
      piece.append(clock.time(event.time, settings.units.clock, now: settings.now))
      piece.append(" " + say(event.rise ? .viewSunriseEvent : .viewSunsetEvent), colors.label)
      pieces.append(piece)
    }
    return Flow.lines(pieces, width: settings.width, gap: 3)
  }

  /// `Waxing gibbous, 83%`: the moon's phase on the place's day and its lit fraction now,
  /// computed offline for the forecast's location.
  static func moon(_ forecast: Forecast, now: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = forecast.timeZone
    let start = calendar.startOfDay(for: now)
    let end = calendar.date(byAdding: .day, value: 1, to: start) ?? start + 86_400
    let name = Moon.phaseName(at: now, dayStart: start, dayEnd: end)
    return say(
      .viewMoonPhaseLit(
        phase: MoonView.phaseName(name),
        percent: MoonView.percent(Moon.illuminatedFraction(at: now))))
  }

  /// Today in context, as label–value pairs: yesterday, the normal, last year, the records
  /// and the ensemble's ranges, each where it is known.
  static func contextPairs(
    _ forecast: Forecast, _ context: ForecastContext, _ settings: ViewSettings
  ) -> [(label: String, value: StyledLine)] {
    let colors = Colors(settings.palette)
    let units = settings.units
    let today = forecast.localDate(settings.now)
    var pairs: [(label: String, value: StyledLine)] = []
    if let yesterday = forecast.yesterday(at: settings.now) {
      pairs.append(
        (say(.dailyYesterday), ContextText.highLow(yesterday.high, yesterday.low, units, colors)))
    }
    if let climate = context.climate?.context(of: today) {
      if let normal = climate.normal {
        pairs.append(
          (say(.contextNormal), ContextText.highLow(normal.high, normal.low, units, colors)))
      }
      if let lastYear = climate.lastYear {
        pairs.append(
          (say(.viewLastYear), ContextText.highLow(lastYear.high, lastYear.low, units, colors)))
      }
      pairs.append((say(.viewRecordHigh), ContextText.record(climate.recordHigh, units, colors)))
      pairs.append((say(.viewRecordLow), ContextText.record(climate.recordLow, units, colors)))
    }
    if let day = context.ranges?.day(today) {
      pairs.append((say(.viewLikelyHigh), StyledLine(ContextText.range(day.high, units))))
      pairs.append((say(.viewLikelyLow), StyledLine(ContextText.range(day.low, units))))
      pairs.append((say(.viewEnsembleRain), StyledLine(Format.percent(day.rainChance))))
    }
    return pairs
  }

  /// The label–value pairs, in reading order.
  static func pairs(_ forecast: Forecast, _ settings: ViewSettings) -> [(
    label: String, value: StyledLine
  )] {
    let colors = Colors(settings.palette)
    let units = settings.units
    let now = settings.now
    let current = forecast.current
    let hour = forecast.hours(from: now).first
    let clock = LocalClock(forecast: forecast, placeZone: forecast.timeZone.identifier)
    let today = forecast.days.first { $0.date == clock.date(now) }

    let temperature = current?.temperature ?? hour?.temperature
    let feels = current?.apparentTemperature ?? hour?.apparentTemperature
    let humidity = current?.humidity ?? hour?.humidity
    let dewPoint =
      current?.dewPoint ?? hour?.dewPoint
      ?? DewPoint.celsius(temperature: temperature, humidity: humidity)
    let speed = current?.windSpeed ?? hour?.windSpeed
    let direction = current?.windDirection ?? hour?.windDirection
    let gusts = current?.windGusts ?? hour?.windGusts
    let pressure = current?.pressure ?? hour?.pressure
    let uv = current?.uvIndex ?? hour?.uvIndex
    let visibility = current?.visibility ?? hour?.visibility

    var wind = Format.missing
    if let speed, speed.isFinite {
      wind = UnitConversion.formatWindSpeed(speed, units.wind)
      if direction != nil { wind += " " + Format.compass16(direction) }
      if let gusts, gusts.isFinite {
        wind = say(
          .viewWindGusts(wind: wind, gusts: UnitConversion.formatWindSpeed(gusts, units.wind)))
      }
    }
    let uvText = Format.uvIndex(uv)

    var sunrise = Format.missing
    var sunset = Format.missing
    var daylight = Format.missing
    switch SunDay.of(today, in: forecast) {
    case .normal(let rise, let set):
      sunrise = clock.time(rise, units.clock)
      sunset = clock.time(set, units.clock)
      daylight = Format.duration(set.timeIntervalSince(rise))
    case .polarNight:
      daylight = say(.viewDaylightPolarNight)
    case .polarDay:
      daylight = say(.viewDaylightMidnightSun)
    case .unknown:
      break
    }

    return [
      (
        say(.viewFeelsLike), StyledLine(Format.temperature(feels, units), colors.temperature(feels))
      ),
      (say(.viewHumidity), StyledLine(Format.percent(humidity))),
      (
        say(.viewDewPoint),
        StyledLine(Format.temperature(dewPoint, units), colors.temperature(dewPoint))
      ),
      (say(.viewWind), StyledLine(wind)),
      (say(.viewPressure), StyledLine(Format.pressure(pressure, units))),
      (say(.viewUVIndex), StyledLine(uvText)),
      (say(.viewVisibility), StyledLine(Format.visibility(visibility, units))),
      (
        say(.viewPrecipitationToday),
        StyledLine(Format.precipitation(today?.precipitationSum, units.precipitation))
      ),
      (say(.viewSunrise), StyledLine(sunrise, colors.sun)),
      (say(.viewSunset), StyledLine(sunset, colors.sun)),
      (say(.viewDaylight), StyledLine(daylight)),
      (say(.viewMoon), StyledLine(moon(forecast, now: now))),
    ]
  }
}
