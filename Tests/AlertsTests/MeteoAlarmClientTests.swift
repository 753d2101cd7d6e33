import AlertModel
import Foundation
import HTTP
import TestSupport
import Testing

@testable import Alerts

/// The MeteoAlarm client against the stub server on loopback.
@Suite(.size(.medium)) struct MeteoAlarmClientTests {
  let stub: StubServerProcess
  let home: TemporaryDirectory
  let fast = HTTPPolicy(
    connectTimeout: 2, requestTimeout: 3, totalBudget: 4, maxAttempts: 1, backoffBase: 0.1,
    backoffCap: 0.1, maxRetryAfter: 1, maxBodyBytes: 4 << 20)
  let berlin = AlertQuery(
    latitude: 52.52, longitude: 13.405, countryCode: "DE", names: ["Berlin"])
  let bergen = AlertQuery(latitude: 60.39, longitude: 5.32, countryCode: "NO")

  init() async throws {
    stub = try await StubServerProcess.ready()
    home = try TemporaryDirectory(prefix: "wxsh-meteoalarm")
  }

  func client(_ base: String, language: String = "de_DE.UTF-8", cache: Bool = true)
    -> MeteoAlarmClient
  {
    MeteoAlarmClient(
      environment: [MeteoAlarmClient.variable: base, "LANG": language],
      cacheDirectory: cache ? home.path + "/cache" : nil, policy: fast)
  }

  @Test func twoCallsWithinTenMinutesAskOnceAndRefreshAsksAgain() async throws {
    let base = stub.url("fixture=germany")
    let client = client(base)
    let now = Date()
    let first = try await client.alerts(for: berlin, now: now)
    #expect(!first.fromCache)
    #expect(first.source == .meteoalarm)
    let second = try await client.alerts(for: berlin, now: now.addingTimeInterval(540))
    #expect(second.fromCache)
    #expect(second.alerts.map(\.id) == first.alerts.map(\.id))
    let log = try await stub.requests(under: base)
    #expect(log.count == 1, "the second answer came from the cache")
    let uri = try #require(log.first?["uri"] as? String)
    #expect(uri.hasSuffix("/api/v1/warnings/feeds-germany"), "\(uri)")
    #expect((log.first?["userAgent"] as? String) == "wxsh/0.1")
    // A refresh asks again, and so does a call after ten minutes.
    let refreshed = try await client.alerts(
      for: berlin, now: now.addingTimeInterval(60), refresh: true)
    #expect(!refreshed.fromCache)
    #expect(try await stub.requests(under: base).count == 2)
    let later = try await client.alerts(for: berlin, now: now.addingTimeInterval(60 + 601))
    #expect(!later.fromCache)
    #expect(try await stub.requests(under: base).count == 3)
  }

  @Test func offlineWithNothingCachedThrows() async throws {
    let base = stub.url("fixture=germany")
    do {
      _ = try await client(base).alerts(for: berlin, now: Date(), offline: true)
      Issue.record("offline without a cache answered")
    } catch {
      #expect(error == .offlineNothingCached)
    }
    #expect(try await stub.requests(under: base).isEmpty)
  }

  @Test func offlineAnswersFromACacheOfAnyAge() async throws {
    let base = stub.url("fixture=empty")
    let client = client(base)
    let now = Date()
    let old = now.addingTimeInterval(-90 * 86_400)
    let feed = MeteoFeed.bytes([
      MeteoFeed.warning(
        id: "OLD-1", sent: "2026-01-01T00:00:00Z",
        info: [
          MeteoFeed.info(
            "de-DE", event: "STURM", onset: "2026-01-01T00:00:00Z",
            expires: "2199-01-01T00:00:00Z")
        ])
    ])
    try #require(client.cache != nil)
    try client.cache?.store(feed, fetched: old, source: .meteoalarm, key: "feeds-germany")
    let offline = try await client.alerts(for: berlin, now: now, offline: true)
    #expect(offline.fromCache)
    #expect(offline.alerts.map(\.event) == ["STURM"])
    #expect(abs(offline.fetched.timeIntervalSince(old)) < 1)
    #expect(try await stub.requests(under: base).isEmpty)
    // Online, that cache is stale: the network is asked.
    let online = try await client.alerts(for: berlin, now: now)
    #expect(!online.fromCache)
    #expect(online.alerts.isEmpty)
    #expect(try await stub.requests(under: base).count == 1)
  }

  @Test func aServerErrorIsUnreachable() async throws {
    let base = stub.url("fault=500", "fixture=germany")
    do {
      _ = try await client(base, cache: false).alerts(for: berlin, now: Date())
      Issue.record("a 500 answered")
    } catch {
      guard case .unreachable = error else {
        Issue.record("expected unreachable, got \(error)")
        return
      }
      #expect(error.message(from: .meteoalarm).contains("MeteoAlarm"))
      #expect(error.message(from: .meteoalarm).contains("500"))
    }
  }

  @Test(arguments: [
    (["LANG": "de_DE.UTF-8"], "de"),
    (["LC_ALL": "fr_FR.UTF-8", "LANG": "de_DE.UTF-8"], "fr"),
    (["LC_ALL": "fr_FR.UTF-8", "LC_MESSAGES": "it_IT.UTF-8", "LANG": "de_DE.UTF-8"], "fr"),
    (["LC_MESSAGES": "it_IT.UTF-8", "LANG": "de_DE.UTF-8"], "it"),
    (["LC_ALL": "", "LANG": "nb_NO.UTF-8"], "nb"),
    (["LANG": "C"], "en"), (["LANG": "POSIX"], "en"), (["LANG": "C.UTF-8"], "en"),
    (["LANG": ""], "en"), ([:], "en"), (["LC_ALL": "C", "LANG": "de_DE.UTF-8"], "en"),
    (["LANG": "pt_BR.UTF-8"], "pt"), (["LANG": "EN_us"], "en"), (["LANG": "de"], "de"),
    (["LANG": "ast_ES.UTF-8"], "ast"), (["LANG": "1234"], "en"),
  ])
  func theLanguageComesFromTheLocale(environment: [String: String], language: String) {
    #expect(MeteoAlarmClient.language(environment: environment) == language)
  }

  @Test func aGermanQueryNamedBerlinGetsTheBerlinWarnings() async throws {
    let report = try await client(stub.url("fixture=germany"), cache: false).alerts(
      for: berlin, now: Date())
    #expect(report.alerts.count == 2, "\(report.alerts.map(\.event))")
    #expect(report.alerts.first?.event == "STURMBÖEN")
    #expect(report.alerts.first?.severity == .severe)
    #expect(report.alerts.first?.language == "de-DE")
    #expect(report.alerts.contains { $0.messageType == "Update" })
    #expect(report.alerts.allSatisfy { $0.match == .name })
    #expect(report.alerts.allSatisfy { $0.area?.contains("Berlin") == true })
    #expect(report.elsewhere.count > 0)
    #expect(!report.elsewhere.contains { $0.area?.contains("Berlin") == true })
    // In English, the same warnings in the English blocks.
    let english = try await client(
      stub.url("fixture=germany"), language: "en_GB.UTF-8", cache: false
    )
    .alerts(for: berlin, now: Date())
    #expect(english.alerts.map(\.id) == report.alerts.map(\.id))
    #expect(english.alerts.first?.event == "gale-force gusts")
  }

  @Test func aNorwegianQueryAtBergenGetsThePolygonWarning() async throws {
    let report = try await client(stub.url("fixture=norway-polygon"), language: "en_GB.UTF-8")
      .alerts(for: bergen, now: Date())
    #expect(report.alerts.map(\.event) == ["Gale"])
    #expect(report.alerts.first?.match == .outline)
    #expect(report.elsewhere.map(\.event) == ["Blowing snow"])
    let norwegian = try await client(stub.url("fixture=norway-polygon"), language: "nb_NO.UTF-8")
      .alerts(for: bergen, now: Date())
    #expect(norwegian.alerts.map(\.event) == ["Kuling"])
  }

  @Test func aCountryWithoutAFeedIsRefusedWithoutAsking() async throws {
    let base = stub.url("fixture=germany")
    do {
      _ = try await client(base).alerts(
        for: AlertQuery(latitude: 35.7, longitude: 139.7, countryCode: "JP"), now: Date())
      Issue.record("Japan answered")
    } catch {
      #expect(error == .noSource(countryCode: "JP"))
      #expect(error.message(from: .meteoalarm) == "no official alert source for JP in wxsh yet")
    }
    #expect(try await stub.requests(under: base).isEmpty)
  }
}
