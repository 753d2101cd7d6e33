import AlertModel
import Catalog
import CommandLanguage
import Foundation
import JSON
import Places
import Rendering
import Terminal
import Views

/// `:list`: the saved places in order with their weather, marking the viewed one.
@MainActor
enum ListCommand {
  static let spec = CommandSpec(
    name: "list", aliases: ["ls"], summary: .helpListSummary, discussion: .helpListDiscussion,
    examples: [":list"])

  static func make() -> ShellCommand {
    ShellCommand(spec: spec) { invocation, context in
      context.saved.reload()
      context.syncSavedPlaces()
      var output = await render(context)
      output.warnings += context.saved.notices()
      return output
    }
  }

  /// The list with weather, as lines and as the `--json` document.
  static func render(_ context: CommandContext) async -> CommandOutput {
    let places = context.saved.allPlaces()
    guard !places.isEmpty else {
      return CommandOutput(
        lines: [say(.listEmpty)],
        json: ListJSON.empty)
    }
    // "My Location" comes first (page 0) when it can be found offline and is not saved.
    let mine = Locator(context: context).myLocationPage(excluding: places.map(\.id))?.place
    if let mine { context.viewModel.setMyLocation(mine) }
    let loaded = await context.weather.loadSummaries(
      (mine.map { [$0] } ?? []) + places, policy: context.weather.viewPolicy,
      progress: context.progress(for: places))
    let results = Array(loaded.dropFirst(mine == nil ? 0 : 1))
    let settings = context.viewSettings()
    let viewedID = context.viewedPlace?.id
    let viewedIndex = places.firstIndex { $0.id == viewedID }
    var rows: [ListRow] = []
    var warnings: [String] = []
    if let mine { rows.append(PlaceRows.row(mine, index: 0, context)) }
    for (index, place) in places.enumerated() {
      rows.append(PlaceRows.row(place, index: index + 1, context))
      if case .failure(let error) = results[index] {
        warnings.append("\(place.name): \(error.message)")
      }
    }
    // One warning for a whole batch that failed the same way.
    let allFailed = results.allSatisfy { if case .failure = $0 { true } else { false } }
    if warnings.count > 1, allFailed, case .failure(let error) = results[0] {
      warnings = [say(.listNoWeather(reason: error.message))]
    }
    let viewingMine = mine != nil && viewedID == mine?.id
    let viewedRow = viewedIndex.map { $0 + 1 } ?? (viewingMine ? 0 : nil)
    return CommandOutput(
      lines: ListView.render(
        rows: await PlaceRows.withAlerts(rows, context), viewedIndex: viewedRow, settings),
      // The document is built only for --json: 10,000 places cost time for nothing otherwise.
      json: context.options.json
        ? ListJSON.document(
          places: places, results: results, viewed: viewedIndex.map { $0 + 1 }, myLocation: mine,
          units: context.saved.units, now: settings.now) : [],
      warnings: warnings)
  }
}
