import Catalog
import Clients
import FetchModel
import Foundation
import PlaceModel
import Places
import Views
import Weather

/// Loads forecasts into the view model: in the foreground with a progress line, or in the
/// background, announcing what changed when asked.
@MainActor
final class WeatherLoader {
  /// Where forecasts come from.
  let forecasts: ForecastClient
  /// The model the loaded pages go into.
  let viewModel: WeatherViewModel
  /// `--offline`: never the network.
  let offline: Bool
  /// Places whose forecast is being refreshed in the background.
  private(set) var backgroundIDs = Set<Int>()
  /// Places whose background refresh has finished but is not announced yet.
  private var finishedIDs = Set<Int>()

  /// Creates a loader.
  init(forecasts: ForecastClient, viewModel: WeatherViewModel, offline: Bool) {
    self.forecasts = forecasts
    self.viewModel = viewModel
    self.offline = offline
  }

  /// The fetch policy for a normal view: the cache when fresh, never the network offline.
  var viewPolicy: FetchPolicy { offline ? .offline : .preferCache }

  /// The location the service fetches for a place.
  static func location(of place: Place) -> Location {
    Location(
      latitude: place.latitude, longitude: place.longitude,
      timeZone: place.timeZone.isEmpty ? nil : place.timeZone,
      geonameID: place.id > 0 ? place.id : nil,
      name: place.name)
  }

  /// Fetches the weather of `places` (one request for several with Open-Meteo), updating the
  /// model's pages (and their rows); `progress` shows a line while it waits.
  @discardableResult
  func load(_ places: [Place], policy: FetchPolicy, progress: ProgressLine = .silent) async
    -> [Result<ForecastResult, WeatherError>]
  {
    guard !places.isEmpty else { return [] }
    if !progress.isSilent {
      viewModel.setStates(places.map { (id: $0.id, state: WeatherViewModel.LoadState.loading) })
    }
    let results = zip(
      places, await forecasts.forecasts(places.map(Self.location(of:)), policy)
    ).map { place, result in result.map { Self.inPlaceZone($0, place) } }
    await progress.stop()
    viewModel.setStates(
      zip(places, results).map { place, result in (id: place.id, state: Self.state(result)) })
    // A whole forecast is also the freshest row; a failure leaves the row as it was.
    var rows: [(id: Int, state: WeatherViewModel.LoadState)] = []
    for (place, result) in zip(places, results) {
      if case .success(let forecast) = result {
        rows.append((id: place.id, state: .loaded(forecast)))
      }
    }
    viewModel.setSummaries(rows)
    return results
  }

  /// Fetches what the `:list` rows of `places` show (current conditions and today, not whole
  /// forecasts: a few requests for thousands of places with Open-Meteo), updating the rows in
  /// the model; the pages keep their whole forecasts.
  @discardableResult
  func loadSummaries(_ places: [Place], policy: FetchPolicy, progress: ProgressLine = .silent)
    async -> [Result<ForecastResult, WeatherError>]
  {
    guard !places.isEmpty else { return [] }
    if !progress.isSilent {
      viewModel.setSummaries(places.map { (id: $0.id, state: WeatherViewModel.LoadState.loading) })
    }
    let results = zip(
      places, await forecasts.summaries(places.map(Self.location(of:)), policy)
    ).map { place, result in result.map { Self.inPlaceZone($0, place) } }
    await progress.stop()
    viewModel.setSummaries(
      zip(places, results).map { place, result in (id: place.id, state: Self.state(result)) })
    return results
  }

  /// The model's state for a result.
  private static func state(_ result: Result<ForecastResult, WeatherError>)
    -> WeatherViewModel.LoadState
  {
    switch result {
    case .success(let forecast): .loaded(forecast)
    case .failure(let error): .failed(error)
    }
  }

  /// The forecast shown in the place's own named time zone from the gazetteer, which is right
  /// across daylight-saving changes even when a provider only gives a fixed offset.
  static func inPlaceZone(_ result: ForecastResult, _ place: Place) -> ForecastResult {
    guard !place.timeZone.isEmpty, isKnownZone(place.timeZone) else { return result }
    var result = result
    result.forecast.timeZoneIdentifier = place.timeZone
    return result
  }

  /// Whether this system knows the zone `identifier`, looked up once per identifier (a list
  /// of 10,000 places has a few hundred zones).
  static func isKnownZone(_ identifier: String) -> Bool {
    if let known = knownZones.with({ $0[identifier] }) { return known }
    let known = TimeZone(identifier: identifier) != nil
    knownZones.with { $0[identifier] = known }
    return known
  }

  private static let knownZones = MutexBox<[String: Bool]>([:])

  /// Loads one place's forecast; throws when there is no data at all, warns when it is stale.
  func forecast(for place: Place, policy: FetchPolicy, progress: ProgressLine)
    async throws(ShellError) -> (ForecastResult, [String])
  {
    let result =
      await load([place], policy: policy, progress: progress).first ?? .failure(.cancelled)
    switch result {
    case .success(let forecast):
      return (forecast, Self.staleWarnings(forecast, place: place))
    case .failure(let error):
      throw .weather(error)
    }
  }

  /// `showing data from 14:02 (38 min ago): …` for stale data.
  static func staleWarnings(_ result: ForecastResult, place: Place) -> [String] {
    guard case .stale(let age, let error) = result.source else { return [] }
    let time = result.forecast.localDateTime(result.forecast.fetchedAt).suffix(5)
    return [
      say(
        .weatherStale(
          place: PlaceLabels.displayName(place), time: String(time),
          age: ForecastResult.describeAge(age), reason: error.message))
    ]
  }

  /// The cached forecast for a place, in its zone, whatever its age.
  func cached(_ place: Place) -> ForecastResult? {
    forecasts.cached(Self.location(of: place)).map { Self.inPlaceZone($0, place) }
  }

  /// True when a cached forecast is old enough to fetch again.
  func isExpired(_ result: ForecastResult) -> Bool { result.age >= forecasts.freshness }

  /// Shows an expired cached forecast at once and fetches the new one in the background;
  /// returns the cached result when it did so (the interactive shell never waits).
  func showCachedAndRefresh(_ place: Place) -> ForecastResult? {
    guard !offline, let cached = cached(place), isExpired(cached) else { return nil }
    viewModel.setState(.loaded(cached), for: place.id)
    refreshInBackground(place, policy: .refresh)
    return cached
  }

  /// Fetches a place's forecast without waiting for it; `takeFinished` reports it.
  func refreshInBackground(_ place: Place, policy: FetchPolicy) {
    backgroundIDs.insert(place.id)
    Task { @MainActor in
      _ = await self.load([place], policy: policy)
      self.backgroundIDs.remove(place.id)
      self.finishedIDs.insert(place.id)
    }
  }

  /// The pages whose background fetch finished since the last call.
  func takeFinished() -> [WeatherViewModel.Page] {
    let finished = finishedIDs.sorted()
    finishedIDs.removeAll()
    return finished.compactMap { viewModel.page(id: $0) }
  }
}
