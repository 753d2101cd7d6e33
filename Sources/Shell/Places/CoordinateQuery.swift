import Catalog
import Foundation
import PlaceModel
import Places
import ProfileStore
import Storage
import Views

/// A place typed as coordinates: `37.57,126.98`, `37.57 126.98`, `33.87S 151.21E`,
/// `51.5°N, 0.12°W`.
struct CoordinateQuery: Equatable {
  /// Degrees north (negative: south).
  var latitude: Double
  /// Degrees east (negative: west).
  var longitude: Double

  /// A point already in range.
  init(latitude: Double, longitude: Double) {
    self.latitude = latitude
    self.longitude = longitude
  }

  /// Reads `text` as coordinates; nil when it is not two numbers in range with optional
  /// hemisphere letters (latitude first, unless the letters say otherwise).
  init?(_ text: String) {
    let parts = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," })
    guard parts.count == 2, let first = Self.number(parts[0]), let second = Self.number(parts[1])
    else { return nil }
    var latitude = first
    var longitude = second
    if first.axis == .longitude || second.axis == .latitude {
      guard first.axis != .latitude, second.axis != .longitude else { return nil }
      (latitude, longitude) = (second, first)
    }
    guard latitude.axis != .longitude, longitude.axis != .latitude,
      (-90...90).contains(latitude.value), (-180...180).contains(longitude.value)
    else { return nil }
    self.latitude = latitude.value
    self.longitude = longitude.value
  }

  /// Which axis a hemisphere letter names.
  enum Axis { case latitude, longitude, either }

  /// One signed number with an optional `°` and hemisphere letter.
  static func number(_ word: Substring) -> (value: Double, axis: Axis)? {
    var text = word.uppercased()
    var sign = 1.0
    var axis = Axis.either
    if let last = text.last, "NSEW".contains(last) {
      axis = last == "N" || last == "S" ? .latitude : .longitude
      if last == "S" || last == "W" { sign = -1 }
      text.removeLast()
    }
    if text.hasSuffix("°") { text.removeLast() }
    guard !text.isEmpty, text.count <= 12,
      text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-" || $0 == "+") }),
      text.contains(where: \.isNumber), let value = Double(text), value.isFinite
    else { return nil }
    if axis != .either, value < 0 { return nil }  // `-33S` says south twice
    return (value * sign, axis)
  }

  /// `37.5700°N 126.9800°E`.
  var text: String {
    func part(_ value: Double, _ positive: String, _ negative: String) -> String {
      MachineNumber.coordinate(abs(value)) + "°" + (value < 0 ? negative : positive)
    }
    return part(latitude, "N", "S") + " " + part(longitude, "E", "W")
  }

  /// The place for these coordinates: the weather is fetched for the point itself, labelled
  /// with the nearest populated gazetteer place and the distance to it, in that place's time
  /// zone.
  ///
  /// Its id is negative (no GeoNames id) and made from the coordinates, so the same point is
  /// the same place when it is saved.
  func place(in gazetteer: Gazetteer) -> Place {
    // A town or city names the point; a neighbourhood with no population in the data (Korea's
    // 동) only when no town is near.
    let near = gazetteer.places(
      nearLatitude: latitude, longitude: longitude, radius: 500, limit: 50)
    let nearest = near.first { $0.place.population > 0 } ?? near.first
    let id = SavedPlace.pointID(latitude: latitude, longitude: longitude)
    var region: String? = nil
    if let nearest {
      region =
        nearest.distance < 1
        ? say(.coordinatesUnderOneKm(place: PlaceLabels.displayName(nearest.place)))
        : say(
          .coordinatesKmFrom(
            km: String(Int(nearest.distance.rounded())),
            place: PlaceLabels.displayName(nearest.place)))
    }
    return Place(
      id: id, name: text, latitude: latitude, longitude: longitude, population: 0,
      countryCode: nearest?.place.countryCode ?? "", countryName: nearest?.place.countryName ?? "",
      regionName: region, regionCode: nil,
      timeZone: nearest?.place.timeZone ?? Self.zone(forLongitude: longitude))
  }

  /// A whole-hour zone for a point far from any place (the open sea): `Etc/GMT-9` at 135°E.
  static func zone(forLongitude longitude: Double) -> String {
    let hours = Int((longitude / 15).rounded())
    if hours == 0 { return "Etc/UTC" }
    // The Etc zones' signs are inverted: Etc/GMT-9 is UTC+9.
    return hours > 0 ? "Etc/GMT-\(hours)" : "Etc/GMT+\(-hours)"
  }
}
