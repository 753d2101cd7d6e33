import Alerts
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

/// `:line [PLACE] [--format TEMPLATE]`: one line for status bars, with wttr.in's %-codes;
/// answers from the cache when fresh, else fetches within a short deadline, never taking
/// more than 3 seconds.
@MainActor
enum LineCommand {
  static let spec = CommandSpec(
    name: "line", summary: .helpLineSummary, discussion: .helpLineDiscussion,
    examples: [
      ":line", ":line seoul", ":line seoul --format '%c %t %h'",
      ":line oslo --format '%l: %C, %t (feels %f), sunset %s'", "wxsh --json -c ':line'",
    ],
    arguments: [ViewCommands.place],
    options: [
      OptionSpec(
        "format", short: "f", value: ArgumentSpec("TEMPLATE", .word, noun: .nounTemplate)),
      OptionSpec("json"),
    ])

  /// The longest wait for the network, seconds; with start-up and shutdown the whole run
  /// stays under 3 seconds.
  static let deadline: Double = 2

  static func make() -> ShellCommand {
    ShellCommand(spec: spec) { invocation, session in
      try await run(invocation, session)
    }
  }

  static func run(_ invocation: Invocation, _ session: Session) async throws -> CommandOutput {
    let template = invocation.parsed.options["format"] ?? BarLine.defaultFormat
    let wantsJSON = invocation.parsed.flag("json")
    let bytes = template.utf8.count
    guard bytes <= BarLine.maximumTemplateBytes else {
      throw ShellError.said(
        .lineTemplateTooLong,
        ["bytes": String(bytes), "most": String(BarLine.maximumTemplateBytes)], kind: "usage")
    }
    let place = try session.placeOrImplied(invocation.parsed["PLACE"], command: "line").place
    let airTask = template.contains("%a") ? airIndex(place, session) : nil
    let alertsTask = template.contains("%A") ? alertSummary(place, session) : nil
    let outcome = await fetch(place, session)
    let air = await airTask?.value
    let alerts = await alertsTask?.value
    let settings = session.viewSettings()
    var text: String
    var tooltip: [String] = [PlaceLabels.fullName(place)]
    let state: String
    var failure: String?
    switch outcome {
    case .fresh(let forecast):
      text = BarLine.render(
        template,
        BarLine.Input(place: place, forecast: forecast, air: air, alerts: alerts), settings)
      state = "ok"
      tooltip += details(forecast, settings)
    case .stale(let forecast, let age, let reason):
      let line = BarLine.render(
        template,
        BarLine.Input(place: place, forecast: forecast, air: air, alerts: alerts), settings)
      text = line + " (" + shortAge(age) + ")"
      state = "stale"
      tooltip += details(forecast, settings)
      tooltip.append(
        say(.lineTooltipFrom, ["age": ForecastResult.describeAge(age), "reason": reason]))
      failure = say(
        .lineStale,
        [
          "place": PlaceLabels.displayName(place), "age": ForecastResult.describeAge(age),
          "reason": reason,
        ])
    case .none(let reason):
      text = TerminalText.sanitize(place.name) + " ?"
      state = "error"
      tooltip.append(reason)
      failure = say(.lineNoWeather, ["place": PlaceLabels.displayName(place), "reason": reason])
    }
    text = TerminalText.sanitize(text)
    let members: [JSONWriter.Member] = [
      ("text", .string(text)), ("tooltip", .string(tooltip.joined(separator: "\n"))),
      ("class", .string(state)),
    ]
    let line = wantsJSON ? JSONWriter.line(.object(members)) : text
    return CommandOutput(lines: [line], json: members, failure: failure)
  }

  /// What the fetch gave: a usable forecast, an old one and why, or nothing and why.
  enum Outcome {
    case fresh(Forecast)
    case stale(Forecast, age: Double, reason: String)
    case none(String)
  }

