import AlertModel
import PlaceModel
import Places
import Views

/// The saved places as one-line rows (`:list`, `:refresh all`): each place's weather as the
/// view model holds it, the viewed one marked, the most severe cached alert beside it.
@MainActor
enum PlaceRows {
  /// The `:list` rows of `places` from the view model as it stands (nothing is fetched).
  static func rows(_ places: [Place], _ context: CommandContext) async -> [String] {
    let rows = places.enumerated().map { row($1, index: $0 + 1, context) }
    let viewedID = context.viewedPlace?.id
    let viewed = places.firstIndex { $0.id == viewedID }
    return ListView.render(
      rows: await withAlerts(rows, context), viewedIndex: viewed.map { $0 + 1 },
      context.viewSettings())
  }

  /// The `:list` row of `place` at `index` (0: "My Location") from its page in the view model:
  /// its summary, else the page's forecast.
  static func row(_ place: Place, index: Int, _ context: CommandContext) -> ListRow {
    var page =
      context.viewModel.page(id: place.id)
      ?? WeatherViewModel.Page(place: place, isSaved: index > 0, state: .idle)
    switch page.summary {
    case .idle: break
    case .loading, .loaded, .failed: page.state = page.summary
    }
    let input = PlacePage.pageInput(page)
    var row = ListRow(
      index: index, place: place, forecast: input.forecast, freshness: input.freshness)
    row.isMyLocation = index == 0
    return row
  }

  /// The rows with the most severe alert each place has in the alert cache (no request is
  /// made for :list; `:alerts`, `:now` and `:show` fill the cache).
  static func withAlerts(_ rows: [ListRow], _ context: CommandContext) async -> [ListRow] {
    var marked = rows
    let answers = await PlaceWeather.cachedAlertLookups(rows.map(\.place), context)
    for (index, answer) in zip(marked.indices, answers) {
      if case .event(let event) = answer { marked[index].alert = event }
    }
    return marked
  }
}
