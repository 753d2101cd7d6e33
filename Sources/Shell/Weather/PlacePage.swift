import Catalog
import FetchModel
import JSON
import Locating
import PlaceModel
import Places
import Rendering
import Terminal
import Views
import Weather

/// A place's weather page as `:go`, `:next`, `:prev`, `:here` and the interactive start show
/// it: the header saying which page it is, then the full page.
@MainActor
enum PlacePage {
  /// Loads the place's weather and renders its page. Viewing succeeds even when the weather
  /// cannot be had: the page says why, and so does a warning. `notes` go under the header,
  /// dim and wrapped to the width, and the page is fitted to the lines left.
  static func show(
    _ place: Place, _ position: PlaceHeader.Position, _ context: CommandContext,
    notes: [String] = []
  ) async -> CommandOutput {
    let header =
      PlaceHeader.lines(place, position, styler: context.styler, width: context.terminal.width)
      + notes.flatMap { TerminalText.wrap($0, width: context.terminal.width) }.map {
        context.styler.apply(.dim, $0)
      }
    // The same page as `:show`: an alert banner on top and the air line above the credit.
    let beside = PlaceWeather.start(place, context, alerts: true, air: true)
    let result = await context.weather.load(
      [place], policy: context.weather.viewPolicy, progress: context.progress(for: [place])
    ).first
    let alerts = await beside.banner(context)
    let air = await beside.air()
    let settings = context.viewSettings()
    let airLine = air.flatMap { AirView.summary($0, scale: beside.scale, settings) }
    let page =
      context.viewModel.page(id: place.id)
      ?? WeatherViewModel.Page(place: place, isSaved: false, state: .idle)
    var json: [JSONWriter.Member]
    var warnings: [String] = []
    var index: Int?
    var count: Int?
    if case .saved(let at, let of) = position { (index, count) = (at, of) }
    switch result {
    case .success(let forecast):
      json =
        ViewJSON.document(
          .page(hours: HourlyView.counts.default, days: DailyView.counts.default),
          place: place, result: forecast, units: settings.units, now: settings.now)
        + ViewJSON.position(index: index, count: count)
      warnings = WeatherLoader.staleWarnings(forecast, place: place)
    case .failure(let error):
      json = ViewJSON.page(place: place, error: error, index: index, count: count)
      warnings = [
        say(.pageFailed(place: PlaceLabels.displayName(place), reason: error.message))
      ]
    case nil:
      json = ViewJSON.page(place: place, error: nil, index: index, count: count)
    }
    var lines = render(
      page, context, reserved: header.count + 1 + alerts.lines.count + (airLine == nil ? 0 : 1))
    if let airLine, case .success = result { lines.insert(airLine, at: max(0, lines.count - 1)) }
    return CommandOutput(
      lines: header + alerts.lines + [""] + lines,
      json: json + alerts.json + AirJSON.summary(air, scale: beside.scale),
      warnings: warnings + alerts.warnings)
  }

  /// Views the "My Location" page (page 0), with `notes` under its header; `asked`: by `:go`,
  /// `:next` or `:prev`, so a script remembers it too.
  static func showMyLocation(
    _ located: LocatedPlace, _ context: CommandContext, notes: [String] = [], asked: Bool = false
  ) async -> CommandOutput {
    context.viewModel.setMyLocation(located.place)
    let warnings = context.view(located.place, asked: asked)
    var output = await PlacePage.show(
      located.place, .myLocation(label: LocationText.label(located)), context, notes: notes)
    output.warnings = warnings + output.warnings + context.saved.notices()
    return output
  }

  /// What the interactive shell shows first: the place viewed last, from the cache at once,
  /// with a fresh forecast fetched in the background; nil when no place was viewed. The prompt
  /// never waits on the network.
  static func opening(_ context: CommandContext) async -> CommandOutput? {
    guard let place = context.viewedPlace else { return nil }
    context.viewModel.select(place)
    let header = PlaceHeader.lines(
      place, position(of: place, context), styler: context.styler, width: context.terminal.width)
    let weather = context.weather
    guard let cached = weather.cached(place) else {
      if !context.options.offline { weather.refreshInBackground(place, policy: .preferCache) }
      return CommandOutput(lines: header + [context.styler.apply(.dim, say(.pageFetching))])
    }
    context.viewModel.setState(.loaded(cached), for: place.id)
    if !context.options.offline, weather.isExpired(cached) {
      weather.refreshInBackground(place, policy: .refresh)
    }
    guard let page = context.viewModel.page(id: place.id) else { return nil }
    // The air line as `:show` has it, from the cache only: the prompt never waits on the network.
    let air = await PlaceWeather.start(place, context, alerts: false, air: true, cacheOnly: true)
      .air()
    let airLine = air.flatMap {
      AirView.summary($0, scale: PlaceWeather.airScale(for: place, context), context.viewSettings())
    }
    var lines = render(page, context, reserved: header.count + 2 + (airLine == nil ? 0 : 1))
    if let airLine { lines.insert(airLine, at: max(0, lines.count - 1)) }
    return CommandOutput(lines: header + [""] + lines)
  }

  /// Where `place` sits among the saved places, or a preview.
  static func position(of place: Place, _ context: CommandContext) -> PlaceHeader.Position {
    let places = context.saved.places
    guard let index = places.firstIndex(where: { $0.id == place.id }) else { return .preview }
    return .saved(index: index + 1, count: places.count)
  }

  /// Lines announcing the pages that background fetches have updated since the last call:
  /// the place's current conditions, or why the refresh failed.
  static func backgroundUpdates(_ context: CommandContext) -> [String] {
    var lines: [String] = []
    for page in context.weather.takeFinished() {
      switch page.state {
      case .idle, .loading:
        continue
      case .loaded(let result):
        if case .stale(_, let error) = result.source {
          lines.append(refreshFailure(page.place, error))
        } else {
          let summary = NowView.oneLine(pageInput(page), context.viewSettings()) ?? ""
          lines.append(
            context.styler.apply(
              .dim,
              say(.pageUpdatedLine(place: PlaceLabels.displayName(page.place), summary: summary))))
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
      say(.pageCouldNotRefresh(place: PlaceLabels.displayName(place), reason: error.message)))
  }

  /// A page of the model as `:show` prints it: fitted, with the prompt, into the terminal's
  /// height less `reserved` lines printed above it; `full` gives the long page.
  static func render(
    _ page: WeatherViewModel.Page, _ context: CommandContext, reserved: Int, full: Bool = false
  ) -> [String] {
    let rows = max(1, context.terminal.height - 1 - reserved)
    return PageView.render(pageInput(page), context.viewSettings(), rows: full ? nil : rows)
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
