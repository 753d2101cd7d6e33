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

  /// `days` with today's range widened to the current reading, and today added from that
  /// reading when no 3-hour step is left in it (late evening), so today's high and low are never
  /// below or above what is observed now.
  static func includingCurrent(
    _ current: CurrentConditions?, in days: [DailyItem], timeZone: TimeZone, fetchedAt: Date
  ) -> [DailyItem] {
    guard let current, let reading = current.temperature else { return days }
    let today = LocalDate(current.time ?? fetchedAt, in: timeZone)
    var result = days
    if let index = result.firstIndex(where: { $0.date == today }) {
      result[index].high = max(result[index].high ?? reading, reading)
      result[index].low = min(result[index].low ?? reading, reading)
      if let feels = current.apparentTemperature {
        result[index].apparentHigh = max(result[index].apparentHigh ?? feels, feels)
        result[index].apparentLow = min(result[index].apparentLow ?? feels, feels)
      }
    } else if result.allSatisfy({ $0.date > today }) {
      var day = DailyItem(date: today, stepCount: 0)
      day.high = reading
      day.low = reading
      day.apparentHigh = current.apparentTemperature
      day.apparentLow = current.apparentTemperature
      day.weatherCode = current.weatherCode
      day.windSpeedMax = current.windSpeed
      day.windGustsMax = current.windGusts
      day.windDirectionDominant = current.windDirection
      result.insert(day, at: 0)
    }
    return result
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
