import JSON

/// Whether a point lies inside a GeoJSON outline (RFC 7946): the official areas of JMA's
/// municipalities and of ECCC's alerts are given this way.
enum GeoJSONOutline {
  /// True when a GeoJSON document (a FeatureCollection, a Feature or a bare geometry; Polygon
  /// or MultiPolygon, `[lon, lat]` positions) has the point inside an odd number of one
  /// polygon's rings; nil when it holds no polygon wxsh can read.
  static func contains(_ document: JSONValue, latitude: Double, longitude: Double)
    -> Bool?
  {
    var polygons: [[[(Double, Double)]]] = []
    collect(document, into: &polygons, depth: 0)
    guard !polygons.isEmpty else { return nil }
    return polygons.contains { rings in
      rings.reduce(false) { inside, ring in inside != ringContains(ring, latitude, longitude) }
    }
  }

  /// Every polygon (its rings of (lat, lon)) in a GeoJSON value.
  static func collect(_ value: JSONValue, into polygons: inout [[[(Double, Double)]]], depth: Int) {
    guard depth < 4, polygons.count < 10_000 else { return }
    switch value["type"] {
    case .string("FeatureCollection"):
      if case .array(let features)? = value["features"] {
        for feature in features { collect(feature, into: &polygons, depth: depth + 1) }
      }
    case .string("Feature"):
      if let geometry = value["geometry"] { collect(geometry, into: &polygons, depth: depth + 1) }
    case .string("GeometryCollection"):
      if case .array(let geometries)? = value["geometries"] {
        for geometry in geometries { collect(geometry, into: &polygons, depth: depth + 1) }
      }
    case .string("Polygon"):
      if let polygon = rings(value["coordinates"]) { polygons.append(polygon) }
    case .string("MultiPolygon"):
      if case .array(let items)? = value["coordinates"] {
        for item in items { if let polygon = rings(item) { polygons.append(polygon) } }
      }
    default:
      break
    }
  }

  /// A polygon's rings from GeoJSON coordinates (`[[[lon, lat], …], …]`).
  static func rings(_ value: JSONValue?) -> [[(Double, Double)]]? {
    guard case .array(let items)? = value else { return nil }
    var rings: [[(Double, Double)]] = []
    for item in items {
      guard case .array(let positions) = item else { return nil }
      var ring: [(Double, Double)] = []
      ring.reserveCapacity(positions.count)
      for position in positions {
        guard case .array(let pair) = position, pair.count >= 2,
          let longitude = pair[0].double, let latitude = pair[1].double
        else { return nil }
        ring.append((latitude, longitude))
      }
      if ring.count >= 3 { rings.append(ring) }
    }
    return rings.isEmpty ? nil : rings
  }

  /// Even-odd test of one ring.
  static func ringContains(_ ring: [(Double, Double)], _ latitude: Double, _ longitude: Double)
    -> Bool
  {
    var inside = false
    var previous = ring[ring.count - 1]
    for point in ring {
      if (point.0 > latitude) != (previous.0 > latitude) {
        let crossing =
          point.1 + (latitude - point.0) / (previous.0 - point.0) * (previous.1 - point.1)
        if longitude < crossing { inside.toggle() }
      }
      previous = point
    }
    return inside
  }
}
