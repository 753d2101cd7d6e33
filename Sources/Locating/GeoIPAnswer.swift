import Foundation
import PlaceModel

/// What the network location service said: a point, and the city and zone it names.
public struct GeoIPAnswer: Sendable, Equatable {
  /// Latitude in degrees.
  public var latitude: Double
  /// Longitude in degrees.
  public var longitude: Double
  /// The city name, when given.
  public var city: String?
  /// The ISO country code, when given.
  public var countryCode: String?
  /// The IANA time zone, when given.
  public var timeZone: String?

  /// Creates an answer.
  public init(
    latitude: Double, longitude: Double, city: String? = nil, countryCode: String? = nil,
    timeZone: String? = nil
  ) {
    self.latitude = latitude
    self.longitude = longitude
    self.city = city
    self.countryCode = countryCode
    self.timeZone = timeZone
  }

  /// Reads ipapi.co's JSON (`latitude`, `longitude`, `city`, `country_code`, `timezone`; an
  /// `error`/`reason` pair when it cannot answer).
  public static func parse(_ body: [UInt8]) throws(LocatingError) -> GeoIPAnswer {
    guard let object = try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any]
    else { throw .badAnswer("the answer is not a JSON object") }
    if object["error"] as? Bool == true {
      let reason = (object["reason"] as? String).map { String($0.prefix(80)) } ?? "no reason given"
      throw .refused(reason)
    }
    guard let latitude = number(object["latitude"]), let longitude = number(object["longitude"]),
      (-90...90).contains(latitude), (-180...180).contains(longitude)
    else { throw .badAnswer("the answer has no usable latitude and longitude") }
    return GeoIPAnswer(
      latitude: latitude, longitude: longitude, city: text(object["city"]),
      countryCode: text(object["country_code"]) ?? text(object["country"]),
      timeZone: text(object["timezone"]))
  }

  private static func number(_ value: Any?) -> Double? {
    guard let number = value as? NSNumber, !(value is Bool) else { return nil }
    let double = number.doubleValue
    return double.isFinite ? double : nil
  }

  private static func text(_ value: Any?) -> String? {
    guard let string = value as? String else { return nil }
    let trimmed = string.trimmingCharacters(in: .whitespacesAndNewlines)
    return trimmed.isEmpty ? nil : String(trimmed.prefix(100))
  }
}
