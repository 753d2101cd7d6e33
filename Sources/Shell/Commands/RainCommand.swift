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
    examples: [":rain", ":rain london", ":rain #1"], arguments: [ViewCommands.place])

  static func make() -> ShellCommand {
    ShellCommand(spec: spec) { invocation, session in
      try await run(invocation, session)
    }
  }

  static func run(_ invocation: Invocation, _ session: Session) async throws -> CommandOutput {
    let target = try ViewCommands.target(session, invocation.parsed["PLACE"], command: "rain")
    let place = target.place
    var warnings = session.view(place)
    let (result, stale) = try await session.weather.forecast(
      for: place, policy: session.weather.viewPolicy, progress: session.progress(for: [place]))
    warnings += stale
    let settings = session.viewSettings()
    let forecast = result.forecast
    let title = ViewCommands.titleLine(place, session)
    let lines =
      target.noteLines(session) + [title] + RainView.render(forecast, settings)
      + [Attribution.line(provider: forecast.provider)]
    return CommandOutput(
      lines: lines, json: json(place: place, result: result, settings: settings),
      warnings: warnings + session.saved.notices())
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
