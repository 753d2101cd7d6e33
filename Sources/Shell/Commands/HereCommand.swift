import Catalog
import Clients
import CommandLanguage
import Foundation
import Locating
import Places
import ProfileStore
import Rendering
import Views

/// `:here`: the weather where you are, as the "My Location" page; `set`, `clear`, `allow`,
/// `deny` manage the pinned home place and the network location consent.
@MainActor
enum HereCommand {
  /// The place `:here set` pins as home.
  static let home = ArgumentSpec("PLACE", .place(savedIndex: true), noun: .nounPlace)

  static let spec = CommandSpec(
    name: "here", summary: .helpHereSummary, discussion: .helpHereDiscussion,
    examples: [":here", ":here set lima", ":here clear", ":here allow", ":here deny"],
    subcommands: [
      SubcommandSpec(
        "set",
        arguments: [home]),
      SubcommandSpec("clear"), SubcommandSpec("allow"), SubcommandSpec("deny"),
    ],
    defaultSubcommand: "show")

  static func make() -> ShellCommand {
    ShellCommand(spec: spec) { invocation, context in
      switch invocation.parsed.subcommand {
      case "set": return try await pin(invocation.parsed[Self.home] ?? "", context)
      case "clear": return try clear(context)
      case "allow": return try consent(.granted, context)
      case "deny": return try consent(.denied, context)
      default: return try await show(context)
      }
    }
  }

  /// Finds the location and shows its page; when nothing is found, says why and what to do.
  static func show(_ context: CommandContext) async throws -> CommandOutput {
    let outcome = try await Locator(context: context).locate()
    guard let located = outcome.located else {
      context.viewModel.setMyLocation(nil)
      let line = LocationText.notFoundLine(outcome)
      guard let fallback = context.viewedPlace else {
        return CommandOutput(
          lines: [line], json: HereJSON.notFound(outcome),
          warnings: context.saved.notices())
      }
      var output = await PlacePage.show(fallback, .preview, context)
      let instead = say(.hereInstead(place: PlaceLabels.displayName(fallback)))
      output.lines = [line, instead] + output.lines
      output.json += HereJSON.fallback(outcome)
      return output
    }
    let notes = located.method == .timeZone ? [say(.hereNotWhereYouAre)] : []
    var output = await PlacePage.showMyLocation(located, context, notes: notes)
    output.json.insert(HereJSON.location(outcome), at: 1)
    return output
  }

  /// `:here set PLACE`: pins the home place in the profile.
  static func pin(_ text: String, _ context: CommandContext) async throws -> CommandOutput {
    let place = try await context.resolvePlace(text).place
    guard place.id > 0 else {
      throw ShellError.place(.hereCoordinatesNotPinned)
    }
    // The pin is an id; only the gazetteer and the saved places can turn it back into a place.
    if place.origin == .online, context.saved.profile.index(ofPlace: place.id) == nil {
      throw ShellError.place(.hereOnlineNotPinned(place: PlaceLabels.fullName(place)))
    }
    try context.saved.save { (profile: inout Profile) throws(ProfileError) in
      try ProfileOperation.setHome(id: place.id).apply(to: &profile)
    }
    return CommandOutput(
      lines: [say(.herePinned(place: PlaceText.line(for: place)))],
      json: HereJSON.pinned(place),
      warnings: context.saved.notices())
  }

  /// `:here clear`: forgets the pinned place.
  static func clear(_ context: CommandContext) throws -> CommandOutput {
    let previous = try Locator(context: context).pinnedHomePlace()
    try context.saved.save { (profile: inout Profile) throws(ProfileError) in
      try ProfileOperation.setHome(id: nil).apply(to: &profile)
    }
    let line =
      previous.map { say(.hereUnpinned(place: PlaceLabels.displayName($0))) }
      ?? say(.hereNothingPinned)
    return CommandOutput(
      lines: [line], json: HereJSON.unpinned,
      warnings: context.saved.notices())
  }

  /// `:here allow` / `:here deny`: stores the network location consent.
  static func consent(_ consent: LocationConsent, _ context: CommandContext) throws -> CommandOutput
  {
    try context.saved.save { (profile: inout Profile) throws(ProfileError) in
      try ProfileOperation.setLocationConsent(consent).apply(to: &profile)
    }
    let line =
      consent == .granted
      ? say(.hereNetworkAllowed(host: networkHost(context))) : say(.hereNetworkOff)
    return CommandOutput(
      lines: [line], json: HereJSON.consent(consent.rawValue),
      warnings: context.saved.notices())
  }

  /// The network location service's host, for messages.
  static func networkHost(_ context: CommandContext) -> String {
    context.dependencies.location.host
  }
}
