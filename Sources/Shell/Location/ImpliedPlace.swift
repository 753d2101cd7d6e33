import CommandLanguage
import Foundation
import PlaceModel
import Places
import Rendering
import Terminal
import Views

extension CommandContext {
  /// The place a command means when none is named: the viewed place, else "My Location" as far
  /// as it is known offline (the pinned place, else the biggest place in the system time zone),
  /// else the first saved place. Never asks and never sends anything.
  func impliedPlace() -> Place? {
    viewedPlace ?? Locator(context: self).locateOffline()?.place ?? firstSavedPlace
  }

  /// The first saved place, for a command that names none when none is viewed: the same in
  /// the shell and in a script.
  var firstSavedPlace: Place? {
    saved.places.first.map(saved.place(from:))
  }

  /// The place argument of a command that also works without one (`:moon`, `:line`,
  /// `:alerts`): the named place, `#N` or saved index, else ``impliedPlace()``, else an error
  /// saying to name one.
  func placeOrImplied(_ text: String?, command: String) async throws -> ResolvedPlace {
    if let text, !text.trimmingSpaces().isEmpty {
      return try await resolvePlace(text)
    }
    guard let implied = impliedPlace() else {
      throw ShellError.said(.placeNoneImplied(command: command), kind: "usage")
    }
    return ResolvedPlace(place: implied)
  }
}

extension CommandContext {
  /// The place a view command is about: the argument (a place, `#N` or a saved index), or the
  /// place being viewed.
  func placeOrViewed(_ text: String?, command: String) async throws -> ResolvedPlace {
    guard let text, !text.trimmingSpaces().isEmpty else {
      guard let place = viewedPlace ?? firstSavedPlace else {
        throw ShellError.place(.placeNoneViewed(command: command))
      }
      return ResolvedPlace(place: place)
    }
    return try await resolvePlace(text)
  }

  /// The first line of a view that does not start with the place: its name, region and
  /// country, so `:hourly 12 tokyo` says which Tokyo it shows.
  func titleLine(_ place: Place) -> String {
    styler.apply(.bold, PlaceLabels.fullName(place))
  }
}

extension ResolvedPlace {
  /// The note as a dim first line of a view, or nothing.
  @MainActor
  func noteLines(_ context: CommandContext) -> [String] {
    [note, warning].compactMap { $0 }.map { context.styler.apply(.dim, $0) }
  }
}

extension ArgumentSpec {
  /// The place argument views take: a name, `#N`, a saved index, coordinates or a code.
  static let place = ArgumentSpec(
    "PLACE", .place(savedIndex: true), optional: true, noun: .nounPlace)
}
