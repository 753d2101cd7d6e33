import Foundation

/// Answers `/v1/forecast` the way Open-Meteo does, with synthetic data.
enum OpenMeteoStub {
  /// How a variable is written: its unit and decimals.
  static let units: [String: (String, Int)] = [
    "temperature_2m": ("°C", 1), "apparent_temperature": ("°C", 1),
    "dew_point_2m": ("°C", 1), "relative_humidity_2m": ("%", 0), "is_day": ("", 0),
    "precipitation": ("mm", 2), "precipitation_probability": ("%", 0),
    "weather_code": ("wmo code", 0), "cloud_cover": ("%", 0), "pressure_msl": ("hPa", 1),
    "wind_speed_10m": ("km/h", 1), "wind_direction_10m": ("°", 0), "wind_gusts_10m": ("km/h", 1),
    "uv_index": ("", 2), "visibility": ("m", 2), "snowfall": ("cm", 2),
  ]
  /// Daily variables with unit and decimals.
  static let dailyUnits: [String: (String, Int)] = [
    "weather_code": ("wmo code", 0), "temperature_2m_max": ("°C", 1),
    "temperature_2m_min": ("°C", 1), "apparent_temperature_max": ("°C", 1),
    "apparent_temperature_min": ("°C", 1), "sunrise": ("iso8601", 0), "sunset": ("iso8601", 0),
    "precipitation_sum": ("mm", 2), "precipitation_probability_max": ("%", 0),
    "wind_speed_10m_max": ("km/h", 1), "wind_gusts_10m_max": ("km/h", 1),
    "wind_direction_10m_dominant": ("°", 0), "uv_index_max": ("", 2),
  ]

  /// Builds the answer for a query at `now`; `mode` may be `nulls`, `wrong-types`,
  /// `long-series` (1,000 hours and 1,000 days, whatever was asked) or `far-steps` (the
  /// 15-minute steps a century ahead).
  static func respond(query: [String: String], now: Double, mode: String?) -> StubResponse {
    let latitudes = numbers(query["latitude"])
    let longitudes = numbers(query["longitude"])
    guard let latitudes, let longitudes, !latitudes.isEmpty else {
      return .openMeteoError(400, "Parameter 'latitude' and 'longitude' must be set.")
    }
    guard latitudes.count == longitudes.count else {
      return .openMeteoError(
        400, "Parameter 'latitude' and 'longitude' must have the same number of elements")
    }
    for latitude in latitudes where !(-90...90).contains(latitude) {
      return .openMeteoError(400, "Latitude must be in range of -90 to 90°. Given: \(latitude).")
    }
    for longitude in longitudes where !(-180...180).contains(longitude) {
      return .openMeteoError(
        400, "Longitude must be in range of -180 to 180°. Given: \(longitude).")
    }
    let days = Int(query["forecast_days"] ?? "7") ?? -1
    guard (0...16).contains(days) else {
      return .openMeteoError(400, "Forecast days is invalid. Allowed range 0 to 16. Given 16.")
    }
    let pastDays = Int(query["past_days"] ?? "0") ?? -1
    guard (0...92).contains(pastDays) else {
      return .openMeteoError(400, "Past days is invalid. Allowed range 0 to 92.")
    }
    for (name, allowed) in [
      ("temperature_unit", "celsius"), ("wind_speed_unit", "kmh"), ("precipitation_unit", "mm"),
    ] {
      if let value = query[name], value != allowed {
        return .openMeteoError(
          400, "The stub server only serves \(name)=\(allowed). Given \(value)")
      }
    }
    let current = list(query["current"])
    let hourly = list(query["hourly"])
    let daily = list(query["daily"])
    let quarterHourly = list(query["minutely_15"])
    let quarterSteps = query["forecast_minutely_15"].flatMap { Int($0) }
    for name in current + hourly + quarterHourly where units[name] == nil {
      return .openMeteoError(
        400, "Cannot initialize ForecastVariable from invalid String value \(name) for key hourly")
    }
    for name in daily where dailyUnits[name] == nil {
      return .openMeteoError(
        400, "Cannot initialize ForecastVariableDaily from invalid String value \(name)")
    }
    let unixtime = query["timeformat"] == "unixtime"
    let zones = list(query["timezone"] ?? "GMT")
    var objects: [String] = []
    for index in latitudes.indices {
      let latitude = latitudes[index]
      let longitude = longitudes[index]
      let zoneName = zones.count == latitudes.count ? zones[index] : (zones.first ?? "GMT")
      let zone: TimeZone
      if zoneName == "auto" {
        zone = ZoneLookup.zone(latitude: latitude, longitude: longitude)
      } else if let named = TimeZone(identifier: zoneName) {
        zone = named
      } else {
        return .openMeteoError(400, "Invalid timezone")
      }
      let location = Location(
        latitude: latitude, longitude: longitude, zone: zone, now: now, unixtime: unixtime,
        mode: mode, index: index, multi: latitudes.count > 1, pastDays: pastDays)
      objects.append(
        location.json(
          current: current, hourly: hourly, daily: daily, days: days,
          quarterHourly: quarterHourly, quarterSteps: quarterSteps))
    }
    if mode == "wrong-count", objects.count > 1 { objects.removeLast() }
    return .json(
      200, objects.count == 1 && latitudes.count == 1 ? objects[0] : JSONText.array(objects))
  }

