import CommandLanguage
import Foundation
import JSON
import Places
import Rendering
import Terminal
import Views
import Weather
import WeatherService

/// `:rain [PLACE]`: the next two hours of precipitation at 15-minute steps, from the same
/// forecast request as every other view.
@MainActor
enum RainCommand {
  static let spec = CommandSpec(
    name: "rain", summary: .helpRainSummary, discussion: .helpRainDiscussion,
    examples: [":rain", ":rain london", ":rain #1"], arguments: [.place])

  static func make() -> ShellCommand {
    ShellCommand(spec: spec) { invocation, context in
      try await run(invocation, context)
    }
  }

  static func run(_ invocation: Invocation, _ context: CommandContext) async throws -> CommandOutput
  {
    let target = try context.placeOrViewed(invocation.parsed["PLACE"], command: "rain")
    let place = target.place
    var warnings = context.view(place)
    let (result, stale) = try await context.weather.forecast(
      for: place, policy: context.weather.viewPolicy, progress: context.progress(for: [place]))
    warnings += stale
    let settings = context.viewSettings()
    let forecast = result.forecast
    let title = context.titleLine(place)
    let lines =
      target.noteLines(context) + [title] + RainView.render(forecast, settings)
      + [Attribution.line(provider: forecast.provider)]
    return CommandOutput(
      lines: lines, json: json(place: place, result: result, settings: settings),
      warnings: warnings + context.saved.notices())
  }

  /// The `--json` document: the outlook and the 15-minute steps ahead (null when the source
  /// has none).
  static func json(place: Place, result: ForecastResult, settings: ViewSettings)
    -> [JSONWriter.Member]
  {
    let forecast = result.forecast
    let now = settings.now
    var outlook: [JSONWriter.Member] = []
    switch RainOutlook.of(forecast, now: now) {
    case .dry: outlook = [("state", .string("dry"))]
    case .unavailable: outlook = [("state", .string("unavailable"))]
    case .starting(let start, let stop):
      outlook = [
        ("state", .string("starting")), ("start", WeatherJSON.time(start, forecast)),
        ("stop", WeatherJSON.time(stop, forecast)),
      ]
    case .stopping(let stop):
      outlook = [("state", .string("stopping")), ("stop", WeatherJSON.time(stop, forecast))]
    case .continuing(let until):
      outlook = [("state", .string("continuing")), ("until", WeatherJSON.time(until, forecast))]
    }
    let steps: JSONNode =
      forecast.quarterHours.map { steps in
        .array(
          steps.filter { $0.time > now }.prefix(8).map { step in
            .object([
              ("start", WeatherJSON.time(step.start, forecast)),
              ("end", WeatherJSON.time(step.time, forecast)),
              ("precipitation", WeatherJSON.precipitation(step.precipitation, settings.units)),
            ])
          })
      } ?? .null
    return [
      ("place", PlaceText.json(place)), ("units", WeatherJSON.units(settings.units)),
      ("outlook", .object(outlook)), ("steps", steps), ("source", WeatherJSON.source(result)),
    ]
  }
}
