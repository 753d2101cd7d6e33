import Catalog
import Foundation
import PlaceModel
import Terminal
import Weather

/// The `:now` view: where, when, the condition, temperature, feels-like, high/low, a summary.
public enum NowView {
  /// The lines of the current-conditions view.
  public static func render(_ input: PageInput, _ settings: ViewSettings) -> [String] {
    lines(input, settings, status: true, compare: true).rendered(settings)
  }

  /// The current conditions in one line (`4°C · Fog · H 7° L 1°`), for news of a page updated
  /// in the background: one line, so the page it updates stays on the screen.
  public static func oneLine(_ input: PageInput, _ settings: ViewSettings) -> String? {
    guard let forecast = input.forecast else { return nil }
    let now = settings.now
    let clock = LocalClock(forecast: forecast, placeZone: input.place.timeZone)
    let hour = forecast.hours(from: now).first
    let temperature = forecast.current?.temperature ?? hour?.temperature
    let code = forecast.current?.weatherCode ?? hour?.weatherCode
    let today = forecast.days(from: now).first { $0.date == clock.date(now) }
    var parts = [Format.temperatureWithUnit(temperature, settings.units)]
    if let code { parts.append(Glyphs.conditionName(code)) }
    if let today, today.high != nil || today.low != nil {
      parts.append(
        say(.nowHigh) + " " + Format.temperature(today.high, settings.units) + " "
          + say(.nowLow) + " " + Format.temperature(today.low, settings.units))
    }
    return parts.joined(separator: " · ")
  }

  /// The view's styled lines; `status` adds the freshness line, `compare` the line comparing
  /// now with yesterday and the normal.
  static func lines(
    _ input: PageInput, _ settings: ViewSettings, status: Bool, compare: Bool = false
  ) -> [StyledLine] {
    guard let forecast = input.forecast else { return [StatusLine.unavailable(input, settings)] }
    let colors = Colors(settings.palette)
    let units = settings.units
    let now = settings.now
    let clock = LocalClock(forecast: forecast, placeZone: input.place.timeZone)
    var lines: [StyledLine] = []

    // `Seoul, Seoul, South Korea`, as every other view titles a place: the name in bold; a
    // place under the user's own name says which place it is: `Home — Seoul, South Korea`.
    let region = placeLine(input.place, colors)
    let separator = input.place.customName != nil ? " —" : ","
    lines += Flow.lines(
      [
        StyledLine(
          PlaceLabels.displayName(input.place) + (region.width > 0 ? separator : ""),
          colors.heading),
        region,
      ],
      width: settings.width, gap: 1)
    lines += Flow.lines(
      [
        StyledLine(
          say(.nowDateTime(date: clock.longDate(now), time: clock.time(now, units.clock)))),
        StyledLine(
          "\(Format.clean(clock.zone.identifier)) (\(clock.offsetText(now)))", colors.label),
      ], width: settings.width)

    let hour = forecast.hours(from: now).first
    let current = forecast.current
    let code = current?.weatherCode ?? hour?.weatherCode
    let isDay = current?.isDay ?? hour?.isDay
    var condition = StyledLine()
    if code != nil {
      condition.append(Glyphs.condition(code, isDay: isDay, ascii: settings.asciiGlyphs))
      condition.space(2)
    }
    condition.append(
      code.map(Glyphs.conditionName) ?? Format.missing,
      colors.condition(code, isDay: isDay))
    lines.append(condition)

    let temperature = current?.temperature ?? hour?.temperature
    let feels = current?.apparentTemperature ?? hour?.apparentTemperature
    let today = forecast.days(from: now).first { $0.date == clock.date(now) }
    var feelsPiece = StyledLine(say(.nowFeelsLike) + " ", colors.label)
    feelsPiece.append(Format.temperature(feels, units), colors.temperature(feels))
    var range = StyledLine(say(.nowHigh) + " ", colors.label)
    range.append(Format.temperature(today?.high, units), colors.temperature(today?.high))
    range.append("  " + say(.nowLow) + " ", colors.label)
    range.append(Format.temperature(today?.low, units), colors.temperature(today?.low))
    lines += Flow.lines(
      [
        StyledLine(
          Format.temperatureWithUnit(temperature, units), colors.temperature(temperature).emphasized
        ),
        feelsPiece, range,
      ], width: settings.width, gap: 3)
    if compare {
      lines += Flow.lines(
        comparison(forecast, input.context, temperature: temperature, settings),
        width: settings.width,
        gap: 3)
    }

    if let summary = summary(forecast, settings) {
      lines += TerminalText.wrap(summary.text, width: settings.width).map {
        StyledLine($0, summary.wet ? colors.precipitation : .plain)
      }
    }
    lines += RainView.lines(forecast, settings)
    if status { lines += StatusLine.lines(input, settings) }
    return lines
  }

