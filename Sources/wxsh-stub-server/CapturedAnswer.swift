import Foundation

/// Serves a real captured answer (a JSON file under `--fixtures DIR`) for `fixture=NAME`.
///
/// The file for an endpoint is `NAME.<endpoint>.json` (`forecast` for Open-Meteo's
/// `/v1/forecast` and OpenWeatherMap's `/data/2.5/forecast`, `weather` for `/data/2.5/weather`)
/// or else `NAME.json`. Every value is served as captured except the time fields, which move
/// by a whole number of days so the captured day is today in the answer's own UTC offset
/// (the anchor is Open-Meteo's `current.time`, OpenWeatherMap's `dt` or `city.sunrise`; an
/// Open-Meteo answer without `current` moves by whole hours so its first hour is this hour);
/// Open-Meteo's `minutely_15.time` moves so its first step is the current 15-minute step.
/// Open-Meteo ISO times become unix times when the request asks `timeformat=unixtime`, as
/// the real server would answer. Error bodies keep their status: Open-Meteo's
/// `"error":true` is a 400, OpenWeatherMap's `cod` other than 200 is that status.
enum CapturedAnswer {
  /// The answer for `name` at `servicePath`, or a 404 naming what is missing.
  static func respond(
    name: String, directory: String?, servicePath: String, query: [String: String], now: Double
  ) -> StubResponse {
    guard let directory else {
      return .openMeteoError(404, "fixture=\(name) needs the stub started with --fixtures DIR")
    }
    guard !name.isEmpty, !name.contains("/"), !name.hasPrefix(".") else {
      return .openMeteoError(400, "bad fixture name \(name)")
    }
    let endpoint = servicePath.split(separator: "/").last.map(String.init) ?? ""
    let candidates = ["\(directory)/\(name).\(endpoint).json", "\(directory)/\(name).json"]
    guard let path = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }),
      let data = FileManager.default.contents(atPath: path),
      let document = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    else {
      return .openMeteoError(404, "no fixture \(name) for \(endpoint) in \(directory)")
    }
    guard var object = document as? [String: Any] else {
      return StubResponse(status: 200, body: Array(data))
    }
    if let status = errorStatus(object) {
      return StubResponse(status: status, body: Array(data))
    }
    if servicePath == "/v1/forecast" {
      object = OpenMeteoShift(object, now: now, unixTime: query["timeformat"] == "unixtime").run()
    } else {
      object = OpenWeatherMapShift(object, now: now).run()
    }
    guard let body = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    else {
      return .openMeteoError(500, "fixture \(name) cannot be written back")
    }
    return StubResponse(status: 200, body: Array(body))
  }

  /// The HTTP status an error body was sent with, nil for a normal answer.
  static func errorStatus(_ object: [String: Any]) -> Int? {
    if object["error"] as? Bool == true { return 400 }
    if let code = object["cod"] as? Int, code != 200 { return code }
    if let text = object["cod"] as? String, let code = Int(text), code != 200 { return code }
    return nil
  }

  /// Whole days from the local day of `anchor` to the local day of `now`, in seconds.
  static func dayShift(anchor: Double, now: Double, offset: Double) -> Double {
    ((now + offset) / 86400).rounded(.down) * 86400 - ((anchor + offset) / 86400).rounded(.down)
      * 86400
  }
}

/// Moves an Open-Meteo answer's times to today and writes them as the request asked.
struct OpenMeteoShift {
  /// The answer.
  var object: [String: Any]
  /// The stub clock.
  let now: Double
  /// True for `timeformat=unixtime`.
  let unixTime: Bool
  /// The answer's `utc_offset_seconds`.
  let offset: Double

  /// Reads the offset from the answer.
  init(_ object: [String: Any], now: Double, unixTime: Bool) {
    self.object = object
    self.now = now
    self.unixTime = unixTime
    offset = (object["utc_offset_seconds"] as? NSNumber)?.doubleValue ?? 0
  }

