import AlertModel
import Foundation
import HTTP
import TestSupport
import Testing

@testable import Alerts

/// The NWS client against the stub server on loopback.
@Suite(.size(.medium)) struct NWSClientTests {
  let stub: StubServerProcess
  let home: TemporaryDirectory
  let fast = HTTPPolicy(
    connectTimeout: 2, requestTimeout: 3, totalBudget: 4, maxAttempts: 1, backoffBase: 0.1,
    backoffCap: 0.1, maxRetryAfter: 1, maxBodyBytes: 2 << 20)

  init() async throws {
    stub = try await StubServerProcess.ready()
    home = try TemporaryDirectory(prefix: "wxsh-alerts")
  }

  func client(_ base: String, cache: Bool = true) -> NWSClient {
    NWSClient(
      environment: [NWSClient.variable: base, NWSClient.contactVariable: "ops@example.org"],
      cacheDirectory: cache ? home.path + "/cache" : nil,
      policy: fast)
  }

  @Test func itAsksForThePointWithAUserAgentNamingAContactAndCaches() async throws {
    let base = stub.url("fixture=nws-several")
    let client = client(base)
    let first = try await client.alerts(latitude: 35.46756, longitude: -97.51643, now: Date())
    #expect(first.alerts.count == 3)
    #expect(!first.fromCache)
    let second = try await client.alerts(latitude: 35.46756, longitude: -97.51643, now: Date())
    #expect(second.fromCache)
    #expect(second.alerts.map(\.id) == first.alerts.map(\.id))
    let log = try await stub.requests(under: base)
    #expect(log.count == 1, "the second answer came from the cache")
    let entry = try #require(log.first)
    #expect((entry["uri"] as? String)?.hasSuffix("/alerts/active?point=35.4676,-97.5164") == true)
    let agent = try #require(entry["userAgent"] as? String)
    #expect(agent == "wxsh/0.1 (terminal weather shell; ops@example.org)")
    // Ten minutes later the cache is stale and the network is asked again.
    let later = try await client.alerts(
      latitude: 35.46756, longitude: -97.51643, now: Date().addingTimeInterval(601))
    #expect(!later.fromCache)
    #expect(try await stub.requests(under: base).count == 2)
  }

  @Test func offlineUsesOnlyTheCache() async throws {
    let base = stub.url("fixture=nws-several")
    let client = client(base)
    do {
      _ = try await client.alerts(latitude: 35.5, longitude: -97.5, now: Date(), offline: true)
      Issue.record("offline without a cache answered")
    } catch {
      #expect(error == .offlineNothingCached)
    }
    #expect(try await stub.requests(under: base).isEmpty)
  }

  @Test func aProblemReportIsOneCleanLine() async throws {
    for (fixture, status, text) in [
      ("nws-problem-400", 400, "does not appear to be a valid coordinate"),
      ("nws-problem-404", 404, "The requested resource was not found"),
    ] {
      do {
        _ = try await client(stub.url("fixture=\(fixture)"), cache: false).alerts(
          latitude: 35.5, longitude: -97.5, now: Date())
        Issue.record("\(fixture) answered")
      } catch {
        #expect(error.message(from: .nws).contains("(\(status))"), "\(error.message(from: .nws))")
        #expect(error.message(from: .nws).contains(text), "\(error.message(from: .nws))")
        #expect(!error.message(from: .nws).contains("\n"))
      }
    }
  }

  @Test func anAccessDeniedPageIsOneCleanLine() async throws {
    do {
      _ = try await client(stub.url("fixture=nws-access-denied"), cache: false).alerts(
        latitude: 35.5, longitude: -97.5, now: Date())
      Issue.record("access denied answered")
    } catch {
      #expect(error.message(from: .nws) == "the National Weather Service refused access (403)")
    }
  }

  @Test func aPlainHTTPBaseOffLoopbackIsRefused() async throws {
    let client = NWSClient(
      environment: [NWSClient.variable: "http://api.weather.gov"], cacheDirectory: nil)
    do {
      _ = try await client.alerts(latitude: 35.5, longitude: -97.5, now: Date())
      Issue.record("plain http answered")
    } catch {
      #expect(error.message(from: .nws).contains("WXSH_NWS_URL"))
    }
  }

  @Test(arguments: [
    (nil, "wxsh/0.1 (terminal weather shell)"),
    ("me@example.org", "wxsh/0.1 (terminal weather shell; me@example.org)"),
    ("https://example.org/me", "wxsh/0.1 (terminal weather shell; https://example.org/me)"),
    ("evil\r\nX-Injected: 1", "wxsh/0.1 (terminal weather shell)"),
    ("é@example.org", "wxsh/0.1 (terminal weather shell)"),
  ])
  func theUserAgentCarriesOnlyAContactTheUserGave(contact: String?, agent: String) {
    let environment = contact.map { [NWSClient.contactVariable: $0] } ?? [:]
    #expect(NWSClient.userAgent(environment: environment) == agent)
  }
}
