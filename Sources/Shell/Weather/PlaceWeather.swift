import AlertModel
import Catalog
import Clients
import FetchModel
import Foundation
import JSON
import PlaceModel
import Places
import Rendering
import Views
import Weather

/// What views show beside a place's forecast: the official alerts, the air quality, the
/// climate and the ensemble's ranges, all started before the forecast is fetched so they
/// arrive together. `:now`, `:show`, `:line`, `:alerts`, `:air` and `:list` read alerts and air
/// through it; `:now`, `:daily` and `:details` the climate, and `:daily` and `:details` the
/// ranges.
@MainActor
struct PlaceWeather {
  /// A started alerts fetch.
  typealias PendingAlerts = Task<Result<AlertReport, AlertError>, Never>

  /// The place.
  let place: Place
  /// The index its air is shown on.
  let scale: AQIScale
  /// The alerts being fetched; nil when not asked for or the country has no source.
  private let pendingAlerts: PendingAlerts?
  /// The air being fetched; nil when not asked for.
  private let pendingAir: Task<AirQuality?, Never>?
  /// The climate being fetched; nil when not asked for.
  private var pendingClimate: Task<ClimateTable?, Never>?
  /// The ensemble's ranges being fetched; nil when not asked for.
  private var pendingRanges: Task<EnsembleRanges?, Never>?

  /// How long a view waits for the climate, seconds: its first fetch reads 35 years of days;
  /// after that it comes from the disk for a year.
  static let climateWait = 4.0
  /// How long a view waits for the ensemble's ranges, seconds.
  static let rangesWait = 4.0

  /// Starts fetching what is asked for. `cacheOnly` (a page shown from the cache) never waits
  /// on the network: cached answers are used, and alerts are brought up to date in the
  /// background for the next view. `within` bounds each fetch in seconds (the air line is
  /// always bounded: it never holds up a view).
  static func start(
    _ place: Place, _ context: CommandContext, alerts: Bool, air: Bool, climate: Bool = false,
    ranges: Bool = false, cacheOnly: Bool = false, within deadline: Double? = nil
  ) -> PlaceWeather {
    var started = PlaceWeather(
      place: place, scale: airScale(for: place, context),
      pendingAlerts: alerts
        ? startAlerts(place, context, cacheOnly: cacheOnly, within: deadline) : nil,
      pendingAir: air
        ? startAir(place, context, cacheOnly: cacheOnly, within: deadline ?? 1.5) : nil)
    let client = context.dependencies.context
    let policy: FetchPolicy = cacheOnly ? .offline : context.weather.viewPolicy
    let (latitude, longitude, zone) = (place.latitude, place.longitude, Self.zone(of: place))
    // The view waits a bounded time. In the interactive shell the fetch itself runs on, so a
    // slow first answer is still kept for the next view; a script's process ends with its
    // commands, so there the fetch stops with the wait.
    let runsOn = context.remembersEveryView
    if climate {
      started.pendingClimate = wait(Self.climateWait, runsOn: runsOn) {
        try? await client.climate(latitude, longitude, zone, policy).get()
      }
    }
    if ranges {
      started.pendingRanges = wait(Self.rangesWait, runsOn: runsOn) {
        try? await client.ranges(latitude, longitude, zone, policy).get()
      }
    }
    return started
  }

  /// `work` waited for at most `seconds`; with `runsOn` it goes on after the wait gives up.
  private static func wait<T: Sendable>(
    _ seconds: Double, runsOn: Bool, _ work: @escaping @Sendable () async -> T?
  ) -> Task<T?, Never> {
    guard runsOn else { return Bounded.start(within: seconds, work) }
    let running = Task.immediate { await work() }
    return Bounded.start(within: seconds) { await running.value }
  }

  /// The air quality, or nil when it could not be had in time.
  func air() async -> AirQuality? { await pendingAir?.value }

  /// The climate and ranges that came in time (each nil when not asked for or failed).
  func context() async -> ForecastContext {
    ForecastContext(climate: await pendingClimate?.value, ranges: await pendingRanges?.value)
  }

  /// The alert report, or nil when not asked for or it failed.
  func alertReport() async -> AlertReport? {
    guard case .success(let report) = await pendingAlerts?.value else { return nil }
    return report
  }

  /// The banner lines, the `alerts` JSON member and the warnings of the alerts fetch: a
  /// failure is one warning and never fails the view; nothing cached offline is silent.
  func banner(_ context: CommandContext) async -> (
    lines: [String], json: [JSONWriter.Member], warnings: [String]
  ) {
    guard let pendingAlerts else { return ([], [], []) }
    switch await pendingAlerts.value {
    case .success(let report):
      let zone = Self.zone(of: place)
      return (
        AlertsView.banner(report.alerts, zone: zone, context.viewSettings()),
        AlertJSON.listed(report.alerts, zone: zone), []
      )
    case .failure(.offlineNothingCached), .failure(.missingKey):
      // Nothing cached offline, or a source the user has no key for (KMA): `:alerts` says
      // how to get one; the banner stays quiet.
      return ([], [], [])
    case .failure(let error):
      let source = AlertSource(countryCode: place.countryCode) ?? .nws
      return ([], [], [say(.alertsUnavailableShort(reason: error.message(from: source)))])
    }
  }

