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
    let value = current.index(scale)
    let pollen: JSONNode =
      inEurope
      ? .object(
        AirQuality.pollenKinds.map { kind in (kind, WeatherJSON.number(current.pollen[kind])) })
      : .null
    let zone = air.timeZoneIdentifier.flatMap(TimeZone.init(identifier:)) ?? .gmt
    func time(_ date: Date?) -> JSONNode { WeatherJSON.localDateTime(date, zone) }
    let hours = air.hours.filter { ($0.time ?? .distantPast) > now.addingTimeInterval(-3600) }
      .prefix(24).map { sample -> JSONNode in
        .object([("time", time(sample.time)), ("index", WeatherJSON.number(sample.index(scale)))])
      }
    return [
      ("place", PlaceText.json(place)),
      ("scale", .string(scale.rawValue)),
      ("index", WeatherJSON.number(value)),
      ("category", value.map { .string(scale.category($0).word) } ?? .null),
      ("pm2_5", WeatherJSON.number(current.pm25)),
      ("pm10", WeatherJSON.number(current.pm10)),
      ("ozone", WeatherJSON.number(current.ozone)),
      ("nitrogenDioxide", WeatherJSON.number(current.nitrogenDioxide)),
      ("concentrationUnit", .string("μg/m³")),
      ("pollen", pollen),
      ("hours", .array(Array(hours))),
      ("source", source(result)),
    ]
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
    guard let air, let value = air.current.index(scale) else { return [] }
    return [
      (
        "air",
        .object([
          ("scale", .string(scale.rawValue)), ("index", WeatherJSON.number(value)),
          ("category", .string(scale.category(value).word)),
        ])
      )
    ]
  }
}
