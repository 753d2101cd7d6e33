import Catalog
import CommandLanguage
import Foundation
import JSON
import Places
import Rendering
import Terminal
import Views
import Weather
import WeatherService

/// `:show`, `:now`, `:hourly`, `:daily`, `:details`: one place's weather page or one view of it.
@MainActor
enum ViewCommands {
  /// Which part of the page a command shows.
  enum Kind: String, CaseIterable {
    case show, now, hourly, daily, details
  }

  /// How many hours `:hourly` shows without N, and how many it can show.
  static let hours = (default: 24, range: 1...48)
  /// How many days `:daily` shows without N, and how many it can show.
  static let days = (default: 10, range: 1...16)

  /// The place argument every view takes: a name, `#N`, a saved index, coordinates or a code.
  static let place = ArgumentSpec(
    "PLACE", .place(savedIndex: true), optional: true, noun: .nounPlace)

  static func spec(_ kind: Kind) -> CommandSpec {
    switch kind {
    case .show:
      CommandSpec(
        name: "show", aliases: ["w"], summary: .helpShowSummary, discussion: .helpShowDiscussion,
        examples: [":show seoul", "seoul", ":show #2", ":show 1", ":show", ":show full oslo"],
        arguments: [ArgumentSpec("full", .choice(["full"]), optional: true), place])
    case .now:
      CommandSpec(
        name: "now", summary: .helpNowSummary,
        examples: [":now", ":now lisbon", ":now springfield, mo"], arguments: [place])
    case .hourly:
      CommandSpec(
        name: "hourly", aliases: ["hr"], summary: .helpHourlySummary,
        examples: [":hourly", ":hourly 48", ":hourly 12 tokyo"],
        arguments: [
          ArgumentSpec("N", .count(hours.range, noun: .nounHours), optional: true), place,
        ])
    case .daily:
      CommandSpec(
        name: "daily", aliases: ["d"], summary: .helpDailySummary,
        examples: [":daily", ":daily 16", ":daily 7 oslo"],
        arguments: [ArgumentSpec("N", .count(days.range, noun: .nounDays), optional: true), place])
    case .details:
      CommandSpec(
        name: "details", aliases: ["info"], summary: .helpDetailsSummary,
        examples: [":details", ":details reykjavik"], arguments: [place])
    }
  }

  static func make() -> [ShellCommand] {
    Kind.allCases.map { kind in
      let spec = spec(kind)
      return ShellCommand(spec: spec) { invocation, session in
        try await run(kind, spec, invocation, session)
      }
    }
  }

  static func run(_ kind: Kind, _ spec: CommandSpec, _ invocation: Invocation, _ session: Session)
    async throws -> CommandOutput
  {
    let arguments = invocation.parsed
    let count = kind == .show ? (arguments.values["full"] == nil ? nil : 1) : arguments.count("N")
    let target = try target(session, arguments["PLACE"], command: kind.rawValue)
    let place = target.place
    var warnings = session.view(place)
    let result: ForecastResult
    let wantsBanner = kind == .now || kind == .show
    // In a terminal an expired page shows from the cache at once (and refreshes in the
    // background); its banner and air line then come from the caches too.
    let shownCached = session.canAsk ? session.weather.showCachedAndRefresh(place) : nil
    let cacheOnly = shownCached != nil
    let pendingAlerts =
      wantsBanner ? AlertsCommand.startBanner(for: place, session, cacheOnly: cacheOnly) : nil
    let pendingAir =
      wantsBanner ? AirCommand.startSummary(for: place, session, cacheOnly: cacheOnly) : nil
    if let shownCached {
      result = shownCached
    } else {
      let (fetched, stale) = try await session.weather.forecast(
        for: place, policy: session.weather.viewPolicy, progress: session.progress(for: [place]))
      result = fetched
      warnings += stale
    }
    guard let page = session.viewModel.page(id: place.id) else {
      throw ShellError.cancelled
    }
    let alerts = await AlertsCommand.banner(pendingAlerts, place, session)
    let settings = session.viewSettings()
    let scale = AirCommand.scale(for: place, session)
    let air = await pendingAir?.value
    let airLine = air.flatMap { AirView.summary($0, scale: scale, settings) }
    let input = PlacePage.pageInput(page)
    var lines: [String]
    switch kind {
    case .show:
      lines = PlacePage.render(
        page, session, reserved: alerts.lines.count + (airLine == nil ? 0 : 1),
        full: count != nil)
      // Above the credit line at the end of the page.
      if let airLine { lines.insert(airLine, at: max(0, lines.count - 1)) }
    case .now:
      lines =
        NowView.render(input, settings) + (airLine.map { [$0] } ?? [])
        + [Attribution.line(provider: result.forecast.provider)]
    case .hourly:
      lines =
        [titleLine(place, session)]
        + HourlyView.render(input, hours: count ?? hours.default, settings)
    case .daily:
      lines =
        [titleLine(place, session)] + DailyView.render(input, days: count ?? days.default, settings)
    case .details: lines = [titleLine(place, session)] + DetailsView.render(input, settings)
    }
    return CommandOutput(
      lines: target.noteLines(session) + alerts.lines + lines,
      json: json(
        kind, place: place, result: result, count: kind == .show ? nil : count,
        units: settings.units, now: settings.now) + alerts.json
        + airJSON(air, scale: scale),
      warnings: warnings + alerts.warnings + session.saved.notices())
  }

