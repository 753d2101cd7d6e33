import Catalog
import CommandLanguage
import Places
import ProfileStore
import Rendering

/// `:add [PLACE|#N]`: saves a place (no argument: the place being viewed).
@MainActor
enum AddCommand {
  static let spec = CommandSpec(
    name: "add", aliases: ["save"], summary: .helpAddSummary, discussion: .helpAddDiscussion,
    examples: [":add lisbon", ":add springfield, mo", ":search paris", ":add #2", ":add"],
    arguments: [
      ArgumentSpec("PLACE|#N", .place(savedIndex: false), optional: true, noun: .nounPlace)
    ])

  static func make() -> ShellCommand {
    ShellCommand(spec: spec) { invocation, context in
      let text = (invocation.parsed["PLACE|#N"] ?? "").trimmingCharacters(in: .whitespaces)
      let place: Place
      if text.isEmpty {
        guard let viewed = context.viewedPlace else {
          throw ShellError.place(.placeNoneViewed, ["command": "add"])
        }
        place = viewed
      } else {
        place = try context.resolvePlace(text, savedIndex: false).place
      }
      guard place.id > 0 else {
        throw ShellError.place(.placeCoordinatesNotSaved, [:])
      }
      let outcome = try context.saved.save { (profile: inout Profile) throws(ProfileError) in
        try ProfileOperation.add(SavedPlace(place)).apply(to: &profile)
      }
      context.syncSavedPlaces()
      let name = PlaceText.line(for: place)
      let count = context.saved.places.count
      let line: String
      let index: Int
      switch outcome {
      case .alreadySaved(let at):
        index = at
        line = say(
          .addAlreadySaved, ["place": name, "index": String(at + 1), "count": String(count)])
      case .added(let at):
        index = at
        line = say(.addSavedAt, ["place": name, "index": String(at + 1), "count": String(count)])
      default:
        index = context.saved.profile.index(ofPlace: place.id) ?? 0
        line = say(.addSaved, ["place": name])
      }
      let saved: Bool = if case .added = outcome { true } else { false }
      return CommandOutput(
        lines: [line],
        json: SavedPlaceJSON.added(place, index: index + 1, added: saved),
        warnings: context.saved.notices())
    }
  }
}
