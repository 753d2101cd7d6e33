import Foundation

/// Answers like MeteoAlarm's `GET /api/v1/warnings/feeds-{slug}` (slug: the lowercase English
/// country name, e.g. `germany`, `united-kingdom`), from hand-made fixtures
/// (Tests/EndToEndTests/Fixtures/MeteoAlarm; see its README).
///
/// `fixture=NAME` picks `NAME.json` (`{"warnings":[{"alert":{…CAP…},"uuid":"…"},…]}`) from the
/// `MeteoAlarm` folder beside `--fixtures DIR`, whatever the slug. Without a fixture the answer
/// is `{"warnings":[]}`. A slug that is not lowercase letters and hyphens, or a fixture that
/// does not exist, is a 404 with a JSON body. Times move by whole hours so the newest alert's
/// `sent` falls in the current hour; the rest keep their distance to it.
enum MeteoAlarmStub {
  /// The path every feed starts with.
  static let prefix = "/api/v1/warnings/feeds-"

  /// The answer for a request to `servicePath` (which starts with ``prefix``).
  static func respond(servicePath: String, name: String?, directory: String?, now: Double)
    -> StubResponse
  {
    let slug = String(servicePath.dropFirst(prefix.count))
    guard !slug.isEmpty, !slug.hasPrefix("-"),
      slug.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || $0 == "-" })
    else {
      return notFound("no feed for '\(slug)'")
    }
    guard let name else {
      return StubResponse(
        status: 200, contentType: "application/json", body: Array(#"{"warnings":[]}"#.utf8))
    }
    guard !name.isEmpty, !name.contains("/"), !name.hasPrefix("."), let directory else {
      return notFound("no MeteoAlarm fixture \(name)")
    }
    let folder = URL(fileURLWithPath: directory).deletingLastPathComponent()
      .appendingPathComponent("MeteoAlarm").path
    guard let data = FileManager.default.contents(atPath: "\(folder)/\(name).json"),
      let text = String(data: data, encoding: .utf8)
    else {
      return notFound("no MeteoAlarm fixture \(name) in \(folder)")
    }
    let shifted = NWSAlertsStub.shift(text, now: now, anchor: newestSent(data))
    return StubResponse(status: 200, contentType: "application/json", body: Array(shifted.utf8))
  }

  /// The latest `alert.sent` of the feed, in Unix seconds.
  static func newestSent(_ data: Data) -> Double? {
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let warnings = object["warnings"] as? [[String: Any]]
    else { return nil }
    return
      warnings
      .compactMap {
        (($0["alert"] as? [String: Any])?["sent"] as? String).flatMap(NWSAlertsStub.parse)
      }
      .max()
  }

  /// A 404 with a small JSON body.
  static func notFound(_ detail: String) -> StubResponse {
    StubResponse(
      status: 404, contentType: "application/json",
      body: Array(
        JSONText.object([
          ("status", "404"), ("title", JSONText.string("Not Found")),
          ("detail", JSONText.string(detail)),
        ]).utf8))
  }
}
