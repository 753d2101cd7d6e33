import Foundation

/// Answers like Environment and Climate Change Canada's GeoMet API
/// (`GET /collections/weather-alerts/items?f=json&bbox=W,S,E,N`), from ECCC-shaped fixtures
/// (Tests/EndToEndTests/Fixtures/ECCC; see its README).
///
/// `fixture=NAME` picks `NAME.json` (a FeatureCollection) from the `ECCC` folder beside
/// `--fixtures DIR`; only the features whose outline's box meets the asked box are sent, as
/// the service does. Without a fixture the answer is an empty collection; a `bbox` that is not
/// four numbers is a 400 with the service's JSON error. Times move by whole hours so the
/// newest `publication_datetime` falls in the current hour; the rest keep their distance.
enum ECCCStub {
  /// The path of the collection.
  static let path = "/collections/weather-alerts/items"

  /// The answer for a request.
  static func respond(name: String?, directory: String?, query: [String: String], now: Double)
    -> StubResponse
  {
    let box = (query["bbox"] ?? "").split(separator: ",").compactMap { Double($0) }
    guard box.count == 4 else {
      return StubResponse(
        status: 400, contentType: "application/json",
        body: Array(#"{"code":"InvalidParameterValue","description":"invalid bbox"}"#.utf8))
    }
    guard let name else {
      return StubResponse(
        status: 200, contentType: "application/geo+json",
        body: Array(#"{"type":"FeatureCollection","features":[],"numberReturned":0}"#.utf8))
    }
    guard !name.isEmpty, !name.contains("/"), !name.hasPrefix("."), let directory,
      let data = FileManager.default.contents(
        atPath: URL(fileURLWithPath: directory).deletingLastPathComponent()
          .appendingPathComponent("ECCC").appendingPathComponent(name + ".json").path),
      var collection = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let features = collection["features"] as? [Any]
    else {
      return StubResponse(
        status: 404, contentType: "application/json",
        body: Array(#"{"code":"NotFound","description":"no such fixture"}"#.utf8))
    }
    // Hostile fixtures may hold features that are not objects: those are always sent.
    let kept = features.filter { feature in
      guard let feature = feature as? [String: Any],
        let geometry = feature["geometry"] as? [String: Any]
      else { return true }
      let points = positions(geometry["coordinates"])
      guard !points.isEmpty else { return true }
      let west = points.map(\.0).min() ?? 0
      let east = points.map(\.0).max() ?? 0
      let south = points.map(\.1).min() ?? 0
      let north = points.map(\.1).max() ?? 0
      return west <= box[2] && east >= box[0] && south <= box[3] && north >= box[1]
    }
    collection["features"] = kept
    collection["numberReturned"] = kept.count
    guard let filtered = try? JSONSerialization.data(withJSONObject: collection),
      let text = String(data: filtered, encoding: .utf8)
    else { return StubResponse(status: 500, contentType: "text/plain", body: []) }
    let anchor = kept.compactMap { feature -> Double? in
      let properties = (feature as? [String: Any])?["properties"] as? [String: Any]
      return (properties?["publication_datetime"] as? String).flatMap(NWSAlertsStub.parse)
    }.max()
    let shifted = NWSAlertsStub.shift(
      text.replacingOccurrences(of: "\\/", with: "/"), now: now, anchor: anchor)
    return StubResponse(status: 200, contentType: "application/geo+json", body: Array(shifted.utf8))
  }

  /// Every `[lon, lat]` position in nested GeoJSON coordinates.
  static func positions(_ value: Any?) -> [(Double, Double)] {
    guard let items = value as? [Any] else { return [] }
    if items.count >= 2, let longitude = items[0] as? Double, let latitude = items[1] as? Double {
      return [(longitude, latitude)]
    }
    return items.flatMap { positions($0) }
  }
}
