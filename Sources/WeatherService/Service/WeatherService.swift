import FetchModel
import Foundation
import HTTP
import Weather

/// Gets forecasts for locations from Open-Meteo or OpenWeatherMap, through the on-disk cache.
///
/// Make one per process from a ``WeatherServiceConfiguration`` and call ``shutdown()`` before
/// exiting. Cancelling the calling task (Ctrl-C) cancels the request in flight.
///
///     let service = WeatherService(configuration: .init(environment: environment))
///     let result = try await service.forecast(for: location)
///     await service.shutdown()
public final class WeatherService: Sendable {
  /// The configuration in force.
  public let configuration: WeatherServiceConfiguration
  /// The cache, when a cache directory is configured.
  public let cache: ForecastCache?
  private let fetcher: HTTPFetcher
  private let now: @Sendable () -> Date

  /// Creates the service; no connection is made until the first fetch.
  ///
  /// - Parameters:
  ///   - now: the clock, for the cache's freshness and ages.
  ///   - httpClock: the HTTP layer's clock, for retry waits and `Retry-After` dates.
  public init(
    configuration: WeatherServiceConfiguration, now: @escaping @Sendable () -> Date = { Date() },
    httpClock: any HTTPClock = SystemHTTPClock()
  ) {
    self.configuration = configuration
    self.cache = configuration.cacheDirectory.map(ForecastCache.init(directory:))
    self.fetcher = HTTPFetcher(policy: configuration.http, clock: httpClock)
    self.now = now
  }

  /// Whether a request was sent, so ``shutdown()`` has a client to close.
  public var madeClient: Bool { fetcher.madeClient }

  /// Shuts the HTTP client down. Call once before the process exits; later fetches fail.
  nonisolated(nonsending) public func shutdown() async {
    await fetcher.shutdown()
  }

  /// The forecast for one location under `policy`.
  ///
  /// - Throws: the fetch's ``WeatherError`` when there is no cached forecast to fall back to.
  public func forecast(
    for location: Location, policy: FetchPolicy = .preferCache, provider: WeatherProvider? = nil
  ) async throws(WeatherError) -> ForecastResult {
    let results = await forecasts(for: [location], policy: policy, provider: provider)
    guard let first = results.first else { throw .cancelled }
    return try first.get()
  }

  /// Forecasts for several locations, in order; Open-Meteo fetches many in one request.
  ///
  /// Each location falls back to its own cached forecast when the fetch fails.
  public func forecasts(
    for locations: [Location], policy: FetchPolicy = .preferCache,
    provider: WeatherProvider? = nil
  ) async -> [Result<ForecastResult, WeatherError>] {
    let provider = provider ?? configuration.provider
    return await throughCache(
      locations, provider: provider, policy: policy,
      load: { self.cache?.load(provider: provider, location: $0) },
      fetch: { await self.fetch($0, provider: provider, summary: false) },
      store: { forecasts in for forecast in forecasts { try? self.cache?.store(forecast) } })
  }

  /// What one `:list` row shows of several locations, in order: current conditions, the
  /// 15-minute steps and today's range (see ``Forecast/summary()``), never a whole forecast.
  ///
  /// The summaries are read from and written to their own cache files, so a whole forecast
  /// is still fetched when a place's page is viewed. Open-Meteo answers a summary in about a
  /// twentieth of a forecast's bytes, so a thousand places take a few requests; OpenWeatherMap
  /// has no call for several places, so each is one forecast fetch, cached whole.
  public func summaries(
    for locations: [Location], policy: FetchPolicy = .preferCache,
    provider: WeatherProvider? = nil
  ) async -> [Result<ForecastResult, WeatherError>] {
    let provider = provider ?? configuration.provider
    return await throughCache(
      locations, provider: provider, policy: policy,
      load: { self.cache?.loadSummary(provider: provider, location: $0) },
      fetch: { await self.fetch($0, provider: provider, summary: true) },
      store: { fetched in
        switch provider {
        case .openMeteo:
          self.cache?.storeSummaries(fetched)
        case .openWeatherMap:
          for forecast in fetched { try? self.cache?.store(forecast) }
        }
      },
      shown: { $0.summary() })
  }