  /// One location's object.
  struct Location {
    let latitude: Double
    let longitude: Double
    let zone: TimeZone
    let now: Double
    let unixtime: Bool
    let mode: String?
    let index: Int
    let multi: Bool
    /// `past_days`: the hours and days start this many days before today.
    var pastDays = 0

    var offset: Int { zone.secondsFromGMT(for: Date(timeIntervalSince1970: now)) }
    var weather: SyntheticWeather {
      SyntheticWeather(latitude: latitude, longitude: longitude, zone: zone)
    }

    /// Local midnight today at the request-time offset, as epoch seconds (Open-Meteo's rule).
    var start: Double {
      let local = now + Double(offset)
      return (local / 86400).rounded(.down) * 86400 - Double(offset)
    }

    /// Where the hours and days begin: local midnight `past_days` days before today.
    var first: Double { start - Double(pastDays) * 86400 }

    func time(_ epoch: Double, dateOnly: Bool = false) -> String {
      OpenMeteoStub.time(epoch, offset: offset, unixtime: unixtime, dateOnly: dateOnly)
    }

    func value(_ name: String, _ sample: SyntheticWeather.Sample) -> Double {
      switch name {
      case "temperature_2m": sample.temperature
      case "apparent_temperature": sample.apparentTemperature
      case "dew_point_2m": sample.dewPoint
      case "relative_humidity_2m": sample.humidity
      case "is_day": sample.isDay ? 1 : 0
      case "precipitation": sample.precipitation
      case "snowfall": sample.snowfall
      case "precipitation_probability": sample.precipitationProbability
      case "weather_code": Double(sample.weatherCode)
      case "cloud_cover": sample.cloudCover
      case "pressure_msl": sample.pressure
      case "wind_speed_10m": sample.windSpeed
      case "wind_direction_10m": sample.windDirection
      case "wind_gusts_10m": sample.windGusts
      case "uv_index": sample.uvIndex
      default: sample.visibility
      }
    }

    /// Whether `nulls` mode blanks this value (every other one, plus all of some columns).
    func isBlank(_ name: String, _ position: Int) -> Bool {
      guard mode == "nulls" else { return false }
      return name == "visibility" || name == "uv_index_max" || position % 2 == 1
    }

