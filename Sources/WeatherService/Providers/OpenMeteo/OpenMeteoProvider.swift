import Foundation
import HTTP
import JSON
import Weather

/// Builds Open-Meteo requests and turns their answers into ``Forecast``s.
///
/// One request carries current, hourly and daily data (or a `:list` row's summary, see
/// ``OpenMeteoRequest``) for many locations (comma-separated coordinates; the answer is then an
/// array), in metric units with `timezone=auto` and unix times, so times are true instants
/// across daylight-saving changes.
enum OpenMeteoProvider {
  /// The variables asked for in `current=`.
  static let currentVariables = [
    "temperature_2m", "relative_humidity_2m", "apparent_temperature", "dew_point_2m", "is_day",
    "precipitation", "weather_code", "cloud_cover", "pressure_msl", "wind_speed_10m",
    "wind_direction_10m", "wind_gusts_10m", "uv_index", "visibility",
  ]
  /// The variables asked for in `hourly=`.
  static let hourlyVariables = [
    "temperature_2m", "apparent_temperature", "relative_humidity_2m", "dew_point_2m",
    "precipitation_probability", "precipitation", "weather_code", "is_day", "cloud_cover",
    "pressure_msl", "wind_speed_10m", "wind_direction_10m", "wind_gusts_10m", "uv_index",
    "visibility",
  ]
  /// The variables asked for in `daily=`.
  static let dailyVariables = [
    "weather_code", "temperature_2m_max", "temperature_2m_min", "apparent_temperature_max",
    "apparent_temperature_min", "sunrise", "sunset", "precipitation_sum",
    "precipitation_probability_max", "wind_speed_10m_max", "wind_gusts_10m_max",
    "wind_direction_10m_dominant", "uv_index_max",
  ]

  /// The variables asked for in `minutely_15=`.
  static let quarterHourVariables = ["precipitation", "snowfall"]
  /// How many 15-minute steps are asked for, from the current one: 2 hours and a step more.
  static let quarterHourSteps = 10

  /// The URL for one request for the whole forecast covering `locations`.
  static func url(base: BaseURL, locations: [Location], forecastDays: Int) -> String {
    OpenMeteoRequest.forecast(days: forecastDays).url(base: base, locations: locations)
  }

  /// What a request for `forecastDays` days asks for (see ``OpenMeteoRequest/asked``).
  static func asked(forecastDays: Int) -> OpenMeteoResponse.Asked {
    OpenMeteoRequest.forecast(days: forecastDays).asked
  }

  /// Decodes an answer for `locations` (an object for one, an array for several) to a request
  /// for `forecastDays` days.
  static func forecasts(
    from body: [UInt8], locations: [Location], fetchedAt: Date, forecastDays: Int = 16
  ) throws(WeatherError) -> [Forecast] {
    try forecasts(
      from: body, locations: locations, fetchedAt: fetchedAt,
      request: .forecast(days: forecastDays))
  }

  /// Decodes an answer for `locations` to `request` (a summary has no hours).
  static func forecasts(
    from body: [UInt8], locations: [Location], fetchedAt: Date, request: OpenMeteoRequest
  ) throws(WeatherError) -> [Forecast] {
    let asked = request.asked
    guard let document = JSONValue.parse(body) else {
      throw .unexpectedResponse(.openMeteo, detail: "the JSON is malformed or truncated")
    }
    var responses: [OpenMeteoResponse] = []
    if case .array(let elements) = document {
      for (index, element) in elements.enumerated() {
        guard index < locations.count else { break }
        responses.append(try OpenMeteoResponse(element, path: "[\(index)].", asked: asked))
      }
    } else {
      responses = [try OpenMeteoResponse(document, path: "", asked: asked)]
    }
    let answered = if case .array(let elements) = document { elements.count } else { 1 }
    guard answered == locations.count else {
      throw .unexpectedResponse(
        .openMeteo,
        detail: "\(answered) locations in the answer for \(locations.count) asked")
    }
    var result: [Forecast] = []
    result.reserveCapacity(responses.count)
    for (index, response) in responses.enumerated() {
      let prefix = locations.count > 1 || responses.count > 1 ? "[\(index)]." : ""
      result.append(
        try forecast(
          from: response, location: locations[index], fetchedAt: fetchedAt, pathPrefix: prefix))
    }
    return result
  }

