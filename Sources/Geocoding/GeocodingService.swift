import FetchModel
import Foundation
import HTTP
import JSON
import PlaceModel
import Places
import Storage
import Terminal

/// Places from Open-Meteo's geocoding API (`/v1/search`, no key), for names the offline
/// gazetteer does not have, with answers cached on disk for 30 days.
public final class GeocodingService: Sendable {
  /// Where answers come from (or why `WXSH_GEOCODING_URL` cannot be used), and how.
  let remote: RemoteService
  /// The disk cache; nil disables it.
  let cache: DiskCache?
  /// How long a cached answer is used without asking again, seconds.
  let freshness: Double
  private let now: @Sendable () -> Date

  /// The real endpoint.
  public static let defaultBase = BaseURL(
    trusted: "https://geocoding-api.open-meteo.com", host: "geocoding-api.open-meteo.com")
  /// How many places one search asks for.
  public static let count = 10

  /// Creates the service; no connection is made until the first search.
  public init(
    base: Result<BaseURL, HTTPError>, cacheDirectory: String?, freshness: Double = 30 * 86_400,
    policy: HTTPPolicy = .standard, now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.remote = RemoteService(base: base, policy: policy)
    self.cache = cacheDirectory.map(DiskCache.init(directory:))
    self.freshness = freshness
    self.now = now
  }

  /// Reads `WXSH_GEOCODING_URL` (loopback `http://` allowed, like the other services).
  public convenience init(
    environment: [String: String], cacheDirectory: String?,
    now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.init(
      base: BaseURL.configured(
        environment, variable: "WXSH_GEOCODING_URL", default: Self.defaultBase),
      cacheDirectory: cacheDirectory, now: now)
  }

  /// Closes the HTTP client.
  nonisolated(nonsending) public func shutdown() async { await remote.shutdown() }

  /// The places named `query`, with names in `language` (a wxsh language tag such as `ko`
  /// or `zh-Hant`), under `policy` like every cached fetch: a cached answer younger than 30
  /// days, else one request that falls back to an older answer when it fails; offline, a
  /// cached answer of any age or `.notCached`.
  public func search(_ query: String, language: String, policy: FetchPolicy = .preferCache)
    async -> Result<[Place], GeocodingError>
  {
    // No more than the gazetteer reads is sent: a place's name, not a document (a 100 MB line
    // became a 100 MB request). Counted only up to the limit, not walked to the end.
    guard
      query.index(
        query.startIndex, offsetBy: Gazetteer.maximumQueryLength, limitedBy: query.endIndex
      )
      .map({ $0 == query.endIndex }) ?? true
    else { return .success([]) }
    let code = Self.apiLanguage(language)
    let rules = CachedFetch(policy: policy, freshness: freshness)
    do throws(GeocodingError) {
      let (places, _) = try await rules.run(
        cached: load(query, language: code), now: now, nothingCached: .notCached,
        isCancellation: \.isCancellation
      ) { () async throws(GeocodingError) -> [Place] in
        try await fetch(query, language: code)
      }
      return .success(places)
    } catch {
      return .failure(error)
    }
  }

  /// Asks the service and caches its answer.
  private func fetch(_ query: String, language code: String) async throws(GeocodingError)
    -> [Place]
  {
    let body: [UInt8]
    do {
      body = try await remote.get { base in
        base.url(
          path: "/v1/search",
          query: [
            ("name", query), ("count", String(Self.count)), ("language", code),
            ("format", "json"),
          ])
      }
    } catch {
      throw GeocodingError(error)
    }
    guard let root = JSONValue.parse(body) else {
      throw .unexpectedResponse(detail: "the answer is not JSON")
    }
    let places = try GeocodingAnswer.places(root)
    store(root, query: query, language: code)
    return places
  }

  /// The API's language code for a wxsh language: lower-case, without script or region
  /// (`zh-Hant` → `zh`, `pt-BR` → `pt`).
  static func apiLanguage(_ language: String) -> String {
    let code = language.split(separator: "-").first.map(String.init) ?? "en"
    let lower = code.lowercased()
    guard (2...3).contains(lower.utf8.count), lower.utf8.allSatisfy({ (0x61...0x7A).contains($0) })
    else { return "en" }
    return lower
  }

  /// The cache entry for a query in a language: a hash of both, so any text makes a safe name.
  static func entry(_ query: String, language: String) -> String {
    let key = language + "\n" + query.trimmingSpaces().lowercased()
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in key.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01B3
    }
    return "geocoding-\(String(hash, radix: 16)).json"
  }

  /// The most a cache entry holds: the largest answer the HTTP body cap lets through, with room
  /// for the query and the time around it. An entry is written only when it is read back.
  static let cacheLimit = HTTPPolicy.standard.maxBodyBytes + (64 << 10)

  /// The cached answer for the same query and language and when it was fetched, checked
  /// again; how old it may be is the fetch rules' question.
  func load(_ query: String, language: String) -> (value: [Place], fetchedAt: Date)? {
    guard let bytes = cache?.read(Self.entry(query, language: language), limit: Self.cacheLimit),
      let root = JSONValue.parse(bytes),
      root["query"] == .string(query), root["language"] == .string(language),
      let seconds = root["fetchedAt"]?.double, seconds.isFinite,
      let answer = root["answer"], let places = try? GeocodingAnswer.places(answer)
    else { return nil }
    return (places, Date(timeIntervalSinceReferenceDate: seconds))
  }

  /// Writes an answer crash-safely with the query and the time; failures only lose the cache.
  func store(_ answer: JSONValue, query: String, language: String) {
    guard let cache else { return }
    let text = JSONWriter.line(
      .object([
        ("query", .value(.string(query))),
        ("language", .value(.string(language))),
        ("fetchedAt", .value(.number(now().timeIntervalSinceReferenceDate))),
        ("answer", .value(answer)),
      ]))
    let bytes = Array((text + "\n").utf8)
    // Written only when `load` reads it back (answers of 1–2 MB were kept and never used).
    guard bytes.count <= Self.cacheLimit else { return }
    try? cache.write(Self.entry(query, language: language), bytes)
  }
}
