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
      context.saved.reload()
      if let name = clause.name.map(invocation.asTyped) {
        place.customName = try RenameCommand.checked(name, for: place.id, context)
        try refuseSecondName(for: place, context)
      }
      let named = place
      var renamed = false
      let outcome = try context.saved.save { (profile: inout Profile) throws(ProfileError) in
        if let name = named.customName {
          try RenameCommand.refuseTaken(name, for: named.id, in: profile.places)
        }
        let outcome = try ProfileOperation.add(SavedPlace(named)).apply(to: &profile)
        // A saved place without a name of its own takes the one given; one already named
        // keeps it (refused above; here only when another session named it meanwhile).
        if case .alreadySaved(let at) = outcome, let name = named.customName,
          profile.places[at].customName == nil
        {
          _ = try ProfileOperation.rename(id: named.id, to: name).apply(to: &profile)
          renamed = true
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
      var lines = [line]
      if renamed, let name = named.customName {
        lines.append(say(.renameRenamed(place: PlaceLabels.ownFullName(shown), name: name)))
      }
      return CommandOutput(
        lines: lines,
        json: SavedPlaceJSON.added(shown, index: index + 1, added: saved),
        warnings: context.saved.notices())
    }
  }

  /// Refuses `:add PLACE as NAME` for a place saved under another name of the user's: saving
  /// it again must not drop that name without a word; `:rename` changes it.
  static func refuseSecondName(for place: Place, _ context: CommandContext) throws(ShellError) {
    guard let name = place.customName,
      let index = context.saved.profile.index(ofPlace: place.id),
      let old = context.saved.places[index].customName,
      Normalizer.normalizeQuery(old) != Normalizer.normalizeQuery(name)
    else { return }
    throw .said(
      .addAlreadyNamed(
        place: PlaceLabels.ownFullName(context.saved.place(from: context.saved.places[index])),
        old: Quote.user(old), index: String(index + 1),
        name: Quote.user(name)),
      kind: "usage")
  }
}
