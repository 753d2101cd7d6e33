import AlertModel
import Foundation
import JSON

/// Reads Environment and Climate Change Canada's alerts as its GeoMet API serves them
/// (`collections/weather-alerts/items`: a GeoJSON FeatureCollection, one feature per alert and
/// forecast zone, with the zone's outline as its geometry and the CAP message's fields in both
/// official languages: `alert_name_en`/`_fr`, `alert_text_en`/`_fr`, `feature_name_en`/`_fr`,
/// `alert_type`, `risk_colour_en`, `status_en`, `publication_datetime`, `validity_datetime`,
/// `expiration_datetime`, `event_end_datetime`) into the alerts whose zone contains a point.
///
/// Hostile input is expected, as with the other sources: texts are sanitised and capped where
/// they enter, a field of the wrong type counts as missing, a feature without a name or an
/// outline is skipped, and an ended alert (`status_en` `ended`) is left out.
enum ECCCDecoder {
  /// The most features read from one answer.
  static let featureLimit = 1_000

  /// The alerts for the point in `bytes`, texts in `language` (`fr`: French, else English).
  static func alerts(_ bytes: [UInt8], latitude: Double, longitude: Double, language: String)
    throws(AlertError) -> [Alert]
  {
    guard let document = JSONValue.parse(bytes) else { throw .badAnswer(.notJSON) }
    guard case .object = document else { throw .badAnswer(.notObject) }
    guard case .array(let features)? = document["features"] else {
      if let title = AlertDecoder.line(document["description"] ?? document["title"]) {
        throw .problem(status: AlertDecoder.httpStatus(document["code"]), title: title)
      }
      throw .badAnswer(.noList)
    }
    let suffix = language == "fr" ? "_fr" : "_en"
    var seen = Set<String>()
    var alerts: [Alert] = []
    for feature in features.prefix(featureLimit) {
      let properties = feature["properties"] ?? .null
      guard
        let name = AlertDecoder.line(properties["alert_name" + suffix])
          ?? AlertDecoder.line(properties["alert_name_en"]),
        let geometry = feature["geometry"],
        GeoJSONOutline.contains(geometry, latitude: latitude, longitude: longitude) == true
      else { continue }
      let status = AlertDecoder.line(properties["status_en"])?.lowercased() ?? ""
      guard !["ended", "cancelled", "expired"].contains(status) else { continue }
      let published = AlertDecoder.time(properties["publication_datetime"])
      let id =
        AlertDecoder.line(properties["id"]) ?? AlertDecoder.line(feature["id"])
        ?? "eccc-\(name)-\(published.map { Int($0.timeIntervalSince1970) } ?? 0)"
      guard seen.insert(id).inserted else { continue }
      var truncated = false
      let text =
        AlertDecoder.text(properties["alert_text" + suffix], truncated: &truncated)
        ?? AlertDecoder.text(properties["alert_text_en"], truncated: &truncated)
      alerts.append(
        Alert(
          id: id, event: capitalised(name),
          severity: severity(
            colour: AlertDecoder.line(properties["risk_colour_en"]),
            type: AlertDecoder.line(properties["alert_type"])),
          effective: AlertDecoder.time(properties["validity_datetime"]) ?? published,
          expires: AlertDecoder.time(properties["expiration_datetime"]),
          ends: AlertDecoder.time(properties["event_end_datetime"]),
          area: AlertDecoder.line(properties["feature_name" + suffix])
            ?? AlertDecoder.line(properties["feature_name_en"]),
          description: text, sent: published, truncated: truncated,
          language: language == "fr" ? "fr" : "en"))
    }
    return alerts
  }

  /// The severity of ECCC's risk colour (red, orange, yellow), else of its alert type.
  static func severity(colour: String?, type: String?) -> AlertSeverity {
    switch colour?.lowercased() {
    case "red": return .extreme
    case "orange": return .severe
    case "yellow": return .moderate
    default: break
    }
    switch type?.lowercased() {
    case "warning": return .severe
    case "watch", "advisory": return .moderate
    case "statement": return .minor
    default: return .unknown
    }
  }

  /// The name with its first letter upper-case (ECCC writes some in lower case).
  static func capitalised(_ name: String) -> String {
    name.prefix(1).uppercased() + name.dropFirst()
  }
}
