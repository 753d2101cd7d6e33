import Foundation

/// Resolves `timezone=auto` for coordinates: known cities by name, else a whole-hour zone.
enum ZoneLookup {
  /// Cities whose zones the tests and demos use, with their coordinates.
  static let cities: [(Double, Double, String)] = [
    (52.52, 13.41, "Europe/Berlin"), (51.51, -0.13, "Europe/London"),
    (48.85, 2.35, "Europe/Paris"), (40.71, -74.01, "America/New_York"),
    (34.05, -118.24, "America/Los_Angeles"), (47.56, -52.71, "America/St_Johns"),
    (22.57, 88.36, "Asia/Kolkata"), (28.61, 77.21, "Asia/Kolkata"),
    (27.72, 85.32, "Asia/Kathmandu"), (35.69, 139.69, "Asia/Tokyo"),
    (37.57, 126.98, "Asia/Seoul"), (-33.87, 151.21, "Australia/Sydney"),
    (-34.93, 138.60, "Australia/Adelaide"), (-43.95, -176.55, "Pacific/Chatham"),
    (64.15, -21.94, "Atlantic/Reykjavik"), (-36.85, 174.76, "Pacific/Auckland"),
  ]

  /// The zone for a point: the nearest listed city within 3°, else `Etc/GMT±N` by longitude.
  static func zone(latitude: Double, longitude: Double) -> TimeZone {
    var best: (Double, String)?
    for (lat, lon, name) in cities {
      let distance = abs(lat - latitude) + abs(lon - longitude)
      if distance < 3, distance < (best?.0 ?? .infinity) { best = (distance, name) }
    }
    if let name = best?.1, let zone = TimeZone(identifier: name) { return zone }
    let hours = Int((longitude / 15).rounded())
    // Etc/GMT names have the sign reversed: Etc/GMT-5 is UTC+5.
    let name = hours == 0 ? "Etc/GMT" : "Etc/GMT\(hours > 0 ? "-" : "+")\(abs(hours))"
    return TimeZone(identifier: name) ?? TimeZone(secondsFromGMT: hours * 3600) ?? .gmt
  }

  /// Open-Meteo's abbreviation style: `GMT`, `GMT+2`, `GMT+5:30`, `GMT-3:30`.
  static func abbreviation(offset: Int) -> String {
    if offset == 0 { return "GMT" }
    let sign = offset > 0 ? "+" : "-"
    let hours = abs(offset) / 3600
    let minutes = abs(offset) % 3600 / 60
    return minutes == 0
      ? "GMT\(sign)\(hours)" : "GMT\(sign)\(hours):\(String(format: "%02d", minutes))"
  }
}