  /// The forecast from the cache when fresh, else one fetch bounded by `deadline`; an expired
  /// cached forecast when the fetch fails or is too slow.
  static func fetch(_ place: Place, _ session: Session) async -> Outcome {
    let location = WeatherLoader.location(of: place)
    let client = session.dependencies.forecasts
    let offline = session.options.offline
    let policy = session.weather.viewPolicy
    let limit = deadline
    let result = await Bounded.start(within: limit) {
      await client.forecasts([location], policy).first
    }.value
    switch result {
    case .success(let found):
      let forecast = WeatherLoader.inPlaceZone(found, place).forecast
      switch found.source {
      case .fetched: return .fresh(forecast)
      case .cached(let age):
        if offline, age >= client.freshness {
          return .stale(forecast, age: age, reason: say(.lineOfflineNeverFetches))
        }
        return .fresh(forecast)
      case .stale(let age, let error): return .stale(forecast, age: age, reason: error.message)
      }
    case .failure(let error):
      let reason =
        error == .cancelled
        ? say(.lineNoAnswerWithin, ["seconds": String(Int(limit))]) : error.message
      return older(place, session, reason: reason)
    case nil:
      return older(
        place, session, reason: say(.lineNoAnswerWithin, ["seconds": String(Int(limit))]))
    }
  }

  /// The air quality index for `%a` (`42 fair`), fetched beside the forecast within the same
  /// deadline; nil (shown as a dash) when it cannot be had in time.
  static func airIndex(_ place: Place, _ session: Session) -> Task<String?, Never> {
    let scale = AirCommand.scale(for: place, session)
    let air = AirCommand.startSummary(for: place, session, cacheOnly: false, deadline: deadline)
    return Task {
      guard let value = await air.value?.current.index(scale) else { return nil }
      return say(
        .barAir,
        [
          "value": String(Int(value.rounded())),
          "category": AirView.categoryName(scale, scale.category(value).band),
        ])
    }
  }

  /// The official alerts for `%A`: the most severe event and how many more (`Tornado Warning
  /// +2`), `no alerts`, or nil (a dash) where wxsh has no source or no answer came in time.
  static func alertSummary(_ place: Place, _ session: Session) -> Task<String?, Never> {
    guard AlertSource(countryCode: place.countryCode) != nil else { return Task { nil } }
    let client = session.dependencies.alerts
    let now = session.dependencies.clock.now()
    let offline = session.options.offline
    let query = AlertsCommand.query(for: place)
    let fetch = Bounded.start(within: deadline) { () async -> AlertReport? in
      try? await client.alerts(query, now, offline, false)
    }
    return Task {
      guard let report = await fetch.value else { return nil }
      guard let first = report.alerts.first else { return "no alerts" }
      let more = report.alerts.count - 1
      return TerminalText.sanitize(first.event) + (more > 0 ? " +\(more)" : "")
    }
  }

  /// The cached forecast of any age, or nothing, when a fetch failed for `reason`.
  static func older(_ place: Place, _ session: Session, reason: String) -> Outcome {
    guard let cached = session.weather.cached(place) else { return .none(reason) }
    return .stale(cached.forecast, age: cached.age, reason: reason)
  }

  /// `38m old`, `3h old`, `2d old`: the age in a few characters for a status bar.
  static func shortAge(_ seconds: Double) -> String {
    let minutes = Int(max(0, seconds) / 60)
    if minutes < 60 { return "\(minutes)m old" }
    if minutes < 48 * 60 { return "\(minutes / 60)h old" }
    return "\(minutes / 1440)d old"
  }

  /// The tooltip's weather lines: condition and temperature, feels-like, wind and humidity.
  static func details(_ forecast: Forecast, _ settings: ViewSettings) -> [String] {
    let place = Place(
      id: 0, name: "", latitude: 0, longitude: 0, population: 0, countryCode: "",
      countryName: "", regionName: nil, regionCode: nil, timeZone: "")
    let input = BarLine.Input(place: place, forecast: forecast)
    return [
      BarLine.render(say(.lineTooltipNow), input, settings),
      BarLine.render(say(.lineTooltipDetails), input, settings),
    ]
  }
}
