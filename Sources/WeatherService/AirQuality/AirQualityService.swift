import FetchModel
import Foundation
import HTTP
import JSON
import Storage
import Weather

/// Air quality from Open-Meteo's Air Quality API (`/v1/air-quality`, no key), through a
/// 10-minute disk cache beside the forecasts and the same HTTP policy.
public final class AirQualityService: Sendable {
  /// Where answers come from (or why `WXSH_AIR_QUALITY_URL` cannot be used), and how.
  let remote: RemoteService
  /// The disk cache; nil disables it.
  let cache: DiskCache?
  /// How long a cached answer is used without asking the network, seconds.
  let freshness: Double
  private let now: @Sendable () -> Date

  /// The real endpoint.
  public static let defaultBase = BaseURL(
    trusted: "https://air-quality-api.open-meteo.com", host: "air-quality-api.open-meteo.com")

  /// Creates the service; no connection is made until the first fetch.
  public init(
    base: Result<BaseURL, HTTPError>, cacheDirectory: String?, freshness: Double = 600,
    policy: HTTPPolicy = .standard, now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.remote = RemoteService(base: base, policy: policy)
    self.cache = cacheDirectory.map(DiskCache.init(directory:))
    self.freshness = freshness
    self.now = now
  }

  /// Reads `WXSH_AIR_QUALITY_URL` (loopback http allowed, like the forecast URLs) and the
  /// cache directory from `environment`.
  public convenience init(environment: [String: String], now: @escaping @Sendable () -> Date) {
    self.init(
      base: BaseURL.configured(
        environment, variable: "WXSH_AIR_QUALITY_URL", default: Self.defaultBase),
      cacheDirectory: WeatherServiceConfiguration.cacheDirectory(environment: environment),
      now: now)
  }

  /// Closes the HTTP client.
  nonisolated(nonsending) public func shutdown() async { await remote.shutdown() }

  /// The air quality at a point under `policy`: a fresh cached answer, else a fetch that falls
  /// back to the cached one (labelled stale) when it fails.
  public func airQuality(latitude: Double, longitude: Double, policy: FetchPolicy) async
    -> Result<AirQualityResult, WeatherError>
  {
    let rules = CachedFetch(policy: policy, freshness: freshness)
    do throws(WeatherError) {
      let (air, source) = try await rules.run(
        cached: load(latitude: latitude, longitude: longitude).map { ($0, $0.fetchedAt) },
        now: now, nothingCached: .notCached(.openMeteo), isCancellation: { $0 == .cancelled }
      ) { () async throws(WeatherError) -> AirQuality in
        try await fetch(latitude: latitude, longitude: longitude)
      }
      return .success(AirQualityResult(air: air, source: source))
    } catch {
      return .failure(error)
    }
  }

  /// Asks the network for a point's air quality and caches the answer.
  private func fetch(latitude: Double, longitude: Double) async throws(WeatherError) -> AirQuality {
    let body: [UInt8]
    do {
      body = try await remote.get { base in
        AirQualityProvider.url(base: base, latitude: latitude, longitude: longitude)
      }
    } catch {
      throw WeatherError(error, provider: .openMeteo)
    }
    let fetchedAt = now()
    let air = try AirQualityProvider.decode(body, fetchedAt: fetchedAt)
    store(body, fetchedAt: fetchedAt, latitude: latitude, longitude: longitude)
    return air
  }

  /// The cache entry for a point (`-2`: answers with yesterday's hours and every pollutant).
  static func entry(latitude: Double, longitude: Double) -> String {
    "air-quality-2-\(CacheName.point(latitude: latitude, longitude: longitude)).json"
  }

  /// The cached answer, decoded (and validated) again; nil when absent or unreadable.
  func load(latitude: Double, longitude: Double) -> AirQuality? {
    guard
      let bytes = cache?.read(Self.entry(latitude: latitude, longitude: longitude), limit: 4 << 20),
      let root = JSONValue.parse(bytes),
      let seconds = PhysicalRange(-3_200_000_000, 6_000_000_000).validate(
        root["fetchedAt"]?.double),
      let answer = root["answer"]
    else { return nil }
    return try? AirQualityProvider.decode(
      answer, fetchedAt: Date(timeIntervalSinceReferenceDate: seconds))
  }

  /// Writes an answer crash-safely with the time it came; failures only lose the cache.
  func store(_ body: [UInt8], fetchedAt: Date, latitude: Double, longitude: Double) {
    guard let cache, let answer = JSONValue.parse(body) else { return }
    let text = JSONWriter.line(
      .object([
        ("fetchedAt", .value(.number(fetchedAt.timeIntervalSinceReferenceDate))),
        ("answer", .value(answer)),
      ]))
    try? cache.write(
      Self.entry(latitude: latitude, longitude: longitude), Array((text + "\n").utf8))
  }
}