  /// The shifted answer.
  func run() -> [String: Any] {
    var result = object
    let current = object["current"] as? [String: Any]
    let firstHour = ((object["hourly"] as? [String: Any])?["time"] as? [Any])?.first
      .flatMap(epoch)
    let shift: Double
    if let anchor = current.flatMap({ epoch($0["time"]) }) {
      shift = CapturedAnswer.dayShift(anchor: anchor, now: now, offset: offset)
    } else if let firstHour {
      // Without current conditions the hours are all there is: the first one becomes the
      // current hour, so the answer's few hours are the ones a view shows now.
      shift = (now / 3600).rounded(.down) * 3600 - firstHour
    } else {
      shift = 0
    }
    if var current {
      current["time"] = write(current["time"], shift: shift, dateOnly: false)
      result["current"] = current
    }
    for block in ["hourly", "daily", "minutely_15"] {
      guard var series = object[block] as? [String: Any] else { continue }
      for key in ["time", "sunrise", "sunset"] {
        guard let values = series[key] as? [Any] else { continue }
        // `minutely_15` starts at the current 15-minute step, as the real server answers
        // `forecast_minutely_15`: its times move by whole steps, so the served series says
        // what happens from now on.
        var moveBy = shift
        if block == "minutely_15", key == "time", let first = values.first.flatMap(epoch) {
          moveBy = (now / 900).rounded(.down) * 900 - first
        }
        series[key] = values.map {
          write($0, shift: moveBy, dateOnly: block == "daily" && key == "time")
        }
      }
      result[block] = series
    }
    if unixTime {
      for block in ["current_units", "hourly_units", "daily_units", "minutely_15_units"] {
        guard var units = object[block] as? [String: Any] else { continue }
        for key in ["time", "sunrise", "sunset"] where units[key] as? String == "iso8601" {
          units[key] = "unixtime"
        }
        result[block] = units
      }
    }
    return result
  }

  /// A time value (unix number, `YYYY-MM-DDTHH:MM` or `YYYY-MM-DD` local) as epoch seconds.
  func epoch(_ value: Any?) -> Double? {
    if let number = value as? NSNumber { return number.doubleValue }
    guard let text = value as? String else { return nil }
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(secondsFromGMT: 0)
    formatter.dateFormat = text.count == 10 ? "yyyy-MM-dd" : "yyyy-MM-dd'T'HH:mm"
    return formatter.date(from: text).map { $0.timeIntervalSince1970 - offset }
  }

  /// `value` moved by `shift` seconds, as a unix number or local ISO text.
  func write(_ value: Any?, shift: Double, dateOnly: Bool) -> Any {
    guard let seconds = epoch(value) else { return value ?? NSNull() }
    let moved = seconds + shift
    if unixTime { return Int(moved) }
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(secondsFromGMT: 0)
    formatter.dateFormat = dateOnly ? "yyyy-MM-dd" : "yyyy-MM-dd'T'HH:mm"
    return formatter.string(from: Date(timeIntervalSince1970: moved + offset))
  }
}

/// Moves an OpenWeatherMap `/weather` or `/forecast` answer's times to today.
struct OpenWeatherMapShift {
  /// The answer.
  var object: [String: Any]
  /// The stub clock.
  let now: Double

  /// Reads nothing yet; see ``run()``.
  init(_ object: [String: Any], now: Double) {
    self.object = object
    self.now = now
  }

  /// The shifted answer.
  func run() -> [String: Any] {
    var result = object
    if var list = object["list"] as? [[String: Any]] {
      var city = object["city"] as? [String: Any] ?? [:]
      let offset = number(city["timezone"]) ?? 0
      let anchor = number(city["sunrise"]) ?? list.first.flatMap { number($0["dt"]) } ?? now
      let shift = CapturedAnswer.dayShift(anchor: anchor, now: now, offset: offset)
      for index in list.indices {
        guard let time = number(list[index]["dt"]) else { continue }
        list[index]["dt"] = Int(time + shift)
        if list[index]["dt_txt"] != nil {
          let formatter = DateFormatter()
          formatter.locale = Locale(identifier: "en_US_POSIX")
          formatter.timeZone = TimeZone(secondsFromGMT: 0)
          formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
          list[index]["dt_txt"] = formatter.string(from: Date(timeIntervalSince1970: time + shift))
        }
      }
      for key in ["sunrise", "sunset"] {
        if let time = number(city[key]) { city[key] = Int(time + shift) }
      }
      result["list"] = list
      if object["city"] != nil { result["city"] = city }
      return result
    }
    let offset = number(object["timezone"]) ?? 0
    guard let anchor = number(object["dt"]) else { return result }
    let shift = CapturedAnswer.dayShift(anchor: anchor, now: now, offset: offset)
    result["dt"] = Int(anchor + shift)
    if var sys = object["sys"] as? [String: Any] {
      for key in ["sunrise", "sunset"] {
        if let time = number(sys[key]) { sys[key] = Int(time + shift) }
      }
      result["sys"] = sys
    }
    return result
  }

  private func number(_ value: Any?) -> Double? { (value as? NSNumber)?.doubleValue }
}
