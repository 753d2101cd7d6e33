import Foundation

/// Deterministic, plausible weather for any coordinates and instant.
///
/// The same point and time always give the same values, so tests can compare what wxsh shows
/// with what the stub served.
struct SyntheticWeather {
  /// Latitude of the point.
  let latitude: Double
  /// Longitude of the point.
  let longitude: Double
  /// The point's time zone.
  let zone: TimeZone

  /// One instant's values, metric.
  struct Sample {
    var temperature: Double
    var apparentTemperature: Double
    var humidity: Double
    var dewPoint: Double
    var weatherCode: Int
    var isDay: Bool
    var precipitation: Double
    /// The part of `precipitation` that falls as snow, cm (7 cm of snow is 10 mm of water).
    var snowfall: Double
    var precipitationProbability: Double
    var cloudCover: Double
    var pressure: Double
    var windSpeed: Double
    var windDirection: Double
    var windGusts: Double
    var uvIndex: Double
    var visibility: Double
  }

  /// A 0…1 pseudo-random number from the point and an integer slot.
  func noise(_ slot: Int, _ salt: Int = 0) -> Double {
    var hash = UInt64(bitPattern: Int64((latitude * 1000).rounded())) &* 0x9E37_79B9_7F4A_7C15
    hash ^= UInt64(bitPattern: Int64((longitude * 1000).rounded())) &* 0xC2B2_AE3D_27D4_EB4F
    hash ^= UInt64(bitPattern: Int64(slot)) &* 0x1656_67B1_9E37_79F9
    hash ^= UInt64(bitPattern: Int64(salt)) &* 0x27D4_EB2F_1656_67C5
    hash ^= hash >> 31
    hash = hash &* 0x94D0_49BB_1331_11EB
    hash ^= hash >> 29
    return Double(hash % 1_000_000) / 1_000_000
  }

  /// The local wall-clock hour (fractional) of `epoch`, following daylight saving.
  func localHour(_ epoch: Double) -> Double {
    let local = epoch + Double(zone.secondsFromGMT(for: Date(timeIntervalSince1970: epoch)))
    let seconds = local.truncatingRemainder(dividingBy: 86400)
    return (seconds < 0 ? seconds + 86400 : seconds) / 3600
  }

  /// Sunrise as hours after local midnight.
  var sunriseHour: Double { 6 + min(2, abs(latitude) / 40) }
  /// Sunset as hours after local midnight.
  var sunsetHour: Double { 18 + min(2, abs(latitude) / 60) }

  /// The values at `epoch`.
  func sample(_ epoch: Double) -> Sample {
    let hour = localHour(epoch)
    let day = Int((epoch / 86400).rounded(.down))
    let slot = Int((epoch / 10800).rounded(.down))
    let base = 24 - 0.4 * abs(latitude) + 4 * (noise(day, 1) - 0.5)
    let temperature = base + 5 * sin((hour - 9) / 24 * 2 * .pi)
    let humidity = min(
      100, max(15, 62 + 25 * cos(hour / 24 * 2 * .pi) + 10 * (noise(slot, 2) - 0.5)))
    let codes = [0, 1, 2, 3, 3, 45, 51, 61, 63, 80, 95, 2, 1]
    var code = codes[Int(noise(slot / 2, 3) * Double(codes.count)) % codes.count]
    if temperature < 0, [51, 61, 63, 80].contains(code) { code = code == 80 ? 85 : 71 }
    let wet = [51, 61, 63, 71, 80, 85, 95].contains(code)
    let precipitation = wet ? (0.2 + 3 * noise(slot, 5)) : 0
    let windSpeed = 3 + 25 * noise(slot, 4)
    let isDay = hour >= sunriseHour && hour < sunsetHour
    return Sample(
      temperature: temperature,
      apparentTemperature: temperature - 1.5 - windSpeed / 15,
      humidity: humidity.rounded(),
      dewPoint: dewPoint(temperature, humidity.rounded()),
      weatherCode: code, isDay: isDay,
      precipitation: precipitation,
      snowfall: [71, 85].contains(code) ? precipitation * 0.7 : 0,
      precipitationProbability: (wet ? 50 + 45 * noise(slot, 6) : 15 * noise(slot, 6)).rounded(),
      cloudCover: code == 0 ? 5 : code == 1 ? 25 : code == 2 ? 55 : 95,
      pressure: 1013 + 12 * (noise(day, 7) - 0.5),
      windSpeed: windSpeed, windDirection: (360 * noise(slot, 8)).rounded(),
      windGusts: windSpeed * (1.4 + 0.5 * noise(slot, 9)),
      uvIndex: isDay ? max(0, 8 * sin((hour - sunriseHour) / (sunsetHour - sunriseHour) * .pi)) : 0,
      visibility: code == 45 ? 800 : 24140)
  }

  private func dewPoint(_ temperature: Double, _ humidity: Double) -> Double {
    let gamma = log(humidity / 100) + 17.62 * temperature / (243.12 + temperature)
    return 243.12 * gamma / (17.62 - gamma)
  }
}
