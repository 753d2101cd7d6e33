import Catalog
import Foundation
import JSON
import Journal
import Terminal
import Views
import Weather

/// How journal entries are shown: list lines, the full entry, Markdown and `--json` objects.
public enum JournalText {
  /// `2026-08-21 10:15` in `zone`, else the entry's own zone (the local zone when it has none).
  public static func localDateTime(_ time: JournalTime, in zone: TimeZone? = nil) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone ?? time.zone.flatMap(TimeZone.init(identifier:)) ?? TimeZone.current
    let parts = calendar.dateComponents(
      [.year, .month, .day, .hour, .minute],
      from: Date(timeIntervalSince1970: TimeInterval(time.seconds)))
    func two(_ value: Int?) -> String {
      let value = value ?? 0
      return value < 10 ? "0\(value)" : "\(value)"
    }
    return "\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day)) "
      + "\(two(parts.hour)):\(two(parts.minute))"
  }

  /// `🌞 21°C` in the given unit, or empty without weather.
  public static func weather(_ weather: JournalWeather?, unit: Units.Temperature, ascii: Bool)
    -> String
  {
    guard let weather else { return "" }
    let glyph = Glyphs.condition(weather.conditionCode, isDay: weather.isDay, ascii: ascii)
    return glyph + " " + temperature(weather.temperatureC, unit: unit)
  }

  /// `21°C` or `70°F`, rounded; `—` when missing or out of any physical range.
  public static func temperature(_ celsius: Double?, unit: Units.Temperature) -> String {
    let text = UnitConversion.formatTemperature(celsius, unit)
    return text == UnitConversion.missing ? text : text + (unit == .celsius ? "C" : "F")
  }

  /// The full entry: a header line, the place and weather, then every line of the text.
  public static func fullEntry(
    number: Int, entry: JournalEntry, unit: Units.Temperature, ascii: Bool, clock: JournalClock
  ) -> [String] {
    var clock = clock
    var lines = [
      say(.journalEntryHeader(number: String(number), time: clock.dateTime(entry.created)))
    ]
    if entry.updated != entry.created {
      lines[0] += say(.journalEntryEdited(time: clock.dateTime(entry.updated)))
    }
    if let place = entry.place {
      var line = TerminalText.sanitize(place.label)
      let sky = weather(entry.weather, unit: unit, ascii: ascii)
      if !sky.isEmpty { line += " · " + sky }
      lines.append(line)
    }
    lines.append("")
    lines += textLines(entry.text)
    return lines
  }

  /// The text's lines, each sanitised.
  public static func textLines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map {
      TerminalText.sanitize(String($0))
    }
  }

  /// The Markdown export's first line (``JournalExport`` writes the entries after it, newest
  /// first).
  public static let markdownHead = "# Weather journal\n"

  /// One entry of the Markdown export: a blank line, its heading, a blank line, its text.
  public static func markdown(_ entry: JournalEntry, unit: Units.Temperature) -> String {
    var heading = localDateTime(entry.created)
    if let place = entry.place { heading += " · " + place.label }
    let sky = weather(entry.weather, unit: unit, ascii: false)
    if !sky.isEmpty { heading += " · " + sky.trimmingSpaces() }
    return "\n## " + TerminalText.sanitize(heading) + "\n\n"
      + textLines(entry.text).joined(separator: "\n") + "\n"
  }

  /// The `--json` object of a time.
  public static func json(_ time: JournalTime) -> JSONNode {
    .object([
      ("utc", .string(time.utcText)),
      ("zone", time.zone.map(JSONNode.string) ?? .null),
      ("local", .string(localDateTime(time))),
    ])
  }

  /// The `--json` object of an entry, with its current number.
  public static func json(_ entry: JournalEntry, number: Int?) -> JSONNode {
    var members: [JSONWriter.Member] = []
    if let number { members.append(("number", .int(number))) }
    members += [
      ("id", .string(entry.id)),
      ("created", json(entry.created)),
      ("updated", json(entry.updated)),
      ("title", .string(entry.title)),
      ("text", .string(entry.text)),
    ]
    if let place = entry.place {
      members.append(
        (
          "place",
          .object([
            ("id", place.geonameID.map(JSONNode.int) ?? .null),
            ("name", .string(place.name)),
            ("region", .string(place.region)),
            ("country", .string(place.countryCode)),
            ("countryName", .string(place.countryName)),
            ("latitude", place.latitude.map(JSONNode.double) ?? .null),
            ("longitude", place.longitude.map(JSONNode.double) ?? .null),
            ("timezone", .string(place.timeZone)),
          ])
        ))
    } else {
      members.append(("place", .null))
    }
    if let weather = entry.weather {
      members.append(
        (
          "weather",
          .object([
            ("provider", .string(weather.provider)),
            ("fetchedAt", .string(JournalTime(seconds: weather.fetchedAt).utcText)),
            ("conditionCode", .int(weather.conditionCode)),
            ("condition", .string(Condition(wmoCode: weather.conditionCode).text)),
            ("temperatureC", weather.temperatureC.map(JSONNode.double) ?? .null),
            ("isDay", weather.isDay.map(JSONNode.bool) ?? .null),
          ])
        ))
    } else {
      members.append(("weather", .null))
    }
    return .object(members)
  }
}

extension JournalText {
  /// `line` with every place the searched `pieces` occur shown in bold.
  public static func highlight(
    _ pieces: [JournalSearchText.Piece], in line: String, styler: Styler
  ) -> String {
    let ranges = JournalSearchText.ranges(of: pieces, in: line)
    guard !ranges.isEmpty else { return line }
    var out = ""
    var start = line.startIndex
    for range in ranges {
      out += line[start..<range.lowerBound]
      out += styler.apply(.bold, String(line[range]))
      start = range.upperBound
    }
    out += line[start...]
    return out
  }
}
