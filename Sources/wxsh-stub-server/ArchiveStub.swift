import Foundation

/// Answers like Open-Meteo's Historical Weather API (`/v1/archive`): a plausible, deterministic
/// climate for any point — seasons by hemisphere, day-to-day noise, a slow warming — from
/// 1940-01-01 to today.
///
/// The shape is the daily block of the real answers (the location members, `daily_units`,
/// then `daily` with `time` and one column per variable), as in the answer captured in
/// `ParkourAG/weather-app-bootstrap`'s `test.js`. Asking past today is a 400 with the real
/// server's sentence (`Parameter 'end_date' is out of allowed range from 1940-01-01 to …`,
/// as users of the API quote it).
enum ArchiveStub {
  /// Units and decimals of the daily variables served.
  static let units: [String: (String, Int)] = [
    "temperature_2m_max": ("°C", 1), "temperature_2m_min": ("°C", 1),
    "precipitation_sum": ("mm", 2),
  ]
  /// The first day the archive holds.
  static let firstDay = "1940-01-01"

  /// The answer for a query at `now`; `mode` `nulls` blanks every seventh value,
  /// `wrong-types` sends a string for a temperature.
  static func respond(query: [String: String], now: Double, mode: String?) -> StubResponse {
    guard let point = StubPoint(query) else { return StubPoint.missing }
    let today = day(of: now)
    let last = date(today)
    guard let startText = query["start_date"], let endText = query["end_date"],
      let start = dayNumber(startText), let end = dayNumber(endText)
    else {
      return .openMeteoError(400, "Parameter 'start_date' and 'end_date' must be set.")
    }
    guard let first = dayNumber(firstDay), start >= first, start <= end else {
      return .openMeteoError(
        400, "Parameter 'start_date' is out of allowed range from \(firstDay) to \(last)")
    }
    guard end <= today else {
      return .openMeteoError(
        400, "Parameter 'end_date' is out of allowed range from \(firstDay) to \(last)")
    }
    let daily = OpenMeteoStub.list(query["daily"])
    for name in daily where units[name] == nil {
      return .openMeteoError(
        400, "Cannot initialize WeatherVariableDaily from invalid String value \(name)")
    }
    let offset = point.offset(at: now)
    let unixtime = query["timeformat"] == "unixtime"
    let weather = point.weather
    let days = Array(start...end)
    func time(_ number: Int) -> String {
      OpenMeteoStub.time(
        Double(number * 86400 - offset), offset: offset, unixtime: unixtime, dateOnly: true)
    }
    var columns: [(String, String)] = [("time", JSONText.array(days.map(time)))]
    for name in daily {
      let decimals = units[name]?.1 ?? 1
      let cells = days.map { number -> String in
        if mode == "nulls", number % 7 == 0 { return "null" }
        if mode == "wrong-types", name == "temperature_2m_max", number % 500 == 0 {
          return JSONText.string("hot")
        }
        return JSONText.number(
          value(name, day: number, weather: weather, latitude: point.latitude), decimals: decimals)
      }
      columns.append((name, JSONText.array(cells)))
    }
    let members =
      point.header(now: now, generation: "41.98002815246582")
      + [
        (
          "daily_units",
          JSONText.object(
            [("time", JSONText.string(unixtime ? "unixtime" : "iso8601"))]
              + daily.map { ($0, JSONText.string(units[$0]?.0 ?? "")) })
        ),
        ("daily", JSONText.object(columns)),
      ]
    return .json(200, JSONText.object(members))
  }

  /// One day's value: a seasonal cycle (peaking mid-July north of the equator, mid-January
  /// south of it), noise from the point and the day, and 0.03° of warming a year.
  static func value(_ name: String, day: Int, weather: SyntheticWeather, latitude: Double)
    -> Double
  {
    let yearFraction = Double(day) / 365.2425
    let season = cos(2 * .pi * (yearFraction - 0.538)) * (latitude >= 0 ? 1 : -1)
    let mean = 22 - 0.35 * abs(latitude) + 0.03 * (yearFraction - 21)
    let high =
      mean + 4 + min(14, 0.3 * abs(latitude)) * season + 8 * (weather.noise(day, 11) - 0.5)
    switch name {
    case "temperature_2m_max": return high
    case "temperature_2m_min": return high - 5 - 5 * weather.noise(day, 12)
    default:
      let chance = weather.noise(day, 13)
      return chance < 0.35 ? 14 * pow(weather.noise(day, 14), 2) : 0
    }
  }

  /// Days since 1970-01-01 of the UTC date of `epoch`.
  static func day(of epoch: Double) -> Int { Int((epoch / 86400).rounded(.down)) }

  /// Days since 1970-01-01 of `YYYY-MM-DD`; nil for anything else.
  static func dayNumber(_ text: String) -> Int? {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(secondsFromGMT: 0)
    formatter.dateFormat = "yyyy-MM-dd"
    guard text.count == 10, let date = formatter.date(from: text) else { return nil }
    return day(of: date.timeIntervalSince1970)
  }

  /// `YYYY-MM-DD` of a day number.
  static func date(_ number: Int) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(secondsFromGMT: 0)
    formatter.dateFormat = "yyyy-MM-dd"
    return formatter.string(from: Date(timeIntervalSince1970: Double(number) * 86400))
  }
}
