import Foundation
import Places
import Views
import Weather
import WeatherService

extension Session {
  /// The weather service, created on first use (no networking starts before a fetch).
  public var weatherService: WeatherService {
    if let service = weatherServiceStorage { return service }
    let configuration = WeatherServiceConfiguration(
      environment: context.environment, provider: context.provider)
    let service = WeatherService(configuration: configuration)
    weatherServiceStorage = service
    return service
  }

  /// Shuts the HTTP client down if one was started; call once before exit.
  ///
  /// Waits at most 2 seconds: leaving must never hang on a connection that will not close.
  public func shutdown() async {
    guard let service = weatherServiceStorage else { return }
    let finished = AsyncStream<Void>.makeStream()
    Task.detached {
      await service.shutdown()
      finished.continuation.finish()
    }
    Task.detached {
      try? await Task.sleep(for: .seconds(2))
      finished.continuation.finish()
    }
    for await _ in finished.stream {}
  }

  /// The fetch policy for a normal view: the cache when fresh, never the network with
  /// `--offline`.
  var viewPolicy: FetchPolicy { context.offline ? .offline : .preferCache }

  /// The location the service fetches for a place.
  static func location(of place: Place) -> Location {
    Location(
      latitude: place.latitude, longitude: place.longitude,
      timeZone: place.timeZone.isEmpty ? nil : place.timeZone, geonameID: place.id,
      name: place.name)
  }

  /// Fetches the weather of `places` (one request for several with Open-Meteo), updating the
  /// model's pages; shows a progress line in a terminal while it waits.
  @discardableResult
  func load(_ places: [Place], policy: FetchPolicy, quietly: Bool = false) async
    -> [Result<ForecastResult, WeatherError>]
  {
    guard !places.isEmpty else { return [] }
    if !quietly {
      for place in places { viewModel.setState(.loading, for: place.id) }
    }
    let label = places.count == 1 ? places[0].name : "\(places.count) places"
    let progress =
      quietly
      ? ProgressLine.silent
      : ProgressLine.start("Fetching the weather for \(label)…", context: context)
    let results = zip(
      places,
      await weatherService.forecasts(for: places.map(Self.location(of:)), policy: policy)
    ).map { place, result in result.map { Self.inPlaceZone($0, place) } }
    await progress.stop()
    for (place, result) in zip(places, results) {
      switch result {
      case .success(let forecast): viewModel.setState(.loaded(forecast), for: place.id)
      case .failure(let error): viewModel.setState(.failed(error), for: place.id)
      }
    }
    return results
  }

  /// The forecast shown in the place's own named time zone from the gazetteer, which is right
  /// across daylight-saving changes even when a provider only gives a fixed offset.
  static func inPlaceZone(_ result: ForecastResult, _ place: Place) -> ForecastResult {
    guard !place.timeZone.isEmpty, TimeZone(identifier: place.timeZone) != nil else {
      return result
    }
    var result = result
    result.forecast.timeZoneIdentifier = place.timeZone
    return result
  }

  /// Loads one place's forecast; throws when there is no data at all, warns when it is stale.
  func forecast(for place: Place, policy: FetchPolicy) async throws -> (ForecastResult, [String]) {
    let result = await load([place], policy: policy).first ?? .failure(.cancelled)
    switch result {
    case .success(let forecast):
      return (forecast, Self.staleWarnings(forecast, place: place))
    case .failure(let error):
      throw ShellError.weather(error)
    }
  }

  /// `showing data from 14:02 (38 min ago): …` for stale data.
  static func staleWarnings(_ result: ForecastResult, place: Place) -> [String] {
    guard case .stale(let age, let error) = result.source else { return [] }
    let time = result.forecast.localDateTime(result.forecast.fetchedAt).suffix(5)
    return [
      "\(place.name): showing the forecast from \(time) (\(ForecastResult.describeAge(age))); "
        + error.message
    ]
  }

  /// How views render here: width, colour, palette, units, glyphs, the time now.
  func viewSettings(now: Date = Date()) -> ViewSettings {
    let theme = profileStore.profile.theme.rawValue
    let palette = Palette.resolve(theme: theme, environment: context.environment)
    return ViewSettings(
      width: context.terminal.width, color: context.styler.enabled && palette != .none,
      palette: palette, units: units,
      asciiGlyphs: !context.terminal.unicodeEnabled
        || ViewSettings.wantsASCII(environment: context.environment),
      now: now)
  }

  /// The views' input for a page of the model.
  static func pageInput(_ page: WeatherViewModel.Page) -> PageInput {
    switch page.state {
    case .idle:
      return PageInput(place: page.place, forecast: nil, freshness: .loading)
    case .loading:
      return PageInput(place: page.place, forecast: nil, freshness: .loading)
    case .failed(let error):
      return PageInput(place: page.place, forecast: nil, freshness: .failed(reason: error.message))
    case .loaded(let result):
      let freshness: Freshness
      switch result.source {
      case .fetched: freshness = .fresh
      case .cached(let age): freshness = .cached(age: age)
      case .stale(let age, let error): freshness = .stale(age: age, reason: error.message)
      }
      return PageInput(place: page.place, forecast: result.forecast, freshness: freshness)
    }
  }
}
