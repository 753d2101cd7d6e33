import AlertModel
import Foundation
import JSON
import Terminal

/// The municipality (JMA's class20 area) a place lies in, and the forecast office whose
/// bulletins name it: what the Japan Meteorological Agency's warnings are looked up by.
public struct JMAMunicipality: Sendable, Equatable {
  /// The seven-digit class20 code (`1310100`, Chiyoda).
  public var code: String
  /// The six-digit forecast office code (`130000`, Tokyo), whose bulletin file lists it.
  public var office: String
  /// The name in Japanese (`千代田区`).
  public var japaneseName: String
  /// The name in English (`Chiyoda City`), when area.json gives one.
  public var englishName: String?

  /// The name in the user's language: Japanese for `ja`, else English where known.
  public func name(language: String) -> String {
    language == "ja" ? japaneseName : englishName ?? japaneseName
  }

  /// The municipality `code` in JMA's area list (`common/const/area.json`: `class20s` whose
  /// `parent` leads through `class15s` and `class10s` to `offices`); nil when the list does not
  /// name it or its chain breaks.
  static func find(_ code: String, in areas: JSONValue) -> JMAMunicipality? {
    guard let entry = areas["class20s"]?[code],
      let name = AlertDecoder.line(entry["name"]),
      let class15 = digits(entry["parent"]),
      let class10 = digits(areas["class15s"]?[class15]?["parent"]),
      let office = digits(areas["class10s"]?[class10]?["parent"]),
      areas["offices"]?[office] != nil, office.count == 6,
      office.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) })
    else { return nil }
    return JMAMunicipality(
      code: code, office: office, japaneseName: name,
      englishName: AlertDecoder.line(entry["enName"]))
  }

  /// A code as JMA writes them (a string of digits), or nil.
  static func digits(_ value: JSONValue?) -> String? {
    guard case .string(let code)? = value, !code.isEmpty, code.count <= 12,
      code.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) })
    else { return nil }
    return code
  }
}

/// Finds the municipality a point lies in the way JMA's own warning map does: the bounding
/// boxes of every municipality (`common/const/class20relm.json`,
/// `{"CODE":{"ne":[lat,lon],"sw":[lat,lon]},…}`) narrow the candidates, and each candidate's
/// outline (`common/const/geojson/class20s/CODE.json`, GeoJSON) decides between them; a point in
/// no outline (on the shore, on a lake) takes the candidate box nearest by its centre, and a
/// point in no box at all the nearest box within ``reach`` kilometres, else none.
enum JMAAreaLocator {
  /// How far a point may lie from the nearest box's centre and still belong to it, km.
  static let reach = 30.0

  /// A municipality's bounding box.
  struct Box: Equatable {
    var code: String
    var south: Double
    var west: Double
    var north: Double
    var east: Double

    /// True when the point is inside (edges included).
    func contains(_ latitude: Double, _ longitude: Double) -> Bool {
      (south...north).contains(latitude) && (west...east).contains(longitude)
    }

    /// The distance from the box's centre to a point, km (equirectangular; boxes are small).
    func distance(_ latitude: Double, _ longitude: Double) -> Double {
      let middle = (south + north) / 2
      let dy = (latitude - middle) * 111.2
      let dx = (longitude - (west + east) / 2) * 111.2 * cos(middle * .pi / 180)
      return (dx * dx + dy * dy).squareRoot()
    }
  }

  /// The boxes in class20relm.json; a malformed entry is skipped.
  static func boxes(_ document: JSONValue) -> [Box] {
    guard case .object(let entries) = document else { return [] }
    var boxes: [Box] = []
    for (code, value) in entries where code.count == 7 {
      guard JMAMunicipality.digits(.string(code)) != nil,
        let northEast = pair(value["ne"]), let southWest = pair(value["sw"]),
        southWest.0 <= northEast.0, southWest.1 <= northEast.1
      else { continue }
      boxes.append(
        Box(
          code: code, south: southWest.0, west: southWest.1, north: northEast.0,
          east: northEast.1))
    }
    return boxes.sorted { $0.code < $1.code }
  }

  /// `[lat, lon]` within the globe, or nil.
  static func pair(_ value: JSONValue?) -> (Double, Double)? {
    guard case .array(let items)? = value, items.count == 2,
      let latitude = items[0].double, let longitude = items[1].double,
      (-90...90).contains(latitude), (-180...180).contains(longitude)
    else { return nil }
    return (latitude, longitude)
  }

  /// The boxes that contain the point, and when none does the nearest within ``reach``.
  static func candidates(_ boxes: [Box], latitude: Double, longitude: Double) -> (
    containing: [Box], nearest: Box?
  ) {
    let containing = boxes.filter { $0.contains(latitude, longitude) }
    let nearest = (containing.isEmpty ? boxes : containing)
      .min { $0.distance(latitude, longitude) < $1.distance(latitude, longitude) }
    guard let nearest, !containing.isEmpty || nearest.distance(latitude, longitude) <= reach
    else { return (containing, nil) }
    return (containing, nearest)
  }
}
