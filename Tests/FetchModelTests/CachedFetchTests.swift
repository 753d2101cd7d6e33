import FetchModel
import Foundation
import TestSize
import Testing

/// The one cache rule set: when a copy answers, when the network is asked, when a failure
/// falls back to the copy.
@Suite(.size(.small)) struct CachedFetchTests {
  /// A failure of the test's own.
  enum Failure: Error, Equatable {
    case down
    case cancelled
    case nothingCached
  }

  let now = Date(timeIntervalSince1970: 1_800_000_000)

  func ago(_ seconds: Double) -> Date { now.addingTimeInterval(-seconds) }

  @Test func aFreshCopyAnswersAndAnOldOneIsFetched() {
    let rules = CachedFetch(policy: .preferCache, freshness: 600)
    #expect(rules.plan(cachedAt: ago(599), now: now) == .useCached(age: 599))
    #expect(rules.plan(cachedAt: ago(600), now: now) == .fetch)
    #expect(rules.plan(cachedAt: nil, now: now) == .fetch)
  }

  @Test func aCopyFromTheFutureIsFreshOnlyWithinTheTolerance() {
    let rules = CachedFetch(policy: .preferCache, freshness: 600)
    #expect(rules.plan(cachedAt: ago(-30), now: now) == .useCached(age: 0))
    #expect(rules.plan(cachedAt: ago(-61), now: now) == .fetch)
  }

  @Test func offlineUsesAnyCopyAndRefreshNone() {
    let offline = CachedFetch(policy: .offline, freshness: 600)
    #expect(offline.plan(cachedAt: ago(86_400), now: now) == .useCached(age: 86_400))
    #expect(offline.plan(cachedAt: nil, now: now) == .nothingCached)
    let refresh = CachedFetch(policy: .refresh, freshness: 600)
    #expect(refresh.plan(cachedAt: ago(1), now: now) == .fetch)
  }

  @Test func theAlertSwitchesMapToAPolicy() {
    #expect(FetchPolicy(offline: true, refresh: true) == .offline)
    #expect(FetchPolicy(offline: false, refresh: true) == .refresh)
    #expect(FetchPolicy(offline: false, refresh: false) == .preferCache)
  }

  @Test func aFailedFetchFallsBackToTheCopyLabelledStale() async throws {
    let rules = CachedFetch(policy: .refresh, freshness: 600)
    let (value, source) = try await rules.run(
      cached: ("old", ago(3600)), now: { now }, nothingCached: Failure.nothingCached,
      isCancellation: { $0 == .cancelled }
    ) { () async throws(Failure) -> String in throw .down }
    #expect(value == "old")
    #expect(source == .stale(age: 3600, error: .down))
  }

  @Test func aCancelledFetchIsNeverCoveredUp() async {
    let rules = CachedFetch(policy: .refresh, freshness: 600)
    await #expect(throws: Failure.cancelled) {
      _ = try await rules.run(
        cached: ("old", ago(3600)), now: { now }, nothingCached: Failure.nothingCached,
        isCancellation: { $0 == .cancelled }
      ) { () async throws(Failure) -> String in throw .cancelled }
    }
  }

  @Test func rulesThatDoNotFallBackLetTheFailureStand() async {
    let rules = CachedFetch(policy: .refresh, freshness: 600, fallsBack: false)
    await #expect(throws: Failure.down) {
      _ = try await rules.run(
        cached: ("old", ago(3600)), now: { now }, nothingCached: Failure.nothingCached,
        isCancellation: { $0 == .cancelled }
      ) { () async throws(Failure) -> String in throw .down }
    }
  }

  @Test func aFreshCopyNeverAsksTheNetworkAndOfflineWithoutOneFails() async throws {
    let rules = CachedFetch(policy: .preferCache, freshness: 600)
    let (value, source) = try await rules.run(
      cached: ("cached", ago(10)), now: { now }, nothingCached: Failure.nothingCached,
      isCancellation: { $0 == .cancelled }
    ) { () async throws(Failure) -> String in
      Issue.record("the network was asked")
      return "fetched"
    }
    #expect(value == "cached" && source == .cached(age: 10))
    let offline = CachedFetch(policy: .offline, freshness: 600)
    await #expect(throws: Failure.nothingCached) {
      _ = try await offline.run(
        cached: nil as (value: String, fetchedAt: Date)?, now: { now },
        nothingCached: Failure.nothingCached, isCancellation: { $0 == .cancelled }
      ) { () async throws(Failure) -> String in "fetched" }
    }
  }
}
