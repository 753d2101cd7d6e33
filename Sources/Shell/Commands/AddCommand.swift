import CommandLanguage
import Places
import ProfileStore
import Rendering

/// `:add [PLACE|#N]`: saves a place (no argument: the place being viewed).
@MainActor
enum AddCommand {
  static let spec = CommandSpec(
    name: "add", aliases: ["save"],
    summary: "Save a place to your list (no argument: the place being viewed)",
    usage: ":add [PLACE|#N]",
    discussion: "Saves the place at the end of your list; the list, its order, your units and "
      + "the last place you viewed are kept in your profile. Saving needs no network. #N is "
      + "result N of the last :search.",
    examples: [":add lisbon", ":add springfield, mo", ":search paris", ":add #2", ":add"],
    arguments: [.place])

  static func make() -> ShellCommand {
    ShellCommand(spec: spec) { invocation, session in
      let text = invocation.restOfLine.trimmingCharacters(in: .whitespaces)
      let place: Place
      if text.isEmpty {
        guard let viewed = session.state.viewedPlace else {
          throw ShellError.usage(
            command: "add", problem: "no place is being viewed, so say which place to save",
            usage: spec.usage)
        }
        place = viewed
      } else {
        place = try session.resolvePlace(text).place
      }
      guard place.id > 0 else {
        throw ShellError.notFound(
          "coordinates cannot be saved, only places", hint: "save the nearest place by its name")
      }
      let outcome = try session.saved.save { (profile: inout Profile) throws(ProfileError) in
        try ProfileOperation.add(SavedPlace(place)).apply(to: &profile)
      }
      session.syncSavedPlaces()
      let name = PlaceText.line(for: place)
      let count = session.saved.places.count
      let line: String
      let index: Int
      switch outcome {
      case .alreadySaved(let at):
        index = at
        line = "\(name) is already saved, as place \(at + 1) of \(count)."
      case .added(let at):
        index = at
        line = "Saved \(name) as place \(at + 1) of \(count)."
      default:
        index = session.saved.profile.index(ofPlace: place.id) ?? 0
        line = "Saved \(name)."
      }
      let saved: Bool = if case .added = outcome { true } else { false }
      return CommandOutput(
        lines: [line],
        json: [
          ("place", PlaceText.json(place)), ("index", .int(index + 1)),
          ("added", .bool(saved)),
        ],
        warnings: session.saved.notices())
    }
  }
}
