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
