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
    name: "list", aliases: ["ls"],
    summary: "Your saved places with local time and weather; ▸ marks the one being viewed",
    usage: ":list",
    discussion: "Fetches the weather of every saved place in one request (or uses the "
      + "forecasts of the last 10 minutes).",
    examples: [":list"])

  static func make() -> ShellCommand {
    ShellCommand(spec: spec) { invocation, session in
      guard invocation.arguments.isEmpty else {
        throw ShellError.usage(
          command: "list", problem: ":list takes no arguments", usage: spec.usage)
      }
      session.saved.reload()
      session.syncSavedPlaces()
      var output = await render(session)
      output.warnings += session.saved.notices()
      return output
    }
  }

  /// The list with weather, as lines and as the `--json` document.
  static func render(_ session: Session) async -> CommandOutput {
    let places = session.saved.allPlaces()
    guard !places.isEmpty else {
      return CommandOutput(
        lines: ["No saved places yet. Save one with :add PLACE (Tab completes names)."],
        json: [("places", .array([])), ("viewed", .null)])
    }
    let results = await session.weather.load(
      places, policy: session.weather.viewPolicy, progress: session.progress(for: places))
    let settings = session.viewSettings()
    let viewedIndex = places.firstIndex { $0.id == session.state.viewedPlace?.id }
    var rows: [ListRow] = []
    var json: [JSONNode] = []
    var warnings: [String] = []
    for (index, place) in places.enumerated() {
      let page =
        session.viewModel.page(id: place.id)
        ?? WeatherViewModel.Page(place: place, isSaved: true, state: .idle)
      let input = PlacePage.pageInput(page)
      rows.append(
        ListRow(
          index: index + 1, place: place, forecast: input.forecast, freshness: input.freshness))
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
      warnings = ["no weather for your places: " + error.message]
    }
    return CommandOutput(
      lines: ListView.render(rows: rows, viewedIndex: viewedIndex.map { $0 + 1 }, settings),
      json: [("places", .array(json)), ("viewed", viewedIndex.map { .int($0 + 1) } ?? .null)],
      warnings: warnings)
  }
}
