import Catalog
import JSON
import Places
import Rendering
import Terminal
import Views
import WeatherService

/// A place's weather page as `:go`, `:next`, `:prev`, `:here` and the interactive start show
/// it: the header saying which page it is, then the full page.
@MainActor
enum PlacePage {
  /// Loads the place's weather and renders its page. Viewing succeeds even when the weather
  /// cannot be had: the page says why, and so does a warning.
  static func show(_ place: Place, _ position: PlaceHeader.Position, _ session: Session) async
    -> CommandOutput
  {
    let header = PlaceHeader.line(place, position, styler: session.styler)
    let result = await session.weather.load(
      [place], policy: session.weather.viewPolicy, progress: session.progress(for: [place])
    ).first
    let settings = session.viewSettings()
    let page =
      session.viewModel.page(id: place.id)
      ?? WeatherViewModel.Page(place: place, isSaved: false, state: .idle)
    var json: [JSONWriter.Member]
    var warnings: [String] = []
    switch result {
    case .success(let forecast):
      json = ViewCommands.json(
        .show, place: place, result: forecast, count: nil, units: settings.units,
        now: settings.now)
      warnings = WeatherLoader.staleWarnings(forecast, place: place)
    case .failure(let error):
      json = [("place", PlaceText.json(place)), ("error", WeatherJSON.error(error))]
      warnings = [
        say(.pageFailed, ["place": PlaceLabels.displayName(place), "reason": error.message])
      ]
    case nil:
      json = [("place", PlaceText.json(place))]
    }
    if case .saved(let index, let count) = position {
      json += [("index", .int(index)), ("count", .int(count))]
    }
    return CommandOutput(
      lines: [header, ""] + render(page, session, reserved: 2), json: json, warnings: warnings)
  }

  /// What the interactive shell shows first: the place viewed last, from the cache at once,
  /// with a fresh forecast fetched in the background; nil when no place was viewed. The prompt
  /// never waits on the network.
  static func opening(_ session: Session) -> CommandOutput? {
    guard let place = session.state.viewedPlace else { return nil }
    session.viewModel.select(place)
    let header = PlaceHeader.line(place, position(of: place, session), styler: session.styler)
    let weather = session.weather
    guard let cached = weather.cached(place) else {
      if !session.options.offline { weather.refreshInBackground(place, policy: .preferCache) }
      return CommandOutput(lines: [header, session.styler.apply(.dim, say(.pageFetching))])
    }
    session.viewModel.setState(.loaded(cached), for: place.id)
    if !session.options.offline, weather.isExpired(cached) {
      weather.refreshInBackground(place, policy: .refresh)
    }
    guard let page = session.viewModel.page(id: place.id) else { return nil }
    return CommandOutput(lines: [header, ""] + render(page, session, reserved: 3))
  }

  /// Where `place` sits among the saved places, or a preview.
  static func position(of place: Place, _ session: Session) -> PlaceHeader.Position {
    let places = session.saved.places
    guard let index = places.firstIndex(where: { $0.id == place.id }) else { return .preview }
    return .saved(index: index + 1, count: places.count)
  }

  /// Lines announcing the pages that background fetches have updated since the last call:
  /// the place's current conditions, or why the refresh failed.
  static func backgroundUpdates(_ session: Session) -> [String] {
    var lines: [String] = []
    for page in session.weather.takeFinished() {
      switch page.state {
      case .idle, .loading:
        continue
      case .loaded(let result):
        if case .stale(_, let error) = result.source {
          lines.append(refreshFailure(page.place, error))
        } else {
          lines.append(
            session.styler.apply(
              .dim, say(.pageUpdated, ["place": PlaceLabels.displayName(page.place)])))
          lines += NowView.render(pageInput(page), session.viewSettings())
        }
      case .failed(let error):
        lines.append(refreshFailure(page.place, error))
      }
    }
    return lines
  }

  /// One line for a background refresh that failed; it goes straight to the terminal, so
  /// everything in it is sanitised here.
  static func refreshFailure(_ place: Place, _ error: WeatherError) -> String {
    TerminalText.sanitize(
      say(.pageCouldNotRefresh, ["place": PlaceLabels.displayName(place), "reason": error.message]))
  }

  /// A page of the model as `:show` prints it: fitted, with the prompt, into the terminal's
  /// height less `reserved` lines printed above it; `full` gives the long page.
  static func render(
    _ page: WeatherViewModel.Page, _ session: Session, reserved: Int, full: Bool = false
  ) -> [String] {
    let rows = max(1, session.terminal.height - 1 - reserved)
    return PageView.render(pageInput(page), session.viewSettings(), rows: full ? nil : rows)
  }

  /// The views' input for a page of the model.
  static func pageInput(_ page: WeatherViewModel.Page) -> PageInput {
    switch page.state {
    case .idle, .loading:
      return PageInput(place: page.place, forecast: nil, freshness: .loading)
    case .failed(let error):
      return PageInput(place: page.place, forecast: nil, freshness: .failed(reason: error.message))
    case .loaded(let result):
      let freshness: Freshness
      switch result.source {
      case .fetched: freshness = .fresh
      case .cached(let age): freshness = .cached(age: age)
      case .stale(let age, let error): freshness = .stale(age: age, reason: error.message)
      }
      return PageInput(place: page.place, forecast: result.forecast, freshness: freshness)
    }
  }
}
