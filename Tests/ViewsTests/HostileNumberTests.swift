import Foundation
import TestSupport
import Testing
import Weather

@testable import Views

/// Values no decoder should let through (±1e300, ±9.3e18, NaN, ∞) still never trap a view,
/// and read as "—"; the next-N-hours rule is the same for 1- and 3-hour steps.
@Suite(.size(.small)) struct HostileNumberTests {
  static let hostile: [Double] = [
    1e300, -1e300, 9.3e18, -9.3e18, 9_223_372_036_854_775_807, .nan, .infinity, -.infinity,
    -0.0, 1e-300,
  ]

  /// The Seoul page with every number of the forecast replaced by `value`.
  static func poisoned(_ value: Double) -> PageInput {
    var forecast = Fixtures.seoulForecast
    forecast.current = CurrentConditions(
      time: Fixtures.seoulNow, temperature: value, apparentTemperature: value, humidity: value,
      dewPoint: value, weatherCode: 61, isDay: true, windSpeed: value, windDirection: value,
      windGusts: value, pressure: value, precipitation: value, cloudCover: value, uvIndex: value,
      visibility: value)
    forecast.hours = forecast.hours.map { hour in
      var item = hour
      item.temperature = value
      item.apparentTemperature = value
      item.humidity = value
      item.dewPoint = value
      item.precipitationProbability = value
      item.precipitation = value
      item.windSpeed = value
      item.windDirection = value
      item.windGusts = value
      item.cloudCover = value
      item.pressure = value
      item.uvIndex = value
      item.visibility = value
      return item
    }
    forecast.days = forecast.days.map { day in
      var item = day
      item.high = value
      item.low = -value
      item.apparentHigh = value
      item.apparentLow = value
      item.precipitationSum = value
      item.precipitationProbability = value
      item.uvIndexMax = value
      item.windSpeedMax = value
      item.windGustsMax = value
      item.windDirectionDominant = value
      return item
    }
    return PageInput(place: Fixtures.seoul, forecast: forecast, freshness: .fresh)
  }

  @Test(arguments: hostile)
  func everyViewRendersHostileNumbersWithoutTrapping(value: Double) {
    let page = Self.poisoned(value)
    for width in [40, 80, 133] {
      for units in [Units(), Fixtures.imperial] {
        let settings = Fixtures.settings(width, units: units)
        for lines in PropertyTests.views(page, settings) {
          for line in lines {
            #expect(!line.contains("9223372036854775807"), "\(line)")
            #expect(!line.contains("e+"), "\(line)")
            #expect(!line.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
          }
        }
      }
    }
  }

  @Test func outOfRangeValuesShowAsMissing() {
    let settings = Fixtures.settings(80)
    let details = DetailsView.render(Self.poisoned(1e300), settings).joined(separator: "\n")
    #expect(details.contains("—"))
    #expect(!details.contains("1e+300"))
    let now = NowView.render(Self.poisoned(9.3e18), settings).joined(separator: "\n")
    #expect(now.contains("—"))
  }

  @Test func formatHelpersNeverTrap() {
    for value in Self.hostile {
      _ = Format.temperature(value, Units())
      _ = Format.temperatureWithUnit(value, Fixtures.imperial)
      _ = Format.percent(value)
      _ = Format.duration(value)
      _ = Format.age(value)
      _ = Format.compass16(value)
      _ = Format.uvCategory(value)
      _ = Format.uvIndex(value)
      _ = Format.visibility(value, Fixtures.imperial)
      _ = Format.visibility(value, Units())
      _ = Format.pressure(value)
      _ = UnitConversion.fixed(value, decimals: 2)
      _ = UnitConversion.compassPoint(value)
      #expect(UnitConversion.formatTemperature(value, .fahrenheit).count <= 5)
    }
    #expect(Format.temperature(1e300, Units()) == "—")
    #expect(Format.pressure(9.3e18) == "—")
    #expect(Format.percent(.nan) == "—")
    #expect(Format.temperature(-0.0, Units()) == "0°")
    #expect(Format.pressure(1013.25) == "1013 hPa")
    #expect(UnitConversion.fixed(1e300, decimals: 1) == "—")
  }

  @Test func theNextHoursAreTheSameSpanForBothStepLengths() {
    let hourly = Fixtures.seoulForecast
    #expect(hourly.hours(covering: 24, from: Fixtures.seoulNow).count == 24)
    #expect(hourly.hours(covering: 48, from: Fixtures.seoulNow).count == 48)
    var threeHour = hourly
    threeHour.hourlyStepHours = 3
    threeHour.hours = Fixtures.hourly(
      zone: "Asia/Seoul", from: Fixtures.local("Asia/Seoul", 2024, 5, 14, 0), count: 40, step: 3,
      base: 14)
    #expect(threeHour.hours(covering: 24, from: Fixtures.seoulNow).count == 8)
    #expect(threeHour.hours(covering: 48, from: Fixtures.seoulNow).count == 16)
    #expect(threeHour.hours(covering: 1, from: Fixtures.seoulNow).count == 1)
    #expect(threeHour.hours(covering: Int.max, from: Fixtures.seoulNow).count <= 40)
    let page = PageInput(place: Fixtures.seoul, forecast: threeHour, freshness: .fresh)
    let text = HourlyView.render(page, hours: 24, Fixtures.settings(200))
    #expect(text.first?.hasPrefix("Next 24 hours in 3-hour steps") == true)
  }
}
