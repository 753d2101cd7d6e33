import Foundation
import Observation
import PlaceModel
import Places
import Terminal
import TestSupport
import Testing
import Weather
import WeatherService

@testable import Shell

/// The `@Observable` view model, on its own and driven by commands over in-memory forecasts.
@MainActor
@Suite(.size(.small)) struct ViewModelTests {
  static func place(_ id: Int, _ name: String) -> Place {
    Place(
      id: id, name: name, latitude: 1, longitude: 2, population: 0, countryCode: "XX",
      countryName: "X", regionName: nil, regionCode: nil, timeZone: "Etc/UTC")
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

  @Test func pagesAreFoundByIdAfterEveryChangeAndRowsAreKeptApartFromPages() {
    let model = WeatherViewModel()
    let places = (1...2_000).map { Self.place($0, "P\($0)") }
    model.setSaved(places)
    model.setMyLocation(Self.place(5_000, "Here"))
    model.select(Self.place(9_000, "Preview"))
    #expect(model.pages.map(\.id) == [5_000] + places.map(\.id) + [9_000])
    for id in [5_000, 1, 1_000, 2_000, 9_000] { #expect(model.page(id: id)?.id == id) }
    #expect(model.page(id: 4_242) == nil)
    #expect(model.myLocationPage?.id == 5_000)
    let revision = model.revision
    model.setSummaries(
      places.map { (id: $0.id, state: WeatherViewModel.LoadState.failed(.cancelled)) })
    #expect(model.revision == revision + 1, "one change for the whole batch")
    #expect(
      model.pages.filter { if case .failed = $0.summary { true } else { false } }.count == 2_000)
    #expect(model.pages.allSatisfy { if case .idle = $0.state { true } else { false } })
    model.setState(.loading, for: 1_500)
    guard case .loading = model.page(id: 1_500)?.state else {
      Issue.record("the state was not set")
      return
    }
    // Removing places and the preview keeps every look-up right.
    model.setSaved(Array(places.suffix(10)))
    model.deselect()
    #expect(model.pages.map(\.id) == [5_000] + places.suffix(10).map(\.id))
    #expect(model.page(id: 1) == nil && model.page(id: 9_000) == nil)
    #expect(model.page(id: 1_995)?.place.name == "P1995")
    if case .failed = model.page(id: 1_995)?.summary {
    } else {
      Issue.record("the row state was lost")
    }
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
    let world = try TestWorld()
    let session = world.session(location: .offline(zone: nil), alerts: .none(), air: .none())
    let runner = Runner(session: session)
    #expect(await runner.runCommands([":now seoul"]) == 0)
    let seoul = try #require(session.context.viewModel.selectedPage)
    #expect(seoul.place.name == "Seoul")
    #expect(!seoul.isSaved)
    guard case .loaded(let result) = seoul.state else {
      Issue.record("not loaded: \(seoul.state)")
      return
    }
    #expect(result.forecast.current?.temperature == 21)
    #expect(await runner.runCommands([":add", ":add lisbon", ":go 2"]) == 0)
    #expect(session.context.viewModel.pages.map(\.place.name) == ["Seoul", "Lisbon"])
    #expect(session.context.viewModel.pages.allSatisfy { $0.isSaved })
    #expect(session.context.viewModel.selectedPage?.place.name == "Lisbon")
    #expect(await runner.runCommands([":next"]) == 0)
    #expect(session.context.viewModel.selectedPage?.place.name == "Seoul")
    #expect(await runner.runCommands([":units f"]) == 0)
    #expect(session.context.saved.units.temperature == .fahrenheit)
    #expect(world.forecasts.requests.count == 3, "seoul, lisbon, then seoul again from the cache")
  }

  @Test func myLocationIsPageZeroBeforeTheSavedPlaces() async throws {
    let world = try TestWorld()
    let session = world.session(
      location: .offline(zone: "Asia/Tokyo"), alerts: .none(), air: .none())
    let runner = Runner(session: session)
    #expect(await runner.runCommands([":add seoul", ":add lisbon", ":go 1", ":prev"]) == 0)
    let mine = try #require(session.context.viewModel.selectedPage)
    #expect(mine.place.name == "Tokyo" && mine.isMyLocation && !mine.isSaved)
    #expect(session.context.viewModel.pages.first?.isMyLocation == true)
    #expect(await runner.runCommands([":next"]) == 0)
    #expect(session.context.viewModel.selectedPage?.place.name == "Seoul")
    // Back to page 0, then round to the last saved place.
    #expect(await runner.runCommands([":prev", ":prev"]) == 0)
    #expect(session.context.viewModel.selectedPage?.place.name == "Lisbon")
    // Nothing was saved or remembered for "My Location".
    #expect(session.context.saved.places.map(\.name) == ["Seoul", "Lisbon"])
  }

  @Test func aBackgroundFetchFinishesAfterTheCommandAndIsAnnounced() async throws {
    // Fill the cache, then look again 11 minutes later in an interactive session.
    let world = try TestWorld()
    #expect(
      await Runner(session: world.session(alerts: .none(), air: .none())).runCommands([":now oslo"])
        == 0)
    world.clock.advance(by: 660)
    let later = world.session(interactive: true, alerts: .none(), air: .none())
    let runner = Runner(session: later)
    let revision = later.context.viewModel.revision
    #expect(await runner.runCommands([":now oslo"]) == 0)
    #expect(world.recorder.stdout.contains("Oslo"), "the cached forecast is shown at once")
    // The background fetch is a task on the main actor: wait for the model to change.
    var updates: [String] = []
    for _ in 0..<1000 where updates.isEmpty {
      await Task.yield()
      if later.context.viewModel.revision > revision {
        updates = PlacePage.backgroundUpdates(later.context)
      }
    }
    #expect(updates.first?.contains("Updated Oslo") == true, "\(updates)")
    #expect(world.forecasts.requests.last?.policy == .refresh)
    guard case .loaded(let result) = later.context.viewModel.selectedPage?.state else {
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
