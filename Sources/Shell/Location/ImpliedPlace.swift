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
  /// `:alerts`): the named place, `#N` or saved index, else ``impliedPlace()``, else an error
  /// saying to name one.
  func placeOrImplied(_ text: String?, command: String) throws -> ResolvedPlace {
    if let text, !text.trimmingCharacters(in: .whitespaces).isEmpty {
      return try resolvePlace(text)
    }
    guard let implied = impliedPlace() else {
      throw ShellError.said(.placeNoneImplied, ["command": command], kind: "usage")
    }
    return ResolvedPlace(place: implied)
  }
}
