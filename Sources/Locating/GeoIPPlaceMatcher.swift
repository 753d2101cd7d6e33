import PlaceModel
import Places

/// Turns a network location answer into the gazetteer place that fits it best.
public enum GeoIPPlaceMatcher {
  /// How far from the answer's point a place may be, kilometres.
  static let radius = 50.0

  /// The place the service meant: a place named like its city near the point (the most
  /// populous such), else the most populous place within 10 km, else the nearest one.
  public static func place(for answer: GeoIPAnswer, in gazetteer: Gazetteer) -> Place? {
    let near = gazetteer.places(
      nearLatitude: answer.latitude, longitude: answer.longitude, radius: radius, limit: 400)
    guard !near.isEmpty else { return nil }
    if let city = answer.city {
      let key = Normalizer.normalize(city)
      let named = near.filter { candidate in
        Normalizer.normalize(candidate.place.name) == key
          && (answer.countryCode.map { $0.uppercased() == candidate.place.countryCode } ?? true)
      }
      if let best = named.max(by: { $0.place.population < $1.place.population }) {
        return best.place
      }
      let nearIDs = Set(near.map(\.place.id))
      let matches = gazetteer.search(city, limit: 5, suggestions: false).matches
      if let match = matches.first(where: { $0.kind == .exact && nearIDs.contains($0.place.id) }) {
        return match.place
      }
    }
    let close = near.filter { $0.distance <= 10 }
    if let best = close.max(by: { $0.place.population < $1.place.population }) {
      return best.place
    }
    return near.first?.place
  }
}
