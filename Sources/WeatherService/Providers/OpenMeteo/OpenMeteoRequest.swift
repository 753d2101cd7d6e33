import HTTP
import Storage
import Weather

/// What one Open-Meteo request asks for: the whole forecast a page shows (current, 15-minute,
/// hourly and daily data for up to 16 days), or the summary a `:list` row shows (current
/// conditions, the 15-minute steps for the rain mark and today's range), which is about a
/// twentieth of the bytes; and how many locations fit in one request.
struct OpenMeteoRequest: Sendable, Equatable {
  /// Variables of `current=`.
  var current: [String]
  /// Variables of `hourly=`; empty for a summary.
  var hourly: [String]
  /// Variables of `daily=`.
  var daily: [String]
  /// Variables of `minutely_15=`.
  var quarterHours: [String]
  /// `forecast_days`.
  var forecastDays: Int
  /// `past_days`: 1 for the whole forecast, so views can compare with yesterday at no extra
  /// request; 0 for a summary.
  var pastDays: Int = 0
  /// `forecast_minutely_15`: the 15-minute steps from the current one.
  var quarterHourSteps: Int

  /// Open-Meteo's cap on locations in one call (`LOCATIONS_LIMIT`, "Only up to 1000 locations
  /// can be requested at once").
  static let serverLocationLimit = 1000
  /// The longest URL wxsh sends: common servers and proxies refuse request lines over 8 KB
  /// (nginx's `large_client_header_buffers`, Apache's `LimitRequestLine` 8190) with 414.
  static let maximumURLBytes = 8000
  /// The share of the body cap a request's estimated answer may take.
  static let bodyShare = 0.8

  /// The whole forecast for `days` days (1…16).
  static func forecast(days: Int) -> OpenMeteoRequest {
    OpenMeteoRequest(
      current: OpenMeteoProvider.currentVariables, hourly: OpenMeteoProvider.hourlyVariables,
      daily: OpenMeteoProvider.dailyVariables, quarterHours: OpenMeteoProvider.quarterHourVariables,
      forecastDays: min(16, max(1, days)), pastDays: 1,
      quarterHourSteps: OpenMeteoProvider.quarterHourSteps)
  }

  /// A `:list` row's data: current conditions, the 15-minute steps, today and tomorrow (no
  /// hours). Tomorrow too, so a row drawn just after the place's midnight from a summary
  /// fetched before it still has its day's range.
  static let summary = OpenMeteoRequest(
    current: OpenMeteoProvider.currentVariables, hourly: [],
    daily: OpenMeteoProvider.dailyVariables, quarterHours: OpenMeteoProvider.quarterHourVariables,
    forecastDays: 2, quarterHourSteps: OpenMeteoProvider.quarterHourSteps)

  /// True for a request without hours (a summary).
  var isSummary: Bool { hourly.isEmpty }

  /// The URL for one request covering `locations`.
  func url(base: BaseURL, locations: [Location]) -> String {
    let latitudes = locations.map { MachineNumber.coordinate($0.latitude) }
    let longitudes = locations.map { MachineNumber.coordinate($0.longitude) }
    var query: [(String, String)] = [
      ("latitude", latitudes.joined(separator: ",")),
      ("longitude", longitudes.joined(separator: ",")),
      ("current", current.joined(separator: ",")),
      ("minutely_15", quarterHours.joined(separator: ",")),
      ("forecast_minutely_15", String(quarterHourSteps)),
    ]
    if !hourly.isEmpty { query.append(("hourly", hourly.joined(separator: ","))) }
    query += [
      ("daily", daily.joined(separator: ",")), ("timezone", "auto"),
      ("forecast_days", String(forecastDays)), ("timeformat", "unixtime"),
    ]
    if pastDays > 0 { query.append(("past_days", String(pastDays))) }
    return base.url(path: "/v1/forecast", query: query)
  }

  /// What the answer may hold: these variables, at most a day more of hours and days than
  /// asked (past and coming) (the server aligns to local midnight), and the 15-minute steps asked with room for
  /// a daylight-saving hour.
  var asked: OpenMeteoResponse.Asked {
    OpenMeteoResponse.Asked(
      current: Set(current), hourly: Set(hourly), daily: Set(daily),
      quarterHours: Set(quarterHours),
      hours: hourly.isEmpty ? 0 : (forecastDays + pastDays + 1) * 24,
      days: forecastDays + pastDays + 1, steps: quarterHourSteps + 4)
  }

  /// A generous estimate of one location's share of the answer, in bytes: every value written
  /// as wide as Open-Meteo writes any (unix times 10 digits, `24140.00` metres), with the
  /// `*_units` objects and the location's own members.
  var estimatedBytesPerLocation: Int {
    /// One block: the units object and the values, `entries` per variable plus `time`.
    func block(_ names: [String], entries: Int) -> Int {
      let columns = names.map { 2 * ($0.count + 6) + 16 + entries * 10 }.reduce(0, +)
      return 60 + columns + 2 * (entries * 11 + 20)
    }
    let hours = hourly.isEmpty ? 0 : (forecastDays + pastDays + 1) * 24
    return 400 + block(current, entries: 1) + block(hourly, entries: hours)
      + block(daily, entries: forecastDays + pastDays + 1)
      + block(quarterHours, entries: quarterHourSteps + 4)
  }

  /// The URL bytes one location adds: its two coordinates and their commas.
  static func urlBytes(_ location: Location) -> Int {
    MachineNumber.coordinate(location.latitude).utf8.count
      + MachineNumber.coordinate(location.longitude).utf8.count + 2
  }

  /// `locations` split into runs that each fit one request: at most `maxLocations` (and
  /// Open-Meteo's own limit), an estimated answer within ``bodyShare`` of `maxBodyBytes`, and a
  /// URL within ``maximumURLBytes``.
  func chunks(_ locations: [Location], base: BaseURL, maxBodyBytes: Int, maxLocations: Int)
    -> [Range<Int>]
  {
    let perLocation = estimatedBytesPerLocation
    let bodyBudget = max(perLocation, Int(Double(maxBodyBytes) * Self.bodyShare))
    let limit = max(1, min(maxLocations, Self.serverLocationLimit, bodyBudget / perLocation))
    let emptyURL = url(base: base, locations: []).utf8.count
    var ranges: [Range<Int>] = []
    var start = 0
    var urlBytes = emptyURL
    for index in locations.indices {
      let adding = Self.urlBytes(locations[index])
      if index > start, index - start >= limit || urlBytes + adding > Self.maximumURLBytes {
        ranges.append(start..<index)
        start = index
        urlBytes = emptyURL
      }
      urlBytes += adding
    }
    if start < locations.count { ranges.append(start..<locations.count) }
    return ranges
  }
}
