import Foundation
import PlaceModel

extension Gazetteer {
  /// The most populous place whose time zone is `identifier` (`Asia/Seoul` → Seoul), or nil
  /// when no place lies in that zone.
  ///
  /// Scans the place records once (~235,000 records, a few milliseconds); the zone name is
  /// compared once per zone, not per place.
  public func mostPopulous(inTimeZone identifier: String) -> Place? {
    let wanted = Array(identifier.utf8)
    guard !wanted.isEmpty else { return nil }
    var zones = Set<UInt16>()
    for zone in 0..<data.count(.timeZones) {
      let name = data.bytes(
        offset: data.u32(.timeZones, zone, 0), length: Int(data.u16(.timeZones, zone, 4)))
      if name.elementsEqual(wanted) { zones.insert(UInt16(truncatingIfNeeded: zone)) }
    }
    guard !zones.isEmpty else { return nil }
    var best: Int?
    var bestPopulation: UInt32 = 0
    for index in 0..<data.count(.places) where zones.contains(data.u16(.places, index, 26)) {
      let population = data.placePopulation(index)
      if best == nil || population > bestPopulation {
        best = index
        bestPopulation = population
      }
    }
    return best.map { data.place($0) }
  }

  /// Places within `radius` kilometres of a point, nearest first, at most `limit` of them.
  ///
  /// Scans the place records once with an equirectangular distance, which is exact enough at
  /// city scale.
  public func places(
    nearLatitude latitude: Double, longitude: Double, radius: Double, limit: Int = 20
  ) -> [(place: Place, distance: Double)] {
    guard latitude.isFinite, longitude.isFinite, radius > 0, limit > 0 else { return [] }
    let scale = GazetteerLayout.coordinateScale
    let degreesToRadians = Double.pi / 180
    let cosine = cos(latitude * degreesToRadians)
    let earthRadius = 6371.0
    var found: [(index: Int, distance: Double)] = []
    for index in 0..<data.count(.places) {
      let placeLatitude = Double(Int32(bitPattern: data.u32(.places, index, 4))) / scale
      let deltaLatitude = (placeLatitude - latitude) * degreesToRadians * earthRadius
      guard abs(deltaLatitude) <= radius else { continue }
      let placeLongitude = Double(Int32(bitPattern: data.u32(.places, index, 8))) / scale
      var deltaDegrees = abs(placeLongitude - longitude)
      if deltaDegrees > 180 { deltaDegrees = 360 - deltaDegrees }
      let deltaLongitude = deltaDegrees * degreesToRadians * earthRadius * cosine
      let distance = (deltaLatitude * deltaLatitude + deltaLongitude * deltaLongitude).squareRoot()
      if distance <= radius { found.append((index, distance)) }
    }
    found.sort { $0.distance < $1.distance }
    return found.prefix(limit).map { (data.place($0.index), $0.distance) }
  }
}
