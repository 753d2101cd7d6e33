import Catalog
import CommandLanguage
import ProfileStore
import Rendering

/// `:rm PLACE|INDEX`: deletes a saved place.
@MainActor
enum RemoveCommand {
  /// The saved place to remove, by its index or name.
  static let savedPlace = ArgumentSpec("INDEX|NAME", .savedPlace, noun: .nounSavedPlace)

  static let spec = CommandSpec(
    name: "rm", aliases: ["remove", "delete"], summary: .helpRmSummary,
    examples: [":rm 2", ":rm lisbon"],
    arguments: [savedPlace])

  static func make() -> ShellCommand {
    ShellCommand(spec: spec) { invocation, context in
      let text = invocation.parsed[Self.savedPlace] ?? ""
      context.saved.reload()
      let index = try context.savedIndex(text)
      let id = context.saved.places[index].id
      let outcome = try context.saved.save { (profile: inout Profile) throws(ProfileError) in
        let result = try ProfileOperation.remove(id: id).apply(to: &profile)
        if profile.lastViewedPlaceID == id { profile.lastViewedPlaceID = nil }
        return result
      }
      context.syncSavedPlaces()
      guard case .removed(let removed, let at) = outcome else {
        return CommandOutput(lines: [say(.removeDone)])
      }
      let place = context.saved.place(from: removed)
      if context.viewedPlace?.id == id {
        context.viewModel.deselect()
      }
      return CommandOutput(
        lines: [
          say(.removeRemoved(place: PlaceText.line(for: place), index: String(at + 1)))
        ],
        json: SavedPlaceJSON.removed(place, index: at + 1),
        warnings: context.saved.notices())
    }
  }
}
