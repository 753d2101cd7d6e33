import Foundation

/// Answers like the Japan Meteorological Agency's disaster-prevention JSON under `/bosai`
/// (`WXSH_JMA_URL` is the stub's URL): the area files `/common/const/area.json`,
/// `/common/const/class20relm.json` and `/common/const/geojson/class20s/CODE.json` from
/// `JMA/const/` beside `--fixtures DIR`, and an office's bulletins
/// `/warning/data/r8/OFFICE.json` from `JMA/NAME/OFFICE.json` for `fixture=NAME` (see the
/// folder's README). A file that does not exist is a 404 with a short HTML body, as JMA's
/// server sends. Bulletin times move by whole hours so the newest `reportDatetime` falls in
/// the current hour; the rest keep their distance to it.
enum JMAStub {
  /// The paths this stub answers.
  static func handles(_ servicePath: String) -> Bool {
    servicePath.hasPrefix("/common/const/") || servicePath.hasPrefix("/warning/data/r8/")
  }

  /// The answer for a request to `servicePath`.
  static func respond(servicePath: String, name: String?, directory: String?, now: Double)
    -> StubResponse
  {
    guard let directory else { return notFound() }
    let folder = URL(fileURLWithPath: directory).deletingLastPathComponent()
      .appendingPathComponent("JMA").path
    let parts = servicePath.split(separator: "/").map(String.init)
    guard parts.allSatisfy({ !$0.hasPrefix(".") && !$0.isEmpty }) else { return notFound() }
    if servicePath.hasPrefix("/common/const/") {
      let relative = parts.dropFirst(2).joined(separator: "/")
      guard let data = FileManager.default.contents(atPath: "\(folder)/const/\(relative)") else {
        return notFound()
      }
      return StubResponse(status: 200, contentType: "application/json", body: Array(data))
    }
    guard let name, !name.contains("/"), !name.hasPrefix("."), let file = parts.last,
      let data = FileManager.default.contents(atPath: "\(folder)/\(name)/\(file)"),
      let text = String(data: data, encoding: .utf8)
    else { return notFound() }
    let shifted = NWSAlertsStub.shift(text, now: now, anchor: newest(data))
    return StubResponse(status: 200, contentType: "application/json", body: Array(shifted.utf8))
  }

  /// The newest `reportDatetime` of a bulletin array, unix seconds.
  static func newest(_ data: Data) -> Double? {
    guard let documents = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]]
    else { return nil }
    return documents.compactMap { ($0["reportDatetime"] as? String).flatMap(NWSAlertsStub.parse) }
      .max()
  }

  /// JMA's 404.
  static func notFound() -> StubResponse {
    StubResponse(
      status: 404, contentType: "text/html",
      body: Array("<html><head><title>404 Not Found</title></head></html>".utf8))
  }
}
