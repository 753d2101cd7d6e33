import CommandLanguage
import Foundation
import Terminal

/// `:list`: the saved places in order, marking the viewed one.
@MainActor
enum ListCommand {
  static let spec = CommandSpec(
    name: "list", aliases: ["ls"],
    summary: "Show your saved places with their local time; ▸ marks the one being viewed",
    usage: ":list",
    examples: [":list"])

  static func make() -> ShellCommand {
    ShellCommand(spec: spec) { invocation, session in
      guard invocation.arguments.isEmpty else {
        throw ShellError.usage(
          command: "list", problem: ":list takes no arguments", usage: spec.usage)
      }
      session.reloadProfile()
      session.refreshSavedNames()
      var output = render(session)
      output.warnings += session.profileNotices()
      return output
    }
  }

  /// The list as lines and as the `--json` document.
  static func render(_ session: Session) -> CommandOutput {
    let places = session.savedPlaces
    guard !places.isEmpty else {
      return CommandOutput(
        lines: ["No saved places yet. Save one with :add PLACE (Tab completes names)."],
        json: [("places", .array([])), ("viewed", .null)])
    }
    let styler = session.context.styler
    let viewedIndex = places.firstIndex { $0.id == session.viewedPlace?.id }
    let width = session.context.terminal.width
    let numberWidth = String(places.count).count
    let clock = session.units.clock
    var lines: [String] = []
    var json: [JSONValue] = []
    for (index, saved) in places.enumerated() {
      let place = session.place(from: saved)
      let marker = index == viewedIndex ? styler.apply(.cyan, "▸") : " "
      let number =
        String(repeating: " ", count: numberWidth - String(index + 1).count)
        + "\(index + 1)."
      let time = LocalClock.now(in: saved.timeZone, clock: clock)
      let name = TerminalText.sanitize(place.fullName)
      let left = "\(marker) \(number) "
      let room = max(width - 4 - numberWidth - TerminalText.displayWidth(time) - 2, 10)
      lines.append(
        left + TerminalText.padRight(TerminalText.truncate(name, toWidth: room), toWidth: room)
          + "  " + styler.apply(.dim, time))
      json.append(.object([("index", .int(index + 1)), ("place", PlaceText.json(place))]))
    }
    return CommandOutput(
      lines: lines,
      json: [("places", .array(json)), ("viewed", viewedIndex.map { .int($0 + 1) } ?? .null)])
  }
}
