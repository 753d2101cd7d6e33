/// A place found for "My Location", how it was found, and what was tried before it.
public struct LocatedPlace: Sendable {
  /// The place.
  public var place: Place
  /// How it was found.
  public var method: LocationMethod
  /// The time zone that gave the guess, for `.timeZone`.
  public var timeZone: String?

  /// Creates a result.
  public init(place: Place, method: LocationMethod, timeZone: String? = nil) {
    self.place = place
    self.method = method
    self.timeZone = timeZone
  }
}
