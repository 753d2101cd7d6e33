import Catalog
import Clients
import CommandLanguage
import FetchModel
import Foundation
import Places
import Rendering
import Terminal
import Views
import Weather

/// `:air [PLACE]`: air quality from Open-Meteo's Air Quality API, on the index the place's
/// country uses (or the one set with `:units aqi`).
@MainActor
enum AirCommand {
  static let spec = CommandSpec(
    name: "air", summary: .helpAirSummary, discussion: .helpAirDiscussion,
    examples: [":air", ":air berlin", ":air los angeles", ":air seoul --eu"],
    arguments: [.place], options: [european, us])

  /// `--eu`: the European index wherever the place is.
  static let european = OptionSpec("eu")

  /// `--us`: the US index wherever the place is.
  static let us = OptionSpec("us")

  static func make() -> ShellCommand {
    ShellCommand(spec: spec) { invocation, context in
      try await run(invocation, context)
    }
  }

  static func run(_ invocation: Invocation, _ context: CommandContext) async throws -> CommandOutput
  {
    let arguments = invocation.parsed
    let chosen: AQIScale? =
      arguments.flag(Self.european) ? .european : arguments.flag(Self.us) ? .us : nil
    let target = try await context.placeOrViewed(arguments[.place], command: "air")
    let place = target.place
    let inEurope = AQIScale.isEuropean(place.countryCode)
    let scale = chosen ?? PlaceWeather.airScale(for: place, context)
    let policy = context.weather.viewPolicy
    let result: AirQualityResult
    switch await context.dependencies.air.airQuality(place.latitude, place.longitude, policy) {
    case .success(let found): result = found
    case .failure(let error): throw ShellError.weather(error)
    }
    var warnings: [String] = []
    if case .stale(let age, let error) = result.source {
      warnings.append(
        say(
          .airStale(
            place: PlaceLabels.displayName(place), age: ForecastResult.describeAge(age),
            reason: error.message)))
    }
    let settings = context.viewSettings()
    let title = context.titleLine(place)
    let lines =
      target.noteLines(context) + [title]
      + AirView.render(result.air, scale: scale, inEurope: inEurope, settings)
      + [say(.airCredit)]
    return CommandOutput(
      lines: lines,
      json: AirJSON.document(
        place: place, result: result, scale: scale, inEurope: inEurope, now: settings.now),
      warnings: warnings)
  }
}