  /// Normalises one location's answer.
  static func forecast(
    from response: OpenMeteoResponse, location: Location, fetchedAt: Date, pathPrefix: String = ""
  ) throws(WeatherError) -> Forecast {
    if let latitude = response.latitude, !PhysicalRange.latitude.contains(latitude) {
      throw .unexpectedResponse(.openMeteo, detail: "\(pathPrefix)latitude: out of range")
    }
    var offset: Int?
    if let seconds = response.utcOffsetSeconds {
      guard let whole = PhysicalRange.utcOffset.validateInteger(seconds) else {
        throw .unexpectedResponse(
          .openMeteo, detail: "\(pathPrefix)utc_offset_seconds: out of range")
      }
      offset = whole
    }
    var zoneName = location.timeZone
    if let name = response.timezone, name != "GMT", TimeZone(identifier: name) != nil {
      zoneName = name
    }
    var forecast = Forecast(
      provider: .openMeteo, fetchedAt: fetchedAt, location: location,
      timeZoneIdentifier: zoneName, utcOffsetSeconds: offset, hourlyStepHours: 1)
    // A partial answer (a section left out, or a model that fills none of the columns asked
    // for) shows what it holds and the views say what is missing; only an answer without any
    // current, hourly or daily variable asked for is refused. Values out of range read as
    // missing, so a section of garbage still shows its times with dashes.
    func holdsVariables(_ keys: some Collection<String>) -> Bool {
      keys.contains { $0 != "time" && $0 != "interval" }
    }
    if let current = response.current, holdsVariables(current.keys) {
      forecast.current = currentConditions(current)
    }
    if let hourly = response.hourly, holdsVariables(hourly.keys) {
      guard let times = hourly["time"] else {
        throw .unexpectedResponse(.openMeteo, detail: "\(pathPrefix)hourly.time: missing")
      }
      forecast.hours = hours(hourly, times: times)
    }
    if let daily = response.daily, holdsVariables(daily.keys) {
      guard let times = daily["time"] else {
        throw .unexpectedResponse(.openMeteo, detail: "\(pathPrefix)daily.time: missing")
      }
      forecast.days = days(daily, times: times, offset: offset ?? 0)
    }
    guard forecast.current != nil || !forecast.hours.isEmpty || !forecast.days.isEmpty else {
      throw .unexpectedResponse(
        .openMeteo,
        detail: "\(pathPrefix)the answer holds no forecast (no current, hourly or daily values)")
    }
    if let steps = response.quarterHours, let times = steps["time"] {
      forecast.quarterHours = quarterHours(steps, times: times)
    }
    return forecast
  }

  /// The physical range of each variable wxsh asks for; a value outside reads as missing.
  static let ranges: [String: PhysicalRange] = [
    "time": .unixTime, "sunrise": .unixTime, "sunset": .unixTime,
    "temperature_2m": .temperature, "apparent_temperature": .temperature,
    "dew_point_2m": .temperature, "temperature_2m_max": .temperature,
    "temperature_2m_min": .temperature, "apparent_temperature_max": .temperature,
    "apparent_temperature_min": .temperature, "relative_humidity_2m": .humidity,
    "precipitation_probability": .percent, "precipitation_probability_max": .percent,
    "cloud_cover": .percent, "precipitation": .precipitation, "precipitation_sum": .precipitation,
    "weather_code": .code, "is_day": .flag, "pressure_msl": .pressure,
    "wind_speed_10m": .windSpeed, "wind_gusts_10m": .windSpeed, "wind_speed_10m_max": .windSpeed,
    "wind_gusts_10m_max": .windSpeed, "wind_direction_10m": .direction,
    "wind_direction_10m_dominant": .direction, "uv_index": .uvIndex, "uv_index_max": .uvIndex,
    "visibility": .visibility, "snowfall": .snowfall,
  ]

  /// `value` when it is inside the physical range of the variable `name`, else nil.
  static func valid(_ value: Double?, _ name: String) -> Double? {
    guard let range = ranges[name] else { return nil }
    return range.validate(value)
  }

  private static func currentConditions(_ values: [String: Double?]) -> CurrentConditions {
    func value(_ name: String) -> Double? { valid(values[name] ?? nil, name) }
    return CurrentConditions(
      time: value("time").map { Date(timeIntervalSince1970: $0) },
      temperature: value("temperature_2m"), apparentTemperature: value("apparent_temperature"),
      humidity: value("relative_humidity_2m"), dewPoint: value("dew_point_2m"),
      weatherCode: code(value("weather_code")), isDay: value("is_day").map { $0 != 0 },
      windSpeed: value("wind_speed_10m"), windDirection: value("wind_direction_10m"),
      windGusts: value("wind_gusts_10m"), pressure: value("pressure_msl"),
      precipitation: value("precipitation"), cloudCover: value("cloud_cover"),
      uvIndex: value("uv_index"), visibility: value("visibility"))
  }

