import Foundation
import TestSupport
import Testing
import Weather

@testable import WeatherService

/// The on-disk cache: freshness, stale fallback with age, offline, refresh, modes.
@Suite(.size(.medium)) struct ForecastCacheTests {
  static let june = 1_781_524_800.0

  @Test func aFreshForecastIsServedWithoutARequest() async throws {
    let stub = try await TestService.stub()
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let clock = TestClock(Date(timeIntervalSince1970: Self.june))
    let base = stub.url("now=\(Int(Self.june))")
    let cache = directory.file("cache/wxsh")
    try await TestService.with(openMeteo: base, cacheDirectory: cache, now: clock.now) {
      service in
      let first = try await service.forecast(for: TestPlaces.berlin)
      #expect(first.source == .fetched)
      clock.advance(by: 9 * 60)
      let second = try await service.forecast(for: TestPlaces.berlin)
      #expect(second.source == .cached(age: 540))
      #expect(second.forecast == first.forecast)
      #expect(try await TestService.requests(containing: TestService.id(of: base)).count == 1)

      // Refresh ignores freshness.
      let refreshed = try await service.forecast(for: TestPlaces.berlin, policy: .refresh)
      #expect(refreshed.source == .fetched)
      #expect(try await TestService.requests(containing: TestService.id(of: base)).count == 2)

      // After ten minutes the forecast is fetched again.
      clock.advance(by: 11 * 60)
      let later = try await service.forecast(for: TestPlaces.berlin)
      #expect(later.source == .fetched)
      #expect(try await TestService.requests(containing: TestService.id(of: base)).count == 3)
    }
    #expect(FileFacts.mode(cache) == 0o700)
    // The forecast, and beside it the summary a :list row reads (issue 30).
    let files = try FileManager.default.contentsOfDirectory(atPath: cache).sorted()
    #expect(
      files == ["forecast-open-meteo-52.520_13.410.json", "summary-open-meteo-52.520_13.410.json"])
    for file in files { #expect(FileFacts.mode(cache + "/" + file) == 0o600) }
  }

  @Test func aFailedRefreshShowsTheLastGoodDataWithItsAge() async throws {
    let stub = try await TestService.stub()
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let clock = TestClock(Date(timeIntervalSince1970: Self.june))
    let cache = directory.file("cache")
    let good = try await TestService.with(
      openMeteo: stub.url(), cacheDirectory: cache, now: clock.now
    ) { service in
      try await service.forecast(for: TestPlaces.berlin)
    }
    clock.advance(by: 38 * 60)
    let stale = try await TestService.with(
      openMeteo: stub.url("fault=500"), cacheDirectory: cache, now: clock.now
    ) { service in
      try await service.forecast(for: TestPlaces.berlin)
    }
    #expect(stale.isStale)
    #expect(stale.age == 38 * 60)
    #expect(stale.error == .serverError(.openMeteo, status: 500, reason: "Something went wrong."))
    #expect(stale.forecast == good.forecast)
    #expect(ForecastResult.describeAge(stale.age) == "38 min ago")
  }

  @Test func aFailureWithNothingCachedFailsAndCachesNothing() async throws {
    let stub = try await TestService.stub()
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let cache = directory.file("cache")
    for mode in ["malformed", "wrong-types", "truncated"] {
      await #expect(throws: WeatherError.self) {
        try await TestService.with(openMeteo: stub.url("fault=\(mode)"), cacheDirectory: cache) {
          service in
          try await service.forecast(for: TestPlaces.berlin)
        }
      }
    }
    #expect((try? FileManager.default.contentsOfDirectory(atPath: cache))?.isEmpty ?? true)
  }

  @Test func offlineUsesTheCacheOfAnyAgeAndNeverTheNetwork() async throws {
    let stub = try await TestService.stub()
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let clock = TestClock(Date(timeIntervalSince1970: Self.june))
    let cache = directory.file("cache")
    _ = try await TestService.with(openMeteo: stub.url(), cacheDirectory: cache, now: clock.now) {
      service in
      try await service.forecast(for: TestPlaces.berlin)
    }
    clock.advance(by: 3 * 86400)
    let base = stub.url()
    try await TestService.with(openMeteo: base, cacheDirectory: cache, now: clock.now) { service in
      let result = try await service.forecast(for: TestPlaces.berlin, policy: .offline)
      #expect(result.source == .cached(age: 3 * 86400))
      #expect(ForecastResult.describeAge(result.age) == "3 days ago")
      await #expect(throws: WeatherError.notCached(.openMeteo)) {
        try await service.forecast(for: TestPlaces.sydney, policy: .offline)
      }
      #expect(service.cachedForecast(for: TestPlaces.berlin) != nil)
    }
    #expect(try await TestService.requests(containing: TestService.id(of: base)).isEmpty)
  }

  @Test func aBatchFetchesOnlyThePlacesThatAreNotFresh() async throws {
    let stub = try await TestService.stub()
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let cache = directory.file("cache")
    let base = stub.url()
    try await TestService.with(openMeteo: base, cacheDirectory: cache) { service in
      _ = try await service.forecast(for: TestPlaces.berlin)
      let results = await service.forecasts(for: [
        TestPlaces.berlin, TestPlaces.kolkata, TestPlaces.newYork,
      ])
      let sources = try results.map { try $0.get().source }
      #expect(sources[0] != .fetched)
      #expect(sources[1] == .fetched && sources[2] == .fetched)
    }
    let seen = try await TestService.requests(containing: TestService.id(of: base))
    #expect(seen.count == 2)
    #expect(seen.last?.contains("latitude=22.5700,40.7100") == true)
  }

  @Test func unreadableCacheFilesCountAsMissing() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let cache = ForecastCache(directory: directory.path)
    let path = cache.path(provider: .openMeteo, location: TestPlaces.berlin)
    try "{not json".write(toFile: path, atomically: false, encoding: .utf8)
    #expect(cache.load(provider: .openMeteo, location: TestPlaces.berlin) == nil)
    let forecast = Forecast(
      provider: .openMeteo, fetchedAt: Date(timeIntervalSince1970: 1000),
      location: TestPlaces.berlin,
      days: [DailyItem(date: LocalDate(year: 2026, month: 1, day: 2), high: 3)])
    try cache.store(forecast)
    #expect(cache.load(provider: .openMeteo, location: TestPlaces.berlin) == forecast)
    #expect(cache.load(provider: .openWeatherMap, location: TestPlaces.berlin) == nil)
  }

  @Test func theCacheDirectoryFollowsXDG() {
    #expect(
      WeatherServiceConfiguration.cacheDirectory(environment: [
        "XDG_CACHE_HOME": "/x/cache/", "HOME": "/home/u",
      ]) == "/x/cache/wxsh")
    #expect(
      WeatherServiceConfiguration.cacheDirectory(environment: [
        "XDG_CACHE_HOME": "relative", "HOME": "/home/u",
      ]) == "/home/u/.cache/wxsh")
    #expect(WeatherServiceConfiguration.cacheDirectory(environment: [:]) == nil)
  }
}

