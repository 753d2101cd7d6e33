/// Answers like ipapi.co's `/json/`: this caller's address placed in Lyon, France.
enum GeoIPStub {
  /// The answer; `mode` `wrong-types` sends the coordinates as strings, `nulls` as null.
  static func respond(mode: String?) -> StubResponse {
    let latitude: String
    let longitude: String
    switch mode {
    case "wrong-types":
      latitude = JSONText.string("45.7485")
      longitude = JSONText.string("4.8467")
    case "nulls":
      latitude = "null"
      longitude = "null"
    default:
      latitude = "45.7485"
      longitude = "4.8467"
    }
    return .json(
      200,
      JSONText.object([
        ("ip", JSONText.string("203.0.113.7")), ("city", JSONText.string("Lyon")),
        ("region", JSONText.string("Auvergne-Rhône-Alpes")),
        ("country_code", JSONText.string("FR")),
        ("country_name", JSONText.string("France")), ("latitude", latitude),
        ("longitude", longitude), ("timezone", JSONText.string("Europe/Paris")),
      ]))
  }
}
