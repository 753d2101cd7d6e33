import AlertModel
import FetchModel
import Foundation
import HTTP
import Storage
import Synchronization

/// The active warnings for a European place from MeteoAlarm's country feed
/// (`GET {base}/api/v1/warnings/feeds-<country>`), cached on disk for ``freshness`` seconds.
///
/// The feed has no point query: it holds every warning of the country, and ``AreaMatcher``
/// picks those whose area contains the place or is named like it. A feed is decoded and
/// settled (``AlertRules/settled(_:)``) once, when it arrives, into an ``AlertDigest`` kept
/// beside it, so later runs and places read the digest and only match. HTTPS only, or plain http
/// to loopback for tests; `WXSH_METEOALARM_URL` overrides the base URL. Texts come in the
/// user's language (`LC_ALL`, `LC_MESSAGES`, `LANG`) where the issuer wrote one, else English.
public struct MeteoAlarmClient: Sendable {
  /// The environment variable that overrides the base URL.
  public static let variable = "WXSH_METEOALARM_URL"
  /// MeteoAlarm's feeds.
  public static let defaultBase = BaseURL(
    trusted: "https://feeds.meteoalarm.org", host: "feeds.meteoalarm.org")
  /// Connect 3 s, 10 s per attempt, 2 attempts, 15 s in all, 24 MB (a busy country's feed
  /// is several megabytes).
  public static let policy = HTTPPolicy(
    connectTimeout: 3, requestTimeout: 10, totalBudget: 15, maxAttempts: 2, backoffBase: 0.3,
    backoffCap: 1, maxRetryAfter: 3, maxBodyBytes: 24 << 20)

  /// Where the service is, the cache and the HTTP policy.
  let endpoint: AlertEndpoint
  /// The base URL, or why `WXSH_METEOALARM_URL` cannot be used.
  public var base: Result<BaseURL, AlertError> { endpoint.base }
  /// Where answers are cached; nil: no disk cache.
  public var cache: AlertCache? { endpoint.cache }
  /// How long a cached answer is used without asking the network, seconds.
  public var freshness: Double { endpoint.freshness }
  /// The primary language subtag texts are chosen in (`de`, `en`).
  public let language: String
  private let decoded = Decoded()

  /// Creates a client from the environment and a cache directory.
  public init(
    environment: [String: String], cacheDirectory: String?, freshness: Double = 600,
    policy: HTTPPolicy = MeteoAlarmClient.policy, clock: any HTTPClock = SystemHTTPClock()
  ) {
    endpoint = AlertEndpoint(
      environment: environment, variable: Self.variable, defaultBase: Self.defaultBase,
      cacheDirectory: cacheDirectory, freshness: freshness, policy: policy, clock: clock)
    language = Self.language(environment: environment)
  }

