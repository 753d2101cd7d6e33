import AlertModel
import Alerts
import Catalog
import Foundation
import TestSupport
import Testing
import WeatherService

@testable import Shell

/// `:line`: one status-bar line from a template, stale and missing forecasts said so.
@MainActor
@Suite(.size(.small)) struct LineCommandTests {
  @Test func aTemplateIsFilledFromTheForecast() async throws {
    let world = try TestWorld()
    let session = world.session()
    #expect(await Runner(session: session).runCommands([":line oslo --format '%l: %t'"]) == 0)
    #expect(world.recorder.stdout == "Oslo: +21°C\n")
  }

  @Test func anOldForecastIsShownWithItsAgeWhenTheFetchFails() async throws {
    let world = try TestWorld()
    let session = world.session()
    #expect(await Runner(session: session).runCommands([":line oslo --format %t"]) == 0)
    world.clock.advance(by: 3 * 3600)
    world.forecasts.failFetches(with: .http(.openMeteo, .offline))
    #expect(await Runner(session: session).runCommands([":line oslo --format %t"]) == 1)
    let lines = world.recorder.stdout.split(separator: "\n").map(String.init)
    #expect(lines.last == "+21°C (" + say(.barAgeHours(hours: "3")) + ")")
    #expect(world.recorder.stderr.contains("Oslo"))
  }

  @Test func alertsAndAirCodesAskOnlyWhenUsed() async throws {
    let world = try TestWorld()
    let alerts = Locked<[AlertQuery]>([])
    let air = Locked<[Double]>([])
    let session = world.session(alerts: .none(alerts), air: .none(air))
    #expect(await Runner(session: session).runCommands([":line new york --format %t"]) == 0)
    #expect(alerts.value.isEmpty && air.value.isEmpty)
    #expect(await Runner(session: session).runCommands([":line new york --format '%A|%a'"]) == 0)
    #expect(alerts.value.count == 1 && air.value.count == 1)
    #expect(world.recorder.stdout.split(separator: "\n").last == "\(say(.barNoAlerts))|—")
  }

  @Test func anOverlongTemplateIsRefusedBeforeFetching() async throws {
    let world = try TestWorld()
    let session = world.session()
    let template = String(repeating: "%t", count: 3000)
    #expect(await Runner(session: session).runCommands([":line oslo --format \(template)"]) == 1)
    #expect(world.forecasts.requests.isEmpty)
  }
}
