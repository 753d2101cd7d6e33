import Places
import ProfileStore

extension SavedPlace {
  /// The snapshot the profile keeps of a gazetteer place.
  init(_ place: Place) {
    self.init(
      id: place.id, name: place.name, region: place.regionName ?? "",
      regionCode: place.regionCode ?? "", countryCode: place.countryCode,
      countryName: place.countryName, latitude: place.latitude, longitude: place.longitude,
      timeZone: place.timeZone)
  }
}

extension Place {
  /// The place a saved snapshot describes; the population is not saved, so it is 0 here.
  init(_ saved: SavedPlace) {
    self.init(
      id: saved.id, name: saved.name, latitude: saved.latitude, longitude: saved.longitude,
      population: 0, countryCode: saved.countryCode, countryName: saved.countryName,
      regionName: saved.region.isEmpty ? nil : saved.region,
      regionCode: saved.regionCode.isEmpty ? nil : saved.regionCode, timeZone: saved.timeZone)
  }
}
