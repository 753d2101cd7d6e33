import Foundation
import JSON
import PlaceModel
import Views
import Weather

/// The `:rain` document: the outlook and the 15-minute steps ahead.
public enum RainJSON {
  /// The `--json` document: the outlook and the 15-minute steps ahead (null when the source
  /// has none).
  public static func document(place: Place, result: ForecastResult, settings: ViewSettings)
    -> [JSONWriter.Member]
  {
    let forecast = result.forecast
    let now = settings.now
    var outlook: [JSONWriter.Member] = []
    let state = RainOutlook.of(forecast, now: now)
    switch state {
    case .dry: outlook = [("state", .string("dry"))]
    case .unavailable: outlook = [("state", .string("unavailable"))]
    case .starting(let start, let stop):
      outlook = [
        ("state", .string("starting")), ("start", WeatherJSON.time(start, forecast)),
        ("stop", WeatherJSON.time(stop, forecast)),
      ]
    case .stopping(let stop):
      outlook = [
        ("state", .string("stopping")), ("stop", WeatherJSON.time(stop, forecast)),
        (
          "resume",
          WeatherJSON.time(RainOutlook.resumption(forecast, after: stop, now: now), forecast)
        ),
      ]
    case .continuing(let until):
      outlook = [("state", .string("continuing")), ("until", WeatherJSON.time(until, forecast))]
    }
    if state != .dry, state != .unavailable {
      // What falls: "rain" or "snow".
      outlook.append(("kind", .string(RainOutlook.kind(forecast, now: now).rawValue)))
    }
    let steps: JSONNode =
      forecast.quarterHours.map { steps in
        .array(
          steps.filter { $0.time > now }.prefix(8).map { step in
            .object([
              ("start", WeatherJSON.time(step.start, forecast)),
              ("end", WeatherJSON.time(step.time, forecast)),
              ("precipitation", WeatherJSON.precipitation(step.precipitation, settings.units)),
              (
                "kind",
                PrecipitationKind(precipitation: step.precipitation, snowfall: step.snowfall)
                  .map { .string($0.rawValue) } ?? .null
              ),
            ])
          })
      } ?? .null
    return [
      ("place", PlaceText.json(place)), ("units", WeatherJSON.units(settings.units)),
      ("outlook", .object(outlook)), ("steps", steps), ("source", WeatherJSON.source(result)),
    ]
  }
}
