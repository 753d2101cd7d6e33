import Foundation
import Weather

/// Builds days from 3-hour steps by grouping them on the place's local calendar date.
///
/// Per day: lowest and highest step temperature (OpenWeatherMap's `temp_min`/`temp_max` are
/// not daily extremes), the highest probability, summed rain and snow, the most significant
/// condition, the strongest wind and gust, and the speed-weighted mean wind direction. The first
/// and last days are usually partial; ``DailyItem/stepCount`` tells.
enum DailyAggregation {
  /// The days covered by `hours`, in date order.
  static func days(
    from hours: [HourlyItem], precipitation: [(Date, Double)], timeZone: TimeZone,
    sunrise: Date?, sunset: Date?
  ) -> [DailyItem] {
    var amounts: [Date: Double] = [:]
    for (time, amount) in precipitation { amounts[time, default: 0] += amount }
    var order: [LocalDate] = []
    var groups: [LocalDate: [HourlyItem]] = [:]
    for hour in hours {
      let date = LocalDate(hour.time, in: timeZone)
      if groups[date] == nil { order.append(date) }
      groups[date, default: []].append(hour)
    }
    return order.sorted().map { date in
      let steps = groups[date] ?? []
      var day = DailyItem(date: date, stepCount: steps.count)
      day.high = steps.compactMap(\.temperature).max()
      day.low = steps.compactMap(\.temperature).min()
      day.apparentHigh = steps.compactMap(\.apparentTemperature).max()
      day.apparentLow = steps.compactMap(\.apparentTemperature).min()
      day.precipitationProbability = steps.compactMap(\.precipitationProbability).max()
      day.precipitationSum = steps.reduce(0) { $0 + (amounts[$1.time] ?? 0) }
      day.weatherCode =
        steps.compactMap(\.condition).max { $0.severity < $1.severity }?.code
      day.windSpeedMax = steps.compactMap(\.windSpeed).max()
      day.windGustsMax = steps.compactMap(\.windGusts).max()
      day.windDirectionDominant = dominantDirection(steps)
      if let sunrise, LocalDate(sunrise, in: timeZone) == date { day.sunrise = sunrise }
      if let sunset, LocalDate(sunset, in: timeZone) == date { day.sunset = sunset }
      return day
    }
  }

  /// The speed-weighted circular mean of the steps' wind directions, 0…360.
  static func dominantDirection(_ steps: [HourlyItem]) -> Double? {
    var x = 0.0
    var y = 0.0
    var count = 0
    for step in steps {
      guard let direction = step.windDirection else { continue }
      let weight = max(step.windSpeed ?? 1, 0.1)
      x += cos(direction * .pi / 180) * weight
      y += sin(direction * .pi / 180) * weight
      count += 1
    }
    guard count > 0, abs(x) + abs(y) > 1e-9 else { return nil }
    let degrees = atan2(y, x) * 180 / .pi
    return (degrees + 360).truncatingRemainder(dividingBy: 360).rounded()
  }
}
