import PlaceModel
import Places

/// Finds "My Location" in order: the pinned home place, the time-zone guess, then the network
/// location service, which is asked only when `decide` allows it.
public struct LocationResolver: Sendable {
  /// The gazetteer places come from.
  public let gazetteer: Gazetteer

  /// Creates a resolver over a gazetteer.
  public init(gazetteer: Gazetteer) {
    self.gazetteer = gazetteer
  }

  /// The location as far as it is known without the network: the pinned place, else the
  /// time-zone guess; nil when neither gives a place.
  public func locateOffline(pinned: Place?, system: SystemTimeZone) -> LocatedPlace? {
    if let pinned { return LocatedPlace(place: pinned, method: .pinned) }
    guard let zone = system.zoneName, let place = TimeZoneGuess.place(forZone: zone, in: gazetteer)
    else { return nil }
    return LocatedPlace(place: place, method: .timeZone, timeZone: zone)
  }

  /// Resolves the current location.
  ///
  /// - Parameters:
  ///   - pinned: the pinned home place, if any; it always wins.
  ///   - system: the system time-zone inputs.
  ///   - decide: asked only when the network service would be used; may prompt the user.
  ///   - lookup: asks the service; called only after `decide` returned `.allowed`.
  public func resolve(
    pinned: Place?, system: SystemTimeZone,
    decide: () async -> NetworkDecision,
    lookup: () async throws(LocatingError) -> GeoIPAnswer,
    isolation: isolated (any Actor)? = #isolation
  ) async -> LocationOutcome {
    let zone = system.zoneName
    if let located = locateOffline(pinned: pinned, system: system) {
      return LocationOutcome(located: located, timeZone: located.timeZone)
    }
    let decision = await decide()
    guard decision == .allowed else {
      return LocationOutcome(
        located: nil, timeZone: zone, timeZoneFailed: true, network: decision)
    }
    do throws(LocatingError) {
      let answer = try await lookup()
      guard let place = GeoIPPlaceMatcher.place(for: answer, in: gazetteer) else {
        throw .noNearbyPlace
      }
      return LocationOutcome(
        located: LocatedPlace(place: place, method: .network), timeZone: zone,
        timeZoneFailed: true, network: .allowed)
    } catch {
      return LocationOutcome(
        located: nil, timeZone: zone, timeZoneFailed: true, network: .allowed,
        networkError: error)
    }
  }
}