/// The request and the decoder of Open-Meteo's air quality answers.
enum AirQualityProvider {
  /// Variables asked for now.
  static let currentVariables =
    ["european_aqi", "us_aqi"] + Pollutant.allCases.map(\.rawValue)
    + pollenVariables.map(\.name)
  /// Variables asked for by the hour: the indices and the concentrations the national
  /// standards average.
  static let hourlyVariables = ["european_aqi", "us_aqi"] + Pollutant.allCases.map(\.rawValue)

  /// What the request asks for: its variables and three days of hours (yesterday for the
  /// standards' 24-hour means, `past_days=1`, and `forecast_days=2`), with a day's room for the
  /// server's alignment to local midnight.
  static let asked = OpenMeteoResponse.Asked(
    current: Set(currentVariables), hourly: Set(hourlyVariables), daily: [], quarterHours: [],
    hours: 4 * 24, days: 0, steps: 0)

  /// Each pollen kind with its variable's name.
  static let pollenVariables = AirQuality.pollenKinds.map { (kind: $0, name: $0 + "_pollen") }

  /// The range of each variable; a value outside reads as missing.
  static let ranges: [String: PhysicalRange] = {
    var ranges: [String: PhysicalRange] = [
      "time": .unixTime, "european_aqi": PhysicalRange(0, 1000), "us_aqi": PhysicalRange(0, 1000),
      "pm2_5": PhysicalRange(0, 5000), "pm10": PhysicalRange(0, 10000),
      "ozone": PhysicalRange(0, 2000), "nitrogen_dioxide": PhysicalRange(0, 2000),
      "sulphur_dioxide": PhysicalRange(0, 5000), "carbon_monoxide": PhysicalRange(0, 200_000),
    ]
    for (_, name) in pollenVariables { ranges[name] = PhysicalRange(0, 100_000) }
    return ranges
  }()

  /// The URL for one point.
  static func url(base: BaseURL, latitude: Double, longitude: Double) -> String {
    base.url(
      path: "/v1/air-quality",
      query: [
        ("latitude", MachineNumber.coordinate(latitude)),
        ("longitude", MachineNumber.coordinate(longitude)),
        ("current", currentVariables.joined(separator: ",")),
        ("hourly", hourlyVariables.joined(separator: ",")),
        ("timezone", "auto"), ("past_days", "1"), ("forecast_days", "2"),
        ("timeformat", "unixtime"),
      ])
  }

  /// Decodes an answer; an error object, a non-object or one without `current` is an error.
  static func decode(_ body: [UInt8], fetchedAt: Date) throws(WeatherError) -> AirQuality {
    guard let document = JSONValue.parse(body) else {
      throw .unexpectedResponse(.openMeteo, detail: "the JSON is malformed or truncated")
    }
    return try decode(document, fetchedAt: fetchedAt)
  }

  /// Reads an already parsed answer (the cache keeps it parsed inside its envelope).
  static func decode(_ document: JSONValue, fetchedAt: Date) throws(WeatherError) -> AirQuality {
    let response = try OpenMeteoResponse(document, path: "", asked: asked)
    guard let current = response.current else {
      throw .unexpectedResponse(.openMeteo, detail: "current: missing (no air quality)")
    }
    let hours = samples(count: response.hourly?["time"]?.count ?? 0) { response.hourly?[$0] }
      .filter { $0.time != nil }
    var zone: String?
    if let name = response.timezone, TimeZone(identifier: name) != nil { zone = name }
    return AirQuality(
      fetchedAt: fetchedAt, timeZoneIdentifier: zone,
      current: samples(count: 1) { name in current[name].map { [$0] } }[0], hours: hours)
  }

  /// The first `count` samples of a table of columns, each value checked against its variable's
  /// range. Each column and range is looked up by name once, not once a sample (a day's hours
  /// had hashed 2,000 names).
  static func samples(count: Int, _ table: (String) -> [Double?]?) -> [AirQuality.Sample] {
    func column(_ name: String) -> (Int) -> Double? {
      let values = table(name) ?? []
      let range = ranges[name]
      return { index in index < values.count ? range?.validate(values[index]) : nil }
    }
    let time = column("time"), europeanAQI = column("european_aqi"), usAQI = column("us_aqi")
    let pm25 = column("pm2_5"), pm10 = column("pm10"), ozone = column("ozone")
    let nitrogenDioxide = column("nitrogen_dioxide"), sulphurDioxide = column("sulphur_dioxide")
    let carbonMonoxide = column("carbon_monoxide")
    let pollen = pollenVariables.map { (kind: $0.kind, amount: column($0.name)) }
    return (0..<count).map { index in
      var amounts: [String: Double] = [:]
      for (kind, amount) in pollen {
        if let value = amount(index) { amounts[kind] = value }
      }
      return AirQuality.Sample(
        time: time(index).map { Date(timeIntervalSince1970: $0) },
        europeanAQI: europeanAQI(index), usAQI: usAQI(index), pm25: pm25(index),
        pm10: pm10(index), ozone: ozone(index), nitrogenDioxide: nitrogenDioxide(index),
        sulphurDioxide: sulphurDioxide(index), carbonMonoxide: carbonMonoxide(index),
        pollen: amounts)
    }
  }
}
