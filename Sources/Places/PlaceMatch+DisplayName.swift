import PlaceModel

extension PlaceMatch {
  /// The name to show: `Daegu (대구)` when an alternate name matched, else `Daegu`.
  public var displayName: String {
    guard isAlternate,
      Normalizer.normalize(matchedName) != Normalizer.normalize(place.name)
    else { return place.name }
    return "\(place.name) (\(matchedName))"
  }
}
