import Foundation

/// The one location of a single-point Open-Meteo request (air quality, archive, ensemble):
/// its coordinates and the zone `timezone` names (`auto` looks the point up).
struct StubPoint {
  /// Latitude, −90…90.
  let latitude: Double
  /// Longitude, −180…180.
  let longitude: Double
  /// The zone the answer's times and days are in.
  let zone: TimeZone

  /// The answer to a request without valid coordinates, as the real services word it.
  static let missing = StubResponse.openMeteoError(
    400, "Parameter 'latitude' and 'longitude' must be set.")

  /// The point of `query`; nil when a coordinate is missing or out of range.
  init?(_ query: [String: String]) {
    guard let latitude = query["latitude"].flatMap(Double.init),
      let longitude = query["longitude"].flatMap(Double.init),
      (-90...90).contains(latitude), (-180...180).contains(longitude)
    else { return nil }
    self.latitude = latitude
    self.longitude = longitude
    zone =
      query["timezone"] == "auto"
      ? ZoneLookup.zone(latitude: latitude, longitude: longitude)
      : (TimeZone(identifier: query["timezone"] ?? "GMT") ?? .gmt)
  }

  /// The zone's offset at `now`, seconds: fixed for the whole answer, as Open-Meteo's is.
  func offset(at now: Double) -> Int { zone.secondsFromGMT(for: Date(timeIntervalSince1970: now)) }

  /// The point's synthetic weather.
  var weather: SyntheticWeather {
    SyntheticWeather(latitude: latitude, longitude: longitude, zone: zone)
  }

  /// The members the answer begins with (see ``OpenMeteoStub/header``).
  func header(now: Double, generation: String) -> [(String, String)] {
    OpenMeteoStub.header(
      latitude: latitude, longitude: longitude, zone: zone, offset: offset(at: now),
      generation: generation)
  }
}
