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

  static func spec(_ kind: Kind) -> CommandSpec {
    switch kind {
    case .show:
      CommandSpec(
        name: "show", aliases: ["w"],
        summary: "The full page for a place: now, the next hours, the next days, details",
        usage: ":show [full] [PLACE|#N|INDEX]",
        discussion: "Without an argument, shows the place being viewed. PLACE is a name (Tab "
          + "completes it), #N a result of the last :search, INDEX a number from :list. The "
          + "place becomes the one being viewed. A line without ':' means :show LINE. The "
          + "page fits the terminal's height (the next hours as one strip, as many days as "
          + "there is room for); 'full' gives the long page with the hourly chart and every "
          + "detail.",
        examples: [":show seoul", "seoul", ":show #2", ":show 1", ":show", ":show full oslo"],
        arguments: [.place])
    case .now:
      CommandSpec(
        name: "now", aliases: [],
        summary: "Current conditions: temperature, feels-like, today's high and low",
        usage: ":now [PLACE]",
        examples: [":now", ":now lisbon", ":now springfield, mo"],
        arguments: [.place])
    case .hourly:
      CommandSpec(
        name: "hourly", aliases: ["hr"],
        summary: "The next N hours (default 24, up to 48) with a temperature chart",
        usage: ":hourly [N] [PLACE]",
        examples: [":hourly", ":hourly 48", ":hourly 12 tokyo"],
        arguments: [.place])
    case .daily:
      CommandSpec(
        name: "daily", aliases: ["d"],
        summary: "The next N days (default 10, up to 16) with temperature range bars",
        usage: ":daily [N] [PLACE]",
        examples: [":daily", ":daily 16", ":daily 7 oslo"],
        arguments: [.place])
    case .details:
      CommandSpec(
        name: "details", aliases: ["info"],
        summary: "Humidity, dew point, wind, pressure, UV, visibility, sunrise and sunset",
        usage: ":details [PLACE]",
        examples: [":details", ":details reykjavik"],
        arguments: [.place])
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

  /// The number of hours or days asked for (`full` for `:show`: 1), and the place text after.
  static func split(_ text: String, kind: Kind, spec: CommandSpec) throws -> (Int?, String) {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if kind == .show {
      let words = trimmed.split(separator: " ", maxSplits: 1)
      guard words.first?.lowercased() == "full" else { return (nil, trimmed) }
      return (1, words.count > 1 ? String(words[1]).trimmingCharacters(in: .whitespaces) : "")
    }
    guard kind == .hourly || kind == .daily else { return (nil, trimmed) }
    let first = trimmed.split(separator: " ", maxSplits: 1).first.map(String.init) ?? ""
    guard let count = Int(first) else { return (nil, trimmed) }
    let limit = kind == .hourly ? 48 : 16
    guard (1...limit).contains(count) else {
      throw ShellError.usage(
        command: kind.rawValue,
        problem:
          "\(count) is out of range: give 1 to \(limit) \(kind == .hourly ? "hours" : "days")",
        usage: spec.usage)
    }
    return (count, String(trimmed.dropFirst(first.count)).trimmingCharacters(in: .whitespaces))
  }

  static func run(_ kind: Kind, _ spec: CommandSpec, _ invocation: Invocation, _ session: Session)
    async throws -> CommandOutput
  {
    let (count, text) = try split(invocation.restOfLine, kind: kind, spec: spec)
    let place = try target(session, text, command: kind.rawValue, usage: spec.usage)
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
      lines = [titleLine(place, session)] + HourlyView.render(input, hours: count ?? 24, settings)
    case .daily:
      lines = [titleLine(place, session)] + DailyView.render(input, days: count ?? 10, settings)
    case .details: lines = [titleLine(place, session)] + DetailsView.render(input, settings)
    }
    return CommandOutput(
      lines: alerts.lines + lines,
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
      members.append(("hours", WeatherJSON.hours(forecast, count: count ?? 24, units, now: now)))
    case .daily:
      members.append(("days", WeatherJSON.days(forecast, count: count ?? 10, units, now: now)))
    case .details:
      members.append(("current", WeatherJSON.current(forecast, units)))
      members.append(("today", WeatherJSON.days(forecast, count: 1, units, now: now)))
    case .show:
      members.append(("current", WeatherJSON.current(forecast, units)))
      members.append(("hours", WeatherJSON.hours(forecast, count: 24, units, now: now)))
      members.append(("days", WeatherJSON.days(forecast, count: 10, units, now: now)))
    }
    members.append(("source", WeatherJSON.source(result)))
    return members
  }
}

extension ViewCommands {
  /// The first line of a view that does not start with the place: its name, region and
  /// country, so `:hourly 12 tokyo` says which Tokyo it shows.
  static func titleLine(_ place: Place, _ session: Session) -> String {
    session.styler.apply(.bold, TerminalText.sanitize(place.fullName))
  }

  /// The place a view command is about: the argument (a place, `#N` or a saved index), or the
  /// place being viewed.
  static func target(_ session: Session, _ text: String, command: String, usage: String) throws
    -> Place
  {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if trimmed.isEmpty {
      guard let place = session.state.viewedPlace else {
        throw ShellError.usage(
          command: command, problem: "no place is being viewed, so name one", usage: usage)
      }
      return place
    }
    if let index = Int(trimmed), !session.saved.places.isEmpty {
      session.saved.reload()
      return session.saved.place(from: session.saved.places[try session.savedIndex(String(index))])
    }
    return try session.resolvePlace(trimmed).place
  }
}
