import Foundation
import PlaceModel
import Weather

@testable import Views

/// Deterministic places, forecasts and settings for the view tests.
enum Fixtures {
  /// The instant of a wall-clock time in `zone`.
  static func local(
    _ zone: String, _ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int = 0
  )
    -> Date
  {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: zone) ?? TimeZone(secondsFromGMT: 0) ?? .current
    let components = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute)
    return calendar.date(from: components) ?? Date(timeIntervalSince1970: 0)
  }

  /// A place.
  static func place(
    _ name: String, _ zone: String, country: String, code: String, region: String?,
    latitude: Double = 0, longitude: Double = 0
  ) -> Place {
    Place(
      id: abs(name.hashValue % 1000), name: name, latitude: latitude, longitude: longitude,
      population: 1000, countryCode: code, countryName: country, regionName: region,
      regionCode: nil, timeZone: zone)
  }

  static let seoul = place(
    "Seoul", "Asia/Seoul", country: "South Korea", code: "KR", region: "Seoul", latitude: 37.57,
    longitude: 126.98)
  static let newYork = place(
    "New York City", "America/New_York", country: "United States", code: "US",
    region: "New York", latitude: 40.71, longitude: -74.01)
  static let tromso = place(
    "Tromsø", "Europe/Oslo", country: "Norway", code: "NO", region: "Troms", latitude: 69.65,
    longitude: 18.96)
  static let kiritimati = place(
    "Kiritimati", "Pacific/Kiritimati", country: "Kiribati", code: "KI", region: "Line Islands",
    latitude: 1.87, longitude: -157.4)
  static let hamburg = place(
    "Hamburg", "Europe/Berlin", country: "Germany", code: "DE", region: "Hamburg",
    latitude: 53.55, longitude: 9.99)
  static let berlin = place(
    "Berlin", "Europe/Berlin", country: "Germany", code: "DE", region: "Land Berlin",
    latitude: 52.52, longitude: 13.41)

  /// Seoul, Tuesday 14 May 2024, 14:05 local.
  static let seoulNow = local("Asia/Seoul", 2024, 5, 14, 14, 5)

  /// A day's shape: a temperature curve, conditions and rain in the afternoon.
  static func hourly(
    zone: String, from start: Date, count: Int, step: Int = 1, base: Double,
    sunrise: Int = 5, sunset: Int = 19
  ) -> [HourlyItem] {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: zone) ?? .current
    return (0..<count).map { index in
      let time = start.addingTimeInterval(TimeInterval(index * step * 3600))
      let hour = calendar.component(.hour, from: time)
      let dayIndex = index * step / 24
      let curve = [
        -4, -4.5, -5, -5.5, -6, -5.5, -4, -2, 0, 1.5, 3, 4.5, 5.5, 6, 6, 5.5, 4.5, 3, 1.5,
        0.5, -0.5, -1.5, -2.5, -3.5,
      ]
      let isDay = hour > sunrise && hour <= sunset
      let code: Int
      let probability: Double
      switch hour {
      case 15...17: (code, probability) = (61, 65)
      case 13, 14, 18: (code, probability) = (3, 35)
      case 10...12: (code, probability) = (2, 10)
      default: (code, probability) = (isDay ? 0 : 1, 0)
      }
      return HourlyItem(
        time: time, temperature: base + curve[hour] + Double(dayIndex) * 0.7,
        apparentTemperature: base + curve[hour] - 1.5, humidity: 60, weatherCode: code,
        isDay: isDay, precipitationProbability: probability,
        precipitation: probability > 50 ? 1.2 : 0, windSpeed: 12, windDirection: 200)
    }
  }

  /// Days from `first` with varied lows and highs and the sun at fixed local times.
  static func daily(
    zone: String, first: LocalDate, count: Int, base: Double, sunrise: (Int, Int) = (5, 25),
    sunset: (Int, Int) = (19, 32)
  ) -> [DailyItem] {
    let lows = [-1.0, 0.5, -2, -4, -3, 1, 2.5, 0, -1.5, -2, -3, 0, 1, 2, -1, -2]
    let highs = [9.0, 8, 6, 4.5, 7, 11, 13.5, 10, 8, 7, 9, 10, 12, 11, 8, 7]
    let codes = [61, 3, 2, 80, 0, 1, 95, 3, 71, 45, 2, 0, 61, 3, 2, 1]
    let probabilities = [70.0, 20, 10, 55, 0, 5, 80, 25, 60, 15, 10, 0, 70, 20, 10, 5]
    return (0..<count).map { index in
      let date = shifted(first, by: index)
      let rise = local(zone, date.year, date.month, date.day, sunrise.0, sunrise.1)
      let set = local(zone, date.year, date.month, date.day, sunset.0, sunset.1)
      return DailyItem(
        date: date, weatherCode: codes[index % 16], high: base + highs[index % 16],
        low: base + lows[index % 16], precipitationSum: probabilities[index % 16] / 10,
        precipitationProbability: probabilities[index % 16], sunrise: rise, sunset: set,
        uvIndexMax: 6)
    }
  }

  /// The calendar date `days` after `date`.
  static func shifted(_ date: LocalDate, by days: Int) -> LocalDate {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? .current
    let start =
      calendar.date(
        from: DateComponents(year: date.year, month: date.month, day: date.day, hour: 12))
      ?? Date(timeIntervalSince1970: 0)
    return LocalDate(start.addingTimeInterval(TimeInterval(days * 86_400)), in: calendar.timeZone)
  }

  /// Current conditions with every value present.
  static func current(_ time: Date, temperature: Double, code: Int = 1, isDay: Bool = true)
    -> CurrentConditions
  {
    CurrentConditions(
      time: time, temperature: temperature, apparentTemperature: temperature - 1.3, humidity: 62,
      dewPoint: 13.8, weatherCode: code, isDay: isDay, windSpeed: 14.5, windDirection: 30,
      windGusts: 31, pressure: 1012.6, precipitation: 0, cloudCover: 20, uvIndex: 6.2,
      visibility: 24_000)
  }

  /// A forecast for `place` in the shape Open-Meteo gives: 1-hour steps from local midnight.
  static func forecast(
    _ place: Place, now: Date, firstDay: LocalDate, days: Int = 10, hours: Int = 72,
    base: Double, current: CurrentConditions?
  ) -> Forecast {
    let start = local(place.timeZone, firstDay.year, firstDay.month, firstDay.day, 0)
    return Forecast(
      provider: .openMeteo, fetchedAt: now.addingTimeInterval(-120),
      location: Location(
        latitude: place.latitude, longitude: place.longitude, timeZone: place.timeZone,
        name: place.name),
      timeZoneIdentifier: place.timeZone, hourlyStepHours: 1, current: current,
      hours: hourly(zone: place.timeZone, from: start, count: hours, base: base),
      days: daily(zone: place.timeZone, first: firstDay, count: days, base: base))
  }

  static var seoulForecast: Forecast {
    forecast(
      seoul, now: seoulNow, firstDay: LocalDate(year: 2024, month: 5, day: 14), base: 14,
      current: current(seoulNow, temperature: 21.4))
  }

  static var seoulPage: PageInput {
    PageInput(place: seoul, forecast: seoulForecast, freshness: .fresh)
  }

  /// New York at 09:30 on a May morning, for °F and the 12-hour clock.
  static let newYorkNow = local("America/New_York", 2024, 5, 14, 9, 30)
  static var newYorkPage: PageInput {
    PageInput(
      place: newYork,
      forecast: forecast(
        newYork, now: newYorkNow, firstDay: LocalDate(year: 2024, month: 5, day: 14), base: 16,
        current: current(newYorkNow, temperature: 17.2, code: 2)),
      freshness: .fresh)
  }

  /// Tromsø in the polar night: sunrise equals sunset, no daylight hour, snow.
  static let tromsoNow = local("Europe/Oslo", 2024, 12, 15, 12, 0)
  static var tromsoPage: PageInput {
    let first = LocalDate(year: 2024, month: 12, day: 15)
    let start = local("Europe/Oslo", 2024, 12, 15, 0)
    let hours = (0..<48).map { index -> HourlyItem in
      let snowing = index % 6 < 3
      let temperature = -6 + Double(index % 5)
      return HourlyItem(
        time: start.addingTimeInterval(TimeInterval(index * 3600)),
        temperature: temperature,
        apparentTemperature: -11, humidity: 85, weatherCode: snowing ? 71 : 3, isDay: false,
        precipitationProbability: snowing ? 60.0 : 20.0, precipitation: 0.4, windSpeed: 20,
        windDirection: 170)
    }
    let days = (0..<5).map { index -> DailyItem in
      let date = shifted(first, by: index)
      let noon = local("Europe/Oslo", date.year, date.month, date.day, 12)
      return DailyItem(
        date: date, weatherCode: 71, high: -3 + Double(index), low: -9 + Double(index),
        precipitationSum: 3, precipitationProbability: 60, sunrise: noon, sunset: noon,
        uvIndexMax: 0)
    }
    let forecast = Forecast(
      provider: .openMeteo, fetchedAt: tromsoNow,
      location: Location(latitude: 69.65, longitude: 18.96, timeZone: "Europe/Oslo"),
      timeZoneIdentifier: "Europe/Oslo", hourlyStepHours: 1,
      current: CurrentConditions(
        time: tromsoNow, temperature: -5.6, apparentTemperature: -11.2, humidity: 86,
        weatherCode: 71, isDay: false, windSpeed: 20, windDirection: 170, windGusts: 38,
        pressure: 998, uvIndex: 0, visibility: 3500),
      hours: hours, days: days)
    return PageInput(place: tromso, forecast: forecast, freshness: .fresh)
  }

  /// Kiritimati (UTC+14): 22:30 UTC on 13 May is 12:30 on 14 May there.
  static let kiritimatiNow = local("UTC", 2024, 5, 13, 22, 30)
  static var kiritimatiPage: PageInput {
    PageInput(
      place: kiritimati,
      forecast: forecast(
        kiritimati, now: kiritimatiNow, firstDay: LocalDate(year: 2024, month: 5, day: 13),
        days: 8, hours: 96, base: 24, current: current(kiritimatiNow, temperature: 29.3)),
      freshness: .fresh)
  }

  /// Hamburg from OpenWeatherMap: 3-hour steps on UTC hours, five partial days.
  static let hamburgNow = local("Europe/Berlin", 2024, 5, 14, 10, 40)
  static var hamburgPage: PageInput {
    let start = local("UTC", 2024, 5, 14, 6)
    let hours = hourly(zone: "Europe/Berlin", from: start, count: 40, step: 3, base: 13)
    var days = daily(
      zone: "Europe/Berlin", first: LocalDate(year: 2024, month: 5, day: 14), count: 5, base: 9,
      sunrise: (5, 12), sunset: (21, 2))
    for index in days.indices { days[index].stepCount = index == 0 ? 6 : 8 }
    let forecast = Forecast(
      provider: .openWeatherMap, fetchedAt: hamburgNow.addingTimeInterval(-600),
      location: Location(latitude: 53.55, longitude: 9.99, timeZone: "Europe/Berlin"),
      timeZoneIdentifier: "Europe/Berlin", utcOffsetSeconds: 7200, hourlyStepHours: 3,
      current: current(hamburgNow, temperature: 15.1, code: 3), hours: hours, days: days)
    return PageInput(place: hamburg, forecast: forecast, freshness: .cached(age: 600))
  }

  /// Berlin at 00:30 on the night clocks go forward (02:00 → 03:00, 31 March 2024).
  static let berlinNow = local("Europe/Berlin", 2024, 3, 31, 0, 30)
  static var berlinDSTPage: PageInput {
    PageInput(
      place: berlin,
      forecast: forecast(
        berlin, now: berlinNow, firstDay: LocalDate(year: 2024, month: 3, day: 31), days: 7,
        hours: 48, base: 6, current: current(berlinNow, temperature: 7.4, code: 0, isDay: false)),
      freshness: .fresh)
  }

  /// A forecast with nothing but times and dates.
  static var missingPage: PageInput {
    let start = local("Asia/Seoul", 2024, 5, 14, 0)
    let forecast = Forecast(
      provider: .openMeteo, fetchedAt: seoulNow,
      location: Location(latitude: 37.57, longitude: 126.98),
      timeZoneIdentifier: "Asia/Seoul", hourlyStepHours: 1, current: nil,
      hours: (0..<48).map { HourlyItem(time: start.addingTimeInterval(TimeInterval($0 * 3600))) },
      days: (0..<10).map {
        DailyItem(date: shifted(LocalDate(year: 2024, month: 5, day: 14), by: $0))
      })
    return PageInput(place: seoul, forecast: forecast, freshness: .fresh)
  }

  /// Seoul's page, 38 minutes old after a failed refresh.
  static var stalePage: PageInput {
    PageInput(
      place: seoul, forecast: seoulForecast, freshness: .stale(age: 2280, reason: "offline"))
  }

  /// Settings at a width, with the fixture's clock.
  static func settings(
    _ width: Int, now: Date = seoulNow, color: Bool = false, palette: Palette = .dark,
    units: Units = Units(), ascii: Bool = false
  ) -> ViewSettings {
    ViewSettings(
      width: width, color: color, palette: palette, units: units, asciiGlyphs: ascii, now: now)
  }

  /// Fahrenheit, mph, inches and the 12-hour clock.
  static let imperial = Units(
    temperature: .fahrenheit, wind: .mph, precipitation: .inch, clock: .h12)

  /// Every page fixture with the instant it is rendered at.
  static var allPages: [(name: String, page: PageInput, now: Date)] {
    [
      ("seoul", seoulPage, seoulNow), ("newYork", newYorkPage, newYorkNow),
      ("tromso", tromsoPage, tromsoNow), ("kiritimati", kiritimatiPage, kiritimatiNow),
      ("hamburg", hamburgPage, hamburgNow), ("berlinDST", berlinDSTPage, berlinNow),
      ("missing", missingPage, seoulNow), ("stale", stalePage, seoulNow),
      ("loading", PageInput(place: seoul, forecast: nil, freshness: .loading), seoulNow),
      (
        "failed", PageInput(place: seoul, forecast: nil, freshness: .failed(reason: "timed out")),
        seoulNow
      ),
    ]
  }
}
