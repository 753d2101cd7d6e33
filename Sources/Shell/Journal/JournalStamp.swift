import Catalog
import Clients
import Foundation
import Journal
import Places
import Views
import Weather

/// What a new journal entry is stamped with: the place being viewed and its weather now.
@MainActor
enum JournalStamp {
  /// A snapshot of the place being viewed.
  static func place(_ context: CommandContext) -> JournalPlace? {
    guard let place = context.viewedPlace else { return nil }
    // A place under the user's own name is stamped with it, the real name taking the region's
    // place: `Home, Seoul, KR`.
    let region = place.customName != nil ? place.name : place.regionName ?? ""
    return JournalPlace(
      geonameID: place.id > 0 ? place.id : nil, name: place.customName ?? place.name,
      region: region,
      countryCode: place.countryCode, countryName: place.countryName,
      latitude: place.latitude, longitude: place.longitude, timeZone: place.timeZone)
  }

  /// The weather at the viewed place now: the cached forecast when fresh, otherwise one fetch
  /// with a short deadline; nil and a one-line reason when there is none.
  static func weather(_ context: CommandContext) async -> (JournalWeather?, warning: String?) {
    guard let place = context.viewedPlace else { return (nil, nil) }
    let location = WeatherLoader.location(of: place)
    let client = context.dependencies.forecasts
    let offline = context.options.offline
    let policy = context.weather.viewPolicy
    let deadline = context.options.journalWeatherDeadline
    let result = await Bounded.start(within: deadline) {
      await client.forecasts([location], policy).first
    }.value
    switch result {
    case .success(let forecast):
      if case .stale = forecast.source {
        return (nil, say(.stampOldForecast(place: PlaceLabels.displayName(place))))
      }
      if offline, case .cached(let age) = forecast.source, age > 3600 {
        return (nil, say(.stampTooOldOffline(place: PlaceLabels.displayName(place))))
      }
      guard let current = forecast.forecast.current, let code = current.weatherCode,
        let temperature = current.temperature
      else {
        return (nil, say(.stampNoCurrent(place: PlaceLabels.displayName(place))))
      }
      return (
        JournalWeather(
          provider: forecast.forecast.provider.rawValue,
          fetchedAt: Int64(forecast.forecast.fetchedAt.timeIntervalSince1970),
          conditionCode: code, temperatureC: temperature, isDay: current.isDay),
        nil
      )
    case .failure(.cancelled), nil:
      return (
        nil,
        say(.stampNoAnswer(place: PlaceLabels.displayName(place), seconds: seconds(deadline)))
      )
    case .failure(let error):
      return (
        nil, say(.stampFailed(place: PlaceLabels.displayName(place), reason: error.message))
      )
    }
  }

  /// `4 s` or `0.5 s`.
  static func seconds(_ value: Double) -> String {
    value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
  }
}
