import CommandLanguage
import Foundation
import JSON
import Places
import Rendering
import Terminal
import Views
import Weather

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
    let target = try await context.placeOrViewed(invocation.parsed[.place], command: "rain")
    let place = target.place
    let ((result, stale), viewed) = try await context.viewing(place) {
      try await context.weather.forecast(
        for: place, policy: context.weather.viewPolicy, progress: context.progress(for: [place]))
    }
    let warnings = viewed + stale
    let settings = context.viewSettings()
    let forecast = result.forecast
    let title = context.titleLine(place)
    let lines =
      target.noteLines(context) + [title] + RainView.render(forecast, settings)
      + [Attribution.line(provider: forecast.provider)]
    return CommandOutput(
      lines: lines, json: RainJSON.document(place: place, result: result, settings: settings),
      warnings: warnings + context.saved.notices())
  }
}
