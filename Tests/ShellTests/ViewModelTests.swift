import Foundation
import Observation
import Places
import Terminal
import TestSupport
import Testing
import Weather
import WeatherService

@testable import Shell

/// The `@Observable` view model, on its own and driven by commands against the stub server.
@MainActor
@Suite struct ViewModelTests {
  let home: TemporaryDirectory
  init() throws { home = try TemporaryDirectory(prefix: "wxsh-viewmodel") }

  static func place(_ id: Int, _ name: String) -> Place {
    Place(
      id: id, name: name, latitude: 1, longitude: 2, population: 0, countryCode: "XX",
      countryName: "X", regionName: nil, regionCode: nil, timeZone: "Etc/UTC")
  }

  func session(interactive: Bool = false, clockOffset: Double = 0) throws -> (Session, Recorder) {
    let stub = try StubServerProcess.shared.get()
    let recorder = Recorder()
    let environment = [
      "HOME": home.path, "XDG_CONFIG_HOME": home.path + "/config",
      "XDG_CACHE_HOME": home.path + "/cache", "WXSH_OPEN_METEO_URL": stub.url(),
    ]
    let context = ShellContext(
      environment: environment,
      terminal: TerminalInfo(stdinIsTerminal: interactive, stdoutIsTerminal: interactive),
      output: recorder.output)
    let session = Session(context: context)
    if clockOffset != 0 {
      let configuration = WeatherServiceConfiguration(environment: environment)
      session.weatherServiceStorage = WeatherService(
        configuration: configuration, now: { Date().addingTimeInterval(clockOffset) })
    }
    return (session, recorder)
  }

  @Test func savedPagesThenAPreviewPageAndSelection() {
    let model = WeatherViewModel()
    model.setSaved([Self.place(1, "A"), Self.place(2, "B")])
    #expect(model.pages.map(\.id) == [1, 2])
    model.select(Self.place(9, "Preview"))
    #expect(model.pages.map(\.id) == [1, 2, 9])
    #expect(model.pages.last?.isSaved == false)
    model.select(Self.place(2, "B"))
    #expect(model.pages.map(\.id) == [1, 2], "the preview goes when another page is selected")
    #expect(model.selectedPage?.place.name == "B")
    model.setSaved([Self.place(2, "B")])
    #expect(model.pages.map(\.id) == [2])
  }

  @Test func loadStateChangesAreObservable() async {
    let model = WeatherViewModel()
    model.setSaved([Self.place(1, "A")])
    let changed = Flag()
    withObservationTracking {
      _ = model.revision
    } onChange: {
      changed.set()
    }
    model.setState(.loading, for: 1)
    #expect(changed.value)
  }

  @Test func commandsChangeTheModel() async throws {
    let (session, _) = try session()
    let runner = Runner(session: session)
    #expect(await runner.runCommands([":now seoul"]) == 0)
    let seoul = try #require(session.viewModel.selectedPage)
    #expect(seoul.place.name == "Seoul")
    #expect(!seoul.isSaved)
    guard case .loaded(let result) = seoul.state else {
      Issue.record("not loaded: \(seoul.state)")
      await session.shutdown()
      return
    }
    #expect(result.forecast.current?.temperature != nil)
    #expect(await runner.runCommands([":add", ":add lisbon", ":go 2"]) == 0)
    #expect(session.viewModel.pages.map(\.place.name) == ["Seoul", "Lisbon"])
    #expect(session.viewModel.pages.allSatisfy { $0.isSaved })
    #expect(session.viewModel.selectedPage?.place.name == "Lisbon")
    #expect(await runner.runCommands([":next"]) == 0)
    #expect(session.viewModel.selectedPage?.place.name == "Seoul")
    #expect(await runner.runCommands([":units f"]) == 0)
    #expect(session.units.temperature == .fahrenheit)
    await session.shutdown()
  }

  @Test func aBackgroundFetchFinishesAfterTheCommandAndIsAnnounced() async throws {
    // Fill the cache, then look again 11 minutes "later" in an interactive session.
    let (first, _) = try session()
    #expect(await Runner(session: first).runCommands([":now oslo"]) == 0)
    await first.shutdown()
    let (later, recorder) = try session(interactive: true, clockOffset: 660)
    let started = Date()
    #expect(await Runner(session: later).runCommands([":now oslo"]) == 0)
    #expect(recorder.stdout.contains("Oslo"), "the cached forecast is shown at once")
    #expect(later.backgroundPlaceIDs.count == 1)
    var updates: [String] = []
    while updates.isEmpty, Date().timeIntervalSince(started) < 10 {
      try await Task.sleep(for: .milliseconds(20))
      updates = later.takeBackgroundUpdates()
    }
    #expect(updates.first?.contains("Updated Oslo") == true, "\(updates)")
    await later.shutdown()
    guard case .loaded(let result) = later.viewModel.selectedPage?.state else {
      Issue.record("not loaded")
      return
    }
    #expect(result.source == .fetched)
  }
}

/// A flag set from an observation callback.
final class Flag: @unchecked Sendable {
  private let lock = NSLock()
  private var stored = false
  var value: Bool { lock.withLock { stored } }
  func set() { lock.withLock { stored = true } }
}
