import Foundation
import Synchronization

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
  static func respond(
    servicePath: String, name: String?, directory: String?, now: Double, copies: Int = 1,
    padding: Int = 0
  ) -> StubResponse {
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
    let path = "\(folder)/\(name).json"
    // Shifting a big feed's times takes about a second for 6 MB; the same file in the same
    // hour shifts the same way, so a bench's repeated requests time wxsh, not the stub. A file
    // is the same while its inode, size and modification time (to the nanosecond) are (a test
    // may rewrite it).
    var info = stat()
    guard stat(path, &info) == 0 else {
      return notFound("no MeteoAlarm fixture \(name) in \(folder)")
    }
    let version = [
      Int(info.st_ino), Int(info.st_size), info.st_mtim.tv_sec, info.st_mtim.tv_nsec,
    ]
    let key = "\(path) \(copies) \(padding)"
    let kept = Self.answers.withLock { $0[key] }.flatMap { $0.version == version ? $0 : nil }
    func hours(since anchor: Double?) -> Double {
      anchor.map { ((now - $0) / 3600).rounded(.down) } ?? 0
    }
    if let kept, hours(since: kept.anchor) == kept.delta {
      return StubResponse(status: 200, contentType: "application/json", body: kept.body)
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      return notFound("no MeteoAlarm fixture \(name) in \(folder)")
    }
    let anchor = kept?.anchor ?? newestSent(data)
    let delta = hours(since: anchor)
    guard let text = String(data: data, encoding: .utf8) else {
      return notFound("MeteoAlarm fixture \(name) in \(folder) is not UTF-8")
    }
    let shifted = NWSAlertsStub.shift(text, now: now, anchor: anchor)
    let body = grown(Array(shifted.utf8), copies: copies, padding: padding)
    Self.answers.withLock { answers in
      if answers.count >= 8 { answers.removeAll() }
      answers[key] = Answer(version: version, anchor: anchor, delta: delta, body: body)
    }
    return StubResponse(status: 200, contentType: "application/json", body: body)
  }

  /// An answer made from a fixture file: the file's inode, size and modification time, the
  /// newest alert's time, the hours the times moved, the body.
  struct Answer {
    var version: [Int]
    var anchor: Double?
    var delta: Double
    var body: [UInt8]
  }

  /// The latest answers by fixture file and growth.
  static let answers = Mutex<[String: Answer]>([:])

  /// The feed with its warnings repeated `copies` times (identifiers and uuids made unique)
  /// and a top-level `padding` array of `padding` zeros; the feed as it is for 1 and 0. Each
  /// warning is serialised once and copied as text (the server is shared by parallel tests).
  static func grown(_ feed: [UInt8], copies: Int, padding: Int) -> [UInt8] {
    guard copies > 1 || padding > 0,
      let object = try? JSONSerialization.jsonObject(with: Data(feed)) as? [String: Any],
      let warnings = object["warnings"] as? [[String: Any]]
    else { return feed }
    let marker = "#COPY#"
    let pieces = warnings.compactMap { warning -> String? in
      var warning = warning
      if var alert = warning["alert"] as? [String: Any] {
        alert["identifier"] = "\(alert["identifier"] ?? "")-copy" + marker
        warning["alert"] = alert
      }
      warning["uuid"] = "\(warning["uuid"] ?? "")-copy" + marker
      return (try? JSONSerialization.data(withJSONObject: warning)).map {
        String(decoding: $0, as: UTF8.self)
      }
    }
    var text = #"{"warnings":["#
    text.reserveCapacity(pieces.reduce(0) { $0 + $1.utf8.count + 8 } * copies + padding * 2 + 32)
    var first = true
    for copy in 0..<copies {
      for piece in pieces {
        if !first { text += "," }
        first = false
        text += piece.replacingOccurrences(of: marker, with: String(copy))
      }
    }
    text += "]"
    if padding > 0 {
      text += #","padding":[0"# + String(repeating: ",0", count: padding - 1) + "]"
    }
    text += "}"
    return Array(text.utf8)
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
