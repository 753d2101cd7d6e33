import FetchModel
import Foundation
import HTTP
import JSON
import Storage
import Weather

/// How sure the forecast is, from Open-Meteo's Ensemble API (`/v1/ensemble`, ECMWF IFS at
/// 0.25°, the control run and 50 members, no key), through a one-hour disk cache of the days'
/// percentiles (``EnsembleCodec``).
public final class EnsembleService: Sendable {
  /// Where answers come from (or why `WXSH_ENSEMBLE_URL` cannot be used), and how.
  let remote: RemoteService
  /// The disk cache; nil disables it.
  let cache: DiskCache?
  /// How long a cached answer is used without asking the network, seconds.
  let freshness: Double
  private let now: @Sendable () -> Date

  /// The model asked for.
  static let model = "ecmwf_ifs025"
  /// The hourly variables asked for.
  static let variables = ["temperature_2m", "precipitation"]
  /// The days asked for: as far as the model reaches.
  static let days = 15
  /// The most members an answer may have per variable (ECMWF has 51).
  static let maximumMembers = 100

  /// The real endpoint.
  public static let defaultBase = BaseURL(
    trusted: "https://ensemble-api.open-meteo.com", host: "ensemble-api.open-meteo.com")

  /// Creates the service; no connection is made until the first fetch.
  public init(
    base: Result<BaseURL, HTTPError>, cacheDirectory: String?, freshness: Double = 3600,
    policy: HTTPPolicy = .standard, now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.remote = RemoteService(base: base, policy: policy)
    self.cache = cacheDirectory.map(DiskCache.init(directory:))
    self.freshness = freshness
    self.now = now
  }

  /// Reads `WXSH_ENSEMBLE_URL` and the cache directory from `environment`.
  public convenience init(environment: [String: String], now: @escaping @Sendable () -> Date) {
    self.init(
      base: BaseURL.configured(
        environment, variable: "WXSH_ENSEMBLE_URL", default: Self.defaultBase),
      cacheDirectory: WeatherServiceConfiguration.cacheDirectory(environment: environment),
      now: now)
  }

  /// Closes the HTTP client.
  nonisolated(nonsending) public func shutdown() async { await remote.shutdown() }

  /// The ranges at a point under `policy`, on the calendar of `zone`: a cached answer under
  /// an hour old, else a fetch that falls back to the cached one when it fails.
  public func ranges(latitude: Double, longitude: Double, zone: TimeZone, policy: FetchPolicy)
    async -> Result<EnsembleRanges, WeatherError>
  {
    let rules = CachedFetch(policy: policy, freshness: freshness)
    do throws(WeatherError) {
      let (ranges, _) = try await rules.run(
        cached: load(latitude: latitude, longitude: longitude, zone: zone).map {
          ($0, $0.fetchedAt)
        },
        now: now, nothingCached: .notCached(.openMeteo), isCancellation: { $0 == .cancelled }
      ) { () async throws(WeatherError) -> EnsembleRanges in
        try await fetch(latitude: latitude, longitude: longitude, zone: zone)
      }
      return .success(ranges)
    } catch {
      return .failure(error)
    }
  }

  /// The request for a point.
  static func url(base: BaseURL, latitude: Double, longitude: Double) -> String {
    base.url(
      path: "/v1/ensemble",
      query: [
        ("latitude", MachineNumber.coordinate(latitude)),
        ("longitude", MachineNumber.coordinate(longitude)), ("models", model),
        ("hourly", variables.joined(separator: ",")), ("timezone", "auto"),
        ("forecast_days", String(days)), ("timeformat", "unixtime"),
      ])
  }

  private func fetch(latitude: Double, longitude: Double, zone: TimeZone)
    async throws(WeatherError) -> EnsembleRanges
  {
    let body: [UInt8]
    do {
      body = try await remote.get { base in
        Self.url(base: base, latitude: latitude, longitude: longitude)
      }
    } catch {
      throw WeatherError(error, provider: .openMeteo)
    }
    let fetchedAt = now()
    guard let document = JSONValue.parse(body) else {
      throw .unexpectedResponse(.openMeteo, detail: "the JSON is malformed or truncated")
    }
    let ranges = try Self.decode(document, zone: zone, fetchedAt: fetchedAt)
    try? cache?.write(
      Self.entry(latitude: latitude, longitude: longitude),
      EnsembleCodec.encode(ranges, zone: zone))
    return ranges
  }

  /// The series names of a variable: the control run, then `_member01`… as far as they go.
  static func seriesNames(_ variable: String) -> [String] {
    [variable]
      + (1...maximumMembers).map { variable + "_member" + ($0 < 10 ? "0" : "") + String($0) }
  }

  /// Reads an answer; without the hourly temperatures of at least one member it is an error.
  static func decode(_ document: JSONValue, zone: TimeZone, fetchedAt: Date) throws(WeatherError)
    -> EnsembleRanges
  {
    let names = variables.flatMap(seriesNames)
    let asked = OpenMeteoResponse.Asked(
      current: [], hourly: Set(names), daily: [], quarterHours: [], hours: (days + 1) * 24,
      days: 0, steps: 0)
    let response = try OpenMeteoResponse(document, path: "", asked: asked)
    guard let hourly = response.hourly, let times = hourly["time"] else {
      throw .unexpectedResponse(.openMeteo, detail: "hourly: missing (no ensemble members)")
    }
    var instants: [Date] = []
    var kept: [Int] = []
    for (index, time) in times.enumerated() {
      guard let time = PhysicalRange.unixTime.validate(time) else { continue }
      instants.append(Date(timeIntervalSince1970: time))
      kept.append(index)
    }
    func series(_ variable: String, _ range: PhysicalRange) -> [[Double?]] {
      seriesNames(variable).compactMap { name in
        hourly[name].map { values in
          kept.map { $0 < values.count ? range.validate(values[$0]) : nil }
        }
      }
    }
    let temperatures = series("temperature_2m", .temperature)
    guard !temperatures.isEmpty else {
      throw .unexpectedResponse(.openMeteo, detail: "hourly.temperature_2m: missing")
    }
    return EnsembleRanges(
      times: instants, temperatures: temperatures,
      precipitation: series("precipitation", .precipitation), zone: zone, fetchedAt: fetchedAt)
  }

  /// The cache entry for a point.
  static func entry(latitude: Double, longitude: Double) -> String {
    "ensemble-\(CacheName.point(latitude: latitude, longitude: longitude)).json"
  }

  /// The cached ranges for `zone`'s calendar; nil when absent, unreadable or for another zone.
  func load(latitude: Double, longitude: Double, zone: TimeZone) -> EnsembleRanges? {
    cache?.read(Self.entry(latitude: latitude, longitude: longitude), limit: 64 << 10).flatMap {
      EnsembleCodec.decode($0, zone: zone)
    }
  }
}
