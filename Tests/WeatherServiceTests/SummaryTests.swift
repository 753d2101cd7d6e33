import Foundation
import HTTP
import TestSupport
import Testing
import Weather

@testable import WeatherService

/// What `:list` rows show (issue 30): summaries fetched for many places in a few small
/// requests, cached beside the whole forecasts without ever standing in for them.
@Suite(.size(.medium)) struct SummaryTests {
  static let june = 1_781_524_800.0

  /// `count` locations spread over the globe, each with its own cache point.
  static func locations(_ count: Int) -> [Location] {
    (0..<count).map { index in
      Location(
        latitude: -60 + Double(index / 50) * 0.5, longitude: -170 + Double(index % 50) * 6.5,
        timeZone: "UTC", geonameID: 900_000 + index, name: "Testplace \(index + 1)")
    }
  }

  @Test func summariesAreOneSmallRequestAndLeaveTheForecastToBeFetched() async throws {
    let stub = try await TestService.stub()
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let clock = TestClock(Date(timeIntervalSince1970: Self.june))
    let base = stub.url("now=\(Int(Self.june))")
    let cache = directory.file("cache")
    let places = [TestPlaces.berlin, TestPlaces.newYork, TestPlaces.sydney]
    try await TestService.with(openMeteo: base, cacheDirectory: cache, now: clock.now) {
      service in
      let rows = await service.summaries(for: places)
      for row in rows {
        let result = try row.get()
        #expect(result.source == .fetched)
        #expect(result.forecast.current?.temperature != nil)
        #expect(result.forecast.days.count == 2)
        #expect(result.forecast.hours.isEmpty)
      }
      let asked = try await TestService.requests(containing: TestService.id(of: base))
      #expect(asked.count == 1)
      #expect(asked.allSatisfy { !$0.contains("hourly=") && $0.contains("forecast_days=2") })
      // Only summaries are cached: a page of Berlin is not fooled into thinking it has 16 days.
      let files = try FileManager.default.contentsOfDirectory(atPath: cache).sorted()
      #expect(files.allSatisfy { $0.hasPrefix("summary-open-meteo-") }, "\(files)")
      #expect(service.cachedForecast(for: TestPlaces.berlin) == nil)
      let page = try await service.forecast(for: TestPlaces.berlin)
      #expect(page.source == .fetched)
      #expect(page.forecast.days.count >= 16 && page.forecast.hours.count >= 16 * 24)
      // Fresh rows are not fetched again.
      let again = await service.summaries(for: places)
      #expect(again.allSatisfy { (try? $0.get().source) == .cached(age: 0) })
      #expect(try await TestService.requests(containing: TestService.id(of: base)).count == 2)
    }
  }

  @Test func aStoredForecastAnswersItsRowWithItsSummary() async throws {
    let stub = try await TestService.stub()
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let clock = TestClock(Date(timeIntervalSince1970: Self.june))
    let base = stub.url("now=\(Int(Self.june))")
    let cache = directory.file("cache")
    try await TestService.with(openMeteo: base, cacheDirectory: cache, now: clock.now) {
      service in
      let page = try await service.forecast(for: TestPlaces.berlin)
      clock.advance(by: 60)
      let row = try #require(try await service.summaries(for: [TestPlaces.berlin]).first?.get())
      #expect(row.source == .cached(age: 60))
      #expect(row.forecast.current == page.forecast.current)
      #expect(row.forecast.hours.count <= Forecast.summaryHours)
      // The page reaches back to yesterday; the row starts today.
      #expect(row.forecast.days.first == page.forecast.days(from: clock.now()).first)
      #expect(try await TestService.requests(containing: TestService.id(of: base)).count == 1)
      // Offline, a forecast cached before summaries existed still answers its row.
      try FileManager.default.removeItem(
        atPath: ForecastCache(directory: cache).summaryPath(
          provider: .openMeteo, location: TestPlaces.berlin))
      let offline = await service.summaries(for: [TestPlaces.berlin], policy: .offline)
      #expect((try? offline.first?.get())?.forecast.current == page.forecast.current)
    }
  }

  @Test func manyPlacesAreSplitToFitTheBodyCapAndTheURLLimit() throws {
    let base = try BaseURL("https://api.open-meteo.com", variable: "test")
    let places = Self.locations(10_000)
    let cap = HTTPPolicy.standard.maxBodyBytes
    for (request, most) in [(OpenMeteoRequest.summary, 40), (.forecast(days: 16), 1_000)] {
      let chunks = request.chunks(places, base: base, maxBodyBytes: cap, maxLocations: 1000)
      #expect(chunks.count <= most, "\(chunks.count) requests")
      #expect(chunks.map(\.count).reduce(0, +) == places.count)
      #expect(chunks.first?.lowerBound == 0 && chunks.last?.upperBound == places.count)
      for (chunk, next) in zip(chunks, chunks.dropFirst()) {
        #expect(chunk.upperBound == next.lowerBound)
      }
      for chunk in chunks {
        #expect(request.url(base: base, locations: Array(places[chunk])).utf8.count <= 8000)
        #expect(chunk.count * request.estimatedBytesPerLocation <= cap)
      }
    }
    let thousand = OpenMeteoRequest.summary.chunks(
      Array(places.prefix(1000)), base: base, maxBodyBytes: cap, maxLocations: 1000)
    #expect((1...5).contains(thousand.count), "\(thousand.count) requests for 1,000 places")
    let few = OpenMeteoRequest.summary.chunks(
      Array(places.prefix(150)), base: base, maxBodyBytes: cap, maxLocations: 1000)
    #expect(few.count == 1)
  }

  @Test func theEstimateIsNoSmallerThanWhatTheServerSends() async throws {
    let stub = try await TestService.stub()
    let base = try BaseURL(stub.url(), variable: "test")
    let places = Self.locations(60)
    for request in [OpenMeteoRequest.summary, .forecast(days: 16)] {
      let body = try await stub.get(
        String(request.url(base: base, locations: places).dropFirst(stub.baseURL.count)))
      #expect(body.count > 60 * 500)
      #expect(
        body.count <= places.count * request.estimatedBytesPerLocation,
        "\(body.count / places.count) bytes a place, estimated \(request.estimatedBytesPerLocation)"
      )
    }
  }
}
