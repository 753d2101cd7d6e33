import Foundation

/// Answers `/data/2.5/weather` and `/data/2.5/forecast` the way OpenWeatherMap does.
enum OpenWeatherMapStub {
  /// The 401 body for a missing or bad key (note `cod` is a number here).
  static let invalidKey = StubResponse.json(
    401,
    #"{"cod":401, "message": "Invalid API key. Please see https://openweathermap.org/faq#error401 for more info."}"#
  )

  /// Builds the answer for `endpoint` (`weather` or `forecast`) at `now`.
  static func respond(endpoint: String, query: [String: String], now: Double, mode: String?)
    -> StubResponse
  {
    guard let key = query["appid"], !key.isEmpty, !key.hasPrefix("invalid") else {
      return invalidKey
    }
    guard let latitude = query["lat"].flatMap(Double.init), (-90...90).contains(latitude) else {
      return .json(400, #"{"cod":"400","message":"wrong latitude"}"#)
    }
    guard let longitude = query["lon"].flatMap(Double.init), (-180...180).contains(longitude)
    else {
      return .json(400, #"{"cod":"400","message":"wrong longitude"}"#)
    }
    let units = query["units"] ?? "standard"
    let zone = ZoneLookup.zone(latitude: latitude, longitude: longitude)
    let place = Place(
      latitude: latitude, longitude: longitude, zone: zone, now: now, units: units, mode: mode)
    return .json(200, endpoint == "weather" ? place.current() : place.forecast())
  }

  /// The WMO code's nearest OpenWeatherMap id and icon stem.
  static func owm(_ code: Int) -> (Int, String, String, String) {
    switch code {
    case 0: (800, "Clear", "clear sky", "01")
    case 1: (801, "Clouds", "few clouds", "02")
    case 2: (802, "Clouds", "scattered clouds", "03")
    case 3: (804, "Clouds", "overcast clouds", "04")
    case 45: (741, "Fog", "fog", "50")
    case 51: (300, "Drizzle", "light intensity drizzle", "09")
    case 61: (500, "Rain", "light rain", "10")
    case 63: (501, "Rain", "moderate rain", "10")
    case 80: (520, "Rain", "light intensity shower rain", "09")
    case 71, 85: (600, "Snow", "light snow", "13")
    case 95: (200, "Thunderstorm", "thunderstorm with light rain", "11")
    default: (803, "Clouds", "broken clouds", "04")
    }
  }

  /// One place's answers.
  struct Place {
    let latitude: Double
    let longitude: Double
    let zone: TimeZone
    let now: Double
    let units: String
    let mode: String?

    var weather: SyntheticWeather {
      SyntheticWeather(latitude: latitude, longitude: longitude, zone: zone)
    }
    var offset: Int { zone.secondsFromGMT(for: Date(timeIntervalSince1970: now)) }

    func temperature(_ celsius: Double) -> String {
      switch units {
      case "metric": JSONText.number(celsius, decimals: 2)
      case "imperial": JSONText.number(celsius * 9 / 5 + 32, decimals: 2)
      default: JSONText.number(celsius + 273.15, decimals: 2)
      }
    }

    func speed(_ kmh: Double) -> String {
      units == "imperial"
        ? JSONText.number(kmh / 1.609344, decimals: 2) : JSONText.number(kmh / 3.6, decimals: 2)
    }

    var sunTimes: (Int, Int) {
      let local = now + Double(zone.secondsFromGMT(for: Date(timeIntervalSince1970: now)))
      let midnight = (local / 86400).rounded(.down) * 86400 - Double(offset)
      return (
        Int(midnight + weather.sunriseHour * 3600), Int(midnight + weather.sunsetHour * 3600)
      )
    }

    func conditions(_ sample: SyntheticWeather.Sample) -> String {
      let (id, main, description, icon) = OpenWeatherMapStub.owm(sample.weatherCode)
      var entries = [
        JSONText.object([
          ("id", String(id)), ("main", JSONText.string(main)),
          ("description", JSONText.string(description)),
          ("icon", JSONText.string(icon + (sample.isDay ? "d" : "n"))),
        ])
      ]
      if sample.weatherCode == 45 {
        entries.append(
          JSONText.object([
            ("id", "701"), ("main", "\"Mist\""), ("description", "\"mist\""),
            ("icon", "\"50d\""),
          ]))
      }
      return JSONText.array(entries)
    }

    func main(_ sample: SyntheticWeather.Sample, forecast: Bool) -> String {
      var members: [(String, String)] = [
        ("temp", mode == "nulls" ? "null" : temperature(sample.temperature)),
        ("feels_like", temperature(sample.apparentTemperature)),
        ("temp_min", temperature(sample.temperature - 0.8)),
        ("temp_max", temperature(sample.temperature + 0.9)),
        ("pressure", JSONText.number(sample.pressure, decimals: 0)),
      ]
      if forecast { members.append(("sea_level", JSONText.number(sample.pressure, decimals: 0))) }
      members.append(("humidity", JSONText.number(sample.humidity, decimals: 0)))
      if forecast { members.append(("temp_kf", "-1.11")) }
      return JSONText.object(members)
    }

    func wind(_ sample: SyntheticWeather.Sample) -> String {
      var members = [
        ("speed", mode == "wrong-types" ? "\"fast\"" : speed(sample.windSpeed)),
        ("deg", JSONText.number(sample.windDirection, decimals: 0)),
      ]
      if mode != "nulls" { members.append(("gust", speed(sample.windGusts))) }
      return JSONText.object(members)
    }

    func current() -> String {
      let sample = weather.sample(now)
      let (sunrise, sunset) = sunTimes
      var members: [(String, String)] = [
        (
          "coord",
          JSONText.object([
            ("lon", JSONText.number(longitude, decimals: 4)),
            ("lat", JSONText.number(latitude, decimals: 4)),
          ])
        ),
        ("weather", conditions(sample)), ("base", "\"stations\""),
        ("main", main(sample, forecast: false)),
      ]
      if mode != "nulls" {
        members.append(("visibility", JSONText.number(min(10000, sample.visibility), decimals: 0)))
      }
      members.append(("wind", wind(sample)))
      if sample.precipitation > 0 {
        let key = sample.weatherCode == 71 || sample.weatherCode == 85 ? "snow" : "rain"
        members.append(
          (key, JSONText.object([("1h", JSONText.number(sample.precipitation / 3, decimals: 2))])))
      }
      members += [
        ("clouds", JSONText.object([("all", JSONText.number(sample.cloudCover, decimals: 0))])),
        ("dt", String(Int(now))),
        (
          "sys",
          JSONText.object([
            ("type", "2"), ("id", "2075663"), ("country", "\"XX\""), ("sunrise", String(sunrise)),
            ("sunset", String(sunset)),
          ])
        ),
        ("timezone", String(offset)), ("id", "3163858"), ("name", "\"Stub City\""),
        ("cod", "200"),
      ]
      return JSONText.object(members)
    }

    func forecast() -> String {
      let first = ((now / 10800).rounded(.down) + 1) * 10800
      let formatter = DateFormatter()
      formatter.locale = Locale(identifier: "en_US_POSIX")
      formatter.timeZone = TimeZone(secondsFromGMT: 0)
      formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
      var items: [String] = []
      for step in 0..<40 {
        let time = first + Double(step) * 10800
        let sample = weather.sample(time)
        var members: [(String, String)] = [
          ("dt", String(Int(time))), ("main", main(sample, forecast: true)),
          ("weather", conditions(sample)),
          ("clouds", JSONText.object([("all", JSONText.number(sample.cloudCover, decimals: 0))])),
          ("wind", wind(sample)),
          ("visibility", JSONText.number(min(10000, sample.visibility), decimals: 0)),
          ("pop", JSONText.number(sample.precipitationProbability / 100, decimals: 2)),
        ]
        if sample.precipitation > 0 {
          let key = sample.weatherCode == 71 || sample.weatherCode == 85 ? "snow" : "rain"
          members.append(
            (key, JSONText.object([("3h", JSONText.number(sample.precipitation, decimals: 2))])))
        }
        members += [
          ("sys", JSONText.object([("pod", sample.isDay ? "\"d\"" : "\"n\"")])),
          ("dt_txt", JSONText.string(formatter.string(from: Date(timeIntervalSince1970: time)))),
        ]
        items.append(JSONText.object(members))
      }
      let (sunrise, sunset) = sunTimes
      let city = JSONText.object([
        ("id", "3163858"), ("name", "\"Stub City\""),
        (
          "coord",
          JSONText.object([
            ("lat", JSONText.number(latitude, decimals: 4)),
            ("lon", JSONText.number(longitude, decimals: 4)),
          ])
        ),
        ("country", "\"XX\""), ("population", "4593"), ("timezone", String(offset)),
        ("sunrise", String(sunrise)), ("sunset", String(sunset)),
      ])
      return JSONText.object([
        ("cod", "\"200\""), ("message", "0"), ("cnt", "40"), ("list", JSONText.array(items)),
        ("city", city),
      ])
    }
  }
}
