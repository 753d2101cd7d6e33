import Catalog
import Foundation
import Terminal
import Weather

/// The `:list` view: one row per saved place with its local time and weather now.
public enum ListView {
  /// The lines of the saved-places list; `viewedIndex` is the `index` of the row being viewed.
  public static func render(rows: [ListRow], viewedIndex: Int?, _ settings: ViewSettings)
    -> [String]
  {
    let colors = Colors(settings.palette)
    guard !rows.isEmpty else {
      return [StyledLine(say(.listNoSavedPlaces), colors.label)].rendered(settings)
    }
    let ascii = settings.asciiGlyphs
    let units = settings.units
    let timeCells = units.clock == .h24 ? 5 : 7
    let showRange = settings.width >= 52
    let staleCells = settings.width >= 64 ? 7 : 1
    let indexCells = max(2, rows.map { String($0.index).count }.max() ?? 2)
    let fixed =
      2 + indexCells + 1 + (1 + timeCells) + (1 + 2) + (1 + 4) + (showRange ? 1 + 9 : 0)
      + (1 + staleCells)
    let labels = PlaceLabels.labels(for: rows.map(\.place))
    let names = zip(rows, labels).map { nameCell($0, label: $1, colors) }
    let nameCells = max(4, min(names.map(\.width).max() ?? 4, settings.width - fixed))

    var header = StyledLine()
    header.space(2)
    header.appendRight("#", width: indexCells, colors.label)
    header.space(1)
    header.appendLeft(say(.listHeaderPlace), width: nameCells, colors.label)
    header.space(1)
    header.appendRight(
      TerminalText.truncate(say(.listHeaderTime), toWidth: timeCells), width: timeCells,
      colors.label)
    header.space(1 + 2 + 1)
    header.appendRight(
      TerminalText.truncate(say(.listHeaderNow), toWidth: 4), width: 4, colors.label)
    if showRange {
      header.space(1)
      header.appendRight(
        TerminalText.truncate(say(.listHeaderHighLow), toWidth: 9), width: 9, colors.label)
    }
    var lines = [header]
    var shown: [(code: Int?, isDay: Bool?)] = []

    for (row, name) in zip(rows, names) {
      let forecast = row.forecast
      let clock = LocalClock(forecast: forecast, placeZone: row.place.timeZone)
      let current = forecast?.current
      let hour = forecast?.hours(from: settings.now).first
      let code = current?.weatherCode ?? hour?.weatherCode
      let isDay = current?.isDay ?? hour?.isDay
      shown.append((code, isDay))
      let temperature = current?.temperature ?? hour?.temperature
      let today = forecast?.days.first { $0.date == clock.date(settings.now) }

      var line = StyledLine()
      let viewed = row.index == viewedIndex
      line.append(viewed ? (ascii ? "> " : "▸ ") : "  ", colors.heading)
      line.appendRight(String(row.index), width: indexCells, viewed ? colors.heading : colors.label)
      line.space(1)
      let fittedName = name.fitted(to: nameCells)
      line.append(fittedName)
      line.space(nameCells - fittedName.width + 1)
      line.appendRight(clock.time(settings.now, units.clock), width: timeCells)
      line.space(1)
      line.append(
        Glyphs.condition(code, isDay: isDay, ascii: ascii), colors.condition(code, isDay: isDay))
      line.space(1)
      line.appendRight(
        Format.temperature(temperature, units), width: 4, colors.temperature(temperature).emphasized
      )
      if showRange {
        line.space(1)
        var range = StyledLine(
          Format.temperature(today?.high, units), colors.temperature(today?.high))
        range.append("/", colors.label)
        range.append(Format.temperature(today?.low, units), colors.temperature(today?.low))
        line.space(9 - range.width)
        line.append(range)
      }
      line.space(1)
      if let marker = marker(row.freshness, wide: staleCells > 1, colors: colors)
        ?? alertMarker(row, wide: staleCells > 1, ascii: ascii, colors: colors)
        ?? rainMarker(row, now: settings.now, wide: staleCells > 1, ascii: ascii, colors: colors)
      {
        line.append(marker.0, marker.1)
      }
      lines.append(line)
    }
    if ascii { lines += Flow.lines(Glyphs.asciiLegend(shown, colors), width: settings.width) }
    return lines.rendered(settings)
  }

  /// The name column: the label that tells the place from the others in the list and,
  /// dimmed, its country code when the label does not end with it.
  static func nameCell(_ row: ListRow, label: String, _ colors: Colors) -> StyledLine {
    var cell = StyledLine(label)
    let code = Format.clean(row.place.countryCode)
    if !code.isEmpty, !label.hasSuffix(", " + code) { cell.append(" " + code, colors.label) }
    if row.isMyLocation { cell.append(" " + say(.listMyLocation), colors.label) }
    return cell
  }

  /// The alert marker: `⚠ alert` (`:alerts N` names it), or `⚠` alone when the column is
  /// narrow; it fits the marker column like the stale marker.
  static func alertMarker(_ row: ListRow, wide: Bool, ascii: Bool, colors: Colors)
    -> (String, Style)?
  {
    guard row.alert != nil else { return nil }
    let sign = ascii ? "!" : "⚠"
    return (wide ? sign + " " + say(.listAlert) : sign, colors.warning)
  }

  /// The marker for a place where rain (`☔`) or snow (`⛄`) starts within the hour: `☔ 20m`
  /// (minutes until it starts), or the sign alone when the column is narrow.
  static func rainMarker(
    _ row: ListRow, now: Date, wide: Bool, ascii: Bool, colors: Colors
  ) -> (String, Style)? {
    guard let forecast = row.forecast,
      case .starting(let start, _) = RainOutlook.of(forecast, now: now)
    else { return nil }
    let snow = RainOutlook.kind(forecast, now: now) == .snow
    let sign = ascii ? (snow ? "s" : "r") : (snow ? "⛄" : "☔")
    guard wide else { return (sign, colors.precipitation) }
    let minutes = max(0, Int((start.timeIntervalSince(now) / 60).rounded()))
    return (sign + " \(minutes)m", colors.precipitation)
  }

  /// The stale marker: a word when there is room, else one character.
  static func marker(_ freshness: Freshness, wide: Bool, colors: Colors) -> (String, Style)? {
    switch freshness {
    case .fresh, .cached: nil
    case .stale: (wide ? say(.listStale) : "~", colors.warning)
    case .loading: (wide ? say(.listLoading) : "…", colors.label)
    case .failed: (wide ? say(.listFailed) : "!", colors.error)
    }
  }
}
