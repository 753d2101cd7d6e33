import Foundation
import JSON
import PlaceModel
import Weather

/// The documents of `:list` and `:refresh`: each saved place with its weather or the error.
public enum ListJSON {
  /// The `:list` document of no saved places.
  public static let empty: [JSONWriter.Member] = [("places", .array([])), ("viewed", .null)]

  /// The `:list` document: the saved places in order with current and today's weather (or
  /// the error), which one is viewed (1-based), and "My Location" when it is not saved.
  public static func document(
    places: [Place], results: [Result<ForecastResult, WeatherError>], viewed: Int?,
    myLocation: Place?, units: Units, now: Date
  ) -> [JSONWriter.Member] {
    let entries = zip(places, results).enumerated().map { index, pair -> JSONNode in
      let (place, result) = pair
      var members: [JSONWriter.Member] = [
        ("index", .int(index + 1)), ("place", PlaceText.json(place)),
      ]
      switch result {
      case .success(let result):
        let forecast = result.forecast
        members.append(("current", WeatherJSON.current(forecast, units)))
        members.append(("today", WeatherJSON.days(forecast, count: 1, units, now: now)))
        members.append(("source", WeatherJSON.source(result)))
      case .failure(let error):
        members.append(("error", WeatherJSON.error(error)))
      }
      return .object(members)
    }
    return [
      ("places", .array(entries)), ("viewed", viewed.map { .int($0) } ?? .null),
      ("myLocation", myLocation.map { PlaceText.json($0) } ?? .null),
    ]
  }

  /// The `:refresh` document: each place refreshed with where its forecast came from, or the
  /// error; `stale` when any failed.
  public static func refreshed(
    _ outcomes: [(Place, Result<ForecastResult, WeatherError>)], stale: Bool
  ) -> [JSONWriter.Member] {
    let entries = outcomes.map { place, result -> JSONNode in
      switch result {
      case .success(let forecast):
        .object([("place", PlaceText.json(place)), ("source", WeatherJSON.source(forecast))])
      case .failure(let error):
        .object([("place", PlaceText.json(place)), ("error", WeatherJSON.error(error))])
      }
    }
    return [("places", .array(entries)), ("stale", .bool(stale))]
  }
}
