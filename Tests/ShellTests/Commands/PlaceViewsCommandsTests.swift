import Clients
import FetchModel
import Foundation
import TestSupport
import Testing
import Weather
import WeatherService

@testable import Shell

/// `:moon`, `:rain`, `:air`, `:refresh` and `:here` through the test world.
@MainActor
@Suite(.size(.small)) struct PlaceViewsCommandsTests {
  /// An air source answering one reading (European index 42, US index 55) and recording the
  /// points asked.
  func air(_ asked: Locked<[Double]>) -> AirQualityClient {
    AirQualityClient { latitude, _, _ in
      asked.withLock { $0.append(latitude) }
      let sample = AirQuality.Sample(
        time: Date(timeIntervalSince1970: 1_795_000_000), europeanAQI: 42, usAQI: 55, pm25: 8,
        pm10: 12, ozone: 60, nitrogenDioxide: 9, pollen: [:])
      let reading = AirQuality(
        fetchedAt: Date(timeIntervalSince1970: 1_795_000_000), timeZoneIdentifier: "GMT",
        current: sample, hours: [sample])
      return .success(AirQualityResult(air: reading, source: .fetched))
    }
  }

  @Test func moonIsComputedOfflineForAPlaceAndDate() async throws {
    let world = try TestWorld()
    let session = world.session()
    #expect(await Runner(session: session).runCommands([":moon oslo 2026-03-03"]) == 0)
    #expect(world.recorder.stdout.contains("Full moon"))
    #expect(world.recorder.stdout.contains("Oslo"))
    #expect(world.forecasts.requests.isEmpty, "the moon needs no forecast")
    #expect(await Runner(session: session).runCommands([":moon oslo 2026-02-30"]) == 1)
  }

  @Test func rainShowsThePlaceAndTheProvider() async throws {
    let world = try TestWorld()
    let session = world.session()
    #expect(await Runner(session: session).runCommands([":rain lisbon"]) == 0)
    let lines = world.recorder.stdout.split(separator: "\n")
    #expect(lines.first?.hasPrefix("Lisbon") == true)
    #expect(lines.last?.contains("Open-Meteo") == true)
    #expect(session.context.viewedPlace?.name == "Lisbon")
  }

  @Test func airUsesTheRegionsIndexUnlessAnotherIsAskedFor() async throws {
    let world = try TestWorld()
    let asked = Locked<[Double]>([])
    let session = world.session(json: true, air: air(asked))
    #expect(
      await Runner(session: session).runCommands([":air berlin", ":air berlin --us", ":air tokyo"])
        == 0)
    let documents = try world.recorder.stdout.split(separator: "\n").map {
      try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] ?? [:]
    }
    #expect(documents.map { $0["scale"] as? String } == ["eu", "us", "us"])
    #expect(documents.map { $0["index"] as? Double } == [42, 55, 55])
    #expect(asked.value.count == 3)
  }

  @Test func aFailingAirSourceFailsAirWithOneLine() async throws {
    let world = try TestWorld()
    let session = world.session(air: .none())
    #expect(await Runner(session: session).runCommands([":air berlin"]) == 1)
    #expect(world.recorder.stderr.split(separator: "\n").count == 1)
  }

  @Test func refreshFetchesTheViewedPlaceAgainAndOfflineRefuses() async throws {
    let world = try TestWorld()
    let session = world.session(alerts: .none(), air: .none())
    #expect(await Runner(session: session).runCommands([":now oslo", ":refresh"]) == 0)
    #expect(world.forecasts.requests.map(\.policy) == [.preferCache, .refresh])
    let offline = world.session(offline: true)
    #expect(await Runner(session: offline).runCommands([":refresh"]) == 1)
    #expect(world.forecasts.requests.count == 2)
  }

  @Test func hereSetPinsAndClearForgetsTheHomePlace() async throws {
    let world = try TestWorld()
    let session = world.session(location: .offline(zone: nil))
    let runner = Runner(session: session)
    #expect(await runner.runCommands([":here set lima"]) == 0)
    #expect(session.context.saved.profile.homePlaceID != nil)
    #expect(world.recorder.stdout.contains("Lima"))
    #expect(await runner.runCommands([":here clear"]) == 0)
    #expect(session.context.saved.profile.homePlaceID == nil)
  }

  /// Issue 28: `:refresh all` wrote one line repeating the same cause for every place.
  @Test func severalPlacesFailingForOneCauseAreOneSummary() async throws {
    let world = try TestWorld()
    let session = world.session(location: .offline(zone: nil), alerts: .none(), air: .none())
    let runner = Runner(session: session)
    #expect(
      await runner.runCommands([":add oslo", ":add lisbon", ":add seoul", ":daily oslo"]) == 0)
    world.forecasts.failFetches(with: .http(.openMeteo, .offline))
    #expect(await runner.runCommands([":refresh all"]) == 1)
    let summary = try #require(world.recorder.stderr.split(separator: "\n").last.map(String.init))
    let reason = WeatherError.http(.openMeteo, .offline).message
    #expect(summary.contains("3 of 3 places"), "\(summary)")
    #expect(summary.components(separatedBy: reason).count == 2, "the cause once: \(summary)")
  }
}