/// The cache file format reads back exactly what was written.
@Suite(.size(.medium)) struct ForecastCodecTests {
  @Test(arguments: [
    ("fault=nulls", WeatherProvider.openMeteo), ("now=1774612800", .openMeteo),
    ("now=1781524800", .openWeatherMap), ("fault=nulls", .openWeatherMap),
  ])
  func aForecastRoundTrips(segment: String, provider: WeatherProvider) async throws {
    let stub = try await TestService.stub()
    let base = stub.url(segment)
    let place = Location(
      latitude: 27.72, longitude: 85.32, timeZone: "Asia/Kathmandu", geonameID: 1_283_240,
      name: "Kath\"mandu\u{1}")
    let result = try await TestService.with(
      openMeteo: base, openWeatherMap: base, key: "k", provider: provider
    ) { service in
      try await service.forecast(for: place)
    }
    let bytes = ForecastCodec.encode(result.forecast)
    // Strings read from the cache are sanitised: the control character does not come back.
    var expected = result.forecast
    expected.location.name = "Kath\"mandu"
    #expect(ForecastCodec.decode(bytes) == expected)
    #expect(ForecastCodec.decode(Array(bytes.dropLast(40))) == nil)
  }

  @Test func oddNumbersSurviveTheRoundTrip() {
    var forecast = Forecast(
      provider: .openMeteo, fetchedAt: Date(timeIntervalSince1970: 1_781_524_800.123456),
      location: TestPlaces.berlin)
    forecast.hours = [
      HourlyItem(
        time: Date(timeIntervalSince1970: 0), temperature: 1e-05, humidity: 0.1 + 0.2,
        precipitation: -0.0, windSpeed: 599.123_456_789_012_3, uvIndex: 49.999_999_999_9)
    ]
    #expect(ForecastCodec.decode(ForecastCodec.encode(forecast)) == forecast)
  }

  @Test func numbersOutsideTheirPhysicalRangeReadAsMissing() {
    var forecast = Forecast(
      provider: .openMeteo, fetchedAt: Date(timeIntervalSince1970: 1_781_524_800),
      location: TestPlaces.berlin)
    forecast.hours = [
      HourlyItem(
        time: Date(timeIntervalSince1970: 1_781_524_800), temperature: 1e300, humidity: 101,
        windSpeed: 123_456_789, pressure: -9.3e18, uvIndex: 5e20)
    ]
    let decoded = ForecastCodec.decode(ForecastCodec.encode(forecast))
    #expect(decoded?.hours.count == 1)
    #expect(decoded?.hours.first == HourlyItem(time: Date(timeIntervalSince1970: 1_781_524_800)))
  }
}
