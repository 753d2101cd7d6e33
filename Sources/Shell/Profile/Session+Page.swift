import Places
import Views

extension Session {
  /// The page printed when a place is viewed (`:go`, `:next`, `:prev`, an interactive start):
  /// a line saying which saved place it is, then the full weather page.
  ///
  /// Viewing succeeds even when the weather cannot be had: the page says why, and so does a
  /// warning. `position` is the place's 1-based number among `count` saved places.
  func page(for place: Place, position: (index: Int, count: Int)?) async -> CommandOutput {
    let styler = context.styler
    var header = ""
    if let position {
      header = styler.apply(.cyan, "▸ \(position.index)/\(position.count)") + "  "
    }
    header += styler.apply(.bold, PlaceText.line(for: place))
    let result = await load([place], policy: viewPolicy).first
    let settings = viewSettings()
    let page =
      viewModel.page(id: place.id)
      ?? WeatherViewModel.Page(place: place, isSaved: false, state: .idle)
    var json: [(String, JSONValue)]
    var warnings: [String] = []
    switch result {
    case .success(let forecast):
      json = ViewCommands.json(
        .show, place: place, result: forecast, count: nil, session: self, now: settings.now)
      warnings = Session.staleWarnings(forecast, place: place)
    case .failure(let error):
      json = [
        ("place", PlaceText.json(place)),
        ("error", WeatherJSON.error(error)),
      ]
      warnings = ["\(place.name): " + error.message]
    case nil:
      json = [("place", PlaceText.json(place))]
    }
    if let position { json += [("index", .int(position.index)), ("count", .int(position.count))] }
    return CommandOutput(
      lines: [header, ""] + PageView.render(Session.pageInput(page), settings), json: json,
      warnings: warnings)
  }
}
