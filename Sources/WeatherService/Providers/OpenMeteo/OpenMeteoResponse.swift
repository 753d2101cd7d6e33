/// One location of an Open-Meteo `/v1/forecast` answer requested with `timeformat=unixtime`.
///
/// Every section is a map from variable name to numbers so that missing variables and `null`
/// values decode as nil; a value of the wrong type fails with its JSON path.
struct OpenMeteoResponse: Decodable, Sendable {
  var latitude: Double?
  var longitude: Double?
  var utcOffsetSeconds: Double?
  var timezone: String?
  var current: [String: Double?]?
  var hourly: [String: [Double?]]?
  var daily: [String: [Double?]]?

  enum CodingKeys: String, CodingKey {
    case latitude, longitude, timezone, current, hourly, daily
    case utcOffsetSeconds = "utc_offset_seconds"
  }
}