  /// The cache rules around a fetch of several locations: cached copies `load`ed and used
  /// when the policy allows, the rest fetched together and `store`d, each failure covered by
  /// its own cached copy when there is one; `shown` is what a fetched forecast answers with.
  private func throughCache(
    _ locations: [Location], provider: WeatherProvider, policy: FetchPolicy,
    load: @escaping @Sendable (Location) -> Forecast?,
    fetch: ([Location]) async -> [Result<Forecast, WeatherError>],
    store: ([Forecast]) -> Void, shown: (Forecast) -> Forecast = { $0 }
  ) async -> [Result<ForecastResult, WeatherError>] {
    let rules = CachedFetch(policy: policy, freshness: configuration.freshness)
    let time = now()
    var results = [Result<ForecastResult, WeatherError>?](repeating: nil, count: locations.count)
    let cached = Self.loadAll(locations, load)
    var pending: [Int] = []
    for index in locations.indices {
      let stored = cached[index]
      switch rules.plan(cachedAt: stored?.fetchedAt, now: time) {
      case .useCached(let age):
        if let stored {
          results[index] = .success(ForecastResult(forecast: stored, source: .cached(age: age)))
        }
      case .nothingCached:
        results[index] = .failure(.notCached(provider))
      case .fetch:
        pending.append(index)
      }
    }
    if !pending.isEmpty {
      let fetched = await fetch(pending.map { locations[$0] })
      store(fetched.compactMap { try? $0.get() })
      for (offset, index) in pending.enumerated() {
        switch fetched[offset] {
        case .success(let forecast):
          results[index] = .success(ForecastResult(forecast: shown(forecast), source: .fetched))
        case .failure(let error):
          if let stored = cached[index],
            let age = rules.fallbackAge(
              cachedAt: stored.fetchedAt, now: now(), cancelled: error == .cancelled)
          {
            results[index] = .success(
              ForecastResult(forecast: stored, source: .stale(age: age, error: error)))
          } else {
            results[index] = .failure(error)
          }
        }
      }
    }
    return results.map { $0 ?? .failure(.cancelled) }
  }

  /// The cached forecast for a location, whatever its age, without touching the network.
  public func cachedForecast(for location: Location, provider: WeatherProvider? = nil)
    -> ForecastResult?
  {
    let provider = provider ?? configuration.provider
    guard let stored = cache?.load(provider: provider, location: location) else { return nil }
    return ForecastResult(
      forecast: stored, source: .cached(age: CachedFetch.age(of: stored.fetchedAt, at: now())))
  }

  /// The cached copy of each location, read on every core at once: 10,000 saved places are
  /// 10,000 small files to open and decode.
  static func loadAll(_ locations: [Location], _ load: @escaping @Sendable (Location) -> Forecast?)
    -> [Forecast?]
  {
    guard locations.count > 64 else { return locations.map(load) }
    let chunk = 256
    let chunks = (locations.count + chunk - 1) / chunk
    let slots = LoadSlots(count: locations.count)
    DispatchQueue.concurrentPerform(iterations: chunks) { index in
      for position in (index * chunk)..<min((index + 1) * chunk, locations.count) {
        slots.set(position, load(locations[position]))
      }
    }
    return slots.values
  }

  /// Fetches `locations` from the network, one result per location: whole forecasts, or
  /// with `summary` Open-Meteo's smaller summary request (OpenWeatherMap has only the one).
  private func fetch(_ locations: [Location], provider: WeatherProvider, summary: Bool) async
    -> [Result<Forecast, WeatherError>]
  {
    switch provider {
    case .openMeteo:
      return await fetchOpenMeteo(
        locations,
        request: summary ? .summary : .forecast(days: configuration.forecastDays))
    case .openWeatherMap:
      return await fetchOpenWeatherMap(locations)
    }
  }

  /// Fetches `locations` in as few requests as fit the body cap, the URL limit and
  /// ``WeatherServiceConfiguration/maxLocationsPerRequest``, one after another.
  private func fetchOpenMeteo(_ locations: [Location], request: OpenMeteoRequest) async
    -> [Result<Forecast, WeatherError>]
  {
    let base: BaseURL
    switch configuration.openMeteoURL {
    case .success(let url): base = url
    case .failure(let error): return locations.map { _ in .failure(error) }
    }
    var results: [Result<Forecast, WeatherError>] = []
    results.reserveCapacity(locations.count)
    let chunks = request.chunks(
      locations, base: base, maxBodyBytes: configuration.http.maxBodyBytes,
      maxLocations: configuration.maxLocationsPerRequest)
    for range in chunks {
      let chunk = Array(locations[range])
      do throws(WeatherError) {
        let url = request.url(base: base, locations: chunk)
        let body = try await get(url, provider: .openMeteo, host: base.host, secrets: [])
        let forecasts = try OpenMeteoProvider.forecasts(
          from: body, locations: chunk, fetchedAt: now(), request: request)
        results += forecasts.map { .success($0) }
      } catch {
        results += chunk.map { _ in .failure(error) }
      }
    }
    return results
  }

