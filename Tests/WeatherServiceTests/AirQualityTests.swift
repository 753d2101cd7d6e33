import Foundation
import HTTP
import TestSupport
import Testing
import Weather

@testable import WeatherService

/// Air quality: the request, the validated decoder (null and out of range are missing, never
/// 0), the categories of both indices, and the cache.
@Suite(.size(.small)) struct AirQualityTests {
  @Test func requestAsksForIndicesPollutantsAndPollen() {
    let url = AirQualityProvider.url(base: .openMeteo, latitude: 52.52, longitude: 13.41)
    #expect(url.contains("/v1/air-quality?"))
    #expect(url.contains("european_aqi"))
    #expect(url.contains("us_aqi"))
    #expect(url.contains("pm2_5"))
    #expect(url.contains("birch_pollen"))
    #expect(url.contains("timezone=auto"))
    // The national standards average yesterday's hours of every pollutant.
    #expect(url.contains("past_days=1"))
    #expect(
      url.contains(
        "hourly=european_aqi,us_aqi,pm2_5,pm10,ozone,nitrogen_dioxide,sulphur_dioxide,carbon_monoxide"
      ))
  }

  @Test func decoderValidatesAndKeepsNullsMissing() throws {
    let body = """
      {"latitude":52.5,"longitude":13.4,"utc_offset_seconds":3600,"timezone":"Europe/Berlin",
      "current":{"time":1800000000,"interval":3600,"european_aqi":42,"us_aqi":null,
        "pm2_5":-4,"pm10":21.5,"ozone":1e9,"nitrogen_dioxide":12.3,"birch_pollen":null,
        "grass_pollen":0.0,"alder_pollen":3.5},
      "hourly":{"time":[1800000000,null,1800007200],"european_aqi":[42,43],"us_aqi":[60,61,62],
        "pm10":[5,-1,7]}}
      """
    let air = try AirQualityProvider.decode(Array(body.utf8), fetchedAt: Date())
    #expect(air.current.europeanAQI == 42)
    #expect(air.current.usAQI == nil)
    #expect(air.current.pm25 == nil, "a negative concentration is missing")
    #expect(air.current.ozone == nil, "an impossible one too")
    #expect(air.current.pm10 == 21.5)
    #expect(air.current.pollen == ["grass": 0, "alder": 3.5], "null pollen is not 0")
    // The hour without a time is left out; a column shorter than the times is missing after
    // its end; each hour's values are checked against their ranges too.
    #expect(air.hours.count == 2)
    #expect(
      air.hours.map(\.time)
        == [1_800_000_000, 1_800_007_200].map(Date.init(timeIntervalSince1970:)))
    #expect(air.hours[0].europeanAQI == 42 && air.hours[0].usAQI == 60 && air.hours[0].pm10 == 5)
    #expect(air.hours[1].europeanAQI == nil && air.hours[1].usAQI == 62 && air.hours[1].pm10 == 7)
    #expect(air.hours[1].pollen.isEmpty)
    #expect(air.timeZoneIdentifier == "Europe/Berlin")
    #expect(throws: WeatherError.self) {
      try AirQualityProvider.decode(Array(#"{"error":true,"reason":"x"}"#.utf8), fetchedAt: Date())
    }
    #expect(throws: WeatherError.self) {
      try AirQualityProvider.decode(Array(#"{"latitude":1}"#.utf8), fetchedAt: Date())
    }
  }

  @Test func categoriesFollowTheEEAAndEPABands() {
    #expect(AirReading(scale: .european, value: 20).word == "good")
    #expect(AirReading(scale: .european, value: 42).word == "moderate")
    #expect(AirReading(scale: .european, value: 35).word == "fair")
    #expect(AirReading(scale: .european, value: 101).word == "extremely poor")
    #expect(AirReading(scale: .us, value: 50).word == "good")
    #expect(AirReading(scale: .us, value: 101).word == "unhealthy for sensitive groups")
    #expect(AirReading(scale: .us, value: 301).colourBand == 5)
    #expect(AQIScale.forCountry("de") == .european)
    #expect(AQIScale.forCountry("KR") == .korea)
    #expect(AQIScale.forCountry("JP") == .us)
  }

  @Test func theCacheReadsBackWhatWasStored() throws {
    let directory = NSTemporaryDirectory() + "wxsh-air-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let service = AirQualityService(
      base: .success(.openMeteo), cacheDirectory: directory, freshness: 600)
    let body = """
      {"timezone":"Asia/Seoul","current":{"time":1800000000,"us_aqi":77,"pm10":30.5}}
      """
    let fetchedAt = Date(timeIntervalSince1970: 1_800_000_100)
    service.store(Array(body.utf8), fetchedAt: fetchedAt, latitude: 37.5, longitude: 127)
    let loaded = try #require(service.load(latitude: 37.5, longitude: 127))
    #expect(loaded.current.usAQI == 77)
    #expect(loaded.current.pm10 == 30.5)
    #expect(abs(loaded.fetchedAt.timeIntervalSince(fetchedAt)) < 0.001)
    #expect(service.load(latitude: 10, longitude: 10) == nil)
  }
}
