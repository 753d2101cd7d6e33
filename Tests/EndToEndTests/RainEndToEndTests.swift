import Foundation
import TestSupport
import Testing

/// `:now` and `:rain` against served 15-minute series: the announcement says what the series
/// says, to the minute for the clock time and to the nearest 5 minutes for "in about".
@Suite(.needsPlaceData, .size(.medium)) struct RainEndToEndTests {
  let stub: StubServerProcess

  init() async throws {
    stub = try await StubServerProcess.ready()
  }

  /// The `minutely_15` block the stub serves for a base URL's one request.
  func servedSteps(_ base: String) async throws -> [(time: Double, amount: Double)] {
    let id = String(base.split(separator: "/").last ?? "")
    let log = try JSONSerialization.jsonObject(with: try await stub.get("/__requests?filter=" + id))
    let entries =
      (log as? [[String: Any]]) ?? ((log as? [String: Any])?["requests"] as? [[String: Any]]) ?? []
    let path = try #require(
      entries.compactMap { ($0["path"] as? String) ?? ($0["uri"] as? String) }.first)
    #expect(path.contains("minutely_15=precipitation"), "one request asks for it: \(path)")
    let answer = try #require(
      try JSONSerialization.jsonObject(with: try await stub.get(path)) as? [String: Any])
    let block = try #require(answer["minutely_15"] as? [String: Any])
    let times = try #require(block["time"] as? [Double])
    let amounts = try #require(block["precipitation"] as? [Double])
    return zip(times, amounts).map { ($0, $1) }
  }

  /// `HH:MM` of an epoch in New York.
  func newYorkTime(_ epoch: Double) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "America/New_York")
    formatter.dateFormat = "HH:mm"
    return formatter.string(from: Date(timeIntervalSince1970: epoch))
  }

  /// How the shell names `epoch` in New York seen during a run from `start` to `end`: its
  /// time, with `tomorrow` before it when it falls on the next day there (rain that stops
  /// after midnight).
  func newYorkTimes(_ epoch: Double, from start: Double, to end: Double) -> Set<String> {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "America/New_York")
    formatter.dateFormat = "yyyy-MM-dd"
    let day = formatter.string(from: Date(timeIntervalSince1970: epoch))
    return Set(
      [start, end].map { now in
        day == formatter.string(from: Date(timeIntervalSince1970: now))
          ? newYorkTime(epoch) : "tomorrow " + newYorkTime(epoch)
      })
  }

  /// The "in about N min" values that rounding allows for an instant seen during a run.
  func allowedMinutes(_ instant: Double, from start: Double, to end: Double) -> Set<Int> {
    let early = (instant - end) / 60
    let late = (instant - start) / 60
    return Set((Int((early / 5).rounded()) * 5)...(Int((late / 5).rounded()) * 5))
  }

  func run(_ fixture: String, _ commands: [String], flags: [String] = []) async throws -> (
    WxshBinary.Result, String, Double, Double
  ) {
    let home = try TemporaryDirectory(prefix: "wxsh-e2e-rain")
    let base = stub.url("fixture=" + fixture)
    var environment = WxshBinary.environment(home: home.path)
    environment["WXSH_OPEN_METEO_URL"] = base
    environment["WXSH_OPENWEATHERMAP_URL"] = stub.url()
    environment["OPENWEATHERMAP_API_KEY"] = "0123456789abcdef0123456789abcdef"
    let start = Date().timeIntervalSince1970
    let result = try await WxshBinary.run(
      flags + commands.flatMap { ["-c", $0] }, environment: environment)
    return (result, base, start, Date().timeIntervalSince1970)
  }

  @Test func nowAnnouncesRainStartingAndStopping() async throws {
    let (result, base, start, end) = try await run("rain-starting", [":now new york", ":rain"])
    #expect(result.status == 0, "\(result.stderr)")
    let steps = try await servedSteps(base)
    let wet = steps.filter { $0.amount >= 0.1 }
    let first = try #require(wet.first)
    let last = try #require(wet.last)
    let rainStart = first.time - 900
    let line = try #require(
      result.stdout.split(separator: "\n").first { $0.hasPrefix("Rain starting") })
    let minutes = allowedMinutes(rainStart, from: start, to: end)
    let expected = minutes.flatMap { minute in
      newYorkTimes(last.time, from: start, to: end).map {
        "Rain starting in about \(minute) min, stopping around \($0)"
      }
    }
    #expect(expected.contains(String(line)), "\(line) not in \(expected)")
    // :rain shows the same line and the wet steps as bars with their amounts.
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.filter { $0 == String(line) }.count == 2)
    #expect(lines.contains { $0.hasPrefix(newYorkTime(rainStart)) && $0.hasSuffix("0.4 mm") })
  }

  @Test func nowAnnouncesRainStopping() async throws {
    let (result, base, start, end) = try await run("rain-stopping", [":now new york"])
    #expect(result.status == 0, "\(result.stderr)")
    let steps = try await servedSteps(base)
    let lastWet = try #require(steps.last { $0.amount >= 0.1 })
    let minutes = allowedMinutes(lastWet.time, from: start, to: end)
    let line = try #require(
      result.stdout.split(separator: "\n").first { $0.hasPrefix("Rain stopping") })
    // The captured hours have rain again later: said in the same sentence.
    #expect(
      minutes.contains {
        line == "Rain stopping in about \($0) min"
          || line.hasPrefix("Rain stopping in about \($0) min, resuming around ")
      },
      "\(line)")
  }

  /// Issue 47, item 3: snow is called snow, and the page says one thing about it.
  @Test func snowIsCalledSnowAndItsReturnIsSaidInOneSentence() async throws {
    let (result, base, start, end) = try await run(
      "snow-stopping", [":now new york", ":rain new york"])
    #expect(result.status == 0, "\(result.stderr)")
    let steps = try await servedSteps(base)
    let lastWet = try #require(steps.last { $0.amount >= 0.1 })
    // The steps ahead end 2 h 15 min after the current step's end; the first snowy hour from
    // then on is when it resumes (every served hour is snowy).
    var resumes: Set<String> = []
    for instant in [start, end] {
      let lastEnd = try #require(steps.last { $0.time > instant && $0.time - 900 < instant + 7200 })
      resumes.insert(newYorkTime((lastEnd.time / 3600).rounded(.up) * 3600))
    }
    let minutes = allowedMinutes(lastWet.time, from: start, to: end)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    let line = try #require(lines.first { $0.hasPrefix("Snow stopping") }, "\(lines)")
    #expect(
      minutes.contains { minute in
        resumes.contains {
          line.hasPrefix("Snow stopping in about \(minute) min, resuming around")
            && line.hasSuffix($0)
        }
      }, "\(line) (minutes \(minutes), resuming \(resumes))")
    // One sentence: no hourly line saying the opposite, no rain.
    #expect(!lines.contains { $0.contains("likely") || $0.contains("Rain") }, "\(lines)")
    #expect(lines.contains("Snow, the next 2 hours"))
    let (json, _, _, _) = try await run("snow-stopping", [":rain new york"], flags: ["--json"])
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let outlook = try #require(document["outlook"] as? [String: Any])
    #expect(outlook["kind"] as? String == "snow")
    #expect(outlook["resume"] is String)
    let served = try #require(document["steps"] as? [[String: Any]])
    #expect(served.first?["kind"] as? String == "snow")
  }

  @Test func dryOrUnknownSaysNothingAndJSONHasTheSteps() async throws {
    let (dry, _, _, _) = try await run("open-meteo-new-york", [":now new york"])
    #expect(dry.status == 0, "\(dry.stderr)")
    #expect(!dry.stdout.contains("Rain starting") && !dry.stdout.contains("Rain stopping"))
    let (json, _, _, _) = try await run("rain-stopping", [":rain new york"], flags: ["--json"])
    #expect(json.status == 0, "\(json.stderr)")
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    #expect((document["outlook"] as? [String: Any])?["state"] as? String == "stopping")
    let steps = try #require(document["steps"] as? [[String: Any]])
    #expect(steps.count == 8)
    #expect(steps.first?["precipitation"] as? Double == 0.8)
  }

  /// OpenWeatherMap has no 15-minute data: `:rain` says so and shows its 3-hour steps.
  @Test func openWeatherMapSaysNotAvailable() async throws {
    let (result, _, _, _) = try await run(
      "rain-starting", [":rain london"], flags: ["--provider", "openweathermap"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("15-minute rain is not available from OpenWeatherMap"))
    #expect(!result.stdout.contains("Rain starting"))
  }
}
