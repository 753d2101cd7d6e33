import AlertModel
import Catalog
import Clients
import CommandLanguage
import FetchModel
import Foundation
import JSON
import PlaceModel
import Places
import Rendering
import Terminal
import Views
import Weather

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
    arguments: [.place],
    options: [format, json])

  /// `--format TEMPLATE`: wttr.in-style %-codes.
  static let format = OptionSpec(
    "format", short: "f", value: ArgumentSpec("TEMPLATE", .word, noun: .nounTemplate))

  /// `--json`: the line and a tooltip as JSON, for status bars that read it.
  static let json = OptionSpec("json")

  /// The longest wait for the network, seconds; with start-up and shutdown the whole run
  /// stays under 3 seconds.
  static let deadline: Double = 2

  static func make() -> ShellCommand {
    ShellCommand(spec: spec) { invocation, context in
      try await run(invocation, context)
    }
  }

  static func run(_ invocation: Invocation, _ context: CommandContext) async throws -> CommandOutput
  {
    let template = invocation.parsed[Self.format] ?? BarLine.defaultFormat
    let wantsJSON = invocation.parsed.flag(Self.json)
    let bytes = template.utf8.count
    guard bytes <= BarLine.maximumTemplateBytes else {
      throw ShellError.said(
        .lineTemplateTooLong(bytes: String(bytes), most: String(BarLine.maximumTemplateBytes)),
        kind: "usage")
    }
    let place = try await context.placeOrImplied(invocation.parsed[.place], command: "line").place
    let wantsAlerts = template.contains("%A")
    let beside = PlaceWeather.start(
      place, context, alerts: wantsAlerts, air: template.contains("%a"), within: deadline)
    let outcome = await fetch(place, context)
    let reading = await beside.air()?.reading(beside.scale)
    let events = wantsAlerts ? await beside.alertReport().map { $0.alerts.map(\.event) } : nil
    let settings = context.viewSettings()
    // The bar shows the text and the tooltip to a person: in their language even when the
    // run's documents are JSON (`wxsh --json -c :line`), which are otherwise English.
    let spoken =
      context.catalog.language == "en" && context.options.json
      ? context.displayCatalog() : Catalog.current
    let (shown, tooltip) = Catalog.$current.withValue(spoken) {
      display(place, outcome, template, reading, events, settings)
    }
    let state: String
    var failure: String?
    switch outcome {
    case .fresh:
      state = "ok"
    case .stale(_, let age, let reason):
      state = "stale"
      failure = say(
        .lineStale(
          place: PlaceLabels.displayName(place), age: ForecastResult.describeAge(age),
          reason: reason()))
    case .none(let reason):
      state = "error"
      failure = say(.lineNoWeather(place: PlaceLabels.displayName(place), reason: reason()))
    }
    let text = TerminalText.sanitize(shown)
    let members = LineJSON.document(text: text, tooltip: tooltip, state: state)
    let line = wantsJSON ? LineJSON.line(members) : text
    return CommandOutput(lines: [line], json: members, failure: failure)
  }

  /// The bar text and the tooltip's lines, in the language `say` speaks.
  static func display(
    _ place: Place, _ outcome: Outcome, _ template: String, _ reading: AirReading?,
    _ events: [String]?, _ settings: ViewSettings
  ) -> (text: String, tooltip: [String]) {
    let air = reading.map(BarLine.airSummary)
    let alerts = events.map(BarLine.alertSummary)
    var tooltip = [PlaceLabels.fullName(place)]
    switch outcome {
    case .fresh(let forecast):
      let text = BarLine.render(
        template,
        BarLine.Input(place: place, forecast: forecast, air: air, alerts: alerts), settings)
      return (text, tooltip + details(forecast, settings))
    case .stale(let forecast, let age, let reason):
      let line = BarLine.render(
        template,
        BarLine.Input(place: place, forecast: forecast, air: air, alerts: alerts), settings)
      tooltip += details(forecast, settings)
      tooltip.append(
        say(.lineTooltipFrom(age: ForecastResult.describeAge(age), reason: reason())))
      return (line + " (" + BarLine.shortAge(age) + ")", tooltip)
    case .none(let reason):
      return (PlaceLabels.ownName(place) + " ?", tooltip + [reason()])
    }
  }

  /// What the fetch gave: a usable forecast, an old one and why, or nothing and why (said in
  /// the language asked for when it is read).
  enum Outcome {
    case fresh(Forecast)
    case stale(Forecast, age: Double, reason: @Sendable () -> String)
    case none(@Sendable () -> String)
  }

  /// The forecast from the cache when fresh, else one fetch bounded by `deadline`; an expired
  /// cached forecast when the fetch fails or is too slow.
  static func fetch(_ place: Place, _ context: CommandContext) async -> Outcome {
    let location = WeatherLoader.location(of: place)
    let client = context.dependencies.forecasts
    let offline = context.options.offline
    let policy = context.weather.viewPolicy
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
          return .stale(forecast, age: age, reason: { say(.lineOfflineNeverFetches) })
        }
        return .fresh(forecast)
      case .stale(let age, let error): return .stale(forecast, age: age, reason: { error.message })
      }
    case .failure(let error):
      if error == .cancelled {
        return older(
          place, context, reason: { say(.lineNoAnswerWithin(seconds: String(Int(limit)))) })
      }
      return older(place, context, reason: { error.message })
    case nil:
      return older(
        place, context, reason: { say(.lineNoAnswerWithin(seconds: String(Int(limit)))) })
    }
  }

  /// The cached forecast of any age, or nothing, when a fetch failed for `reason`.
  static func older(
    _ place: Place, _ context: CommandContext, reason: @escaping @Sendable () -> String
  ) -> Outcome {
    guard let cached = context.weather.cached(place) else { return .none(reason) }
    return .stale(cached.forecast, age: cached.age, reason: reason)
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