    func json(
      current: [String], hourly: [String], daily: [String], days: Int,
      quarterHourly: [String] = [], quarterSteps: Int? = nil
    ) -> String {
      var members = OpenMeteoStub.header(
        latitude: latitude, longitude: longitude, zone: zone, offset: offset,
        generation: "0.0598430633544922")
      if multi && index > 0 { members.append(("location_id", String(index))) }
      let timeUnit = JSONText.string(unixtime ? "unixtime" : "iso8601")
      if !current.isEmpty {
        let step = (now / 900).rounded(.down) * 900
        let sample = weather.sample(step)
        members.append(
          (
            "current_units",
            JSONText.object(
              [("time", timeUnit), ("interval", JSONText.string("seconds"))]
                + current.map { ($0, JSONText.string(OpenMeteoStub.units[$0]?.0 ?? "")) })
          ))
        var values: [(String, String)] = [("time", time(step)), ("interval", "900")]
        for (position, name) in current.enumerated() {
          if mode == "wrong-types" && name == "temperature_2m" {
            values.append((name, JSONText.string("warm")))
          } else if mode == "nulls" && (position % 2 == 0 || name == "visibility") {
            values.append((name, "null"))
          } else {
            values.append(
              (
                name,
                JSONText.number(value(name, sample), decimals: OpenMeteoStub.units[name]?.1 ?? 1)
              ))
          }
        }
        members.append(("current", JSONText.object(values)))
      }
      if !quarterHourly.isEmpty {
        members += quarterHourBlock(quarterHourly, steps: quarterSteps, days: days, unit: timeUnit)
      }
      if !hourly.isEmpty {
        let count = mode == "long-series" ? 1000 : (days + pastDays) * 24
        let times = (0..<count).map { first + Double($0) * 3600 }
        let samples = times.map(weather.sample)
        members.append(
          (
            "hourly_units",
            JSONText.object(
              [("time", timeUnit)]
                + hourly.map { ($0, JSONText.string(OpenMeteoStub.units[$0]?.0 ?? "")) })
          ))
        var columns: [(String, String)] = [("time", JSONText.array(times.map { time($0) }))]
        for name in hourly {
          let decimals = OpenMeteoStub.units[name]?.1 ?? 1
          let cells = samples.enumerated().map { position, sample -> String in
            if isBlank(name, position) { return "null" }
            // Like the real service: probabilities end before the other variables.
            if name == "precipitation_probability", position >= 240 { return "null" }
            if mode == "wrong-types", name == "weather_code", position == 3 {
              return JSONText.string("rain")
            }
            return JSONText.number(value(name, sample), decimals: decimals)
          }
          columns.append((name, JSONText.array(cells)))
        }
        members.append(("hourly", JSONText.object(columns)))
      }
      if !daily.isEmpty {
        let starts = (0..<(mode == "long-series" ? 1000 : days + pastDays)).map {
          first + Double($0) * 86400
        }
        members.append(
          (
            "daily_units",
            JSONText.object(
              [("time", timeUnit)]
                + daily.map {
                  (
                    $0,
                    JSONText.string(
                      ($0 == "sunrise" || $0 == "sunset")
                        ? (unixtime ? "unixtime" : "iso8601")
                        : OpenMeteoStub.dailyUnits[$0]?.0 ?? "")
                  )
                })
          ))
        var columns: [(String, String)] = [
          ("time", JSONText.array(starts.map { time($0, dateOnly: true) }))
        ]
        for name in daily {
          let decimals = OpenMeteoStub.dailyUnits[name]?.1 ?? 1
          let cells = starts.enumerated().map { position, dayStart -> String in
            if isBlank(name, position) { return "null" }
            return dailyValue(name, dayStart: dayStart, decimals: decimals)
          }
          columns.append((name, JSONText.array(cells)))
        }
        members.append(("daily", JSONText.object(columns)))
      }
      return JSONText.object(members)
    }

