import Foundation
import JSON
import PlaceModel
import Weather

/// Air quality in `--json` documents: numbers or null, never 0 for missing.
public enum AirJSON {
  /// The `:air` document.
  public static func document(
    place: Place, result: AirQualityResult, scale: AQIScale, inEurope: Bool, now: Date
  ) -> [JSONWriter.Member] {
    let air = result.air
    let current = air.current
    let reading = air.reading(scale)
    let pollen: JSONNode =
      inEurope
      ? .object(
        AirQuality.pollenKinds.map { kind in (kind, WeatherJSON.number(current.pollen[kind])) })
      : .null
    let zone = air.timeZoneIdentifier.flatMap(TimeZone.init(identifier:)) ?? .gmt
    func time(_ date: Date?) -> JSONNode { WeatherJSON.localDateTime(date, zone) }
    let hours = air.hourlyReadings(scale, from: now).map { hour -> JSONNode in
      .object([("time", time(hour.time)), ("index", WeatherJSON.number(hour.reading?.value))])
    }
    return [
      ("place", PlaceText.json(place)),
      ("scale", .string(scale.rawValue)),
      ("index", WeatherJSON.number(reading?.value)),
      ("category", reading.map { .string($0.word) } ?? .null),
      ("subIndices", subIndices(reading)),
      ("pm2_5", WeatherJSON.number(current.pm25)),
      ("pm10", WeatherJSON.number(current.pm10)),
      ("ozone", WeatherJSON.number(current.ozone)),
      ("nitrogenDioxide", WeatherJSON.number(current.nitrogenDioxide)),
      ("sulphurDioxide", WeatherJSON.number(current.sulphurDioxide)),
      ("carbonMonoxide", WeatherJSON.number(current.carbonMonoxide)),
      ("concentrationUnit", .string("μg/m³")),
      ("pollen", pollen),
      ("hours", .array(Array(hours))),
      ("source", source(result)),
    ]
  }

  /// Each pollutant's sub-index and its category on a computed standard (Korea's grades for
  /// PM10 and PM2.5 among them), by the pollutant's Open-Meteo name; null on Open-Meteo's own
  /// indices.
  static func subIndices(_ reading: AirReading?) -> JSONNode {
    guard let reading, !reading.parts.isEmpty else { return .null }
    let words = reading.scale.categoryWords
    return .object(
      Pollutant.allCases.compactMap { pollutant in
        guard let value = reading.parts[pollutant], let category = reading.category(of: pollutant)
        else { return nil }
        return (
          pollutant.rawValue,
          .object([
            ("index", WeatherJSON.number(value.rounded())),
            ("category", .string(words[min(category, words.count - 1)])),
          ])
        )
      })
  }

  /// Where the values came from: fetched, cached or stale, with the age.
  public static func source(_ result: AirQualityResult) -> JSONNode {
    switch result.source {
    case .fetched: .object([("state", .string("fetched")), ("ageSeconds", .int(0))])
    case .cached(let age):
      .object([("state", .string("cached")), ("ageSeconds", .int(Int(age.rounded())))])
    case .stale(let age, let error):
      .object([
        ("state", .string("stale")), ("ageSeconds", .int(Int(age.rounded()))),
        ("error", .string(error.message)),
      ])
    }
  }

  /// The `air` member of `:now` and `:show` documents when an index is at hand.
  public static func summary(_ air: AirQuality?, scale: AQIScale) -> [JSONWriter.Member] {
    guard let reading = air?.reading(scale) else { return [] }
    return [
      (
        "air",
        .object([
          ("scale", .string(scale.rawValue)), ("index", WeatherJSON.number(reading.value)),
          ("category", .string(reading.word)),
        ])
      )
    ]
  }
}
