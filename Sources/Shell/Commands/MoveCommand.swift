import CommandLanguage
import ProfileStore
import Rendering

/// `:move FROM TO`: reorders saved places.
@MainActor
enum MoveCommand {
  static let spec = CommandSpec(
    name: "move", aliases: ["mv"],
    summary: "Move a saved place to another position in the list",
    usage: ":move FROM TO",
    discussion: "FROM is a number from :list or a saved place's name (quote names with "
      + "spaces); TO is the number it should have afterwards.",
    examples: [":move 3 1", ":move lisbon 1", ":move \"new york\" 2"],
    arguments: [.savedPlace, .text])

  static func make() -> ShellCommand {
    ShellCommand(spec: spec) { invocation, session in
      guard invocation.arguments.count == 2 else {
        throw ShellError.usage(
          command: "move", problem: "give the place to move and its new number",
          usage: spec.usage)
      }
      session.saved.reload()
      let from = try session.savedIndex(invocation.arguments[0])
      let count = session.saved.places.count
      guard let number = Int(invocation.arguments[1]), (1...count).contains(number) else {
        throw ShellError.notFound(
          "'\(Quote.user(invocation.arguments[1]))' is not a position in the list",
          hint: "choose 1 to \(count) (see :list)")
      }
      let id = session.saved.places[from].id
      try session.saved.save { (profile: inout Profile) throws(ProfileError) in
        // Another session may have reordered the list since we looked: move by id.
        guard let current = profile.index(ofPlace: id) else { throw .placeNotSaved(id: id) }
        return try ProfileOperation.move(from: current, to: number - 1).apply(to: &profile)
      }
      session.syncSavedPlaces()
      let moved = session.saved.places[number - 1]
      return CommandOutput(
        lines: ["Moved \(moved.name) to place \(number)."],
        json: [
          ("place", PlaceText.json(session.saved.place(from: moved))), ("index", .int(number)),
          ("order", .array(session.saved.places.map { .int($0.id) })),
        ],
        warnings: session.saved.notices())
    }
  }
}
