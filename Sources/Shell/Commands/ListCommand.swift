import Alerts
import Catalog
import CommandLanguage
import Foundation
import JSON
import Places
import Rendering
import Terminal
import Views
import WeatherService

/// `:list`: the saved places in order with their weather, marking the viewed one.
@MainActor
enum ListCommand {
  static let spec = CommandSpec(
    name: "list", aliases: ["ls"], summary: .helpListSummary, discussion: .helpListDiscussion,
    examples: [":list"])

  static func make() -> ShellCommand {
    ShellCommand(spec: spec) { invocation, session in
      session.saved.reload()
      session.syncSavedPlaces()
      var output = await render(session)
      output.warnings += session.saved.notices()
      return output
    }
  }

  /// The `:list` rows of `places` from the view model as it stands (nothing is fetched).
  static func rows(_ places: [Place], _ session: Session) async -> [String] {
    let rows = places.enumerated().map { row($1, index: $0 + 1, session) }
    let viewed = places.firstIndex { $0.id == session.state.viewedPlace?.id }
    return ListView.render(
      rows: await withAlerts(rows, session), viewedIndex: viewed.map { $0 + 1 },
      session.viewSettings())
  }

  /// The `:list` row of `place` at `index` (0: "My Location") from its page in the view model.
  static func row(_ place: Place, index: Int, _ session: Session) -> ListRow {
    let page =
      session.viewModel.page(id: place.id)
      ?? WeatherViewModel.Page(place: place, isSaved: index > 0, state: .idle)
    let input = PlacePage.pageInput(page)
    var row = ListRow(
      index: index, place: place, forecast: input.forecast, freshness: input.freshness)
    row.isMyLocation = index == 0
    return row
  }

  /// The rows with the most severe alert each place has in the alert cache (no request is
  /// made for :list; `:alerts`, `:now` and `:show` fill the cache).
  static func withAlerts(_ rows: [ListRow], _ session: Session) async -> [ListRow] {
    let client = session.dependencies.alerts
    let now = session.dependencies.clock.now()
    var marked = rows
    for index in marked.indices {
      let place = marked[index].place
      guard AlertSource(countryCode: place.countryCode) != nil else { continue }
      let report = try? await client.alerts(AlertsCommand.query(for: place), now, true, false)
      marked[index].alert = report?.alerts.first?.event
    }
    return marked
  }

  /// The list with weather, as lines and as the `--json` document.
  static func render(_ session: Session) async -> CommandOutput {
    let places = session.saved.allPlaces()
    guard !places.isEmpty else {
      return CommandOutput(
        lines: [say(.listEmpty)],
        json: [("places", .array([])), ("viewed", .null)])
    }
    // "My Location" comes first (page 0) when it can be found offline and is not saved.
    let mine = Locator(session: session).myLocationPage(excluding: places.map(\.id))?.place
    if let mine { session.viewModel.setMyLocation(mine) }
    let loaded = await session.weather.load(
      (mine.map { [$0] } ?? []) + places, policy: session.weather.viewPolicy,
      progress: session.progress(for: places))
    let results = Array(loaded.dropFirst(mine == nil ? 0 : 1))
    let settings = session.viewSettings()
    let viewedIndex = places.firstIndex { $0.id == session.state.viewedPlace?.id }
    var rows: [ListRow] = []
    var json: [JSONNode] = []
    var warnings: [String] = []
    if let mine { rows.append(row(mine, index: 0, session)) }
    for (index, place) in places.enumerated() {
      rows.append(row(place, index: index + 1, session))
      var members: [JSONWriter.Member] = [
        ("index", .int(index + 1)), ("place", PlaceText.json(place)),
      ]
      switch results[index] {
      case .success(let result):
        let forecast = result.forecast
        members.append(("current", WeatherJSON.current(forecast, session.saved.units)))
        members.append(
          ("today", WeatherJSON.days(forecast, count: 1, session.saved.units, now: settings.now)))
        members.append(("source", WeatherJSON.source(result)))
      case .failure(let error):
        members.append(("error", WeatherJSON.error(error)))
        warnings.append("\(place.name): \(error.message)")
      }
      json.append(.object(members))
    }
    // One warning for a whole batch that failed the same way.
    let allFailed = results.allSatisfy { if case .failure = $0 { true } else { false } }
    if warnings.count > 1, allFailed, case .failure(let error) = results[0] {
      warnings = [say(.listNoWeather, ["reason": error.message])]
    }
    let viewingMine = mine != nil && session.state.viewedPlace?.id == mine?.id
    let viewedRow = viewedIndex.map { $0 + 1 } ?? (viewingMine ? 0 : nil)
    return CommandOutput(
      lines: ListView.render(
        rows: await withAlerts(rows, session), viewedIndex: viewedRow, settings),
      json: [
        ("places", .array(json)), ("viewed", viewedIndex.map { .int($0 + 1) } ?? .null),
        ("myLocation", mine.map { PlaceText.json($0) } ?? .null),
      ],
      warnings: warnings)
  }
}
