import Foundation

/// The one set of rules for a fetch through a disk cache, used by the forecast, air quality,
/// NWS and MeteoAlarm clients: when a cached copy answers without the network, when the
/// network is asked, and when a failed fetch falls back to the cached copy.
///
///     let rules = CachedFetch(policy: .preferCache, freshness: 600)
///     let (value, source) = try await rules.run(
///       cached: cache.load(), at: now, nothingCached: .notCached, isCancellation: { … }
///     ) { () async throws(MyError) in try await fetch() }
public struct CachedFetch: Sendable {
  /// How this fetch treats the cache.
  public var policy: FetchPolicy
  /// How long a cached copy answers without asking the network, seconds.
  public var freshness: Double
  /// How far ahead of the clock a copy may be stamped and still be fresh (another session's
  /// clock, a small step back), seconds. A copy stamped further ahead is fetched again.
  public var futureTolerance: Double
  /// Whether a failed fetch answers with the cached copy, labelled stale (the forecast and
  /// air); alerts say the fetch failed instead, since old warnings may have been lifted.
  public var fallsBack: Bool

  /// Creates the rules for one fetch.
  public init(
    policy: FetchPolicy, freshness: Double, futureTolerance: Double = 60, fallsBack: Bool = true
  ) {
    self.policy = policy
    self.freshness = freshness
    self.futureTolerance = futureTolerance
    self.fallsBack = fallsBack
  }

  /// What to do with the cached copy, when there is one.
  public enum Plan: Sendable, Equatable {
    /// Answer with the cached copy, this many seconds old.
    case useCached(age: Double)
    /// Ask the network.
    case fetch
    /// Offline with no cached copy: nothing to answer with.
    case nothingCached
  }

  /// Where an answer came from.
  public enum Source<Failure: Error & Sendable>: Sendable {
    /// Fetched now.
    case fetched
    /// The cached copy, this many seconds old, without asking the network.
    case cached(age: Double)
    /// The cached copy after the fetch failed with `error`.
    case stale(age: Double, error: Failure)
  }

  /// The plan for a copy stamped `cachedAt` (nil: none) at `now`.
  public func plan(cachedAt: Date?, now: Date) -> Plan {
    switch policy {
    case .offline:
      guard let cachedAt else { return .nothingCached }
      return .useCached(age: Self.age(of: cachedAt, at: now))
    case .preferCache:
      guard let cachedAt, isFresh(cachedAt, at: now) else { return .fetch }
      return .useCached(age: Self.age(of: cachedAt, at: now))
    case .refresh:
      return .fetch
    }
  }

  /// True when a copy stamped `fetchedAt` answers without the network at `now`.
  public func isFresh(_ fetchedAt: Date, at now: Date) -> Bool {
    let age = now.timeIntervalSince(fetchedAt)
    return age >= -futureTolerance && age < freshness
  }

  /// The age of a copy stamped `fetchedAt`, never negative.
  public static func age(of fetchedAt: Date, at now: Date) -> Double {
    max(0, now.timeIntervalSince(fetchedAt))
  }

  /// The age to answer with after a failed fetch, or nil when the failure stands: no cached
  /// copy, a cancelled fetch (Ctrl-C is never covered up), or rules that do not fall back.
  public func fallbackAge(cachedAt: Date?, now: Date, cancelled: Bool) -> Double? {
    guard fallsBack, !cancelled, let cachedAt else { return nil }
    return Self.age(of: cachedAt, at: now)
  }

  /// One whole fetch: the cached copy when the plan says so, else `fetch`, else the cached
  /// copy labelled stale when the rules allow it, else the fetch's failure.
  ///
  /// - Parameters:
  ///   - cached: the cached copy and when it was fetched, or nil.
  ///   - now: the clock, read before deciding and again for a stale copy's age.
  ///   - nothingCached: the failure when offline finds no copy.
  ///   - isCancellation: whether a failure is the caller's cancellation.
  public func run<Value: Sendable, Failure: Error & Sendable>(
    cached: (value: Value, fetchedAt: Date)?, now: () -> Date, nothingCached: Failure,
    isCancellation: (Failure) -> Bool, fetch: () async throws(Failure) -> Value
  ) async throws(Failure) -> (Value, Source<Failure>) {
    let plan = plan(cachedAt: cached?.fetchedAt, now: now())
    if case .useCached(let age) = plan, let cached {
      return (cached.value, .cached(age: age))
    }
    if plan == .nothingCached { throw nothingCached }
    do throws(Failure) {
      return (try await fetch(), .fetched)
    } catch {
      if let cached,
        let age = fallbackAge(
          cachedAt: cached.fetchedAt, now: now(), cancelled: isCancellation(error))
      {
        return (cached.value, .stale(age: age, error: error))
      }
      throw error
    }
  }
}

extension CachedFetch.Source: Equatable where Failure: Equatable {}
