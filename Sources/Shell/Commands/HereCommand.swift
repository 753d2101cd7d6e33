import Catalog
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
  static let spec = CommandSpec(
    name: "here", summary: .helpHereSummary, discussion: .helpHereDiscussion,
    examples: [":here", ":here set lima", ":here clear", ":here allow", ":here deny"],
    subcommands: [
      SubcommandSpec(
        "set",
        arguments: [ArgumentSpec("PLACE", .place(savedIndex: true), noun: .nounPlace)]),
      SubcommandSpec("clear"), SubcommandSpec("allow"), SubcommandSpec("deny"),
    ],
    defaultSubcommand: "show")

  static func make() -> ShellCommand {
    ShellCommand(spec: spec) { invocation, session in
      switch invocation.parsed.subcommand {
      case "set": return try pin(invocation.parsed["PLACE"] ?? "", session)
      case "clear": return try clear(session)
      case "allow": return try consent(.granted, session)
      case "deny": return try consent(.denied, session)
      default: return try await show(session)
      }
    }
  }

  /// Finds the location and shows its page; when nothing is found, says why and what to do.
  static func show(_ session: Session) async throws -> CommandOutput {
    let outcome = try await Locator(session: session).locate()
    guard let located = outcome.located else {
      session.viewModel.setMyLocation(nil)
      let line = LocationText.notFoundLine(outcome)
      guard let fallback = session.state.viewedPlace else {
        return CommandOutput(
          lines: [line], json: [("place", .null), ("location", LocationText.json(outcome))],
          warnings: session.saved.notices())
      }
      var output = await PlacePage.show(fallback, .preview, session)
      let instead = say(.hereInstead, ["place": PlaceLabels.displayName(fallback)])
      output.lines = [line, instead] + output.lines
      output.json += [("location", LocationText.json(outcome)), ("fallback", .bool(true))]
      return output
    }
    var output = await PagingCommands.showMyLocation(located, session)
    if located.method == .timeZone {
      output.lines.insert(
        session.styler.apply(.dim, say(.hereNotWhereYouAre)),
        at: min(1, output.lines.count))
    }
    output.json.insert(("location", LocationText.json(outcome)), at: 1)
    return output
  }

  /// `:here set PLACE`: pins the home place in the profile.
  static func pin(_ text: String, _ session: Session) throws -> CommandOutput {
    let place = try session.resolvePlace(text).place
    guard place.id > 0 else {
      throw ShellError.place(.hereCoordinatesNotPinned, [:])
    }
    try session.saved.save { (profile: inout Profile) throws(ProfileError) in
      try ProfileOperation.setHome(id: place.id).apply(to: &profile)
    }
    return CommandOutput(
      lines: [say(.herePinned, ["place": PlaceText.line(for: place)])],
      json: [("place", PlaceText.json(place)), ("pinned", .bool(true))],
      warnings: session.saved.notices())
  }

  /// `:here clear`: forgets the pinned place.
  static func clear(_ session: Session) throws -> CommandOutput {
    let previous = try Locator(session: session).pinnedHomePlace()
    try session.saved.save { (profile: inout Profile) throws(ProfileError) in
      try ProfileOperation.setHome(id: nil).apply(to: &profile)
    }
    let line =
      previous.map { say(.hereUnpinned, ["place": PlaceLabels.displayName($0)]) }
      ?? say(.hereNothingPinned)
    return CommandOutput(
      lines: [line], json: [("place", .null), ("pinned", .bool(false))],
      warnings: session.saved.notices())
  }

  /// `:here allow` / `:here deny`: stores the network location consent.
  static func consent(_ consent: LocationConsent, _ session: Session) throws -> CommandOutput {
    try session.saved.save { (profile: inout Profile) throws(ProfileError) in
      try ProfileOperation.setLocationConsent(consent).apply(to: &profile)
    }
    let line =
      consent == .granted
      ? say(.hereNetworkAllowed, ["host": networkHost(session)]) : say(.hereNetworkOff)
    return CommandOutput(
      lines: [line], json: [("consent", .string(consent.rawValue))],
      warnings: session.saved.notices())
  }

  /// The network location service's host, for messages.
  static func networkHost(_ session: Session) -> String {
    session.dependencies.location.host
  }
}
