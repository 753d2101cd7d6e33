import Foundation

/// Answers like Open-Meteo's Air Quality API (`/v1/air-quality`): deterministic values for
/// any point, pollen only over Europe (null elsewhere, as CAMS Global has none), the hourly
/// block from local midnight, `current` at the whole hour.
enum AirQualityStub {
  /// Units by variable, as the real server writes them.
  static let units: [String: String] = {
    var units = [
      "european_aqi": "EAQI", "us_aqi": "USAQI", "pm2_5": "μg/m³", "pm10": "μg/m³",
      "ozone": "μg/m³", "nitrogen_dioxide": "μg/m³", "sulphur_dioxide": "μg/m³",
      "carbon_monoxide": "μg/m³",
    ]
    for kind in ["alder", "birch", "grass", "mugwort", "olive", "ragweed"] {
      units[kind + "_pollen"] = "grains/m³"
    }
    return units
  }()

  /// The `smog` concentrations, μg/m³: a base and the wave's swing above it.
  static let smog: [String: (base: Double, swing: Double)] = [
    "pm2_5": (40, 60), "pm10": (70, 110), "ozone": (40, 160), "nitrogen_dioxide": (50, 120),
    "sulphur_dioxide": (10, 40), "carbon_monoxide": (600, 1800),
  ]

  /// The answer for a query at `now`; `mode` `nulls` blanks every other value, `long-series`
  /// sends 3,000 hours and 5,000 empty columns nobody asked for, `smog` serves the
  /// concentrations of a bad winter day in Seoul or Delhi (PM2.5 40–100 μg/m³), where several
  /// standards' categories are reached at once.
  static func respond(query: [String: String], now: Double, mode: String?) -> StubResponse {
    guard let point = StubPoint(query) else { return StubPoint.missing }
    let (latitude, longitude) = (point.latitude, point.longitude)
    let current = OpenMeteoStub.list(query["current"])
    let hourly = OpenMeteoStub.list(query["hourly"])
    for name in current + hourly where units[name] == nil {
      return .openMeteoError(
        400, "Cannot initialize AirQualityVariable from invalid String value \(name)")
    }
    let days = Int(query["forecast_days"] ?? "5") ?? -1
    guard (0...7).contains(days) else {
      return .openMeteoError(400, "Forecast days is invalid. Allowed range 0 to 7.")
    }
    let past = Int(query["past_days"] ?? "0") ?? -1
    guard (0...92).contains(past) else {
      return .openMeteoError(400, "Past days is invalid. Allowed range 0 to 92.")
    }
    let unixtime = query["timeformat"] == "unixtime"
    let offset = point.offset(at: now)
    let europe = (34...72).contains(latitude) && (-25...45).contains(longitude)
    func time(_ epoch: Double) -> String {
      OpenMeteoStub.time(epoch, offset: offset, unixtime: unixtime)
    }
    func value(_ name: String, _ epoch: Double, _ position: Int) -> String {
      if mode == "nulls", position % 2 == 1 { return "null" }
      let hour = (epoch / 3600).rounded(.down)
      let wave = (sin(hour / 5 + latitude + longitude / 7) + 1) / 2
      if mode == "smog", let level = smog[name] {
        return JSONText.number(level.base + wave * level.swing, decimals: 1)
      }
      switch name {
      case "european_aqi": return JSONText.number(12 + wave * 50, decimals: 0)
      case "us_aqi": return JSONText.number(20 + wave * 90, decimals: 0)
      case "pm2_5": return JSONText.number(4 + wave * 20, decimals: 1)
      case "pm10": return JSONText.number(8 + wave * 30, decimals: 1)
      case "ozone": return JSONText.number(40 + wave * 60, decimals: 1)
      case "nitrogen_dioxide": return JSONText.number(5 + wave * 25, decimals: 1)
      case "sulphur_dioxide": return JSONText.number(2 + wave * 8, decimals: 1)
      case "carbon_monoxide": return JSONText.number(180 + wave * 240, decimals: 1)
      case "birch_pollen", "grass_pollen":
        return europe ? JSONText.number(wave * 40, decimals: 1) : "null"
      default:
        return europe ? "0.0" : "null"
      }
    }
    let timeUnit = JSONText.string(unixtime ? "unixtime" : "iso8601")
    var members = point.header(now: now, generation: "0.1239776611328125")
    if !current.isEmpty {
      let step = (now / 3600).rounded(.down) * 3600
      members.append(
        (
          "current_units",
          JSONText.object(
            [("time", timeUnit), ("interval", JSONText.string("seconds"))]
              + current.map { ($0, JSONText.string(units[$0] ?? "")) })
        ))
      members.append(
        (
          "current",
          JSONText.object(
            [("time", time(step)), ("interval", "3600")]
              + current.map { ($0, value($0, step, 0)) })
        ))
    }
    if !hourly.isEmpty {
      let local = now + Double(offset)
      let start = ((local / 86400).rounded(.down) - Double(past)) * 86400 - Double(offset)
      let times = (0..<(mode == "long-series" ? 3000 : (past + days) * 24)).map {
        start + Double($0) * 3600
      }
      members.append(
        (
          "hourly_units",
          JSONText.object(
            [("time", timeUnit)] + hourly.map { ($0, JSONText.string(units[$0] ?? "")) })
        ))
      var columns: [(String, String)] = [("time", JSONText.array(times.map(time)))]
      for name in hourly {
        columns.append(
          (
            name,
            JSONText.array(
              times.enumerated().map { position, epoch in value(name, epoch, position) })
          ))
      }
      if mode == "long-series" {
        columns += (0..<5000).map { ("unasked_\($0)", "[]") }
      }
      members.append(("hourly", JSONText.object(columns)))
    }
    return .json(200, JSONText.object(members))
  }
}
