import AlertModel
import Alerts
import Clients
import Foundation
import TestSupport
import Testing

@testable import Shell

/// The alert banner and `:alerts` in a session over a fake alert source.
@MainActor
@Suite(.size(.small)) struct AlertsCommandTests {
  /// The calls an alert client saw: offline and refresh flags.
  final class Calls: Sendable {
    let list = Locked<[(offline: Bool, refresh: Bool)]>([])
  }

  /// A source that answers one Extreme alert ending two hours after `now`, or fails.
  func client(_ calls: Calls, failing: AlertError? = nil) -> AlertClient {
    AlertClient { _, now, offline, refresh async throws(AlertError) in
      calls.list.withLock { $0.append((offline, refresh)) }
      if let failing { throw failing }
      let alert = Alert(
        id: "urn:oid:test.1", event: "Tornado Warning", severity: .extreme,
        onset: now.addingTimeInterval(-600), expires: now.addingTimeInterval(7200),
        area: "Kings, NY", headline: "Take cover", description: "A tornado.",
        instruction: "Go to a basement.")
      return AlertReport(source: .nws, alerts: [alert], fetched: now, fromCache: false)
    }
  }

  @Test func aUSPlaceGetsTheBannerOverNow() async throws {
    let world = try TestWorld()
    let calls = Calls()
    let session = world.session(alerts: client(calls), air: .none())
    #expect(await Runner(session: session).runCommands([":now new york"]) == 0)
    #expect(world.recorder.stdout.hasPrefix("⚠ Tornado Warning (Extreme) until "))
    #expect(world.recorder.stderr.isEmpty, "\(world.recorder.stderr)")
    #expect(calls.list.value.count == 1)
    #expect(calls.list.value.first?.offline == false)
  }

  @Test func aFailingSourceIsOneWarningAndTheViewSucceeds() async throws {
    let world = try TestWorld()
    let calls = Calls()
    let session = world.session(
      alerts: client(calls, failing: .unreachable(.offline)), air: .none())
    #expect(await Runner(session: session).runCommands([":show new york"]) == 0)
    #expect(world.recorder.stdout.contains("New York"))
    #expect(!world.recorder.stdout.contains("⚠"))
    let warnings = world.recorder.stderr.split(separator: "\n")
    #expect(warnings == ["wxsh: warning: alerts unavailable: the network is unreachable"])
  }

  @Test func placesOutsideTheUSNeverAskTheSource() async throws {
    let world = try TestWorld()
    let calls = Calls()
    let session = world.session(alerts: client(calls), air: .none())
    #expect(await Runner(session: session).runCommands([":now fortaleza", ":alerts"]) == 0)
    #expect(calls.list.value.isEmpty)
    #expect(world.recorder.stdout.contains("No official alert source for Brazil in wxsh yet"))
  }

  @Test func offlineAsksTheCacheOnlyAndAMissingNumberFails() async throws {
    let world = try TestWorld()
    let calls = Calls()
    let session = world.session(offline: true, alerts: client(calls))
    let runner = Runner(session: session)
    #expect(await runner.runCommands([":alerts new york"]) == 0)
    #expect(calls.list.value.allSatisfy { $0.offline })
    #expect(world.recorder.stdout.contains("1. Tornado Warning · Extreme"))
    #expect(await runner.runCommands([":alerts 1"]) == 0)
    #expect(world.recorder.stdout.contains("Go to a basement."))
    #expect(await runner.runCommands([":alerts 5"]) == 1)
    #expect(world.recorder.stderr.contains("there is no alert 5 for New York City (there are 1)"))
  }
}
