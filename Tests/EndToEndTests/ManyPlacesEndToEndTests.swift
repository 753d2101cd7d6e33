import Foundation
import TestSupport
import Testing

/// Many saved places (issue 30) through the built binary against the stub server: a cold
/// `:list` asks Open-Meteo for what the rows show (current conditions and today) for many
/// places in one request, sized to fit the 2 MB body cap, and a page viewed afterwards still
/// gets its whole forecast.
///
/// The stub answers several locations as Open-Meteo does: a top-level JSON array of the
/// per-location objects in request order, each after the first with `location_id` (open-meteo
/// `Sources/App/Helper/Writer/JsonWriter.swift`, summarised in
/// shared/reference/weather-apis.md §A.3); see `OpenMeteoStub.respond`.
@Suite(.needsPlaceData, .size(.medium)) struct ManyPlacesEndToEndTests {
  let home: TemporaryDirectory
  let stub: StubServerProcess

  init() async throws {
    home = try TemporaryDirectory(prefix: "wxsh-e2e-many")
    stub = try await StubServerProcess.ready()
  }

  /// `count` saved places spread over the globe (distinct ids, names and cache points),
  /// written straight into the profile, as a user with many places has them.
  func seedProfile(_ count: Int) throws {
    var places: [[String: Any]] = []
    for index in 0..<count {
      let latitude: Double = -60 + Double(index / 50) * 0.5 + Double(index % 7) * 0.01
      let longitude: Double = -170 + Double(index % 50) * 6.5
      // No zone: the rows follow the zone the server gives (the stub's `timezone=auto`).
      var place: [String: Any] = ["geonameId": 900_000 + index]
      place["name"] = "Testplace \(index + 1)"
      place["latitude"] = latitude
      place["longitude"] = longitude
      places.append(place)
    }
    let profile: [String: Any] = ["schemaVersion": 2, "minReaderVersion": 2, "places": places]
    let directory = home.path + "/config/wxsh"
    try FileManager.default.createDirectory(
      atPath: directory, withIntermediateDirectories: true)
    try JSONSerialization.data(withJSONObject: profile).write(
      to: URL(fileURLWithPath: directory + "/profile.json"))
  }

  func environment(_ base: String) -> [String: String] {
    var environment = WxshBinary.environment(home: home.path)
    environment["WXSH_OPEN_METEO_URL"] = base
    environment["WXSH_OPENWEATHERMAP_URL"] = base
    environment["OPENWEATHERMAP_API_KEY"] = "0123456789abcdef0123456789abcdef"
    environment["TZ"] = "UTC"
    return environment
  }

  /// How many locations a request URI asks for.
  static func latitudes(_ uri: String) -> Int {
    let query = uri.split(separator: "?").last ?? ""
    let latitudes = query.split(separator: "&").first { $0.hasPrefix("latitude=") } ?? ""
    return latitudes.split(separator: ",").count
  }

  /// The `:list` document's places, each with weather or an error.
  func listed(_ result: WxshBinary.Result) throws -> [[String: Any]] {
    let document = try #require(jsonLines(result.stdout).first)
    return try #require(document["places"] as? [[String: Any]])
  }

  @Test func aColdListOf150PlacesIsOneRequestWithWeatherOnEveryRow() async throws {
    try seedProfile(150)
    let base = stub.url()
    let result = try await WxshBinary.run(
      ["--json", "-c", ":list"], environment: environment(base), timeout: 120)
    #expect(result.status == 0, "\(result.stderr)")
    let places = try listed(result)
    #expect(places.count == 150)
    let withWeather = places.filter { $0["current"] is [String: Any] && $0["error"] == nil }
    #expect(withWeather.count == 150, "\(places.first { $0["error"] != nil } ?? [:])")
    let todays = places.compactMap { ($0["today"] as? [[String: Any]])?.first?["high"] as? Double }
    #expect(todays.count == 150, "today's range on every row")
    let uris = try await stub.requestURIs(under: base)
    #expect(uris.count == 1, "\(uris.count) requests")
    // A summary: current conditions, today and tomorrow, no hours.
    let uri = try #require(uris.first)
    #expect(!uri.contains("hourly="), "\(uri)")
    #expect(uri.contains("forecast_days=2"), "\(uri)")
    #expect(uri.contains("current="), "\(uri)")

    // A page viewed afterwards is not fooled by the summary: its whole forecast is fetched.
    let page = try await WxshBinary.run(
      ["--json", "-c", ":go 7"], environment: environment(base), timeout: 60)
    #expect(page.status == 0, "\(page.stderr)")
    let after = try await stub.requestURIs(under: base)
    #expect(after.count == 2, "\(after)")
    let full = try #require(after.last)
    #expect(full.contains("hourly=") && full.contains("forecast_days=16"), "\(full)")
    #expect(Self.latitudes(full) == 1, "\(full)")
    let document = try #require(jsonLines(page.stdout).first)
    let hours = try #require(document["hours"] as? [[String: Any]])
    #expect(!hours.isEmpty)

    // The rows are fresh now: :list again asks nothing.
    let again = try await WxshBinary.run(
      ["--json", "-c", ":list"], environment: environment(base), timeout: 120)
    #expect(again.status == 0, "\(again.stderr)")
    #expect(try listed(again).allSatisfy { $0["current"] is [String: Any] })
    #expect(try await stub.requestURIs(under: base).count == 2)
  }

  @Test func aColdListOf1000PlacesIsAHandfulOfRequestsUnderTheBodyCap() async throws {
    try seedProfile(1000)
    let base = stub.url()
    let result = try await WxshBinary.run(
      ["--json", "-c", ":list"], environment: environment(base), timeout: 180)
    #expect(result.status == 0, "\(result.stderr)")
    let places = try listed(result)
    #expect(places.count == 1000)
    #expect(places.allSatisfy { $0["current"] is [String: Any] })
    let uris = try await stub.requestURIs(under: base)
    #expect((1...5).contains(uris.count), "\(uris.count) requests")
    // Every answer, fetched again as it was asked, fits the 2 MB cap with room to spare.
    for uri in uris {
      let body = try await stub.get(uri, timeout: 60)
      #expect(body.count < 2 << 20, "\(body.count) bytes")
      #expect(body.count > 100_000, "\(body.count) bytes: the answer holds its places")
    }
    // Every place was asked for exactly once.
    let asked = uris.map(Self.latitudes)
    #expect(asked.reduce(0, +) == 1000, "\(asked)")

    // :refresh all asks again the same way (the log now also holds the answers fetched again).
    let refresh = try await WxshBinary.run(
      ["-c", ":refresh all"], environment: environment(base), timeout: 180)
    #expect(refresh.status == 0, "\(refresh.stderr)")
    #expect(try await stub.requestURIs(under: base).count == uris.count * 3)
  }

  @Test func openWeatherMapRowsAreWholeForecastsOnePlaceAtATime() async throws {
    try seedProfile(3)
    let base = stub.url()
    let flags = ["--provider", "openweathermap", "--json"]
    let result = try await WxshBinary.run(
      flags + ["-c", ":list"], environment: environment(base), timeout: 60)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try listed(result).allSatisfy { $0["current"] is [String: Any] })
    let uris = try await stub.requestURIs(under: base)
    // No call for several places: current weather and the 5-day forecast for each place.
    #expect(uris.count == 6, "\(uris)")
    #expect(uris.allSatisfy { $0.contains("/data/2.5/") })
    // Those were whole forecasts, cached as such: the page needs no request.
    let page = try await WxshBinary.run(
      flags + ["-c", ":go 2"], environment: environment(base), timeout: 60)
    #expect(page.status == 0, "\(page.stderr)")
    #expect(try await stub.requestURIs(under: base).count == 6)
  }
}
