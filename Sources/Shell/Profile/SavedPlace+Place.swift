import PlaceModel
import Places
import ProfileStore

extension SavedPlace {
  /// The snapshot the profile keeps of a place, with its own name when it has one.
  ///
  /// A point's region is its nearest-place label in the language of the moment, so it is not
  /// saved: it is worked out again from the gazetteer when the point is shown.
  init(_ place: Place) {
    let point = place.origin == .coordinates
    self.init(
      id: place.id, name: place.name, region: point ? "" : place.regionName ?? "",
      regionCode: point ? "" : place.regionCode ?? "", countryCode: place.countryCode,
      countryName: place.countryName, latitude: place.latitude, longitude: place.longitude,
      timeZone: place.timeZone, source: Source(place.origin), customName: place.customName)
  }
}

extension SavedPlace.Source {
  /// The source a place's origin is saved as.
  init(_ origin: Place.Origin) {
    switch origin {
    case .gazetteer: self = .gazetteer
    case .online: self = .online
    case .coordinates: self = .coordinates
    }
  }
}

extension Place {
  /// The place a saved snapshot describes; the population is not saved, so it is 0 here.
  init(_ saved: SavedPlace) {
    let origin: Origin =
      switch saved.source {
      case .gazetteer: .gazetteer
      case .online: .online
      case .coordinates: .coordinates
      }
    self.init(
      id: saved.id, name: saved.name, latitude: saved.latitude, longitude: saved.longitude,
      population: 0, countryCode: saved.countryCode, countryName: saved.countryName,
      regionName: saved.region.isEmpty ? nil : saved.region,
      regionCode: saved.regionCode.isEmpty ? nil : saved.regionCode, timeZone: saved.timeZone,
      origin: origin, customName: saved.customName)
  }
}
