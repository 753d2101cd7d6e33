import Foundation

/// Answers like Open-Meteo's Ensemble API (`/v1/ensemble`): for `ecmwf_ifs025`, the control
/// run and 50 members of each hourly variable asked, from local midnight, spreading further
/// apart the further ahead they are.
///
/// The series are named as the real answers name them — the control run under the variable's
/// own name (`temperature_2m`), the members `temperature_2m_member01` … `_member50` — with
/// a unit per series in `hourly_units`, as in the answers captured in public clients of the API
/// (an ECMWF IFS 0.25° parser documenting "control+50 perturbed members", and a response
/// checked on 2026-08-31 listing `temperature_2m_member01`, `…_member02`).
enum EnsembleStub {
  /// Members besides the control run, by model.
  static let members = ["ecmwf_ifs025": 50, "gfs025": 30, "icon_seamless": 39]
  /// Units and decimals of the hourly variables served.
  static let units: [String: (String, Int)] = [
    "temperature_2m": ("°C", 1), "precipitation": ("mm", 2),
  ]

  /// The answer for a query at `now`; `mode` `nulls` blanks every other value of the members.
  static func respond(query: [String: String], now: Double, mode: String?) -> StubResponse {
    guard let point = StubPoint(query) else { return StubPoint.missing }
    let model = query["models"] ?? ""
    guard let count = members[model] else {
      return .openMeteoError(
        400, "Cannot initialize EnsembleMultiDomains from invalid String value \(model)")
    }
    let hourly = OpenMeteoStub.list(query["hourly"])
    for name in hourly where units[name] == nil {
      return .openMeteoError(
        400, "Cannot initialize EnsembleVariable from invalid String value \(name)")
    }
    let days = Int(query["forecast_days"] ?? "7") ?? -1
    guard (0...35).contains(days) else {
      return .openMeteoError(400, "Forecast days is invalid. Allowed range 0 to 35.")
    }
    let offset = point.offset(at: now)
    let unixtime = query["timeformat"] == "unixtime"
    let weather = point.weather
    let local = now + Double(offset)
    let start = (local / 86400).rounded(.down) * 86400 - Double(offset)
    let times = (0..<(days * 24)).map { start + Double($0) * 3600 }
    let samples = times.map(weather.sample)
    func time(_ epoch: Double) -> String {
      OpenMeteoStub.time(epoch, offset: offset, unixtime: unixtime)
    }
    func name(_ variable: String, _ member: Int) -> String {
      member == 0 ? variable : variable + String(format: "_member%02d", member)
    }
    var unitMembers: [(String, String)] = [
      ("time", JSONText.string(unixtime ? "unixtime" : "iso8601"))
    ]
    var columns: [(String, String)] = [("time", JSONText.array(times.map(time)))]
    for variable in hourly {
      let (unit, decimals) = units[variable] ?? ("", 1)
      for member in 0...count {
        unitMembers.append((name(variable, member), JSONText.string(unit)))
        let cells = times.indices.map { index -> String in
          if mode == "nulls", member > 0, index % 2 == 1 { return "null" }
          let lead = max(0, (times[index] - now) / 86400)
          let day = Int((times[index] / 86400).rounded(.down))
          if variable == "temperature_2m" {
            let shift = (weather.noise(member * 1000 + day, 21) - 0.5) * 2 * (0.4 + 0.5 * lead)
            return JSONText.number(samples[index].temperature + shift, decimals: decimals)
          }
          let wet = weather.noise(member * 1000 + day, 22) < 0.3 + 0.03 * lead
          return JSONText.number(
            wet ? 0.05 + samples[index].precipitation / 2 : 0, decimals: decimals)
        }
        columns.append((name(variable, member), JSONText.array(cells)))
      }
    }
    let members =
      point.header(now: now, generation: "9.713053703308105")
      + [("hourly_units", JSONText.object(unitMembers)), ("hourly", JSONText.object(columns))]
    return .json(200, JSONText.object(members))
  }
}
