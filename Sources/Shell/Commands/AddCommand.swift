import Catalog
import CommandLanguage
import PlaceModel
import Places
import ProfileStore
import Rendering
import Views

/// `:add [PLACE|#N] [as NAME]`: saves a place (no place: the one being viewed), maybe under
/// the user's own name.
@MainActor
enum AddCommand {
  /// The place to save, `#N` of the last search, or nothing for the place being viewed.
  static let place = ArgumentSpec(
    "PLACE|#N", .place(savedIndex: false), optional: true, noun: .nounPlace)

  static let spec = CommandSpec(
    name: "add", aliases: ["save"], summary: .helpAddSummary, discussion: .helpAddDiscussion,
    examples: [
      ":add lisbon", ":add springfield, mo", ":search paris", ":add #2", ":add",
      ":add 40.7864,-119.2065 as Black Rock City", ":add seoul as Home",
    ],
    arguments: [
      place
    ])

  static func make() -> ShellCommand {
    ShellCommand(spec: spec) { invocation, context in
      let clause = OwnNameClause(invocation.parsed[Self.place] ?? "")
      var place: Place
      if clause.place.isEmpty {
        guard let viewed = context.viewedPlace else {
          throw ShellError.place(.placeNoneViewed(command: "add"))
        }
        place = viewed
      } else {
        place = try await context.resolvePlace(clause.place, savedIndex: false).place
      }
      if let name = clause.name {
        place.customName = try RenameCommand.checked(name, for: place.id, context)
      }
      let named = place
      context.saved.reload()
      let outcome = try context.saved.save { (profile: inout Profile) throws(ProfileError) in
        let outcome = try ProfileOperation.add(SavedPlace(named)).apply(to: &profile)
        // Saving a saved place under a new name renames it.
        if case .alreadySaved = outcome, let name = named.customName {
          _ = try ProfileOperation.rename(id: named.id, to: name).apply(to: &profile)
        }
        return outcome
      }
      context.syncSavedPlaces()
      let count = context.saved.places.count
      let index = context.saved.profile.index(ofPlace: place.id) ?? 0
      let shown = context.saved.place(from: context.saved.places[index])
      let name = PlaceText.line(for: shown)
      let line: String
      switch outcome {
      case .alreadySaved(let at):
        line = say(.addAlreadySaved(count: count, place: name, index: String(at + 1)))
      case .added(let at):
        line = say(.addSavedAt(count: count, place: name, index: String(at + 1)))
      default:
        line = say(.addSaved(place: name))
      }
      let saved: Bool = if case .added = outcome { true } else { false }
      return CommandOutput(
        lines: [line],
        json: SavedPlaceJSON.added(shown, index: index + 1, added: saved),
        warnings: context.saved.notices())
    }
  }
}