  /// The index a place's air is shown on: the one set with `:units aqi`, else its region's.
  static func airScale(for place: Place, _ context: CommandContext) -> AQIScale {
    let chosen = context.saved.units.airIndex
    return AQIScale(rawValue: chosen.rawValue) ?? AQIScale.forCountry(place.countryCode)
  }

  /// What the alert source is asked for a place: its point, country and names.
  static func alertQuery(for place: Place) -> AlertQuery {
    AlertQuery(
      latitude: place.latitude, longitude: place.longitude, countryCode: place.countryCode,
      placeID: place.id > 0 ? place.id : nil,
      names: [place.name] + (place.regionName.map { [$0] } ?? []))
  }

  /// The place's time zone (UTC when the gazetteer's name is unknown to the system).
  static func zone(of place: Place) -> TimeZone {
    TimeZone(identifier: place.timeZone) ?? TimeZone(secondsFromGMT: 0) ?? .gmt
  }

  /// What the alert cache says of a place: its most severe alert, none, or nothing cached.
  enum CachedAlert: Sendable {
    /// The event of its most severe alert.
    case event(String)
    /// The cache answers, with no alert for the place.
    case none
    /// Nothing is cached to answer with.
    case unavailable
  }

  /// The alert cache's answers for `places`, in order; never asks the network.
  ///
  /// The lookups run one after another off the main actor, in one hop: a `:list` of 10,000
  /// places made 10,000 round trips between the main actor and the pool otherwise. When a
  /// MeteoAlarm country has no cached feed, its other places are not asked (one feed serves a
  /// whole country); the NWS caches per point.
  static func cachedAlertLookups(_ places: [Place], _ context: CommandContext) async
    -> [CachedAlert]
  {
    let queries = places.map { place in
      AlertSource(countryCode: place.countryCode) == nil ? nil : alertQuery(for: place)
    }
    return await lookups(
      queries, client: context.dependencies.alerts, now: context.dependencies.clock.now())
  }

  private nonisolated static func lookups(_ queries: [AlertQuery?], client: AlertClient, now: Date)
    async -> [CachedAlert]
  {
    var withoutFeed = Set<String>()
    var answers: [CachedAlert] = []
    answers.reserveCapacity(queries.count)
    for query in queries {
      guard let query, !withoutFeed.contains(query.countryCode) else {
        answers.append(query == nil ? .none : .unavailable)
        continue
      }
      do {
        let report = try await client.alerts(query, now, true, false)
        answers.append(report.alerts.first.map { .event($0.event) } ?? .none)
      } catch {
        if AlertSource(countryCode: query.countryCode) == .meteoalarm {
          withoutFeed.insert(query.countryCode)
        }
        answers.append(.unavailable)
      }
    }
    return answers
  }

  private static func startAlerts(
    _ place: Place, _ context: CommandContext, cacheOnly: Bool, within deadline: Double?
  ) -> PendingAlerts? {
    guard AlertSource(countryCode: place.countryCode) != nil else { return nil }
    let client = context.dependencies.alerts
    let now = context.dependencies.clock.now()
    let offline = context.options.offline || cacheOnly
    let query = alertQuery(for: place)
    if cacheOnly, !context.options.offline {
      Task { _ = try? await client.alerts(query, now, false, false) }
    }
    let fetch: @Sendable () async -> Result<AlertReport, AlertError> = {
      do throws(AlertError) {
        return .success(try await client.alerts(query, now, offline, false))
      } catch {
        return .failure(error)
      }
    }
    // Started at once: a report from the cache is ready before the view waits for it.
    guard let deadline else { return Task.immediate { await fetch() } }
    let bounded = Bounded.start(within: deadline) { await fetch() }
    return Task.immediate { await bounded.value ?? .failure(.unreachable(.cancelled)) }
  }

  private static func startAir(
    _ place: Place, _ context: CommandContext, cacheOnly: Bool, within deadline: Double
  ) -> Task<AirQuality?, Never> {
    let client = context.dependencies.air
    let policy: FetchPolicy = cacheOnly ? .offline : context.weather.viewPolicy
    let (latitude, longitude) = (place.latitude, place.longitude)
    return Bounded.start(within: deadline) {
      try? await client.airQuality(latitude, longitude, policy).get().air
    }
  }
}
