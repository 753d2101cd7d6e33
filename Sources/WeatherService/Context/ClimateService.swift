import FetchModel
import Foundation
import HTTP
import JSON
import Storage
import Weather

/// A place's climate from Open-Meteo's Historical Weather API (`/v1/archive`, ERA5, no key):
/// asked once per place for every day since 1991, reduced to a ``ClimateTable`` and kept on
/// disk for a year; the raw answer is never kept.
public final class ClimateService: Sendable {
  /// Where answers come from (or why `WXSH_ARCHIVE_URL` cannot be used), and how.
  let remote: RemoteService
  /// The disk cache; nil disables it.
  let cache: DiskCache?
  private let now: @Sendable () -> Date

  /// How long a table is used before it is asked for again: a year.
  public static let lifetime: Double = 365 * 86400
  /// The first day asked for.
  static let firstDay = LocalDate(year: 1991, month: 1, day: 1)
  /// How many days before today the archive is asked to reach (ERA5 lags about five days).
  static let lagDays = 5
  /// The daily variables asked for.
  static let variables = ["temperature_2m_max", "temperature_2m_min", "precipitation_sum"]

  /// The real endpoint.
  public static let defaultBase = BaseURL(
    trusted: "https://archive-api.open-meteo.com", host: "archive-api.open-meteo.com")

  /// Creates the service; no connection is made until the first fetch.
  public init(
    base: Result<BaseURL, HTTPError>, cacheDirectory: String?, policy: HTTPPolicy = .standard,
    now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.remote = RemoteService(base: base, policy: policy)
    self.cache = cacheDirectory.map(DiskCache.init(directory:))
    self.now = now
  }

  /// Reads `WXSH_ARCHIVE_URL` and the cache directory from `environment`.
  public convenience init(environment: [String: String], now: @escaping @Sendable () -> Date) {
    self.init(
      base: BaseURL.configured(
        environment, variable: "WXSH_ARCHIVE_URL", default: Self.defaultBase),
      cacheDirectory: WeatherServiceConfiguration.cacheDirectory(environment: environment),
      now: now)
  }

  /// Closes the HTTP client.
  nonisolated(nonsending) public func shutdown() async { await remote.shutdown() }

  /// The climate at a point whose calendar is `zone`'s: the table kept on disk while it is
  /// under a year old, else the archive's (the old table when the archive fails); offline,
  /// only the kept one. `refresh` is treated like a normal view: the past does not change.
  public func climate(latitude: Double, longitude: Double, zone: TimeZone, policy: FetchPolicy)
    async -> Result<ClimateTable, WeatherError>
  {
    let rules = CachedFetch(
      policy: policy == .offline ? .offline : .preferCache, freshness: Self.lifetime)
    do throws(WeatherError) {
      let (table, _) = try await rules.run(
        cached: load(latitude: latitude, longitude: longitude).map { ($0, $0.fetchedAt) },
        now: now, nothingCached: .notCached(.openMeteo), isCancellation: { $0 == .cancelled }
      ) { () async throws(WeatherError) -> ClimateTable in
        try await fetch(latitude: latitude, longitude: longitude, zone: zone)
      }
      return .success(table)
    } catch {
      return .failure(error)
    }
  }

  /// The archive request for a point, through the latest day it holds in `zone`.
  static func url(
    base: BaseURL, latitude: Double, longitude: Double, through last: LocalDate
  ) -> String {
    base.url(
      path: "/v1/archive",
      query: [
        ("latitude", MachineNumber.coordinate(latitude)),
        ("longitude", MachineNumber.coordinate(longitude)),
        ("start_date", firstDay.description), ("end_date", last.description),
        ("daily", variables.joined(separator: ",")), ("timezone", "auto"),
        ("timeformat", "unixtime"),
      ])
  }

  /// Asks the archive and keeps the table it makes.
  private func fetch(latitude: Double, longitude: Double, zone: TimeZone)
    async throws(WeatherError) -> ClimateTable
  {
    let last = LocalDate(now(), in: zone).adding(days: -Self.lagDays)
    let body: [UInt8]
    do {
      body = try await remote.get { base in
        Self.url(base: base, latitude: latitude, longitude: longitude, through: last)
      }
    } catch {
      throw WeatherError(error, provider: .openMeteo)
    }
    let days = last.dayNumber - Self.firstDay.dayNumber + 1
    let table = try Self.decode(body, days: days, fetchedAt: now())
    store(table, latitude: latitude, longitude: longitude)
    return table
  }

  /// Reduces an archive answer of at most `days` days to a table.
  static func decode(_ body: [UInt8], days: Int, fetchedAt: Date) throws(WeatherError)
    -> ClimateTable
  {
    guard let document = JSONValue.parse(body) else {
      throw .unexpectedResponse(.openMeteo, detail: "the JSON is malformed or truncated")
    }
    let asked = OpenMeteoResponse.Asked(
      current: [], hourly: [], daily: Set(variables), quarterHours: [], hours: 0,
      days: days + 2, steps: 0)
    let response = try OpenMeteoResponse(document, path: "", asked: asked)
    guard let daily = response.daily, let times = daily["time"] else {
      throw .unexpectedResponse(.openMeteo, detail: "daily: missing (no archive days)")
    }
    let offset = response.utcOffsetSeconds.flatMap(PhysicalRange.utcOffset.validateInteger) ?? 0
    let utc = TimeZone(identifier: "UTC") ?? .gmt
    var dates: [LocalDate] = []
    var highs: [Double?] = []
    var lows: [Double?] = []
    var wet: [Double?] = []
    func column(_ name: String, _ index: Int) -> Double? {
      guard let values = daily[name], index < values.count else { return nil }
      return OpenMeteoProvider.valid(values[index], name)
    }
    var previous = Int.min
    for (index, time) in times.enumerated() {
      guard let time = PhysicalRange.unixTime.validate(time) else { continue }
      let date = LocalDate(Date(timeIntervalSince1970: time + Double(offset)), in: utc)
      // Days out of order or repeated would make the recent days' positions wrong.
      guard date.dayNumber > previous else { continue }
      previous = date.dayNumber
      dates.append(date)
      highs.append(column("temperature_2m_max", index))
      lows.append(column("temperature_2m_min", index))
      wet.append(column("precipitation_sum", index))
    }
    guard highs.contains(where: { $0 != nil }) || lows.contains(where: { $0 != nil }) else {
      throw .unexpectedResponse(.openMeteo, detail: "the archive holds no temperatures")
    }
    return ClimateTable(
      dates: dates, highs: highs, lows: lows, precipitation: wet, fetchedAt: fetchedAt)
  }

  /// The cache entry for a point.
  static func entry(latitude: Double, longitude: Double) -> String {
    "climate-\(CacheName.point(latitude: latitude, longitude: longitude)).json"
  }

  /// The kept table; nil when absent, unreadable or of another format.
  func load(latitude: Double, longitude: Double) -> ClimateTable? {
    cache?.read(Self.entry(latitude: latitude, longitude: longitude), limit: 1 << 20).flatMap(
      ClimateCodec.decode)
  }

  /// Keeps a table crash-safely; a failure only loses the cache.
  func store(_ table: ClimateTable, latitude: Double, longitude: Double) {
    try? cache?.write(
      Self.entry(latitude: latitude, longitude: longitude), ClimateCodec.encode(table))
  }
}
