import Foundation
import Journal
import Terminal
import Views
import Weather

/// How journal entries are shown: list lines, the full entry, Markdown and `--json` objects.
enum JournalText {
  /// `2026-08-21 10:15` in the entry's own zone (the local zone when it has none).
  static func localDateTime(_ time: JournalTime) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = time.zone.flatMap(TimeZone.init(identifier:)) ?? TimeZone.current
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

  /// `☀️ 21°C` in the given unit, or empty without weather.
  static func weather(_ weather: JournalWeather?, unit: Units.Temperature, ascii: Bool) -> String {
    guard let weather else { return "" }
    let glyph = Glyphs.condition(weather.conditionCode, isDay: weather.isDay, ascii: ascii)
    return glyph + " " + temperature(weather.temperatureC, unit: unit)
  }

  /// `21°C` or `70°F`, rounded.
  static func temperature(_ celsius: Double, unit: Units.Temperature) -> String {
    let value = unit == .celsius ? celsius : celsius * 9 / 5 + 32
    let rounded = Int(value.rounded())
    return "\(rounded == 0 ? 0 : rounded)°" + (unit == .celsius ? "C" : "F")
  }

  /// One list line: number, local date and time, place, glyph and temperature, title.
  static func listLine(
    number: Int, entry: JournalEntry, unit: Units.Temperature, ascii: Bool
  ) -> String {
    var parts = [localDateTime(entry.created)]
    parts.append(entry.place.map { TerminalText.sanitize($0.name) } ?? "—")
    let sky = weather(entry.weather, unit: unit, ascii: ascii)
    if !sky.isEmpty { parts.append(sky) }
    parts.append(TerminalText.sanitize(entry.title))
    let label = number < 10 ? " \(number)" : "\(number)"
    return "\(label)  " + parts.joined(separator: "  ")
  }

  /// The full entry: a header line, the place and weather, then every line of the text.
  static func fullEntry(
    number: Int, entry: JournalEntry, unit: Units.Temperature, ascii: Bool
  ) -> [String] {
    var lines = ["Entry \(number) · \(localDateTime(entry.created))"]
    if entry.updated != entry.created {
      lines[0] += " (edited \(localDateTime(entry.updated)))"
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
  static func textLines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map {
      TerminalText.sanitize(String($0))
    }
  }

  /// All entries as Markdown, newest first, for sharing.
  static func markdown(_ entries: [JournalEntry], unit: Units.Temperature) -> String {
    var out = "# Weather journal\n"
    for entry in entries.reversed() {
      var heading = localDateTime(entry.created)
      if let place = entry.place { heading += " · " + place.label }
      let sky = weather(entry.weather, unit: unit, ascii: false)
      if !sky.isEmpty { heading += " · " + sky.trimmingCharacters(in: .whitespaces) }
      out += "\n## " + TerminalText.sanitize(heading) + "\n\n"
      out += textLines(entry.text).joined(separator: "\n") + "\n"
    }
    return out
  }

  /// The `--json` object of a time.
  static func json(_ time: JournalTime) -> JSONValue {
    .object([
      ("utc", .string(time.utcText)),
      ("zone", time.zone.map(JSONValue.string) ?? .null),
      ("local", .string(localDateTime(time))),
    ])
  }

  /// The `--json` object of an entry, with its current number.
  static func json(_ entry: JournalEntry, number: Int?) -> JSONValue {
    var members: [(String, JSONValue)] = []
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
            ("id", place.geonameID.map(JSONValue.int) ?? .null),
            ("name", .string(place.name)),
            ("region", .string(place.region)),
            ("country", .string(place.countryCode)),
            ("countryName", .string(place.countryName)),
            ("latitude", place.latitude.map(JSONValue.double) ?? .null),
            ("longitude", place.longitude.map(JSONValue.double) ?? .null),
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
            ("temperatureC", .double(weather.temperatureC)),
            ("isDay", weather.isDay.map(JSONValue.bool) ?? .null),
          ])
        ))
    } else {
      members.append(("weather", .null))
    }
    return .object(members)
  }
}
