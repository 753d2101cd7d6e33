import Foundation
import JSON
import Journal
import Locating
import PlaceModel
import Places
import ProfileStore
import Terminal
import TestSize
import Testing
import Views
import Weather

@testable import WeatherService

/// Random and boundary input for every decoder of outside data. Properties: nothing traps,
/// every number that gets through is inside its physical range, every rendering of a decoded
/// forecast (all views, several widths, both unit systems) holds no control or bidi character,
/// and every JSON written is valid. `WXSH_FUZZ_ITERATIONS=N` runs N documents per decoder.
@Suite(.size(.large)) struct DecoderFuzzTests {
  /// 2026-06-15 00:00 UTC.
  static let base = 1_781_481_600.0
  static let location = Location(latitude: 52.52, longitude: 13.41, timeZone: "Europe/Berlin")
  static let place = Place(
    id: 2_950_159, name: "Berlin", latitude: 52.52, longitude: 13.41, population: 3_426_354,
    countryCode: "DE", countryName: "Germany", regionName: "Land Berlin", regionCode: "16",
    timeZone: "Europe/Berlin")

  // MARK: Properties

  /// True for a scalar no rendering may contain.
  static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
    TerminalText.isSteering(scalar)
  }

  /// Renders every view of `forecast` and checks each line; returns the number of lines.
  @discardableResult
  static func checkRenderings(_ forecast: Forecast) -> Int {
    var lineCount = 0
    let page = PageInput(place: place, forecast: forecast, freshness: .fresh)
    let imperial = Units(temperature: .fahrenheit, wind: .mph, precipitation: .inch, clock: .h12)
    let now = forecast.current?.time ?? Date(timeIntervalSince1970: base + 43_200)
    for width in [40, 80, 133] {
      for units in [Units(), imperial] {
        let settings = ViewSettings(
          width: width, color: false, palette: .dark, units: units, asciiGlyphs: false, now: now)
        let views = [
          NowView.render(page, settings), HourlyView.render(page, settings),
          HourlyView.render(page, hours: 48, settings), DailyView.render(page, days: 16, settings),
          DetailsView.render(page, settings), PageView.render(page, settings),
          ListView.render(
            rows: [ListRow(index: 1, place: place, forecast: forecast, freshness: .fresh)],
            viewedIndex: 1, settings),
        ]
        for line in views.joined() {
          lineCount += 1
          if line.unicodeScalars.contains(where: isForbidden) {
            Issue.record("control or bidi character at width \(width): \(line.debugDescription)")
          }
          if line.contains("e+") || line.contains("nan") || line.contains("inf") {
            Issue.record("a raw huge number reached a view: \(line)")
          }
        }
      }
    }
    return lineCount
  }

  /// Every number of `forecast` is inside its physical range.
  static func checkRanges(_ forecast: Forecast) {
    func check(_ value: Double?, _ range: PhysicalRange, _ name: String) {
      if let value, !range.contains(value) { Issue.record("\(name) = \(value) got through") }
    }
    func checkTime(_ date: Date?, _ name: String) {
      check(date?.timeIntervalSince1970, .unixTime, name)
    }
    if let current = forecast.current {
      check(current.temperature, .temperature, "temperature")
      check(current.apparentTemperature, .temperature, "apparent")
      check(current.dewPoint, .temperature, "dew point")
      check(current.humidity, .humidity, "humidity")
      check(current.windSpeed, .windSpeed, "wind")
      check(current.windGusts, .windSpeed, "gusts")
      check(current.windDirection, .direction, "direction")
      check(current.pressure, .pressure, "pressure")
      check(current.precipitation, .precipitation, "precipitation")
      check(current.cloudCover, .percent, "clouds")
      check(current.uvIndex, .uvIndex, "uv")
      check(current.visibility, .visibility, "visibility")
      checkTime(current.time, "current time")
    }
    for hour in forecast.hours {
      checkTime(hour.time, "hour time")
      check(hour.temperature, .temperature, "hour temperature")
      check(hour.precipitationProbability, .percent, "hour probability")
      check(hour.precipitation, .precipitation, "hour precipitation")
      check(hour.windSpeed, .windSpeed, "hour wind")
      check(hour.pressure, .pressure, "hour pressure")
      check(hour.visibility, .visibility, "hour visibility")
      check(hour.uvIndex, .uvIndex, "hour uv")
    }
    for day in forecast.days {
      check(day.high, .temperature, "high")
      check(day.low, .temperature, "low")
      check(day.uvIndexMax, .uvIndex, "uv max")
      check(day.precipitationProbability, .percent, "day probability")
      checkTime(day.sunrise, "sunrise")
      checkTime(day.sunset, "sunset")
    }
    if let offset = forecast.utcOffsetSeconds {
      check(Double(offset), .utcOffset, "utc offset")
    }
  }

  /// Decoded forecasts also survive the cache: encode, decode, same checks.
  static func checkCacheRoundTrip(_ forecast: Forecast) {
    let bytes = ForecastCodec.encode(forecast)
    #expect((try? JSONSerialization.jsonObject(with: Data(bytes))) != nil, "cache JSON invalid")
    guard let reread = ForecastCodec.decode(bytes) else {
      Issue.record("a forecast wxsh wrote did not read back")
      return
    }
    checkRanges(reread)
  }

  // MARK: Open-Meteo

  static func openMeteoDocument(_ input: inout FuzzInput) -> String {
    let hours = input.chance(0.2) ? Int.random(in: 0...3, using: &input) : 30
    func length(_ input: inout FuzzInput) -> Int {
      input.chance(0.2) ? Int.random(in: 0...40, using: &input) : hours
    }
    var current: [String] = ["\"time\":\(input.unixTime(near: base))"]
    for name in OpenMeteoProvider.currentVariables where !input.chance(0.1) {
      current.append("\"\(name)\":\(input.number(plausible: -50...1100))")
    }
    var hourly = [
      "\"time\":"
        + input.array(length(&input)) { input in
          input.chance(0.9)
            ? "\(Int(base) + 3600 * Int.random(in: 0...48, using: &input))"
            : input.unixTime(near: base)
        }
    ]
    for name in OpenMeteoProvider.hourlyVariables where !input.chance(0.1) {
      hourly.append(
        "\"\(name)\":" + input.array(length(&input)) { $0.number(plausible: -50...1100) })
    }
    var daily = ["\"time\":" + input.array(3) { $0.unixTime(near: base) }]
    for name in OpenMeteoProvider.dailyVariables where !input.chance(0.1) {
      let cell: (inout FuzzInput) -> String =
        name == "sunrise" || name == "sunset"
        ? { $0.unixTime(near: base) } : { $0.number(plausible: -50...1100) }
      daily.append("\"\(name)\":" + input.array(Int.random(in: 0...4, using: &input), cell))
    }
    let zone = input.chance(0.5) ? "\"Europe/Berlin\"" : input.hostileString()
    var members = [
      "\"latitude\":\(input.chance(0.9) ? "52.52" : input.number(plausible: -90...90))",
      "\"longitude\":13.42", "\"generationtime_ms\":0.2",
      "\"utc_offset_seconds\":\(input.chance(0.8) ? "7200" : input.number(plausible: -1e5...1e5))",
      "\"timezone\":\(zone)", "\"timezone_abbreviation\":\"GMT+2\"", "\"elevation\":38.0",
      "\"current\":{\(current.joined(separator: ","))}",
      "\"hourly\":{\(hourly.joined(separator: ","))}",
      "\"daily\":{\(daily.joined(separator: ","))}",
    ]
    if input.chance(0.05) {
      members = ["\"error\":true", "\"reason\":\(input.hostileString())"]
    }
    return "{" + members.joined(separator: ",") + "}"
  }

  @Test func openMeteoAnswers() async {
    var input = FuzzInput(seed: 0x0E7E0)
    var decoded = 0
    for _ in 0..<FuzzInput.iterations(400) {
      // Hand the shared test threads to others between answers: deadline tests run meanwhile.
      await Task.yield()
      input.breaksSyntax = input.chance(0.2)
      let document = Self.openMeteoDocument(&input)
      do {
        let forecasts = try OpenMeteoProvider.forecasts(
          from: Array(document.utf8), locations: [Self.location],
          fetchedAt: Date(timeIntervalSince1970: Self.base))
        for forecast in forecasts {
          decoded += 1
          Self.checkRanges(forecast)
          Self.checkRenderings(forecast)
          Self.checkCacheRoundTrip(forecast)
        }
      } catch {
        #expect(!error.message.unicodeScalars.contains(where: Self.isForbidden))
        #expect(!error.message.contains("\n"))
      }
    }
    #expect(decoded > 0, "the generator never produced a readable answer")
  }

  // MARK: OpenWeatherMap

  static func owmMain(_ input: inout FuzzInput) -> String {
    let fields = ["temp", "feels_like", "pressure", "humidity", "temp_min", "temp_max"].map {
      "\"\($0)\":\(input.number(plausible: -40...1050))"
    }
    return "{" + fields.joined(separator: ",") + "}"
  }

  static func owmItem(_ input: inout FuzzInput) -> String {
    let id =
      input.chance(0.7)
      ? input.pick(["500", "800", "211", "804"]) : input.number(plausible: 0...999)
    let pod = input.chance(0.8) ? "\"d\"" : input.hostileString()
    return """
      {"dt":\(input.chance(0.9) ? "\(Int(base) + 10_800 * Int.random(in: 0...40, using: &input))" : input.unixTime(near: base)),\
      "main":\(owmMain(&input)),"weather":[{"id":\(id),"main":"Rain","description":\(input.hostileString()),"icon":"10d"}],\
      "clouds":{"all":\(input.number(plausible: 0...100))},\
      "wind":{"speed":\(input.number(plausible: 0...40)),"deg":\(input.number(plausible: 0...360)),"gust":\(input.number(plausible: 0...60))},\
      "visibility":\(input.number(plausible: 0...10_000)),"pop":\(input.number(plausible: 0...1)),\
      "rain":{"3h":\(input.number(plausible: 0...20))},"sys":{"pod":\(pod)},"dt_txt":"2026-06-15 12:00:00"}
      """
  }

  @Test func openWeatherMapAnswers() async {
    var input = FuzzInput(seed: 0x0A3A)
    var decoded = 0
    for _ in 0..<FuzzInput.iterations(400) {
      // Hand the shared test threads to others between answers: deadline tests run meanwhile.
      await Task.yield()
      input.breaksSyntax = input.chance(0.2)
      let current = """
        {"coord":{"lon":13.41,"lat":52.52},"weather":[{"id":\(input.number(plausible: 200...804)),"icon":"01d"}],\
        "main":\(Self.owmMain(&input)),"visibility":\(input.number(plausible: 0...10_000)),\
        "wind":{"speed":\(input.number(plausible: 0...40)),"deg":\(input.number(plausible: 0...360))},\
        "rain":{"1h":\(input.number(plausible: 0...20))},"clouds":{"all":\(input.number(plausible: 0...100))},\
        "dt":\(input.unixTime(near: Self.base)),"sys":{"sunrise":\(input.unixTime(near: Self.base)),"sunset":\(input.unixTime(near: Self.base))},\
        "timezone":\(input.number(plausible: -43_200...50_400)),"name":\(input.hostileString()),"cod":200}
        """
      let count = Int.random(in: 0...40, using: &input)
      var forecast = """
        {"cod":"200","message":0,"cnt":\(count),"list":\(input.array(count, Self.owmItem)),\
        "city":{"name":\(input.hostileString()),"timezone":\(input.number(plausible: -43_200...50_400)),\
        "sunrise":\(input.unixTime(near: Self.base)),"sunset":\(input.unixTime(near: Self.base))}}
        """
      if input.chance(0.05) {
        forecast =
          "{\"cod\":\(input.pick(["\"404\"", "401", "\"200\""])),\"message\":\(input.hostileString())}"
      }
      do {
        let result = try OpenWeatherMapProvider.forecast(
          currentBody: Array(current.utf8), forecastBody: Array(forecast.utf8),
          location: Self.location, fetchedAt: Date(timeIntervalSince1970: Self.base))
        decoded += 1
        Self.checkRanges(result)
        Self.checkRenderings(result)
        Self.checkCacheRoundTrip(result)
      } catch {
        #expect(!error.message.unicodeScalars.contains(where: Self.isForbidden))
      }
    }
    #expect(decoded > 0, "the generator never produced a readable answer")
  }

  // MARK: The forecast cache

  @Test func forecastCacheFiles() async {
    var input = FuzzInput(seed: 0xCAC4E)
    let reference = Self.base - 978_307_200
    for _ in 0..<FuzzInput.iterations(500) {
      // Hand the shared test threads to others between answers: deadline tests run meanwhile.
      await Task.yield()
      input.breaksSyntax = input.chance(0.2)
      let hours = Int.random(in: 0...30, using: &input)
      func column(_ count: Int, _ range: ClosedRange<Double>) -> String {
        input.array(input.chance(0.2) ? Int.random(in: 0...35, using: &input) : count) {
          $0.number(plausible: range)
        }
      }
      var hourColumns = [
        "\"time\":"
          + input.array(hours) { input in
            input.chance(0.9)
              ? "\(reference + Double(3600 * Int.random(in: 0...48, using: &input)))"
              : input.unixTime(near: reference)
          }
      ]
      for name in [
        "weatherCode", "isDay", "temperature", "apparentTemperature", "humidity", "dewPoint",
        "precipitationProbability", "precipitation", "windSpeed", "windDirection", "windGusts",
        "cloudCover", "pressure", "uvIndex", "visibility",
      ] {
        hourColumns.append("\"\(name)\":" + column(hours, -50...1100))
      }
      let days = Int.random(in: 0...5, using: &input)
      var dayColumns = [
        "\"date\":"
          + input.array(days) {
            $0.chance(0.9)
              ? "\"2026-06-\(15 + Int.random(in: 0...9, using: &$0))\"" : $0.hostileString()
          }
      ]
      for name in [
        "weatherCode", "stepCount", "sunrise", "sunset", "high", "low", "apparentHigh",
        "apparentLow", "precipitationSum", "precipitationProbability", "uvIndexMax",
        "windSpeedMax", "windGustsMax", "windDirectionDominant",
      ] {
        dayColumns.append("\"\(name)\":" + column(days, -50...1100))
      }
      let document = """
        {"version":2,"provider":"\(input.pick(["open-meteo", "openweathermap"]))",\
        "fetchedAt":\(input.chance(0.8) ? "\(reference)" : input.unixTime(near: reference)),\
        "location":{"latitude":\(input.number(plausible: -90...90)),"longitude":13.4,\
        "timeZone":\(input.chance(0.7) ? "\"Europe/Berlin\"" : input.hostileString()),\
        "geonameID":\(input.number(plausible: 1...1e7)),"name":\(input.hostileString())},\
        "timeZone":\(input.chance(0.7) ? "\"Europe/Berlin\"" : input.hostileString()),\
        "utcOffsetSeconds":\(input.number(plausible: -50_000...50_000)),\
        "hourlyStepHours":\(input.chance(0.7) ? input.pick(["1", "3"]) : input.number(plausible: 0...30)),\
        "current":{"time":\(input.unixTime(near: reference)),"weatherCode":\(input.number(plausible: 0...99)),\
        "isDay":\(input.number(plausible: 0...1)),"temperature":\(input.number(plausible: -50...50)),\
        "pressure":\(input.number(plausible: 900...1100)),"visibility":\(input.number(plausible: 0...50_000)),\
        "uvIndex":\(input.number(plausible: 0...12)),"windSpeed":\(input.number(plausible: 0...100))},\
        "hours":{\(hourColumns.joined(separator: ","))},"days":{\(dayColumns.joined(separator: ","))}}
        """
      guard let forecast = ForecastCodec.decode(Array(document.utf8)) else { continue }
      // The cache stores seconds since 2001; the checks read seconds since 1970 either way.
      Self.checkRanges(forecast)
      Self.checkRenderings(forecast)
      if let name = forecast.location.name {
        #expect(!name.unicodeScalars.contains(where: Self.isForbidden))
      }
    }
  }

  // MARK: The journal

  @Test func journalFiles() async {
    var input = FuzzInput(seed: 0x1A7)
    for _ in 0..<FuzzInput.iterations(1000) {
      // Hand the shared test threads to others between answers: deadline tests run meanwhile.
      await Task.yield()
      input.breaksSyntax = input.chance(0.2)
      let entries = input.array(Int.random(in: 0...6, using: &input)) { input in
        let id =
          input.chance(0.6)
          ? "\"\(String(UInt64.random(in: 0...UInt64.max, using: &input), radix: 16))\""
          : input.hostileString()
        let text = input.chance(0.6) ? "\"walk\\nin the rain\"" : input.hostileString()
        return """
          {"id":\(id),"created":{"utc":"2026-08-01T09:00:00Z","zone":\(input.hostileString())},\
          "text":\(text),"place":{"name":\(input.hostileString()),"latitude":\(input.number(plausible: -90...90)),\
          "longitude":\(input.number(plausible: -180...180)),"geonameId":\(input.number(plausible: 1...1e7))},\
          "weather":{"provider":"open-meteo","fetchedAt":"2026-08-01T09:00:00Z",\
          "conditionCode":\(input.number(plausible: 0...99)),"temperatureC":\(input.number(plausible: -40...45)),\
          "isDay":true}}
          """
      }
      let document = "{\"schemaVersion\":1,\"minReaderVersion\":1,\"entries\":\(entries)}"
      let journal: Journal?
      switch JournalCodec.decode(Array(document.utf8)) {
      case .current(let value), .migrated(let value, _): journal = value
      case .newer(let value, _, _): journal = value
      case .corrupt: journal = nil
      }
      guard let journal else { continue }
      for entry in journal.entries {
        #expect(entry.text.contains { !$0.isWhitespace })
        if let temperature = entry.weather?.temperatureC {
          #expect(PhysicalRange.temperature.contains(temperature))
        }
        if let latitude = entry.place?.latitude {
          #expect(PhysicalRange.latitude.contains(latitude))
        }
        let printable = UntrustedText(entry.text).printable
        #expect(!printable.unicodeScalars.contains(where: Self.isForbidden))
        let json = JSONNode.string(entry.text).encoded()
        #expect(!json.unicodeScalars.contains(where: Self.isForbidden))
        let parsed =
          try? JSONSerialization.jsonObject(
            with: Data(json.utf8), options: .fragmentsAllowed) as? String
        #expect(parsed == entry.text, "the JSON form does not read back")
      }
      let written = JournalCodec.encode(journal)
      #expect((try? JSONSerialization.jsonObject(with: Data(written))) != nil)
    }
  }

  // MARK: The profile

  @Test func profileFiles() async {
    var input = FuzzInput(seed: 0x9E0F)
    for _ in 0..<FuzzInput.iterations(1000) {
      // Hand the shared test threads to others between answers: deadline tests run meanwhile.
      await Task.yield()
      input.breaksSyntax = input.chance(0.2)
      let places = input.array(Int.random(in: 0...5, using: &input)) { input in
        """
        {"geonameId":\(input.chance(0.8) ? "\(Int.random(in: 1...9_999_999, using: &input))" : input.number(plausible: 1...1e7)),\
        "name":\(input.chance(0.5) ? "\"Berlin\"" : input.hostileString()),\
        "latitude":\(input.number(plausible: -90...90)),"longitude":\(input.number(plausible: -180...180)),\
        "timeZone":"Europe/Berlin"}
        """
      }
      let document = "{\"schemaVersion\":2,\"minReaderVersion\":1,\"places\":\(places)}"
      let profile: Profile?
      switch ProfileCodec.decode(Array(document.utf8)) {
      case .current(let value), .migrated(let value, _): profile = value
      case .newer(let value, _, _): profile = value
      case .corrupt(let reason):
        profile = nil
        #expect(!reason.contains("\n"))
      }
      for place in profile?.places ?? [] {
        #expect(PhysicalRange.latitude.contains(place.latitude))
        #expect(PhysicalRange.longitude.contains(place.longitude))
      }
    }
  }

  // MARK: GeoIP (decoding only; Locating is owned elsewhere)

  @Test func geoIPAnswers() async {
    var input = FuzzInput(seed: 0x6E01)
    for _ in 0..<FuzzInput.iterations(400) {
      // Hand the shared test threads to others between answers: deadline tests run meanwhile.
      await Task.yield()
      input.breaksSyntax = input.chance(0.2)
      let document: String
      if input.chance(0.2) {
        document = "{\"error\":true,\"reason\":\(input.hostileString())}"
      } else {
        document = """
          {"ip":"203.0.113.9","city":\(input.hostileString()),"country_code":\(input.hostileString()),\
          "timezone":\(input.hostileString()),"latitude":\(input.number(plausible: -90...90)),\
          "longitude":\(input.number(plausible: -180...180))}
          """
      }
      guard let answer = try? GeoIPAnswer.parse(Array(document.utf8)) else { continue }
      #expect(PhysicalRange.latitude.contains(answer.latitude))
      #expect(PhysicalRange.longitude.contains(answer.longitude))
      for text in [answer.city, answer.countryCode, answer.timeZone].compactMap({ $0 }) {
        let json = JSONNode.string(text).encoded()
        #expect(!json.unicodeScalars.contains(where: Self.isForbidden))
        #expect(!UntrustedText(text).printable.unicodeScalars.contains(where: Self.isForbidden))
      }
    }
  }
}