  /// The `air` member of `:now` and `:show` documents when an index is at hand.
  static func airJSON(_ air: AirQuality?, scale: AQIScale) -> [JSONWriter.Member] {
    guard let air, let value = air.current.index(scale) else { return [] }
    return [
      (
        "air",
        .object([
          ("scale", .string(scale.rawValue)), ("index", WeatherJSON.number(value)),
          ("category", .string(scale.category(value).word)),
        ])
      )
    ]
  }

  /// The document for `--json`, from the same model state the text came from.
  static func json(
    _ kind: Kind, place: Place, result: ForecastResult, count: Int?, units: Units, now: Date
  ) -> [JSONWriter.Member] {
    let forecast = result.forecast
    var members: [JSONWriter.Member] = [
      ("place", PlaceText.json(place)), ("units", WeatherJSON.units(units)),
    ]
    switch kind {
    case .now:
      members.append(("current", WeatherJSON.current(forecast, units)))
      members.append(("today", WeatherJSON.days(forecast, count: 1, units, now: now)))
    case .hourly:
      members.append(
        ("hours", WeatherJSON.hours(forecast, count: count ?? hours.default, units, now: now)))
    case .daily:
      members.append(
        ("days", WeatherJSON.days(forecast, count: count ?? days.default, units, now: now)))
    case .details:
      members.append(("current", WeatherJSON.current(forecast, units)))
      members.append(("today", WeatherJSON.days(forecast, count: 1, units, now: now)))
    case .show:
      members.append(("current", WeatherJSON.current(forecast, units)))
      members.append(("hours", WeatherJSON.hours(forecast, count: hours.default, units, now: now)))
      members.append(("days", WeatherJSON.days(forecast, count: days.default, units, now: now)))
    }
    members.append(("source", WeatherJSON.source(result)))
    return members
  }
}

extension ViewCommands {
  /// The first line of a view that does not start with the place: its name, region and
  /// country, so `:hourly 12 tokyo` says which Tokyo it shows.
  static func titleLine(_ place: Place, _ session: Session) -> String {
    session.styler.apply(.bold, PlaceLabels.fullName(place))
  }

  /// The place a view command is about: the argument (a place, `#N` or a saved index), or the
  /// place being viewed.
  static func target(_ session: Session, _ text: String?, command: String) throws -> ResolvedPlace {
    guard let text, !text.trimmingCharacters(in: .whitespaces).isEmpty else {
      guard let place = session.state.viewedPlace else {
        throw ShellError.place(.placeNoneViewed, ["command": command])
      }
      return ResolvedPlace(place: place)
    }
    return try session.resolvePlace(text)
  }
}

extension ResolvedPlace {
  /// The note as a dim first line of a view, or nothing.
  @MainActor
  func noteLines(_ session: Session) -> [String] {
    note.map { [session.styler.apply(.dim, $0)] } ?? []
  }
}