  /// The user's language as a primary subtag: the first of `LC_ALL`, `LC_MESSAGES` and
  /// `LANG` that is set (`de_DE.UTF-8` → `de`); English for `C`, `POSIX` or nothing usable.
  public static func language(environment: [String: String]) -> String {
    let setting =
      ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }
      .first { !$0.isEmpty } ?? ""
    let subtag = setting.prefix { $0.isASCII && $0.isLetter }.lowercased()
    guard (2...3).contains(subtag.count), setting.uppercased() != "POSIX" else { return "en" }
    return subtag
  }

  /// The warnings active at `now` for a place: from a fresh cache, else the network (whose
  /// answer is cached); `offline` uses a cached answer of any age and never the network;
  /// `refresh` skips the cache. The place's query is matched as `complete` makes it (from the
  /// place data: its subregion, the official outlines that contain it), which runs while the
  /// feed downloads.
  public func alerts(
    for query: AlertQuery, completing complete: @Sendable (AlertQuery) -> AlertQuery = { $0 },
    now: Date, offline: Bool = false, refresh: Bool = false
  ) async throws(AlertError) -> AlertReport {
    guard let feed = AlertSource.meteoAlarmFeeds[query.countryCode.uppercased()] else {
      throw .noSource(countryCode: query.countryCode)
    }
    let key = "feeds-" + feed
    let rules = endpoint.rules(offline: offline, refresh: refresh)
    func usable(_ time: Date) -> Bool {
      if case .useCached = rules.plan(cachedAt: time, now: now) { return true }
      return false
    }
    // The feed's warnings settled (AlertRules.settled): from this run's memory, else the
    // digest on disk, else the raw answer on disk (digested again), else the network.
    let settled: [Alert]
    let fetched: Date
    let fromCache: Bool
    if let known = decoded.value(key), usable(known.fetched) {
      // Digested earlier in this run: neither the disk nor the parser is asked again.
      (settled, fetched, fromCache) = (known.alerts, known.fetched, true)
    } else if let digest = digest(key: key), usable(digest.fetched) {
      decoded.set(key, fetched: digest.fetched, digest.alerts)
      (settled, fetched, fromCache) = (digest.alerts, digest.fetched, true)
    } else if let cached = cache?.load(
      source: .meteoalarm, key: key, limit: endpoint.policy.maxBodyBytes + 64),
      usable(cached.fetched),
      let digest = try? AlertDigest(feed: cached.body, fetched: cached.fetched, language: language)
    {
      // No digest, an old or damaged one, or one of an earlier answer: made again.
      try? cache?.storeDigest(digest, source: .meteoalarm, key: key)
      decoded.set(key, fetched: cached.fetched, digest.alerts)
      (settled, fetched, fromCache) = (digest.alerts, cached.fetched, true)
    } else {
      if offline { throw .offlineNothingCached }
      // The request goes out first; the place data is read while the answer arrives.
      let (answer, query) = await download(feed: feed, completing: complete, query)
      let shared = Shared(feed: try (consume answer).get())
      let digest = try AlertDigest(feed: shared.feed, fetched: now, language: language)
      decoded.set(key, fetched: now, digest.alerts)
      guard let cache else {
        return report(digest.alerts, for: query, now: now, fetched: now, fromCache: false)
      }
      // The digest, the raw answer and the place's warnings at once, two threads for three
      // jobs: the digest's encoding takes about as long as the other two together. The raw
      // answer, the run's largest allocation, is let go once written.
      DispatchQueue.concurrentPerform(iterations: 3) { job in
        switch job {
        case 0: try? cache.storeDigest(digest, source: .meteoalarm, key: key)
        case 1: try? cache.store(shared.takeFeed(), fetched: now, source: .meteoalarm, key: key)
        default:
          shared.report = report(
            digest.alerts, for: query, now: now, fetched: now, fromCache: false)
        }
      }
      return shared.report
        ?? report(digest.alerts, for: query, now: now, fetched: now, fromCache: false)
    }
    return report(
      settled, for: complete(query), now: now, fetched: fetched, fromCache: fromCache)
  }

  /// The report for a place of a feed's `settled` warnings, those active at `now`.
  func report(
    _ settled: [Alert], for query: AlertQuery, now: Date, fetched: Date, fromCache: Bool
  ) -> AlertReport {
    let warnings = AlertRules.current(settled, now: now)
    let (here, elsewhere) = AreaMatcher(query).split(warnings)
    let matching: AlertReport.AreaMatching =
      !query.areaCodes.isEmpty
      ? .outline : query.outlinesCoverCountry ? .nameOutsideOutlines : .nameWithoutOutlines
    return AlertReport(
      source: .meteoalarm, alerts: here, fetched: fetched, fromCache: fromCache,
      elsewhere: elsewhere, areaMatching: matching)
  }

  /// A fetched feed and the report made beside the cache's writes, shared by their jobs.
  final class Shared: @unchecked Sendable {
    // Unchecked: the feed is read before the jobs start and taken by one job; the report is
    // written by another and read after `concurrentPerform` returns.
    private(set) var feed: [UInt8]
    var report: AlertReport?

    init(feed: [UInt8]) { self.feed = feed }

    /// The feed, no longer held here (freed when the taker is done with it).
    func takeFeed() -> [UInt8] {
      defer { feed = [] }
      return feed
    }
  }

  /// The digest on disk of the feed under `key` in the user's language, unless the raw answer
  /// beside it is of another fetch (a later one, fetched by a run in another language).
  func digest(key: String) -> AlertDigest? {
    guard let cache, let digest = cache.digest(source: .meteoalarm, key: key, language: language)
    else { return nil }
    if let raw = cache.fetched(source: .meteoalarm, key: key), raw != digest.fetched {
      return nil
    }
    return digest
  }

  /// The raw feed of a country, or why it could not be fetched, and `query` completed while it
  /// downloads. (Returned, not kept in an `async let` of the caller's, whose storage would
  /// hold the feed until the caller returns.)
  func download(
    feed: String, completing complete: @Sendable (AlertQuery) -> AlertQuery, _ query: AlertQuery
  ) async -> (Result<[UInt8], AlertError>, AlertQuery) {
    async let answer = download(feed: feed)
    let completed = complete(query)
    return (await answer, completed)
  }

  /// The raw feed of a country, or why it could not be fetched.
  func download(feed: String) async -> Result<[UInt8], AlertError> {
    do {
      return .success(try await endpoint.get("/api/v1/warnings/feeds-" + feed))
    } catch {
      return .failure(error)
    }
  }

  /// The last feed's settled warnings and when it was fetched, shared by the copies of a
  /// client, so the next view of the run needs neither the disk nor the parser.
  final class Decoded: Sendable {
    private let last = Mutex<(key: String, fetched: Date, alerts: [Alert])?>(nil)

    func value(_ key: String) -> (fetched: Date, alerts: [Alert])? {
      last.withLock { last in last.flatMap { $0.key == key ? ($0.fetched, $0.alerts) : nil } }
    }

    func set(_ key: String, fetched: Date, _ alerts: [Alert]) {
      last.withLock { $0 = (key, fetched, alerts) }
    }
  }
}
