/// One area a warning names: its name, its codes and, when the issuer sends them, its outlines.
public struct AlertArea: Sendable, Hashable {
  /// The issuer's name for the area (`Kreis Ludwigsburg`, `Paris`), sanitised.
  public var name: String
  /// Its geocodes as `SCHEME:VALUE` (`EMMA_ID:DE241`, `NUTS3:FR101`).
  public var codes: [String]
  /// Its outlines: closed rings of (latitude, longitude) points, from CAP `polygon`.
  public var polygons: [[AlertPoint]]

  /// Creates an area.
  public init(name: String, codes: [String] = [], polygons: [[AlertPoint]] = []) {
    self.name = name
    self.codes = codes
    self.polygons = polygons
  }

  /// True when a polygon of the area contains the point (each CAP polygon is an area of its
  /// own; a point on an edge may fall either way).
  public func contains(latitude: Double, longitude: Double) -> Bool {
    polygons.contains { Self.ring($0, contains: latitude, longitude) }
  }

  /// True when the closed ring contains the point by the even-odd rule.
  public static func ring(_ ring: [AlertPoint], contains latitude: Double, _ longitude: Double)
    -> Bool
  {
    guard ring.count >= 3 else { return false }
    var inside = false
    var previous = ring[ring.count - 1]
    for point in ring {
      if (point.latitude > latitude) != (previous.latitude > latitude) {
        let crossing =
          (previous.longitude - point.longitude) * (latitude - point.latitude)
          / (previous.latitude - point.latitude) + point.longitude
        if longitude < crossing { inside.toggle() }
      }
      previous = point
    }
    return inside
  }
}

/// A point of an area's outline.
public struct AlertPoint: Sendable, Hashable {
  /// Degrees north, −90…90.
  public var latitude: Double
  /// Degrees east, −180…180.
  public var longitude: Double

  /// Creates a point.
  public init(latitude: Double, longitude: Double) {
    self.latitude = latitude
    self.longitude = longitude
  }
}
