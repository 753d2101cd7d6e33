import Foundation
import Terminal
import TestSupport
import Testing

/// Weather commands through the built binary against the stub server on loopback.
@Suite(.needsPlaceData, .size(.medium)) struct WeatherEndToEndTests {
  let home: TemporaryDirectory
  let stub: StubServerProcess

  init() async throws {
    home = try TemporaryDirectory(prefix: "wxsh-e2e-weather")
    stub = try await StubServerProcess.ready()
  }

  func environment(_ base: String, extra: [String: String] = [:]) -> [String: String] {
    var environment = WxshBinary.environment(home: home.path, extra: extra)
    environment["WXSH_OPEN_METEO_URL"] = base
    environment["WXSH_OPENWEATHERMAP_URL"] = base
    return environment
  }

  /// What the stub answers for a request path, parsed.
  func served(_ path: String) async throws -> [String: Any] {
    let data = try await stub.get(path)
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  /// One rule for the place a command means when it names none, in scripts as in the shell:
  /// the viewed place, else the first saved one; a script's views do not move the place the
  /// shell opens on unless it asks (`:go`).
  @Test func scriptsMeanTheViewedOrFirstSavedPlaceAndLeaveTheShellsAlone() async throws {
    let environment = environment(stub.url())
    let profile = home.path + "/config/wxsh/profile.json"
    func lastViewed() throws -> Int? {
      let data = try Data(contentsOf: URL(fileURLWithPath: profile))
      let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
      return object?["lastViewedPlaceId"] as? Int
    }
    let added = try await WxshBinary.run(["-c", ":add berlin"], environment: environment)
    #expect(added.status == 0, "\(added.stderr)")
    let now = try await WxshBinary.run(
      ["--json", "-c", ":now", "-c", ":line"], environment: environment)
    #expect(now.status == 0, "\(now.stderr)")
    #expect(
      (jsonLines(now.stdout).first?["place"] as? [String: Any])?["name"] as? String == "Berlin")
    let cairo = try await WxshBinary.run(["--json", "-c", ":now cairo"], environment: environment)
    #expect(cairo.status == 0, "\(cairo.stderr)")
    #expect(try lastViewed() == nil, "a script's :now does not move the shell's place")
    let went = try await WxshBinary.run(
      ["-c", ":add cairo", "-c", ":go cairo"], environment: environment)
    #expect(went.status == 0, "\(went.stderr)")
    #expect(try lastViewed() == 360630, ":go asks: Cairo is where the shell opens")
  }

  @Test func nowHourlyAndDailyShowWhatTheServerServed() async throws {
    let base = stub.url()
    let result = try await WxshBinary.run(
      ["--json", "-c", ":now seoul", "-c", ":hourly 6", "-c", ":daily 3"],
      environment: environment(base))
    #expect(result.status == 0, "\(result.stderr)")
    let docs = jsonLines(result.stdout)
    #expect(docs.count == 3)
    let paths = try await stub.requestURIs(under: base)
    #expect(paths.count == 1, "one request, then the cache: \(paths)")
    let path = try #require(paths.first)
    let answer = try await served(path)
    let current = try #require(answer["current"] as? [String: Any])
    let now = try #require(docs.first?["current"] as? [String: Any])
    let servedTemperature = try #require(current["temperature_2m"] as? Double)
    let shownTemperature = try #require(now["temperature"] as? Double)
    #expect(abs(servedTemperature - shownTemperature) < 0.01)
    #expect(now["humidity"] as? Double == current["relative_humidity_2m"] as? Double)
    #expect((docs[0]["place"] as? [String: Any])?["timezone"] as? String == "Asia/Seoul")
    #expect((docs[0]["source"] as? [String: Any])?["provider"] as? String == "open-meteo")
    let hours = try #require(docs[1]["hours"] as? [[String: Any]])
    #expect(hours.count == 6)
    let days = try #require(docs[2]["days"] as? [[String: Any]])
    #expect(days.count == 3)
    let daily = try #require(answer["daily"] as? [String: Any])
    let highs = try #require(daily["temperature_2m_max"] as? [Double])
    let shownHigh = try #require(days[0]["high"] as? Double)
    #expect(highs.contains { abs($0 - shownHigh) < 0.01 })
    // Local date and time in the place's zone: Seoul is UTC+9 all year.
    let formatter = DateFormatter()
    formatter.timeZone = TimeZone(identifier: "Asia/Seoul")
    formatter.dateFormat = "yyyy-MM-dd'T'HH"
    let localHour = formatter.string(from: Date())
    #expect((hours[0]["time"] as? String)?.hasPrefix(localHour) == true)
    #expect(!result.stdoutBytes.contains(0x1B))
  }

  @Test func textViewsCreditTheSourceAndFitTheWidth() async throws {
    let base = stub.url()
    var environment = environment(base)
    for width in [40, 80] {
      environment["COLUMNS"] = String(width)
      let result = try await WxshBinary.run(["-c", ":show seoul"], environment: environment)
      #expect(result.status == 0, "\(result.stderr)")
      #expect(result.stdout.contains("Weather data by Open-Meteo.com"))
      #expect(result.stdout.contains("Seoul"))
      for line in result.stdout.split(separator: "\n") {
        #expect(TerminalWidth.of(String(line)) <= width, "\(width): \(line)")
      }
      #expect(!result.stdoutBytes.contains(0x1B))
    }
  }

  @Test func fourSavedPlacesRefreshInOneRequest() async throws {
    let base = stub.url()
    let environment = environment(base)
    let added = try await WxshBinary.run(
      ["--offline", "-c", ":add seoul", "-c", ":add lisbon", "-c", ":add lima", "-c", ":add oslo"],
      environment: environment)
    #expect(added.status == 0, "\(added.stderr)")
    #expect(try await stub.requestURIs(under: base).isEmpty)
    let refreshed = try await WxshBinary.run(
      ["--json", "-c", ":refresh all"], environment: environment)
    #expect(refreshed.status == 0, "\(refreshed.stderr)")
    let paths = try await stub.requestURIs(under: base)
    #expect(paths.count == 1)
    #expect(paths.first?.contains("latitude=") == true && paths.first?.contains(",") == true)
    let list = try await WxshBinary.run(["--json", "-c", ":list"], environment: environment)
    let places = jsonLines(list.stdout).first?["places"] as? [[String: Any]]
    #expect(places?.count == 4)
    #expect(places?.allSatisfy { $0["current"] is [String: Any] } == true)
    #expect(
      try await stub.requestURIs(under: base).count == 1, ":list within 10 minutes uses the cache")
  }

  @Test func offlineUsesTheCacheOnlyAndFailsCleanlyWithout() async throws {
    let base = stub.url()
    let environment = environment(base)
    let cold = try await WxshBinary.run(
      ["--offline", "-c", ":now lisbon"], environment: environment)
    #expect(cold.status == 1)
    #expect(cold.stderr.split(separator: "\n").count == 1)
    #expect(try await stub.requestURIs(under: base).isEmpty)
    _ = try await WxshBinary.run(["-c", ":now lisbon"], environment: environment)
    let warm = try await WxshBinary.run(
      ["--offline", "-c", ":now lisbon"], environment: environment)
    #expect(warm.status == 0, "\(warm.stderr)")
    #expect(try await stub.requestURIs(under: base).count == 1)
  }

  @Test func aFailedRefreshShowsTheLastDataWithItsAge() async throws {
    let good = stub.url()
    _ = try await WxshBinary.run(["-c", ":now oslo"], environment: environment(good))
    let failing = stub.url("fault=500", "times=99")
    let result = try await WxshBinary.run(
      ["--json", "-c", ":now oslo", "-c", ":refresh"], environment: environment(failing))
    // The user asked for fresh data and did not get it: the old data is shown, and it fails.
    #expect(result.status == 1, "\(result.stderr)")
    #expect(result.stderr.contains("could not refresh"))
    #expect(result.stderr.contains("showing the forecast from"))
    let docs = jsonLines(result.stdout)
    #expect((docs.last?["places"] as? [[String: Any]])?.first?["source"] != nil)
    #expect(docs.last?["stale"] as? Bool == true)
  }

  @Test(arguments: [
    "fault=500/times=99", "fault=503/times=99", "fault=429/retry-after=120", "fault=html",
    "fault=malformed", "fault=truncated", "fault=huge", "fault=escape", "fault=nulls",
    "fault=wrong-types", "fault=hang", "fault=trickle", "fault=401", "fault=redirect",
  ])
  func everyFaultEndsWithOneCleanLineWithinItsDeadline(_ fault: String) async throws {
    let base = stub.url(fault)
    // The nulls mode always blanks visibility, which :details shows.
    let command = fault == "fault=nulls" ? ":details 대구" : ":now 대구"
    let result = try await WxshBinary.run(
      ["-c", command], environment: environment(base), timeout: 40)
    // Its own run time, from spawn to exit: a busy test runner does not stretch it.
    #expect(result.seconds <= 25, "\(fault) took \(result.seconds) s")
    if fault == "fault=nulls" {
      #expect(result.status == 0, "nulls show as —: \(result.stderr)")
      #expect(result.stdout.contains("—"))
    } else {
      #expect(result.status == 1, "\(fault): \(result.stdout)")
      let lines = result.stderr.split(separator: "\n")
      #expect(lines.count == 1, "\(fault): \(result.stderr)")
      #expect(lines.first?.hasPrefix("wxsh: ") == true)
    }
    #expect(
      !result.stderr.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || $0.value == 0x7F })
    #expect(!result.stdoutBytes.contains(0x1B))
  }

  @Test func theOpenWeatherMapKeyNeverReachesAFileOrTheScreen() async throws {
    let base = stub.url()
    let key = "k3y-never-show-\(UUID().uuidString.prefix(6))"
    let environment = environment(base, extra: ["OPENWEATHERMAP_API_KEY": key])
    let result = try await WxshBinary.run(
      [
        "--provider", "openweathermap", "--json", "-c", ":now lima", "-c", ":add lima", "-c",
        ":daily",
      ],
      environment: environment)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(!result.stdout.contains(key) && !result.stderr.contains(key))
    let failing = try await WxshBinary.run(
      ["--provider", "openweathermap", "-c", ":refresh"],
      environment: self.environment(
        stub.url("fault=echo-key"), extra: ["OPENWEATHERMAP_API_KEY": key]))
    #expect(!failing.stdout.contains(key) && !failing.stderr.contains(key))
    let files =
      FileManager.default.enumerator(atPath: home.path)?.compactMap { $0 as? String } ?? []
    #expect(!files.isEmpty)
    for file in files {
      #expect(!file.contains(key))
      if let data = FileManager.default.contents(atPath: home.path + "/" + file) {
        #expect(!String(decoding: data, as: UTF8.self).contains(key), "\(file)")
      }
    }
    let rejected = try await WxshBinary.run(
      ["--provider", "openweathermap", "-c", ":now quito"],
      environment: self.environment(stub.url(), extra: ["OPENWEATHERMAP_API_KEY": "invalid-key"]))
    #expect(rejected.status == 1)
    #expect(rejected.stderr.contains("invalid or not active yet"))
  }

  /// Issue 28: `:hourly` was 25 lines at 80×24. The place's name shares the heading's line and
  /// the two blocks follow each other, so 24 hours, their status line and a prompt fit.
  @Test(arguments: [80, 40])
  func hourlyFitsTwentyFourRows(columns: Int) async throws {
    let result = try await WxshBinary.run(
      ["-c", ":hourly berlin"],
      environment: environment(stub.url(), extra: ["COLUMNS": String(columns), "LINES": "24"]))
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    // At 40 columns a row holds 8 hours: the view is longer and a terminal pages it.
    if columns == 80 { #expect(lines.count <= 23, "\(result.stdout)") }
    #expect(lines.first?.hasPrefix("Berlin, Berlin, Germany") == true)
    for line in lines {
      #expect(TerminalText.displayWidth(String(line)) <= columns, "\(line)")
    }
  }
}

/// Display width of a line, counting East Asian wide characters and emoji as two cells.
enum TerminalWidth {
  static func of(_ line: String) -> Int {
    line.unicodeScalars.reduce(0) { width, scalar in
      let value = scalar.value
      if scalar.properties.generalCategory == .nonspacingMark || value == 0x200D
        || (0xFE00...0xFE0F).contains(value)
      {
        return width
      }
      let wide =
        (0x1100...0x115F).contains(value) || (0x2E80...0xA4CF).contains(value)
        || (0xAC00...0xD7A3).contains(value) || (0xF900...0xFAFF).contains(value)
        || (0xFE30...0xFE4F).contains(value) || (0xFF00...0xFF60).contains(value)
        || (0xFFE0...0xFFE6).contains(value) || (0x1F300...0x1F64F).contains(value)
        || (0x1F900...0x1F9FF).contains(value) || (0x20000...0x3FFFD).contains(value)
      return width + (wide ? 2 : 1)
    }
  }
}
