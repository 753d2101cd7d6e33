import CommandLanguage
import Places

extension Session {
  /// The place a command means when none is named: the viewed place, else "My Location" as far
  /// as it is known offline (the pinned place, else the biggest place in the system time zone).
  /// Never asks and never sends anything.
  func impliedPlace() -> Place? {
    state.viewedPlace ?? Locator(session: self).locateOffline()?.place
  }

  /// The place argument of a command that also works without one (`:moon`, `:line`,
  /// `:alerts`): the named place, `#N` or saved index, else ``impliedPlace()``, else a usage
  /// error saying to name one.
  func placeOrImplied(_ text: String, command: String, usage: String) throws -> Place {
    guard text.trimmingCharacters(in: .whitespaces).isEmpty else {
      return try ViewCommands.target(self, text, command: command, usage: usage)
    }
    guard let implied = impliedPlace() else {
      throw ShellError.usage(
        command: command,
        problem: "no place is being viewed and My Location is not known, so name one",
        usage: usage)
    }
    return implied
  }
}
