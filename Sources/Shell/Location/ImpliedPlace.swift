import Locating
import Places

extension Session {
  /// The place a command means when none is named: the viewed place, else "My Location" as far
  /// as it is known offline (the pinned place, else the biggest place in the system time zone).
  /// Never asks and never sends anything.
  func impliedPlace() -> Place? {
    if let place = state.viewedPlace { return place }
    if let pinned = try? Locator(session: self).pinnedHomePlace() { return pinned }
    guard let zone = dependencies.location.systemTimeZone().zoneName,
      let gazetteer = try? places.open()
    else { return nil }
    return TimeZoneGuess.place(forZone: zone, in: gazetteer)
  }
}
