/// An answer the stub will send: status, content type, extra headers and body.
struct StubResponse {
  /// The HTTP status code.
  var status: Int
  /// The Content-Type header.
  var contentType: String = "application/json; charset=utf-8"
  /// More headers, in order.
  var headers: [(String, String)] = []
  /// The body bytes.
  var body: [UInt8]

  /// A JSON answer.
  static func json(_ status: Int, _ text: String) -> StubResponse {
    StubResponse(status: status, body: Array(text.utf8))
  }

  /// Open-Meteo's error shape: `{"error":true,"reason":…}`.
  static func openMeteoError(_ status: Int, _ reason: String) -> StubResponse {
    json(status, JSONText.object([("error", "true"), ("reason", JSONText.string(reason))]))
  }
}
