import Catalog
import CommandLanguage
import PlaceModel
import Places
import ProfileStore
import Rendering
import Terminal
import Views

/// `:rename PLACE NEWNAME`: gives a saved place the user's own name, or (named as itself)
/// its own name back.
@MainActor
enum RenameCommand {
  /// The saved place to rename.
  static let savedPlace = ArgumentSpec("PLACE", .savedPlace, noun: .nounSavedPlace)

  /// The name to show it by.
  static let newName = ArgumentSpec("NEWNAME", .text)

  static let spec = CommandSpec(
    name: "rename", aliases: [], summary: .helpRenameSummary,
    discussion: .helpRenameDiscussion,
    examples: [
      ":rename seoul Home", ":rename 2 \"the cabin\"", ":rename new york as Big Apple",
      ":rename home seoul",
    ],
    arguments: [
      savedPlace, newName,
    ])

  static func make() -> ShellCommand {
    ShellCommand(spec: spec) { invocation, context in
      context.saved.reload()
      var placeText = invocation.parsed[Self.savedPlace] ?? ""
      var newName = invocation.parsed[Self.newName] ?? ""
      // `new york as Big Apple`: `as` says where the place ends.
      let clause = OwnNameClause(placeText + " " + newName)
      if let name = clause.name, !clause.place.isEmpty, placeText.contains(" ") {
        placeText = clause.place
        newName = name
      }
      // The name as typed: its full-width punctuation is the user's.
      newName = invocation.asTyped(newName)
      let index = try context.savedIndex(placeText)
      let saved = context.saved.places[index]
      let place = Place(saved)
      let ownName = PlaceLabels.ownName(place)
      // Renaming a place to its own name gives it back.
      let isOwn = [saved.name, ownName].contains {
        Normalizer.normalize($0) == Normalizer.normalize(newName)
      }
      let name = isOwn ? nil : try checked(newName, for: saved.id, context)
      let outcome = try context.saved.save { (profile: inout Profile) throws(ProfileError) in
        if let name { try refuseTaken(name, for: saved.id, in: profile.places) }
        return try ProfileOperation.rename(id: saved.id, to: name).apply(to: &profile)
      }
      context.syncSavedPlaces()
      guard case .renamed(let at, let old) = outcome else {
        return CommandOutput(lines: [], warnings: context.saved.notices())
      }
      let renamed = context.saved.place(from: context.saved.places[at])
      let line =
        if let name {
          say(.renameRenamed(place: PlaceLabels.ownFullName(renamed), name: name))
        } else {
          say(.renameCleared(place: PlaceLabels.ownFullName(renamed), name: old ?? ownName))
        }
      return CommandOutput(
        lines: [line],
        json: SavedPlaceJSON.renamed(renamed, index: at + 1, previous: old),
        warnings: context.saved.notices())
    }
  }

  /// `name` as the user's own name for place `id`: valid, and not already another saved
  /// place's own name.
  static func checked(_ name: String, for id: Int, _ context: CommandContext) throws(ShellError)
    -> String
  {
    let trimmed = name.trimmingSpaces()
    guard SavedPlace.isValidCustomName(trimmed) else {
      throw .place(
        .placeCustomNameInvalid(
          name: Quote.user(TerminalText.capped(name, characters: 80)),
          limit: String(SavedPlace.customNameLimit)))
    }
    switch SavedPlace.newNameProblem(trimmed) {
    case .digitsOnly: throw .place(.placeCustomNameNumber(name: Quote.user(trimmed)))
    case .invisible: throw .place(.placeCustomNameInvisible(name: Quote.user(trimmed)))
    case nil: break
    }
    do throws(ProfileError) {
      try refuseTaken(trimmed, for: id, in: context.saved.places)
    } catch {
      throw .profile(error)
    }
    return trimmed
  }

  /// Refuses `name` when another saved place than `id` already has it as its own name; run
  /// again on the profile as it is under the lock, where another session may have given it.
  static func refuseTaken(_ name: String, for id: Int, in places: [SavedPlace])
    throws(ProfileError)
  {
    let key = Normalizer.normalizeQuery(name)
    if let other = places.firstIndex(where: {
      $0.id != id && $0.customName.map { Normalizer.normalizeQuery($0) == key } ?? false
    }) {
      throw .nameTaken(
        name: Quote.user(name), index: other + 1,
        place: PlaceLabels.ownFullName(Place(places[other])))
    }
  }
}