  private func fetchOpenWeatherMap(_ locations: [Location]) async
    -> [Result<Forecast, WeatherError>]
  {
    let base: BaseURL
    switch configuration.openWeatherMapURL {
    case .success(let url): base = url
    case .failure(let error): return locations.map { _ in .failure(error) }
    }
    guard let key = configuration.openWeatherMapKey else {
      return locations.map { _ in .failure(.apiKeyMissing) }
    }
    // At most 4 places (8 requests) at once: OpenWeatherMap's free plan allows 60 a minute.
    //
    // Each child task finishes its fetch into a `Result` before it builds `(index, result)`.
    // The earlier form, `return (index, .success(try await fetchOne(…)))` with a catch that
    // also returned `(index, …)`, is miscompiled by Swift 6.3.1 at -O: SIL writes `index`
    // into the closure's indirect result once, before the `await`, and LLVM's dead-store
    // elimination then deletes that store, so on success the parent read stale memory as the
    // index (0 on a first fetch, a pointer later: the trap in `results[index] = result`; with
    // several places every result landed at 0). Typed throws, the nested function and the task
    // group play no part; a tuple built from a value already in hand is not affected.
    return await withTaskGroup(of: (Int, Result<Forecast, WeatherError>).self) { group in
      var results = [Result<Forecast, WeatherError>](
        repeating: .failure(.cancelled), count: locations.count)
      var next = 0
      var running = 0
      while next < locations.count || running > 0 {
        while next < locations.count, running < 4 {
          let index = next
          let location = locations[index]
          group.addTask {
            let result = await self.fetchOneResult(location, base: base, key: key)
            return (index, result)
          }
          next += 1
          running += 1
        }
        guard let (index, result) = await group.next() else { break }
        running -= 1
        results[index] = result
      }
      return results
    }
  }

  /// One place's forecast from OpenWeatherMap, its failure kept as a value.
  private func fetchOneResult(_ location: Location, base: BaseURL, key: APIKey) async
    -> Result<Forecast, WeatherError>
  {
    await Self.capture { () async throws(WeatherError) -> Forecast in
      try await self.fetchOne(location, base: base, key: key)
    }
  }

  private func fetchOne(_ location: Location, base: BaseURL, key: APIKey) async throws(WeatherError)
    -> Forecast
  {
    let currentURL = OpenWeatherMapProvider.url(
      base: base, endpoint: "weather", location: location, key: key.value)
    let forecastURL = OpenWeatherMapProvider.url(
      base: base, endpoint: "forecast", location: location, key: key.value)
    let secrets = [key.value]
    async let current = Self.capture {
      () async throws(WeatherError) -> [UInt8] in
      try await self.get(
        currentURL, provider: .openWeatherMap, host: base.host, secrets: secrets)
    }
    async let steps = Self.capture {
      () async throws(WeatherError) -> [UInt8] in
      try await self.get(
        forecastURL, provider: .openWeatherMap, host: base.host, secrets: secrets)
    }
    let currentBody = try await current.get()
    let stepsBody = try await steps.get()
    return try OpenWeatherMapProvider.forecast(
      currentBody: currentBody, forecastBody: stepsBody, location: location, fetchedAt: now())
  }

  /// GETs `url` through the HTTP layer, wording its failure for `provider`.
  private func get(_ url: String, provider: WeatherProvider, host: String, secrets: [String])
    async throws(WeatherError) -> [UInt8]
  {
    do {
      return try await fetcher.get(url, host: host, secrets: secrets)
    } catch {
      throw WeatherError(error, provider: provider)
    }
  }

  /// Runs a typed-throwing operation and returns its outcome as a `Result`.
  private static func capture<T: Sendable>(
    _ operation: () async throws(WeatherError) -> T
  ) async -> Result<T, WeatherError> {
    do throws(WeatherError) {
      return .success(try await operation())
    } catch {
      return .failure(error)
    }
  }
}

/// The loaded copies, one slot per location; each slot is written once by one thread, and read
/// only after every writer has finished (`concurrentPerform` returns when they have). The
/// slots are raw memory: no Swift access to a shared array is made while threads write.
private final class LoadSlots: @unchecked Sendable {
  private let slots: UnsafeMutablePointer<Forecast?>
  private let count: Int

  init(count: Int) {
    self.count = count
    slots = .allocate(capacity: count)
    slots.initialize(repeating: nil, count: count)
  }

  deinit {
    slots.deinitialize(count: count)
    slots.deallocate()
  }

  func set(_ index: Int, _ value: Forecast?) { slots[index] = value }

  var values: [Forecast?] { Array(UnsafeBufferPointer(start: slots, count: count)) }
}
