import Catalog
import CommandLanguage
import FetchModel
import JSON
import PlaceModel
import Places
import Rendering
import Views
import Weather

/// `:refresh [all]`: fetches again, ignoring the cache's freshness.
@MainActor
enum RefreshCommand {
  /// `all`: every saved place, not only the one being viewed.
  static let all = ArgumentSpec("all", .choice(["all"]), optional: true, noun: .nounAllOrNothing)

  static let spec = CommandSpec(
    name: "refresh", aliases: ["r"], summary: .helpRefreshSummary,
    discussion: .helpRefreshDiscussion, examples: [":refresh", ":refresh all"],
    arguments: [all])

  static func make() -> ShellCommand {
    ShellCommand(spec: spec) { invocation, context in
      let all = invocation.parsed[Self.all] != nil
      guard !context.options.offline else {
        throw ShellError.said(.refreshOffline, kind: "usage")
      }
      let places: [Place]
      if all {
        context.saved.reload()
        places = context.saved.allPlaces()
        guard !places.isEmpty else {
          throw ShellError.place(.placeNoSavedPlaces)
        }
        context.syncSavedPlaces()
      } else {
        guard let viewed = context.viewedPlace else {
          throw ShellError.said(.refreshNoneViewed, kind: "usage")
        }
        places = [viewed]
        context.viewModel.select(viewed)
      }
      // Every place: what its row shows (a few requests for thousands of places); the one
      // viewed: its whole forecast.
      let results =
        all
        ? await context.weather.loadSummaries(
          places, policy: .refresh, progress: context.progress(for: places))
        : await context.weather.load(
          places, policy: .refresh, progress: context.progress(for: places))
      var lines: [String] = []
      var failures: [String] = []
      var reasons: [String] = []
      var errors: [WeatherError] = []
      let labels = PlaceLabels.labels(for: places)
      for (result, label) in zip(results, labels) {
        switch result {
        case .success(let forecast):
          if let error = forecast.error {
            failures.append(
              say(
                .refreshCouldNot(
                  place: label, reason: error.message, age: ForecastResult.describeAge(forecast.age)
                )))
            reasons.append(error.message)
            lines.append(say(.refreshKeptEarlier(place: label)))
          } else if !all {
            lines.append(say(.refreshUpdated(place: label)))
          }
        case .failure(let error):
          errors.append(error)
          failures.append("\(label): \(error.message)")
          reasons.append(error.message)
          lines.append("\(label): \(error.message)")
        }
      }
      if errors.count == places.count, let first = errors.first {
        throw ShellError.weather(first)
      }
      if !all, let place = places.first, let page = context.viewModel.page(id: place.id) {
        // One place: its page too, which says how old the data is when the refresh failed.
        lines += [""] + PlacePage.render(page, context, reserved: lines.count + 1)
      } else if all {
        // Every place: one summary row each, as :list shows them, under what went wrong.
        lines = await PlaceRows.rows(places, context) + (lines.isEmpty ? [] : [""] + lines)
      }
      // Several places failing for one cause are one summary naming the cause once.
      var distinct: [String] = []
      for reason in reasons where !distinct.contains(reason) { distinct.append(reason) }
      let failure: String? =
        switch failures.count {
        case 0: nil
        case 1: failures[0]
        default:
          say(
            .refreshSomeFailed(
              count: places.count, failed: String(failures.count),
              reasons: distinct.joined(separator: "; ")))
        }
      return CommandOutput(
        lines: lines,
        json: ListJSON.refreshed(Array(zip(places, results)), stale: failure != nil),
        failure: failure)
    }
  }
}