  /// `3° warmer than yesterday   Normal H 8° L 1°`: now against the same hour yesterday, and
  /// today's normal; empty when neither is known.
  static func comparison(
    _ forecast: Forecast, _ context: ForecastContext, temperature: Double?,
    _ settings: ViewSettings
  ) -> [StyledLine] {
    let colors = Colors(settings.palette)
    let units = settings.units
    var pieces: [StyledLine] = []
    if let difference = ContextText.differenceFromYesterday(
      forecast, temperature: temperature, now: settings.now, units)
    {
      pieces.append(StyledLine(ContextText.yesterdaySentence(difference), colors.label))
    }
    let today = forecast.localDate(settings.now)
    if let normal = context.climate?.context(of: today).normal {
      var piece = StyledLine(say(.contextNormal) + " ", colors.label)
      piece.append(ContextText.highLow(normal.high, normal.low, units, colors))
      pieces.append(piece)
    }
    return pieces
  }

  /// `Seoul, South Korea`: the region (when it differs from the name) and the country.
  static func placeLine(_ place: Place, _ colors: Colors) -> StyledLine {
    // Under the user's own name, the line says which place it is: `Seoul, South Korea`.
    if place.customName != nil {
      return StyledLine(PlaceLabels.ownFullName(place), colors.label)
    }
    return StyledLine(PlaceLabels.regionAndCountry(place), colors.label)
  }

  /// A one-line outlook for the next 24 hours, e.g. "Rain likely from 15:00".
  ///
  /// The 15-minute steps know the next two hours better than the hourly ones: when they say
  /// rain or snow starts or stops, their announcement is the one line (nil here); when they
  /// say it continues, this line only carries on from them; when they say dry, the hours they
  /// cover count as dry.
  static func summary(_ forecast: Forecast, _ settings: ViewSettings) -> (text: String, wet: Bool)?
  {
    let step = forecast.stepHours
    let now = settings.now
    let hours = Array(forecast.hours(covering: 24, from: now))
    let known = hours.contains { $0.precipitationProbability != nil || $0.weatherCode != nil }
    guard known else { return nil }
    let clock = LocalClock(forecast: forecast, placeZone: forecast.timeZone.identifier)
    let span = hours.count * step
    var dryUntil: Date?
    switch RainOutlook.of(forecast, now: now) {
    case .starting, .stopping: return nil
    case .continuing: if !hours[0].likelyWet { return nil }
    case .dry:
      dryUntil = forecast.quarterHours.flatMap { RainOutlook.ahead($0, now: now).last?.time }
    case .unavailable: break
    }
    func isWet(_ item: HourlyItem) -> Bool {
      item.likelyWet && dryUntil.map { item.time >= $0 } ?? true
    }
    func time(_ item: HourlyItem) -> String {
      clock.time(item.time, settings.units.clock, now: settings.now)
    }
    if isWet(hours[0]) {
      let noun = Glyphs.precipitationNoun(hours[0].weatherCode)
      if let end = hours.firstIndex(where: { !isWet($0) }) {
        return (say(.outlookLikelyUntil(noun: noun, time: time(hours[end]))), true)
      }
      return (say(.outlookLikelyFor(noun: noun, hours: String(span))), true)
    }
    if let start = hours.firstIndex(where: isWet) {
      let noun = Glyphs.precipitationNoun(hours[start].weatherCode)
      return (say(.outlookLikelyFrom(noun: noun, time: time(hours[start]))), true)
    }
    return (say(.outlookDry(hours: String(span))), false)
  }
}
