import Catalog
import CommandLanguage
import Foundation
import Locating
import Places
import Rendering
import Terminal

/// `:go INDEX|NAME`, `:next`, `:prev`: page through the saved places, wrapping around.
@MainActor
enum PagingCommands {
  static let goSpec = CommandSpec(
    name: "go", aliases: ["g"], summary: .helpGoSummary, examples: [":go 2", ":go lisbon"],
    arguments: [RemoveCommand.savedPlace])

  static let nextSpec = CommandSpec(
    name: "next", aliases: ["n"], summary: .helpNextSummary, examples: [":next"])

  static let previousSpec = CommandSpec(
    name: "prev", aliases: ["p", "previous"], summary: .helpPrevSummary, examples: [":prev"])

  static func make() -> [ShellCommand] {
    [
      ShellCommand(spec: goSpec) { invocation, context in
        let text = invocation.parsed[RemoveCommand.savedPlace] ?? ""
        context.saved.reload()
        // Row 0 of :list is "my location" when it is not one of the saved places.
        if text.trimmingSpaces() == "0",
          let mine = Locator(context: context).myLocationPage(
            excluding: context.saved.places.map(\.id))
        {
          return await PlacePage.showMyLocation(mine, context, asked: true)
        }
        return try await show(index: try context.savedIndex(text), context)
      },
      ShellCommand(spec: nextSpec) { invocation, context in
        try await step(by: 1, invocation, nextSpec, context)
      },
      ShellCommand(spec: previousSpec) { invocation, context in
        try await step(by: -1, invocation, previousSpec, context)
      },
    ]
  }

  static func step(
    by offset: Int, _ invocation: Invocation, _ spec: CommandSpec, _ context: CommandContext
  )
    async throws -> CommandOutput
  {
    context.saved.reload()
    let places = context.saved.places
    // Page 0 is "My Location" (found offline: pinned, or the time zone's guess), unless it is
    // one of the saved places already.
    let mine = Locator(context: context).myLocationPage(excluding: places.map(\.id))
    let hasMine = mine != nil
    guard !places.isEmpty || hasMine else {
      throw ShellError.place(.placeNoSavedPlaces)
    }
    let first = hasMine ? -1 : 0
    let count = places.count - first
    let viewed = context.viewedPlace?.id
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
      return await PlacePage.showMyLocation(mine, context, asked: true)
    }
    return try await show(index: index, context)
  }

  /// Views saved place `index` and prints its page.
  static func show(index: Int, _ context: CommandContext) async throws -> CommandOutput {
    let saved = context.saved.places[index]
    let place = context.saved.place(from: saved)
    let warnings = context.view(place, asked: true)
    var output = await PlacePage.show(
      place, .saved(index: index + 1, count: context.saved.places.count), context)
    output.warnings = warnings + output.warnings + context.saved.notices()
    return output
  }
}
