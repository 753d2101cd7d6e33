import CommandLanguage
import Places
import WeatherService

/// `:refresh [all]`: fetches again, ignoring the cache's freshness.
@MainActor
enum RefreshCommand {
  static let spec = CommandSpec(
    name: "refresh", aliases: ["r"],
    summary: "Fetch the weather again now (all: every saved place, in one request)",
    usage: ":refresh [all]",
    discussion: "Forecasts are kept for 10 minutes; within that time wxsh asks no server. "
      + ":refresh asks again for the place being viewed, :refresh all for every saved place.",
    examples: [":refresh", ":refresh all"],
    arguments: [.choice(["all"])])

  static func make() -> ShellCommand {
    ShellCommand(spec: spec) { invocation, session in
      let all = invocation.arguments.first?.lowercased() == "all"
      guard invocation.arguments.isEmpty || (all && invocation.arguments.count == 1) else {
        throw ShellError.usage(
          command: "refresh", problem: "say nothing or 'all'", usage: spec.usage)
      }
      guard !session.context.offline else {
        throw ShellError.usage(
          command: "refresh", problem: "--offline never fetches; run without it to refresh",
          usage: spec.usage)
      }
      let places: [Place]
      if all {
        session.reloadProfile()
        places = session.savedPlaces.map(session.place(from:))
        guard !places.isEmpty else {
          throw ShellError.notFound(
            "there are no saved places yet", hint: "add one with :add PLACE")
        }
        session.syncSavedPlaces()
      } else {
        guard let viewed = session.viewedPlace else {
          throw ShellError.usage(
            command: "refresh", problem: "no place is being viewed; try :refresh all",
            usage: spec.usage)
        }
        places = [viewed]
        session.viewModel.select(viewed)
      }
      let results = await session.load(places, policy: .refresh)
      var lines: [String] = []
      var warnings: [String] = []
      var json: [JSONValue] = []
      var failures: [WeatherError] = []
      for (place, result) in zip(places, results) {
        switch result {
        case .success(let forecast):
          if forecast.isStale {
            warnings += Session.staleWarnings(forecast, place: place)
            lines.append("\(place.name): kept the forecast from earlier")
          } else {
            lines.append("\(place.name): updated")
          }
          json.append(
            .object([("place", PlaceText.json(place)), ("source", WeatherJSON.source(forecast))]))
        case .failure(let error):
          failures.append(error)
          lines.append("\(place.name): \(error.message)")
          json.append(
            .object([("place", PlaceText.json(place)), ("error", .string(error.message))]))
        }
      }
      if failures.count == places.count, let first = failures.first {
        throw ShellError.weather(first)
      }
      return CommandOutput(lines: lines, json: [("places", .array(json))], warnings: warnings)
    }
  }
}
