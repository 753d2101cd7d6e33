import AlertModel
import Foundation
import JSON

/// Reads the Japan Meteorological Agency's warning bulletins for a forecast office
/// (`bosai/warning/data/r8/OFFICE.json`: an array of documents, one per hazard, each with
/// `reportDatetime`, `publishingOffice`, `headlineText` and `warning.class20Items[]`, whose
/// `areaCode` is a municipality and whose `kinds[]` are `{code, status}`) into the alerts in
/// force for one municipality.
///
/// A kind counts when its status says it was issued or goes on (発表, 継続, or a change of
/// level such as 警報から注意報); 解除 (lifted) and 発表警報・注意報はなし (none in force) do
/// not. When several documents name the same kind, the latest report wins. Texts are passed
/// through the terminal sanitiser like every other source's.
enum JMABulletins {
  /// The statuses that mean the kind is not in force.
  static let notInForce: Set<String> = ["解除", "発表警報・注意報はなし", "発表なし"]
  /// The most documents read from one answer.
  static let documentLimit = 200

  /// The alerts in force for `municipality` in the answer `bytes`, named in `language` (`ja`:
  /// Japanese, else English).
  static func alerts(
    _ bytes: [UInt8], municipality: JMAMunicipality, kinds: JMAKinds, language: String
  ) throws(AlertError) -> [Alert] {
    guard let document = JSONValue.parse(bytes) else { throw .badAnswer(.notJSON) }
    guard case .array(let documents) = document else {
      if case .object = document { throw .badAnswer(.noList) }
      throw .badAnswer(.notObject)
    }
    // The latest word on each kind: (report time, status, headline, publishing office).
    var latest: [String: (time: Date, status: String, headline: String?, office: String?)] = [:]
    for bulletin in documents.prefix(documentLimit) {
      guard let time = AlertDecoder.time(bulletin["reportDatetime"]),
        case .array(let items)? = bulletin["warning"]?["class20Items"]
      else { continue }
      for item in items where JMAMunicipality.digits(item["areaCode"]) == municipality.code {
        guard case .array(let entries)? = item["kinds"] else { continue }
        for entry in entries.prefix(100) {
          guard let code = JMAMunicipality.digits(entry["code"]), code.count <= 4,
            let status = AlertDecoder.line(entry["status"])
          else { continue }
          if let known = latest[code], known.time > time { continue }
          latest[code] = (
            time, status, AlertDecoder.line(bulletin["headlineText"]),
            AlertDecoder.line(bulletin["publishingOffice"])
          )
        }
      }
    }
    let japanese = language == "ja"
    let area = municipality.name(language: language)
    var alerts: [Alert] = []
    for (code, word) in latest where !notInForce.contains(word.status) {
      let kind = kinds.kind(code)
      alerts.append(
        Alert(
          id: "jma-\(municipality.code)-\(code)", event: japanese ? kind.japanese : kind.english,
          severity: kind.severity, effective: word.time, area: area,
          sender: japanese ? word.office : nil, headline: japanese ? word.headline : nil,
          sent: word.time, language: japanese ? "ja" : "en"))
    }
    return alerts
  }
}
