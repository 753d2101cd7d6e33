import Foundation
import HTTP
import TestSupport
import Testing
import Weather

@testable import WeatherService

/// Open-Meteo through real HTTP to the stub: values, nulls, several places, time zones.
@Suite(.size(.medium)) struct OpenMeteoTests {
  /// 2026-06-15 12:00 UTC.
  static let june = 1_781_524_800.0

  @Test func forecastEqualsWhatTheStubServed() async throws {
    let stub = try await TestService.stub()
    let base = stub.url("now=\(Int(Self.june))")
    let result = try await TestService.with(openMeteo: base) { service in
      try await service.forecast(for: TestPlaces.berlin)
    }
    #expect(result.source == .fetched)
    let forecast = result.forecast
    #expect(forecast.provider == .openMeteo)
    #expect(forecast.timeZoneIdentifier == "Europe/Berlin")
    #expect(forecast.utcOffsetSeconds == 7200)
    // Sixteen days and yesterday (`past_days=1`).
    #expect(forecast.hours.count == 17 * 24)
    #expect(forecast.days.count == 17)

    // Fetch the same document raw and compare value by value.
    let baseURL = try BaseURL(base, variable: "test")
    let url = OpenMeteoProvider.url(base: baseURL, locations: [TestPlaces.berlin], forecastDays: 16)
    let raw = try #require(try await TestService.rawJSON(url) as? [String: Any])
    let current = try #require(raw["current"] as? [String: Any])
    #expect(forecast.current?.temperature == current["temperature_2m"] as? Double)
    #expect(forecast.current?.weatherCode == current["weather_code"] as? Int)
    #expect(forecast.current?.windSpeed == current["wind_speed_10m"] as? Double)
    #expect(forecast.current?.time?.timeIntervalSince1970 == current["time"] as? Double)
    let hourly = try #require(raw["hourly"] as? [String: Any])
    let temperatures = try #require(hourly["temperature_2m"] as? [Double])
    let times = try #require(hourly["time"] as? [Double])
    for index in 0..<48 {
      #expect(forecast.hours[index].temperature == temperatures[index])
      #expect(forecast.hours[index].time.timeIntervalSince1970 == times[index])
    }
    let daily = try #require(raw["daily"] as? [String: Any])
    let highs = try #require(daily["temperature_2m_max"] as? [Double])
    let sunrises = try #require(daily["sunrise"] as? [Double])
    for index in 0..<7 {
      #expect(forecast.days[index].high == highs[index])
      #expect(forecast.days[index].sunrise?.timeIntervalSince1970 == sunrises[index])
    }
    #expect(forecast.days[0].date == LocalDate(year: 2026, month: 6, day: 14))
    #expect(forecast.days[1].date == LocalDate(year: 2026, month: 6, day: 15))
    #expect(forecast.localDateTime(forecast.hours[24 + 14].time) == "2026-06-15T14:00")
    // Probabilities end after 10 days in the stub, like the real service: nil, not a failure.
    #expect(forecast.hours[300].precipitationProbability == nil)
    #expect(forecast.hours[300].temperature != nil)
  }

  @Test func nullsAndMissingVariablesBecomeNil() async throws {
    let stub = try await TestService.stub()
    let result = try await TestService.with(openMeteo: stub.url("fault=nulls")) { service in
      try await service.forecast(for: TestPlaces.berlin)
    }
    let forecast = result.forecast
    #expect(forecast.current?.temperature == nil)
    #expect(forecast.current?.visibility == nil)
    #expect(forecast.current?.humidity != nil)
    #expect(forecast.hours.count == 17 * 24)
    #expect(forecast.hours[1].temperature == nil)
    #expect(forecast.hours[2].temperature != nil)
    #expect(forecast.hours.allSatisfy { $0.visibility == nil })
    #expect(forecast.days.allSatisfy { $0.uvIndexMax == nil })
    #expect(forecast.days[0].high != nil)
  }

  @Test func aValueOfTheWrongTypeNamesItsJSONPath() async throws {
    let stub = try await TestService.stub()
    await #expect(
      throws: WeatherError.unexpectedResponse(
        .openMeteo, detail: "current.temperature_2m: expected a number")
    ) {
      try await TestService.with(openMeteo: stub.url("fault=wrong-types")) { service in
        try await service.forecast(for: TestPlaces.berlin)
      }
    }
  }

  @Test func fourPlacesRefreshInOneRequestEachInItsOwnZone() async throws {
    let stub = try await TestService.stub()
    let base = stub.url("now=\(Int(Self.june))")
    let places = [TestPlaces.berlin, TestPlaces.newYork, TestPlaces.kathmandu, TestPlaces.sydney]
    let results = try await TestService.with(openMeteo: base) { service in
      await service.forecasts(for: places, policy: .refresh)
    }
    let forecasts = try results.map { try $0.get().forecast }
    #expect(forecasts.map(\.timeZoneIdentifier) == places.map(\.timeZone))
    #expect(forecasts.map(\.utcOffsetSeconds) == [7200, -14400, 20700, 36000])
    #expect(forecasts.map(\.location) == places)
    let seen = try await TestService.requests(containing: TestService.id(of: base))
    #expect(seen.count == 1)
    let query = try #require(seen.first)
    #expect(query.contains("latitude=52.5200,40.7100,27.7200,-33.8700"))
    #expect(query.contains("timezone=auto"))
    #expect(query.contains("forecast_days=16"))
    // Kathmandu (+5:45): the first hour is local midnight of its own date, yesterday's.
    #expect(forecasts[2].localDateTime(forecasts[2].hours[0].time) == "2026-06-14T00:00")
    #expect(forecasts[2].localDateTime(forecasts[2].hours[24].time) == "2026-06-15T00:00")
  }

  @Test func aMissingPlaceInTheAnswerIsAnUnexpectedResponse() async throws {
    let stub = try await TestService.stub()
    let results = try await TestService.with(openMeteo: stub.url("fault=wrong-count")) { service in
      await service.forecasts(for: [TestPlaces.berlin, TestPlaces.sydney])
    }
    for result in results {
      #expect(
        throws: WeatherError.unexpectedResponse(
          .openMeteo, detail: "1 locations in the answer for 2 asked")
      ) {
        try result.get()
      }
    }
  }

  @Test func localDatesAndTimesFollowTheDaylightSavingChange() async throws {
    // 2026-03-27 12:00 UTC; Berlin switches to summer time on 2026-03-29 at 02:00.
    let stub = try await TestService.stub()
    let result = try await TestService.with(openMeteo: stub.url("now=1774612800")) { service in
      try await service.forecast(for: TestPlaces.berlin)
    }
    let forecast = result.forecast
    #expect(forecast.utcOffsetSeconds == 3600)
    let dates = forecast.days.map(\.date.description)
    #expect(
      Array(dates.prefix(5)) == [
        "2026-03-26", "2026-03-27", "2026-03-28", "2026-03-29", "2026-03-30",
      ])
    #expect(Set(dates).count == dates.count)
    let labels = forecast.hours.map { forecast.localDateTime($0.time) }
    #expect(labels.contains("2026-03-29T01:00"))
    #expect(!labels.contains("2026-03-29T02:00"))
    #expect(labels.contains("2026-03-29T03:00"))
    #expect(labels.contains("2026-03-30T00:00"))
    let monday = try #require(forecast.days.first { $0.date.description == "2026-03-30" })
    let sunrise = try #require(monday.sunrise)
    #expect(forecast.localDate(sunrise).description == "2026-03-30")
    let now = Date(timeIntervalSince1970: 1_774_612_800)
    #expect(forecast.days(from: now).first?.date.description == "2026-03-27")
    #expect(
      forecast.localDateTime(try #require(forecast.hours(from: now).first).time)
        == "2026-03-27T13:00")
  }
}
