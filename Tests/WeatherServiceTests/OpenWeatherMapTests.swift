import Foundation
import HTTP
import TestSupport
import Testing
import Weather

@testable import WeatherService

/// OpenWeatherMap 2.5 through real HTTP to the stub: conversion, day aggregation, the key.
@Suite(.size(.medium)) struct OpenWeatherMapTests {
  static let key = "stub-key-7f3a9c"
  static let june = 1_781_524_800.0

  @Test func currentAndStepsMatchWhatWasServed() async throws {
    let stub = try await TestService.stub()
    let base = stub.url("now=\(Int(Self.june))")
    let result = try await TestService.with(
      openWeatherMap: base, key: Self.key, provider: .openWeatherMap
    ) { service in
      try await service.forecast(for: TestPlaces.berlin)
    }
    let forecast = result.forecast
    #expect(forecast.provider == .openWeatherMap)
    #expect(forecast.hourlyStepHours == 3)
    #expect(forecast.hours.count == 40)
    #expect(forecast.utcOffsetSeconds == 7200)

    let baseURL = try BaseURL(base, variable: "test")
    let currentURL = OpenWeatherMapProvider.url(
      base: baseURL, endpoint: "weather", location: TestPlaces.berlin, key: Self.key)
    let raw = try #require(try await TestService.rawJSON(currentURL) as? [String: Any])
    let main = try #require(raw["main"] as? [String: Any])
    let wind = try #require(raw["wind"] as? [String: Any])
    #expect(forecast.current?.temperature == main["temp"] as? Double)
    let speed = try #require(wind["speed"] as? Double)
    let kmh = try #require(forecast.current?.windSpeed)
    #expect(abs(kmh - speed * 3.6) < 1e-9)
    #expect(forecast.current?.dewPoint != nil)
    #expect(forecast.current?.uvIndex == nil)

    let stepsURL = OpenWeatherMapProvider.url(
      base: baseURL, endpoint: "forecast", location: TestPlaces.berlin, key: Self.key)
    let steps = try #require(try await TestService.rawJSON(stepsURL) as? [String: Any])
    let list = try #require(steps["list"] as? [[String: Any]])
    for (index, item) in list.enumerated() {
      let hour = forecast.hours[index]
      #expect(hour.time.timeIntervalSince1970 == item["dt"] as? Double)
      #expect(hour.temperature == (item["main"] as? [String: Any])?["temp"] as? Double)
      let pop = try #require(item["pop"] as? Double)
      #expect(abs((hour.precipitationProbability ?? -1) - pop * 100) < 1e-9)
    }
  }

  @Test(arguments: [TestPlaces.kathmandu, TestPlaces.newYork, TestPlaces.berlin])
  func daysGroupStepsByThePlacesLocalDate(place: Location) async throws {
    let stub = try await TestService.stub()
    let result = try await TestService.with(
      openWeatherMap: stub.url("now=\(Int(Self.june))"), key: Self.key,
      provider: .openWeatherMap
    ) { service in
      try await service.forecast(for: place)
    }
    let forecast = result.forecast
    let name = try #require(place.timeZone)
    let zone = try #require(TimeZone(identifier: name))
    #expect(forecast.days.reduce(0) { $0 + ($1.stepCount ?? 0) } == 40)
    #expect(forecast.days.count >= 5)
    #expect(forecast.days.map(\.date) == forecast.days.map(\.date).sorted())
    for day in forecast.days {
      let steps = forecast.hours.filter { LocalDate($0.time, in: zone) == day.date }
      #expect(steps.count == day.stepCount)
      // Today's range also holds the reading now (issue 28).
      let now =
        day.date == LocalDate(forecast.current?.time ?? forecast.fetchedAt, in: zone)
        ? forecast.current?.temperature : nil
      let temperatures = steps.compactMap(\.temperature) + (now.map { [$0] } ?? [])
      #expect(day.high == temperatures.max())
      #expect(day.low == temperatures.min())
      #expect(day.precipitationProbability == steps.compactMap(\.precipitationProbability).max())
      #expect(day.weatherCode == steps.compactMap(\.weatherCode).max())
      let sum = steps.compactMap(\.precipitation).reduce(0, +)
      #expect(abs((day.precipitationSum ?? -1) - sum) < 1e-9)
    }
    // Full days in the middle have all 8 steps.
    #expect(forecast.days.dropFirst().dropLast().allSatisfy { $0.stepCount == 8 })
    #expect(forecast.days.contains { $0.sunrise != nil })
  }

  @Test func theMostSevereConditionOfSeveralWins() {
    let entries = [
      OpenWeatherMapResponse.Condition(id: 701, icon: "50d"),
      OpenWeatherMapResponse.Condition(id: 601, icon: "13d"),
    ]
    #expect(OpenWeatherMapProvider.weatherCode(entries) == 73)
    #expect(OpenWeatherMapProvider.weatherCode([]) == nil)
  }

  @Test func nullsAndMissingKeysDoNotFailTheForecast() async throws {
    let stub = try await TestService.stub()
    let result = try await TestService.with(
      openWeatherMap: stub.url("fault=nulls"), key: Self.key, provider: .openWeatherMap
    ) { service in
      try await service.forecast(for: TestPlaces.kolkata)
    }
    #expect(result.forecast.current?.temperature == nil)
    #expect(result.forecast.current?.windGusts == nil)
    #expect(result.forecast.current?.visibility == nil)
    #expect(result.forecast.current?.humidity != nil)
    #expect(result.forecast.days.allSatisfy { $0.high == nil })
  }

  @Test func noKeyMeansNoRequestAndAClearMessage() async throws {
    let stub = try await TestService.stub()
    let base = stub.url()
    let error = await #expect(throws: WeatherError.self) {
      try await TestService.with(openWeatherMap: base, provider: .openWeatherMap) { service in
        try await service.forecast(for: TestPlaces.berlin)
      }
    }
    #expect(error == .apiKeyMissing)
    #expect(error?.message.contains("OPENWEATHERMAP_API_KEY") == true)
    #expect(try await TestService.requests(containing: TestService.id(of: base)).isEmpty)
  }

  @Test func aRejectedKeySaysInvalidOrNotActiveYetAndIsNotRetried() async throws {
    let stub = try await TestService.stub()
    let base = stub.url()
    let error = await #expect(throws: WeatherError.self) {
      try await TestService.with(
        openWeatherMap: base, key: "invalid-\(Self.key)", provider: .openWeatherMap
      ) { service in
        try await service.forecast(for: TestPlaces.berlin)
      }
    }
    #expect(error == .apiKeyRejected)
    let message = try #require(error?.message)
    #expect(message.contains("invalid or not active yet"))
    #expect(!message.contains(Self.key))
    // One request per endpoint, no retries.
    #expect(try await TestService.requests(containing: TestService.id(of: base)).count == 2)
  }

  @Test func theKeyNeverReachesMessagesOrTheCache() async throws {
    let stub = try await TestService.stub()
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let cache = directory.file("cache")
    let good = stub.url()
    _ = try await TestService.with(
      openWeatherMap: good, key: Self.key, provider: .openWeatherMap, cacheDirectory: cache
    ) { service in
      try await service.forecast(for: TestPlaces.berlin)
    }
    // The stub saw the key in the query (it must be sent)...
    let seen = try await TestService.requests(containing: TestService.id(of: good))
    #expect(seen.count == 2)
    #expect(seen.allSatisfy { $0.contains("appid=\(Self.key)") && $0.contains("units=metric") })
    // ...but no cache file name or content holds it.
    // The forecast and the summary a :list row reads (issue 30).
    let names = try FileManager.default.contentsOfDirectory(atPath: cache)
    #expect(names.count == 2)
    for name in names {
      #expect(!name.contains(Self.key))
      let text = try String(contentsOfFile: cache + "/" + name, encoding: .utf8)
      #expect(!text.contains(Self.key))
      #expect(FileFacts.mode(cache + "/" + name) == 0o600)
    }
    // A provider that echoes the key in its error text: the message hides it.
    let echo = await #expect(throws: WeatherError.self) {
      try await TestService.with(
        openWeatherMap: stub.url("fault=echo-key"), key: Self.key, provider: .openWeatherMap
      ) { service in
        try await service.forecast(for: TestPlaces.berlin, policy: .refresh)
      }
    }
    let message = try #require(echo?.message)
    #expect(message.contains("<key>"))
    #expect(!message.contains(Self.key))
    #expect(!"\(String(describing: APIKey(Self.key)))".contains(Self.key))
  }
}
