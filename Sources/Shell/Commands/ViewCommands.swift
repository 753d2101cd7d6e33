import Catalog
import CommandLanguage
import Foundation
import JSON
import Places
import Rendering
import Terminal
import Views
import Weather

/// `:show`, `:now`, `:hourly`, `:daily`, `:details`: one place's weather page or one view of it.
@MainActor
enum ViewCommands {
  /// Which part of the page a command shows.
  enum Kind: String, CaseIterable {
    case show, now, hourly, daily, details
  }

  /// How many hours `:hourly` shows without N, and how many it can show.
  static let hours = HourlyView.counts
  /// How many days `:daily` shows without N, and how many it can show.
  static let days = DailyView.counts

  /// `full`: `:show`'s page with every section.
  static let full = ArgumentSpec("full", .choice(["full"]), optional: true)

  /// How many hours `:hourly` shows.
  static let hourCount = ArgumentSpec(
    "N", .count(hours.range, noun: .nounHours), optional: true)

  /// How many days `:daily` shows.
  static let dayCount = ArgumentSpec("N", .count(days.range, noun: .nounDays), optional: true)

  static func spec(_ kind: Kind) -> CommandSpec {
    switch kind {
    case .show:
      CommandSpec(
        name: "show", aliases: ["w"], summary: .helpShowSummary, discussion: .helpShowDiscussion,
        examples: [":show seoul", "seoul", ":show #2", ":show 1", ":show", ":show full oslo"],
        arguments: [full, .place])
    case .now:
      CommandSpec(
        name: "now", summary: .helpNowSummary, discussion: .helpNowDiscussion,
        examples: [":now", ":now lisbon", ":now springfield, mo"], arguments: [.place])
    case .hourly:
      CommandSpec(
        name: "hourly", aliases: ["hr"], summary: .helpHourlySummary,
        examples: [":hourly", ":hourly 48", ":hourly 12 tokyo"],
        arguments: [
          hourCount, .place,
        ])
    case .daily:
      CommandSpec(
        name: "daily", aliases: ["d"], summary: .helpDailySummary,
        discussion: .helpDailyDiscussion,
        examples: [":daily", ":daily 16", ":daily 7 oslo"],
        arguments: [dayCount, .place])
    case .details:
      CommandSpec(
        name: "details", aliases: ["info"], summary: .helpDetailsSummary,
        examples: [":details", ":details reykjavik"], arguments: [.place])
    }
  }

  static func make() -> [ShellCommand] {
    Kind.allCases.map { kind in
      let spec = spec(kind)
      return ShellCommand(spec: spec) { invocation, context in
        try await run(kind, spec, invocation, context)
      }
    }
  }

  static func run(
    _ kind: Kind, _ spec: CommandSpec, _ invocation: Invocation, _ context: CommandContext
  )
    async throws -> CommandOutput
  {
    let arguments = invocation.parsed
    let count: Int? =
      switch kind {
      case .show: arguments[Self.full] == nil ? nil : 1
      case .hourly: arguments.number(Self.hourCount)
      case .daily: arguments.number(Self.dayCount)
      case .now, .details: nil
      }
    let target = try await context.placeOrViewed(arguments[.place], command: kind.rawValue)
    if invocation.isBareLine, target.isGuess, let typed = arguments[.place] {
      throw ShellError.guessedPlace(typed, place: PlaceLabels.fullName(target.place))
    }
    let place = target.place
    let wantsBanner = kind == .now || kind == .show
    // Normals beside `:now`, `:daily` and `:details`; the ensemble only where it is drawn
    // (`:now` never waits for it).
    let wantsClimate = kind == .now || kind == .daily || kind == .details
    let wantsRanges = kind == .daily || kind == .details
    let ((result, beside, stale), viewed) = try await context.viewing(place) {
      // In a terminal an expired page shows from the cache at once (and refreshes in the
      // background); its banner and air line then come from the caches too.
      let shownCached = context.canAsk ? context.weather.showCachedAndRefresh(place) : nil
      let beside = PlaceWeather.start(
        place, context, alerts: wantsBanner, air: wantsBanner, climate: wantsClimate,
        ranges: wantsRanges, cacheOnly: shownCached != nil)
      if let shownCached { return (shownCached, beside, [String]()) }
      let (fetched, stale) = try await context.weather.forecast(
        for: place, policy: context.weather.viewPolicy, progress: context.progress(for: [place]))
      return (fetched, beside, stale)
    }
    let warnings = viewed + stale
    let page =
      context.viewModel.page(id: place.id)
      ?? WeatherViewModel.Page(place: place, isSaved: false, state: .loaded(result))
    let alerts = await beside.banner(context)
    let settings = context.viewSettings()
    let air = await beside.air()
    let airLine = air.flatMap { AirView.summary($0, scale: beside.scale, settings) }
    let forecastContext = await beside.context()
    var input = PlacePage.pageInput(page)
    input.context = forecastContext
    let notes = target.noteLines(context)
    var lines: [String]
    let part: ViewJSON.Part
    switch kind {
    case .show:
      // Everything printed above the page takes rows of the screen too: the note naming the
      // place (`(for 'X')`), the warnings, the banner and the air line.
      let above =
        notes.count + warnings.count + alerts.warnings.count + alerts.lines.count
        + (airLine == nil ? 0 : 1)
      lines = PlacePage.render(page, context, reserved: above, full: count != nil)
      // Above the credit line at the end of the page.
      if let airLine { lines.insert(airLine, at: max(0, lines.count - 1)) }
      part = .page(hours: hours.default, days: days.default)
    case .now:
      lines =
        NowView.render(input, settings) + (airLine.map { [$0] } ?? [])
        + [Attribution.line(provider: result.forecast.provider)]
      part = .now
    case .hourly:
      lines = HourlyView.renderTitled(input, hours: count ?? hours.default, settings)
      part = .hours(count ?? hours.default)
    case .daily:
      lines =
        [context.titleLine(place)] + DailyView.render(input, days: count ?? days.default, settings)
      part = .days(count ?? days.default)
    case .details:
      lines = [context.titleLine(place)] + DetailsView.render(input, settings)
      part = .details
    }
    return CommandOutput(
      lines: notes + alerts.lines + lines,
      json: ViewJSON.document(
        part, place: place, result: result, units: settings.units, now: settings.now,
        context: wantsClimate ? forecastContext : nil)
        + alerts.json + AirJSON.summary(air, scale: beside.scale),
      warnings: warnings + alerts.warnings + context.saved.notices())
  }
}