  private static func hours(_ series: [String: [Double?]], times: [Double?]) -> [HourlyItem] {
    let temperature = Column(series, "temperature_2m")
    let apparent = Column(series, "apparent_temperature")
    let humidity = Column(series, "relative_humidity_2m")
    let dewPoint = Column(series, "dew_point_2m")
    let weatherCode = Column(series, "weather_code")
    let isDay = Column(series, "is_day")
    let probability = Column(series, "precipitation_probability")
    let precipitation = Column(series, "precipitation")
    let windSpeed = Column(series, "wind_speed_10m")
    let windDirection = Column(series, "wind_direction_10m")
    let windGusts = Column(series, "wind_gusts_10m")
    let cloudCover = Column(series, "cloud_cover")
    let pressure = Column(series, "pressure_msl")
    let uvIndex = Column(series, "uv_index")
    let visibility = Column(series, "visibility")
    var items: [HourlyItem] = []
    items.reserveCapacity(times.count)
    for (index, time) in times.enumerated() {
      guard let time = PhysicalRange.unixTime.validate(time) else { continue }
      items.append(
        HourlyItem(
          time: Date(timeIntervalSince1970: time), temperature: temperature[index],
          apparentTemperature: apparent[index], humidity: humidity[index],
          dewPoint: dewPoint[index], weatherCode: code(weatherCode[index]),
          isDay: isDay[index].map { $0 != 0 }, precipitationProbability: probability[index],
          precipitation: precipitation[index], windSpeed: windSpeed[index],
          windDirection: windDirection[index], windGusts: windGusts[index],
          cloudCover: cloudCover[index], pressure: pressure[index], uvIndex: uvIndex[index],
          visibility: visibility[index]))
    }
    return items
  }

  /// The 15-minute precipitation steps; a step without a valid time is dropped.
  private static func quarterHours(_ series: [String: [Double?]], times: [Double?])
    -> [QuarterHour]
  {
    let precipitation = Column(series, "precipitation")
    let snowfall = Column(series, "snowfall")
    return times.enumerated().compactMap { index, time in
      guard let time = PhysicalRange.unixTime.validate(time) else { return nil }
      return QuarterHour(
        time: Date(timeIntervalSince1970: time), precipitation: precipitation[index],
        snowfall: snowfall[index])
    }
  }

  private static func days(_ series: [String: [Double?]], times: [Double?], offset: Int)
    -> [DailyItem]
  {
    let utc = TimeZone(identifier: "UTC") ?? .current
    var items: [DailyItem] = []
    items.reserveCapacity(times.count)
    for (index, time) in times.enumerated() {
      guard let time = PhysicalRange.unixTime.validate(time) else { continue }
      func value(_ name: String) -> Double? { Column(series, name)[index] }
      // The server gives local midnight at the (fixed) request-time offset; adding it back
      // gives the local date even after a daylight-saving change.
      let date = LocalDate(Date(timeIntervalSince1970: time + Double(offset)), in: utc)
      items.append(
        DailyItem(
          date: date, weatherCode: code(value("weather_code")),
          high: value("temperature_2m_max"), low: value("temperature_2m_min"),
          apparentHigh: value("apparent_temperature_max"),
          apparentLow: value("apparent_temperature_min"),
          precipitationSum: value("precipitation_sum"),
          precipitationProbability: value("precipitation_probability_max"),
          sunrise: value("sunrise").map { Date(timeIntervalSince1970: $0) },
          sunset: value("sunset").map { Date(timeIntervalSince1970: $0) },
          uvIndexMax: value("uv_index_max"), windSpeedMax: value("wind_speed_10m_max"),
          windGustsMax: value("wind_gusts_10m_max"),
          windDirectionDominant: value("wind_direction_10m_dominant")))
    }
    return items
  }

  /// One variable's values; a short array or a missing variable reads as nil.
  private struct Column {
    let values: [Double?]
    let range: PhysicalRange?
    init(_ series: [String: [Double?]], _ name: String) {
      values = series[name] ?? []
      range = OpenMeteoProvider.ranges[name]
    }
    subscript(index: Int) -> Double? {
      guard index < values.count, let range else { return nil }
      return range.validate(values[index])
    }
  }

  /// A WMO code from a number that may be written `3` or `3.0`.
  static func code(_ value: Double?) -> Int? {
    PhysicalRange.code.validateInteger(value)
  }
}
