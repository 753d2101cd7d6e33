import Foundation
import Journal
import Places
import Weather
import WeatherService

extension Session {
  /// The journal, opened on first use from `$XDG_DATA_HOME/wxsh/journal.json`.
  var journalStore: JournalStore {
    if let store = journalHolder.store { return store }
    let store = JournalStore(environment: context.environment)
    journalHolder.store = store
    return store
  }

  /// Warnings the journal gathered (corrupt file moved aside, read-only…), as output lines.
  func journalNotices() -> [String] {
    journalStore.takeNotices().map(\.message)
  }

  /// Runs a journal change; turns failures into a `ShellError`.
  @discardableResult
  func saveJournal<Value>(
    _ change: (JournalStore) throws(JournalError) -> Value
  ) throws(ShellError) -> Value {
    do {
      return try change(journalStore)
    } catch {
      throw .journal(error)
    }
  }

  /// A snapshot of the place being viewed, for a new entry.
  func journalPlace() -> JournalPlace? {
    guard let place = viewedPlace else { return nil }
    return JournalPlace(
      geonameID: place.id, name: place.name, region: place.regionName ?? "",
      countryCode: place.countryCode, countryName: place.countryName,
      latitude: place.latitude, longitude: place.longitude, timeZone: place.timeZone)
  }

  /// How long a new entry waits for the weather, in seconds (`WXSH_JOURNAL_WEATHER_TIMEOUT`).
  var journalWeatherDeadline: Double {
    context.environment["WXSH_JOURNAL_WEATHER_TIMEOUT"].flatMap(Double.init).map {
      min(max($0, 0.1), 30)
    } ?? 4
  }

  /// The weather at the viewed place now: the cached forecast when fresh, otherwise one fetch
  /// with a short deadline; nil and a one-line reason when there is none.
  func journalWeather() async -> (JournalWeather?, warning: String?) {
    guard let place = viewedPlace else { return (nil, nil) }
    let location = Self.location(of: place)
    let service = weatherService
    let policy: FetchPolicy = context.offline ? .offline : .preferCache
    let deadline = journalWeatherDeadline
    let fetch = Task { await service.forecasts(for: [location], policy: policy).first }
    let timer = Task {
      try? await Task.sleep(for: .milliseconds(Int(deadline * 1000)))
      if !Task.isCancelled { fetch.cancel() }
    }
    let result = await fetch.value
    timer.cancel()
    let missing = "\(place.name): the entry was saved without weather"
    switch result {
    case .success(let forecast):
      if case .stale = forecast.source {
        return (nil, "\(missing) (only an old forecast could be had)")
      }
      if context.offline, case .cached(let age) = forecast.source, age > 3600 {
        return (nil, "\(missing) (the cached forecast is too old and --offline never fetches)")
      }
      guard let current = forecast.forecast.current, let code = current.weatherCode,
        let temperature = current.temperature
      else {
        return (nil, "\(missing) (the forecast has no current conditions)")
      }
      return (
        JournalWeather(
          provider: forecast.forecast.provider.rawValue,
          fetchedAt: Int64(forecast.forecast.fetchedAt.timeIntervalSince1970),
          conditionCode: code, temperatureC: temperature, isDay: current.isDay),
        nil
      )
    case .failure(.cancelled), nil:
      return (nil, "\(missing) (no answer within \(Self.seconds(deadline)))")
    case .failure(let error):
      return (nil, "\(missing) (\(error.message))")
    }
  }

  /// `4 s` or `0.5 s`.
  static func seconds(_ value: Double) -> String {
    value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
  }
}
