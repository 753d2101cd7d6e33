import Foundation

/// Answers like the Korea Meteorological Administration's API hub list of special weather
/// reports in force (`GET /api/typ01/url/wrn_now_data.php?fe=f&disp=0&help=0&authKey=KEY`),
/// from KMA-shaped fixtures (Tests/EndToEndTests/Fixtures/KMA; see its README).
///
/// Without `authKey` the answer is a 401, with `authKey=refused` a 403, each with the hub's
/// JSON error. `fixture=NAME` sends `NAME.txt` from the `KMA` folder beside `--fixtures DIR` as
/// it is (EUC-KR text, as the hub sends it); without a fixture the list is empty.
enum KMAStub {
  /// The path of the list.
  static let path = "/api/typ01/url/wrn_now_data.php"

  /// The answer for a request.
  static func respond(name: String?, directory: String?, query: [String: String]) -> StubResponse {
    guard let key = query["authKey"], !key.isEmpty else {
      return StubResponse(
        status: 401, contentType: "application/json",
        body: Array(#"{"result":{"status":401,"message":"인증키가 없습니다"}}"#.utf8))
    }
    guard key != "refused" else {
      return StubResponse(
        status: 403, contentType: "application/json",
        body: Array(#"{"result":{"status":403,"message":"활용신청이 필요합니다"}}"#.utf8))
    }
    guard let name else {
      return StubResponse(
        status: 200, contentType: "text/plain; charset=EUC-KR",
        body: Array(
          "#START7777\n# REG_UP, REG_UP_KO, REG_ID, REG_KO, TM_FC, TM_EF, WRN, LVL, CMD, ED_TM\n#7777END\n"
            .utf8))
    }
    guard !name.isEmpty, !name.contains("/"), !name.hasPrefix("."), let directory,
      let data = FileManager.default.contents(
        atPath: URL(fileURLWithPath: directory).deletingLastPathComponent()
          .appendingPathComponent("KMA").appendingPathComponent(name + ".txt").path)
    else {
      return StubResponse(status: 404, contentType: "text/plain", body: Array("not found".utf8))
    }
    return StubResponse(status: 200, contentType: "text/plain; charset=EUC-KR", body: Array(data))
  }
}
