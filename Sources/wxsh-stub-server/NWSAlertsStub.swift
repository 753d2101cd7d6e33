import Foundation

/// Answers like the US National Weather Service's `GET /alerts/active?point=LAT,LON`, from
/// NWS-shaped fixtures (Tests/EndToEndTests/Fixtures/NWS; see its README).
///
/// `fixture=NAME` picks `NAME.json` (a GeoJSON FeatureCollection, or a problem report sent
/// with its `status` as `application/problem+json`) or `NAME.html` (sent as a 403 `text/html`,
/// like the CDN's "Access Denied" page) from the `NWS` folder beside `--fixtures DIR`. Without
/// a fixture the answer is an empty FeatureCollection. Times in a collection move by whole
/// hours so its `updated` time falls in the current hour; the rest keep their distance to it.
enum NWSAlertsStub {
  /// The answer for a request.
  static func respond(name: String?, directory: String?, query: [String: String], now: Double)
    -> StubResponse
  {
    guard let point = query["point"], point.split(separator: ",").count == 2,
      point.split(separator: ",").allSatisfy({ Double($0) != nil })
    else {
      return problem(
        400, "Bad Request", "Parameter \"point\" is invalid: '\(query["point"] ?? "")'")
    }
    guard let name else {
      return StubResponse(
        status: 200, contentType: "application/geo+json",
        body: Array(
          #"{"type":"FeatureCollection","features":[],"title":"Current watches, warnings, and advisories","updated":"2026-01-15T12:00:00+00:00"}"#
            .utf8))
    }
    guard !name.isEmpty, !name.contains("/"), !name.hasPrefix("."), let directory else {
      return problem(404, "Not Found", "no NWS fixture \(name)")
    }
    let folder = URL(fileURLWithPath: directory).deletingLastPathComponent()
      .appendingPathComponent("NWS").path
    if let html = FileManager.default.contents(atPath: "\(folder)/\(name).html") {
      return StubResponse(status: 403, contentType: "text/html", body: Array(html))
    }
    guard let data = FileManager.default.contents(atPath: "\(folder)/\(name).json"),
      let text = String(data: data, encoding: .utf8)
    else {
      return problem(404, "Not Found", "no NWS fixture \(name) in \(folder)")
    }
    let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    if let object, object["features"] == nil, let status = object["status"] as? Int {
      return StubResponse(
        status: status, contentType: "application/problem+json", body: Array(data))
    }
    let shifted = shift(text, now: now, anchor: (object?["updated"] as? String).flatMap(parse))
    return StubResponse(status: 200, contentType: "application/geo+json", body: Array(shifted.utf8))
  }

  /// A problem report as the NWS API writes one.
  static func problem(_ status: Int, _ title: String, _ detail: String) -> StubResponse {
    StubResponse(
      status: status, contentType: "application/problem+json",
      body: Array(
        JSONText.object([
          ("correlationId", JSONText.string("0000stub")), ("title", JSONText.string(title)),
          ("type", JSONText.string("https://api.weather.gov/problems/\(title)")),
          ("status", String(status)), ("detail", JSONText.string(detail)),
          ("instance", JSONText.string("https://api.weather.gov/requests/0000stub")),
        ]).utf8))
  }

  /// The pattern of an ISO time with a UTC offset.
  static let pattern = #"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})"#

  /// Every ISO time in `text` moved by whole hours so `anchor` falls in the hour of `now`.
  static func shift(_ text: String, now: Double, anchor: Double?) -> String {
    guard let anchor, let regex = try? NSRegularExpression(pattern: pattern) else { return text }
    let delta = ((now - anchor) / 3600).rounded(.down) * 3600
    let source = text as NSString
    var result = ""
    var last = 0
    for match in regex.matches(in: text, range: NSRange(location: 0, length: source.length)) {
      result += source.substring(with: NSRange(location: last, length: match.range.location - last))
      let found = source.substring(with: match.range)
      if let instant = parse(found) {
        result += format(instant + delta, offsetText: String(found.dropFirst(19)))
      } else {
        result += found
      }
      last = match.range.location + match.range.length
    }
    result += source.substring(from: last)
    return result
  }

  /// Unix seconds of `YYYY-MM-DDTHH:MM:SS` with `Z` or `±HH:MM`.
  static func parse(_ text: String) -> Double? {
    let parts = text.split(whereSeparator: { "-T:+Z".contains($0) }).compactMap { Int($0) }
    guard parts.count >= 6 else { return nil }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? .gmt
    guard
      let date = calendar.date(
        from: DateComponents(
          year: parts[0], month: parts[1], day: parts[2], hour: parts[3], minute: parts[4],
          second: parts[5]))
    else { return nil }
    let offset = offsetSeconds(String(text.dropFirst(19)))
    return date.timeIntervalSince1970 - Double(offset)
  }

  /// Seconds east of UTC of `Z` or `±HH:MM`.
  static func offsetSeconds(_ text: String) -> Int {
    guard text.count == 6, let hours = Int(text.dropFirst().prefix(2)),
      let minutes = Int(text.suffix(2))
    else { return 0 }
    return (text.hasPrefix("-") ? -1 : 1) * (hours * 3600 + minutes * 60)
  }

  /// `YYYY-MM-DDTHH:MM:SS` plus the offset text, in that offset.
  static func format(_ seconds: Double, offsetText: String) -> String {
    let offset = offsetSeconds(offsetText)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? .gmt
    let parts = calendar.dateComponents(
      [.year, .month, .day, .hour, .minute, .second],
      from: Date(timeIntervalSince1970: seconds + Double(offset)))
    return String(
      format: "%04d-%02d-%02dT%02d:%02d:%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0,
      parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0) + offsetText
  }
}
