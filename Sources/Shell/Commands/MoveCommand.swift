import Catalog
import CommandLanguage
import PlaceModel
import Places
import ProfileStore
import Rendering
import Views

/// `:move FROM TO`: reorders saved places.
@MainActor
enum MoveCommand {
  /// The saved place to move.
  static let from = ArgumentSpec("FROM", .savedPlace, noun: .nounSavedPlace)

  /// Its new position in the list.
  static let to = ArgumentSpec("TO", .count(1...9999, noun: .nounPosition))

  static let spec = CommandSpec(
    name: "move", aliases: ["mv"], summary: .helpMoveSummary, discussion: .helpMoveDiscussion,
    examples: [":move 3 1", ":move lisbon 1", ":move \"new york\" 2", ":move new york 2"],
    arguments: [
      from, to,
    ])

  static func make() -> ShellCommand {
    ShellCommand(spec: spec) { invocation, context in
      context.saved.reload()
      let from = try context.savedIndex(invocation.parsed[Self.from] ?? "")
      let count = context.saved.places.count
      guard let number = invocation.parsed.number(Self.to), (1...count).contains(number) else {
        throw ShellError.place(
          .placeNotPosition(count: count, typed: invocation.parsed[Self.to] ?? ""))
      }
      let id = context.saved.places[from].id
      try context.saved.save { (profile: inout Profile) throws(ProfileError) in
        // Another context may have reordered the list since we looked: move by id.
        guard let current = profile.index(ofPlace: id) else { throw .placeNotSaved(id: id) }
        return try ProfileOperation.move(from: current, to: number - 1).apply(to: &profile)
      }
      context.syncSavedPlaces()
      let moved = context.saved.places[number - 1]
      return CommandOutput(
        lines: [
          say(.moveMoved(place: PlaceLabels.displayName(Place(moved)), index: String(number)))
        ],
        json: SavedPlaceJSON.moved(
          context.saved.place(from: moved), index: number, order: context.saved.places.map(\.id)),
        warnings: context.saved.notices())
    }
  }
}
