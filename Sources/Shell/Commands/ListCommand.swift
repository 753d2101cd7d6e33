import CommandLanguage
import Foundation
import Places
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
      session.reloadProfile()
      session.syncSavedPlaces()
      var output = await render(session)
      output.warnings += session.profileNotices()
      return output
    }
  }

  /// The list with weather, as lines and as the `--json` document.
  static func render(_ session: Session) async -> CommandOutput {
    let places = session.savedPlaces.map(session.place(from:))
    guard !places.isEmpty else {
      return CommandOutput(
        lines: ["No saved places yet. Save one with :add PLACE (Tab completes names)."],
        json: [("places", .array([])), ("viewed", .null)])
    }
    let results = await session.load(places, policy: session.viewPolicy)
    let settings = session.viewSettings()
    let viewedIndex = places.firstIndex { $0.id == session.viewedPlace?.id }
    var rows: [ListRow] = []
    var json: [JSONValue] = []
    var warnings: [String] = []
    for (index, place) in places.enumerated() {
      let page =
        session.viewModel.page(id: place.id)
        ?? WeatherViewModel.Page(place: place, isSaved: true, state: .idle)
      let input = Session.pageInput(page)
      rows.append(
        ListRow(
          index: index + 1, place: place, forecast: input.forecast, freshness: input.freshness))
      var members: [(String, JSONValue)] = [
        ("index", .int(index + 1)), ("place", PlaceText.json(place)),
      ]
      switch results[index] {
      case .success(let result):
        let forecast = result.forecast
        members.append(("current", WeatherJSON.current(forecast, session.units)))
        members.append(
          ("today", WeatherJSON.days(forecast, count: 1, session.units, now: settings.now)))
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
      lines: ListView.render(rows: rows, viewedIndex: viewedIndex, settings),
      json: [("places", .array(json)), ("viewed", viewedIndex.map { .int($0 + 1) } ?? .null)],
      warnings: warnings)
  }
}
