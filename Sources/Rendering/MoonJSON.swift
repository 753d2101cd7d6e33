import Foundation
import JSON
import PlaceModel
import Views
import Weather

/// The `:moon` document: phase, illumination, age and the times in the place's zone.
public enum MoonJSON {
  /// The `--json` document.
  public static func document(_ report: Moon.Report, place: Place, zone: TimeZone) -> [JSONWriter
    .Member]
  {
    let date = LocalDate(report.moment, in: zone)
    return [
      ("place", PlaceText.json(place)),
      ("date", .string(String(format: "%04d-%02d-%02d", date.year, date.month, date.day))),
      ("phase", .string(report.phaseName.key)),
      ("phaseName", .string(report.phaseName.rawValue)),
      ("illumination", .double((report.illumination * 1000).rounded() / 10)),
      ("ageDays", .double((report.age * 10).rounded() / 10)),
      ("waxing", .bool(report.waxing)),
      ("moonrise", WeatherJSON.localDateTime(report.rise, zone)),
      ("moonset", WeatherJSON.localDateTime(report.set, zone)),
      ("nextNewMoon", WeatherJSON.localDateTime(report.nextNew, zone)),
      ("nextFullMoon", WeatherJSON.localDateTime(report.nextFull, zone)),
    ]
  }
}
