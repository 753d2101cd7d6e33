import JSON
import Terminal
import Weather

/// One location of an Open-Meteo `/v1/forecast` answer requested with `timeformat=unixtime`.
///
/// Every section is a map from variable name to numbers so that missing variables and `null`
/// values read as nil; a value of the wrong type fails with its JSON path.
struct OpenMeteoResponse: Sendable {
  var latitude: Double?
  var longitude: Double?
  var utcOffsetSeconds: Double?
  var timezone: String?
  var current: [String: Double?]?
  var hourly: [String: [Double?]]?
  var daily: [String: [Double?]]?
  /// The `minutely_15` block, when the answer has one.
  var quarterHours: [String: [Double?]]?

  /// What wxsh asked for: the variables kept from each block (others are skipped unread) and
  /// the most entries a block's arrays may have. An answer with longer arrays is refused, so
  /// no answer makes the work grow past what was asked.
  struct Asked: Sendable {
    /// Variables of `current`, `hourly`, `daily` and `minutely_15` that are read.
    var current: Set<String>
    var hourly: Set<String>
    var daily: Set<String>
    var quarterHours: Set<String>
    /// The most entries in `hourly`, `daily` and `minutely_15` arrays.
    var hours: Int
    var days: Int
    var steps: Int
  }

  /// Reads one location object; `path` prefixes error locations (e.g. `[1].`).
  init(_ value: JSONValue, path: String, asked: Asked) throws(WeatherError) {
    guard case .object(let members) = value else {
      throw Self.problem(path.isEmpty ? "$" : String(path.dropLast()), "expected an object")
    }
    // Open-Meteo reports failures as {"error":true,"reason":"…"}; a proxy or a broken server
    // can send that with status 200, and it must not read as a forecast of dashes.
    if case .bool(true)? = members["error"] {
      var reason: UntrustedText?
      if case .string(let text)? = members["reason"] { reason = UntrustedText(text) }
      let said = reason?.printable(limit: 160).map { ": \($0)" } ?? ""
      throw .unexpectedResponse(.openMeteo, detail: "the server reported an error\(said)")
    }
    latitude = try Self.number(members["latitude"], path + "latitude")
    longitude = try Self.number(members["longitude"], path + "longitude")
    utcOffsetSeconds = try Self.number(members["utc_offset_seconds"], path + "utc_offset_seconds")
    switch members["timezone"] {
    case nil, .null?: timezone = nil
    case .string(let name)?: timezone = name
    default: throw Self.problem(path + "timezone", "expected a string")
    }
    if let section = members["current"], !Self.isNull(section) {
      guard case .object(let values) = section else {
        throw Self.problem(path + "current", "expected an object")
      }
      var current: [String: Double?] = [:]
      for (name, value) in values where name == "time" || asked.current.contains(name) {
        current[name] = try Self.number(value, path + "current." + name)
      }
      self.current = current
    }
    hourly = try Self.series(
      members["hourly"], path + "hourly", keep: asked.hourly, most: asked.hours)
    daily = try Self.series(members["daily"], path + "daily", keep: asked.daily, most: asked.days)
    quarterHours = try Self.series(
      members["minutely_15"], path + "minutely_15", keep: asked.quarterHours, most: asked.steps)
  }

  private static func series(
    _ value: JSONValue?, _ path: String, keep: Set<String>, most: Int
  ) throws(WeatherError) -> [String: [Double?]]? {
    guard let value, !isNull(value), !keep.isEmpty else { return nil }
    guard case .object(let columns) = value else { throw problem(path, "expected an object") }
    var result: [String: [Double?]] = [:]
    for (name, column) in columns where name == "time" || keep.contains(name) {
      guard case .array(let cells) = column else {
        throw problem(path + "." + name, "expected an array")
      }
      guard cells.count <= most else {
        throw problem(
          path + "." + name, "\(cells.count) entries where wxsh asked for at most \(most)")
      }
      var numbers: [Double?] = []
      numbers.reserveCapacity(cells.count)
      for (index, cell) in cells.enumerated() {
        switch cell {
        case .null: numbers.append(nil)
        default:
          guard let number = cell.double else {
            throw problem("\(path).\(name)[\(index)]", "expected a number")
          }
          numbers.append(number)
        }
      }
      result[name] = numbers
    }
    return result
  }

  private static func number(_ value: JSONValue?, _ path: String) throws(WeatherError)
    -> Double?
  {
    switch value {
    case nil, .null?: return nil
    case let value?:
      guard let number = value.double else { throw problem(path, "expected a number") }
      return number
    }
  }

  private static func isNull(_ value: JSONValue) -> Bool {
    if case .null = value { return true }
    return false
  }

  private static func problem(_ path: String, _ text: String) -> WeatherError {
    let shown = WeatherError.cleanRemoteText(path, removing: [], limit: 80) ?? "$"
    return .unexpectedResponse(.openMeteo, detail: "\(shown): \(text)")
  }
}
