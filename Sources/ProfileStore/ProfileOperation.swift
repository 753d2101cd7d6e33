import Weather

/// One change to the profile, applied under the lock to what is on disk at that moment.
///
/// Indexes are 0-based (the shell shows them 1-based). An operation that cannot apply throws a
/// `ProfileError` and nothing is written.
public enum ProfileOperation: Sendable, Equatable {
  /// Saves a place at the end of the list; a place already saved is reported, not duplicated.
  case add(SavedPlace)
  /// Deletes the saved place with this GeoNames id.
  case remove(id: Int)
  /// Moves the place at index `from` so that it ends up at index `to`.
  case move(from: Int, to: Int)
  /// Gives the saved place with this id the user's own name, or nil for its own name again.
  case rename(id: Int, to: String?)
  /// Sets all four units at once.
  case setUnits(Units)
  /// Sets the temperature unit only.
  case setTemperature(Units.Temperature)
  /// Sets the wind speed unit only.
  case setWind(Units.WindSpeed)
  /// Sets the precipitation unit only.
  case setPrecipitation(Units.Precipitation)
  /// Sets the clock only.
  case setClock(Units.Clock)
  /// Sets the colour theme.
  case setTheme(Theme)
  /// Sets the interface language (`ko`), or nil to follow the environment.
  case setLanguage(String?)
  /// Records the place viewed last (saved or not), or clears it.
  case setLastViewed(id: Int?)
  /// Pins a home place, or clears it (issue 8).
  case setHome(id: Int?)
  /// Records the user's answer about location lookups (issue 8).
  case setLocationConsent(LocationConsent)

  /// Applies the operation to `profile`.
  public func apply(to profile: inout Profile) throws(ProfileError) -> ProfileOutcome {
    switch self {
    case .add(let place):
      if let index = profile.index(ofPlace: place.id) { return .alreadySaved(index: index) }
      profile.places.append(place)
      return .added(index: profile.places.count - 1)
    case .remove(let id):
      guard let index = profile.index(ofPlace: id) else { throw .placeNotSaved(id: id) }
      return .removed(profile.places.remove(at: index), index: index)
    case .move(let from, let to):
      let count = profile.places.count
      guard profile.places.indices.contains(from) else {
        throw .indexOutOfRange(index: from, count: count)
      }
      guard profile.places.indices.contains(to) else {
        throw .indexOutOfRange(index: to, count: count)
      }
      let place = profile.places.remove(at: from)
      profile.places.insert(place, at: to)
      return .moved(from: from, to: to)
    case .rename(let id, let name):
      guard let index = profile.index(ofPlace: id) else { throw .placeNotSaved(id: id) }
      let old = profile.places[index].customName
      profile.places[index].customName = name
      return .renamed(index: index, from: old)
    case .setUnits(let units): profile.units = units
    case .setTemperature(let unit): profile.units.temperature = unit
    case .setWind(let unit): profile.units.wind = unit
    case .setPrecipitation(let unit): profile.units.precipitation = unit
    case .setClock(let clock): profile.units.clock = clock
    case .setTheme(let theme): profile.theme = theme
    case .setLanguage(let language): profile.language = language
    case .setLastViewed(let id): profile.lastViewedPlaceID = id
    case .setHome(let id): profile.homePlaceID = id
    case .setLocationConsent(let consent): profile.locationConsent = consent
    }
    return .set
  }
}