    /// `minutely_15_units` and `minutely_15`: from the current 15-minute step when
    /// `forecast_minutely_15` is given (like the real server), else from local midnight; each
    /// amount is what falls in the 15 minutes before its time, a quarter of the hour's.
    func quarterHourBlock(_ names: [String], steps: Int?, days: Int, unit: String)
      -> [(String, String)]
    {
      let century = mode == "far-steps" ? 100 * 365.25 * 86400 : 0
      let first = (steps == nil ? start : (now / 900).rounded(.down) * 900) + century
      let count = min(steps ?? days * 96, 16 * 96)
      let times = (0..<count).map { first + Double($0) * 900 }
      var columns: [(String, String)] = [("time", JSONText.array(times.map { time($0) }))]
      for name in names {
        let decimals = OpenMeteoStub.units[name]?.1 ?? 1
        let cells = times.enumerated().map { position, stepTime -> String in
          if isBlank(name, position) { return "null" }
          var value = self.value(name, weather.sample(stepTime - 900))
          if name == "precipitation" || name == "snowfall" { value /= 4 }
          return JSONText.number(value, decimals: decimals)
        }
        columns.append((name, JSONText.array(cells)))
      }
      return [
        (
          "minutely_15_units",
          JSONText.object(
            [("time", unit)]
              + names.map { ($0, JSONText.string(OpenMeteoStub.units[$0]?.0 ?? "")) })
        ),
        ("minutely_15", JSONText.object(columns)),
      ]
    }

    func dailyValue(_ name: String, dayStart: Double, decimals: Int) -> String {
      let weather = self.weather
      switch name {
      case "sunrise": return time(dayStart + weather.sunriseHour * 3600)
      case "sunset": return time(dayStart + weather.sunsetHour * 3600)
      default: break
      }
      let samples = (0..<24).map { weather.sample(dayStart + Double($0) * 3600) }
      let result: Double
      switch name {
      case "weather_code": result = Double(samples.map(\.weatherCode).max() ?? 0)
      case "temperature_2m_max": result = samples.map(\.temperature).max() ?? 0
      case "temperature_2m_min": result = samples.map(\.temperature).min() ?? 0
      case "apparent_temperature_max": result = samples.map(\.apparentTemperature).max() ?? 0
      case "apparent_temperature_min": result = samples.map(\.apparentTemperature).min() ?? 0
      case "precipitation_sum": result = samples.map(\.precipitation).reduce(0, +)
      case "precipitation_probability_max":
        result = samples.map(\.precipitationProbability).max() ?? 0
      case "wind_speed_10m_max": result = samples.map(\.windSpeed).max() ?? 0
      case "wind_gusts_10m_max": result = samples.map(\.windGusts).max() ?? 0
      case "wind_direction_10m_dominant": result = samples[12].windDirection
      default: result = samples.map(\.uvIndex).max() ?? 0
      }
      return JSONText.number(result, decimals: decimals)
    }
  }

  /// The members every Open-Meteo answer begins with: the point, the time it took, the
  /// offset and zone, the elevation.
  static func header(
    latitude: Double, longitude: Double, zone: TimeZone, offset: Int, generation: String
  ) -> [(String, String)] {
    [
      ("latitude", JSONText.number(latitude, decimals: 4)),
      ("longitude", JSONText.number(longitude, decimals: 4)),
      ("generationtime_ms", generation),
      ("utc_offset_seconds", String(offset)),
      ("timezone", JSONText.string(zone.identifier)),
      ("timezone_abbreviation", JSONText.string(ZoneLookup.abbreviation(offset: offset))),
      ("elevation", "38.0"),
    ]
  }

  /// An instant as Open-Meteo writes it: unix seconds, or the wall time at the fixed `offset`
  /// (`2026-06-15T14:00`, or `2026-06-15` for a day).
  static func time(_ epoch: Double, offset: Int, unixtime: Bool, dateOnly: Bool = false)
    -> String
  {
    if unixtime { return String(Int(epoch)) }
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(secondsFromGMT: 0)
    formatter.dateFormat = dateOnly ? "yyyy-MM-dd" : "yyyy-MM-dd'T'HH:mm"
    return JSONText.string(
      formatter.string(from: Date(timeIntervalSince1970: epoch + Double(offset))))
  }

  static func list(_ text: String?) -> [String] {
    (text ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
  }

  static func numbers(_ text: String?) -> [Double]? {
    let parts = list(text)
    let values = parts.compactMap(Double.init)
    return values.count == parts.count ? values : nil
  }
}
