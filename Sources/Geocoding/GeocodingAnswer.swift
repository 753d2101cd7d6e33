import Foundation
import JSON
import PlaceModel
import Places
import Terminal

/// Reads Open-Meteo geocoding answers (`{"results": [...]}`) into places, checking every field
/// that comes from outside: ids, coordinates, time zones known to this system, populations and
/// text lengths. A result that fails a check is left out; an answer of only such results is an
/// unexpected response naming the first problem.
public enum GeocodingAnswer {
  /// The most results read from one answer.
  static let limit = 100

  /// The places in an answer, in its order, each id once.
  public static func places(_ root: JSONValue) throws(GeocodingError) -> [Place] {
    guard case .object = root else {
      throw .unexpectedResponse(detail: "expected a JSON object, found \(root.summary)")
    }
    // No match is an answer without `results` (geocoding-api issue #9).
    guard let results = root["results"], results != .null else { return [] }
    guard case .array(let items) = results else {
      throw .unexpectedResponse(detail: "results: expected an array, found \(results.summary)")
    }
    var places: [Place] = []
    var seen = Set<Int>()
    var firstProblem: String?
    for (index, item) in items.prefix(limit).enumerated() {
      switch place(item) {
      case .success(let place):
        if seen.insert(place.id).inserted { places.append(place) }
      case .failure(let problem):
        if firstProblem == nil { firstProblem = "results[\(index)].\(problem.reason)" }
      }
    }
    if places.isEmpty, let firstProblem {
      throw .unexpectedResponse(detail: firstProblem)
    }
    return places
  }

  /// Why one result was left out, starting with its field.
  struct Problem: Error {
    /// `timezone: "Mars/Base" is not a time zone this system knows`.
    let reason: String
  }

  /// One result as a place, or why it cannot be one.
  static func place(_ value: JSONValue) -> Result<Place, Problem> {
    guard case .object = value else {
      return .failure(Problem(reason: "expected an object, found \(value.summary)"))
    }
    guard let id = value["id"]?.wholeNumber, id >= 1, id <= Int64(Int32.max) else {
      return .failure(Problem(reason: "id: expected a GeoNames id"))
    }
    guard let name = text(value["name"], limit: 200), !name.isEmpty else {
      return .failure(Problem(reason: "name: expected a name"))
    }
    guard let latitude = value["latitude"]?.double, latitude.isFinite, abs(latitude) <= 90,
      let longitude = value["longitude"]?.double, longitude.isFinite, abs(longitude) <= 180
    else {
      return .failure(Problem(reason: "latitude/longitude: expected coordinates in range"))
    }
    guard let zone = string(value["timezone"]), zone.utf8.count <= 64,
      TimeZone(identifier: zone) != nil
    else {
      let found = value["timezone"].map { $0.summary } ?? "nothing"
      return .failure(
        Problem(reason: "timezone: expected a time zone this system knows, found \(found)"))
    }
    var population = 0
    if let raw = value["population"], raw != .null {
      guard let number = raw.wholeNumber, (0...2_000_000_000).contains(number) else {
        return .failure(Problem(reason: "population: expected a count, found \(raw.summary)"))
      }
      population = Int(number)
    }
    var countryCode = ""
    if let code = string(value["country_code"]) {
      guard code.utf8.count == 2, code.utf8.allSatisfy({ (0x41...0x5A).contains($0) }) else {
        return .failure(Problem(reason: "country_code: expected two capital letters"))
      }
      countryCode = code
    }
    let region = text(value["admin1"], limit: 100).flatMap { $0.isEmpty ? nil : $0 }
    return .success(
      Place(
        id: Int(id), name: name, latitude: latitude, longitude: longitude,
        population: population, countryCode: countryCode,
        countryName: text(value["country"], limit: 100) ?? "", regionName: region,
        regionCode: nil, timeZone: zone, origin: .online))
  }

  /// Remote text made safe to show: no control characters, trimmed, at most `limit`
  /// characters; nil when absent or not a string.
  static func text(_ value: JSONValue?, limit: Int) -> String? {
    guard let raw = string(value) else { return nil }
    let cleaned = TerminalText.sanitize(raw).trimmingSpaces()
    return TerminalText.capped(cleaned, characters: limit)
  }

  /// The value as a string, when it is one.
  static func string(_ value: JSONValue?) -> String? {
    if case .string(let text) = value { return text }
    return nil
  }
}
