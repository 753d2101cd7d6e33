import Catalog
import CommandLanguage
import Locating
import Places
import Rendering

/// `:go INDEX|NAME`, `:next`, `:prev`: page through the saved places, wrapping around.
@MainActor
enum PagingCommands {
  static let goSpec = CommandSpec(
    name: "go", aliases: ["g"], summary: .helpGoSummary, examples: [":go 2", ":go lisbon"],
    arguments: [ArgumentSpec("INDEX|NAME", .savedPlace, noun: .nounSavedPlace)])

  static let nextSpec = CommandSpec(
    name: "next", aliases: ["n"], summary: .helpNextSummary, examples: [":next"])

  static let previousSpec = CommandSpec(
    name: "prev", aliases: ["p", "previous"], summary: .helpPrevSummary, examples: [":prev"])

  static func make() -> [ShellCommand] {
    [
      ShellCommand(spec: goSpec) { invocation, session in
        let text = invocation.parsed["INDEX|NAME"] ?? ""
        session.saved.reload()
        return try await show(index: try session.savedIndex(text), session)
      },
      ShellCommand(spec: nextSpec) { invocation, session in
        try await step(by: 1, invocation, nextSpec, session)
      },
      ShellCommand(spec: previousSpec) { invocation, session in
        try await step(by: -1, invocation, previousSpec, session)
      },
    ]
  }

  static func step(
    by offset: Int, _ invocation: Invocation, _ spec: CommandSpec, _ session: Session
  )
    async throws -> CommandOutput
  {
    session.saved.reload()
    let places = session.saved.places
    // Page 0 is "My Location" (found offline: pinned, or the time zone's guess), unless it is
    // one of the saved places already.
    let mine = Locator(session: session).myLocationPage(excluding: places.map(\.id))
    let hasMine = mine != nil
    guard !places.isEmpty || hasMine else {
      throw ShellError.place(.placeNoSavedPlaces, [:])
    }
    let first = hasMine ? -1 : 0
    let count = places.count - first
    let viewed = session.state.viewedPlace?.id
    let current: Int? =
      if hasMine, viewed != nil, viewed == mine?.place.id { -1 } else {
        places.firstIndex { $0.id == viewed }
      }
    let index: Int
    if let current {
      index = (current - first + offset + count) % count + first
    } else {
      index = offset > 0 ? first : places.count - 1
    }
    if index == -1, let mine {
      return await showMyLocation(mine, session)
    }
    return try await show(index: index, session)
  }

  /// Views the "My Location" page (page 0).
  static func showMyLocation(_ located: LocatedPlace, _ session: Session) async -> CommandOutput {
    session.viewModel.setMyLocation(located.place)
    let warnings = session.view(located.place)
    var output = await PlacePage.show(
      located.place, .myLocation(label: LocationText.label(located)), session)
    output.warnings = warnings + output.warnings + session.saved.notices()
    return output
  }

  /// Views saved place `index` and prints its page.
  static func show(index: Int, _ session: Session) async throws -> CommandOutput {
    let saved = session.saved.places[index]
    let place = session.saved.place(from: saved)
    let warnings = session.view(place)
    var output = await PlacePage.show(
      place, .saved(index: index + 1, count: session.saved.places.count), session)
    output.warnings = warnings + output.warnings + session.saved.notices()
    return output
  }
}
