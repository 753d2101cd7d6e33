import Foundation
import TestSupport
import Testing

/// `:alerts` and the alert banner for European places through the built binary, against the
/// stub server's MeteoAlarm route (`/api/v1/warnings/feeds-SLUG`) and its hand-made fixtures
/// (Fixtures/MeteoAlarm; see its README for what each file holds).
@Suite(.needsPlaceData, .size(.medium)) struct MeteoAlarmEndToEndTests {
  let home: TemporaryDirectory
  let stub: StubServerProcess

  init() async throws {
    home = try TemporaryDirectory(prefix: "wxsh-e2e-meteoalarm")
    stub = try await StubServerProcess.ready()
  }

  /// Weather from the stub; MeteoAlarm from `alerts` (a stub URL with a fixture or a fault);
  /// messages in `language` (a `LANG` value), with no `LC_ALL` or `LC_MESSAGES` to override it.
  func environment(alerts: String, language: String = "en_US.UTF-8") -> [String: String] {
    var environment = WxshBinary.environment(home: home.path)
    environment["WXSH_OPEN_METEO_URL"] = stub.url()
    environment["WXSH_METEOALARM_URL"] = alerts
    environment["LANG"] = language
    environment["LC_ALL"] = nil
    environment["LC_MESSAGES"] = nil
    return environment
  }

  /// The stub URL serving `Fixtures/MeteoAlarm/NAME.json`, with a fresh id.
  func feed(_ name: String) -> String { stub.url("fixture=\(name)") }

  /// Output with every run of white space (line breaks and wrap indents too) as one space, so
  /// a sentence is found wherever the view wraps it.
  func flat(_ text: String) -> String {
    text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
  }

  /// The feed requests among them (`/api/v1/warnings/feeds-SLUG`).
  func feedRequests(_ base: String, slug: String? = nil) async throws -> [String] {
    try await stub.requestURIs(under: base).filter {
      $0.contains("/api/v1/warnings/feeds-" + (slug ?? ""))
    }
  }

  /// Scalars that steer a terminal (TestSupport's list).
  func steering(_ text: String) -> [String] { steeringScalars(in: text) }

  // MARK: - Germany: which warnings count, in which language

  @Test func berlinInEnglishShowsOnlyTheActiveWarningsForBerlin() async throws {
    let alerts = feed("germany")
    let result = try await WxshBinary.run(
      ["-c", ":alerts berlin"], environment: environment(alerts: alerts))
    #expect(result.status == 0, "\(result.stderr)")
    let out = result.stdout
    let lower = out.lowercased()
    #expect(out.contains("gale-force gusts"), "the orange wind warning, in English:\n\(out)")
    #expect(lower.contains("severe thunderstorm"), "the thunderstorm Update:\n\(out)")
    #expect(out.contains("MeteoAlarm"), "the source is named:\n\(out)")
    #expect(!out.contains("STURMBÖEN"), "German text with LANG=en_US:\n\(out)")
    #expect(!lower.contains("frost"), "Ludwigsburg's frost or the AllClear:\n\(out)")
    #expect(!lower.contains("persistent rain"), "the expired rain warning:\n\(out)")
    #expect(!lower.contains("hail"), "the superseded thunderstorm Alert:\n\(out)")
    #expect(!lower.contains("no hazard"), "the green (level 1) entry:\n\(out)")
    #expect(!lower.contains("green level"), "the green (level 1) entry:\n\(out)")
    #expect(try await feedRequests(alerts, slug: "germany").count == 1)
  }

  @Test func berlinInGermanShowsTheGermanBlock() async throws {
    let result = try await WxshBinary.run(
      ["-c", ":alerts berlin"],
      environment: environment(alerts: feed("germany"), language: "de_DE.UTF-8"))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("STURMBÖEN"), "\(result.stdout)")
    #expect(result.stdout.contains("SCHWERES GEWITTER"), "\(result.stdout)")
    #expect(!result.stdout.contains("gale-force gusts"), "\(result.stdout)")
    #expect(!result.stdout.contains("FROST"), "\(result.stdout)")
  }

  @Test func theFirstAlertIsTheMostSevereWithItsFullText() async throws {
    let result = try await WxshBinary.run(
      ["-c", ":alerts 1 berlin"], environment: environment(alerts: feed("germany")))
    #expect(result.status == 0, "\(result.stderr)")
    let text = flat(result.stdout)
    #expect(
      text.contains(
        "Gale-force gusts of 65 to 80 km/h from the west are expected over Berlin this"
          + " afternoon and evening."),
      "the orange wind warning's description:\n\(result.stdout)")
    #expect(
      text.contains(
        "Tie down loose objects on balconies and in gardens, and keep your distance from trees."),
      "its instruction:\n\(result.stdout)")
    #expect(!text.lowercased().contains("severe thunderstorms with heavy rain"))
  }

  @Test func nowStartsWithTheBanner() async throws {
    let result = try await WxshBinary.run(
      ["-c", ":now berlin"], environment: environment(alerts: feed("germany")))
    #expect(result.status == 0, "\(result.stderr)")
    let head = result.stdout.split(separator: "\n").prefix(3).joined(separator: "\n")
    #expect(head.contains("gale-force gusts"), "\(result.stdout)")
    #expect(result.stdout.contains("Berlin"), "the weather view is there:\n\(result.stdout)")
    #expect(!result.stdout.lowercased().contains("frost"), "\(result.stdout)")
  }

  // MARK: - France and Norway

  @Test(arguments: [
    ("fr_FR.UTF-8", "Vigilance orange orages", "Orange thunderstorm warning"),
    ("en_GB.UTF-8", "Orange thunderstorm warning", "Vigilance orange orages"),
  ])
  func parisInTheUsersLanguageWithoutTheGreenMarker(
    language: String, shown: String, hidden: String
  ) async throws {
    let result = try await WxshBinary.run(
      ["-c", ":alerts paris"], environment: environment(alerts: feed("france"), language: language))
    #expect(result.status == 0, "\(language): \(result.stderr)")
    #expect(result.stdout.contains(shown), "\(language):\n\(result.stdout)")
    #expect(!result.stdout.contains(hidden), "\(language):\n\(result.stdout)")
    let lower = result.stdout.lowercased()
    for marker in ["canicule", "heatwave"] {
      #expect(!lower.contains(marker), "\(language): the green marker shows:\n\(result.stdout)")
    }
  }

  @Test func bergenIsMatchedByThePolygonOnly() async throws {
    let alerts = feed("norway-polygon")
    let result = try await WxshBinary.run(
      ["-c", ":alerts bergen"], environment: environment(alerts: alerts))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("Gale"), "the polygon around Bergen:\n\(result.stdout)")
    #expect(!result.stdout.contains("Blowing snow"), "the polygon near Tromsø:\n\(result.stdout)")
    #expect(!result.stdout.contains("Snøfokk"), "\(result.stdout)")
    #expect(try await feedRequests(alerts, slug: "norway").count == 1)
  }

  // MARK: - None, failures, hostile text

  @Test func anEmptyFeedSaysSo() async throws {
    let result = try await WxshBinary.run(
      ["-c", ":alerts berlin"], environment: environment(alerts: feed("empty")))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("No active MeteoAlarm warning"), "\(result.stdout)")
    #expect(!result.stdout.contains("⚠"))
  }

  @Test(arguments: ["fault=500", "fault=html", "fault=malformed"])
  func aFailingFeedLeavesTheWeatherViewWorking(segment: String) async throws {
    let now = try await WxshBinary.run(
      ["-c", ":now berlin"], environment: environment(alerts: stub.url(segment)), timeout: 40)
    #expect(now.status == 0, "\(segment): \(now.stderr)")
    #expect(now.stdout.contains("Berlin"), "\(segment): the weather:\n\(now.stdout)")
    let warnings = now.stderr.split(separator: "\n").filter { $0.contains("alerts unavailable") }
    #expect(warnings.count == 1, "\(segment): \(now.stderr)")
    #expect(warnings.first?.hasPrefix("wxsh: warning: alerts unavailable") == true)
    // :alerts itself fails, with one line.
    let alerts = try await WxshBinary.run(
      ["-c", ":alerts berlin"], environment: environment(alerts: stub.url(segment)), timeout: 40)
    #expect(alerts.status != 0, "\(segment): \(alerts.stdout)")
    #expect(alerts.stderr.split(separator: "\n").count == 1, "\(segment): \(alerts.stderr)")
    #expect(alerts.stderr.contains("alerts unavailable"), "\(segment): \(alerts.stderr)")
  }

  @Test func escapeSequencesInWarningTextNeverReachTheTerminal() async throws {
    for arguments in [
      ["-c", ":now berlin", "-c", ":alerts", "-c", ":alerts 1"],
      ["-c", ":alerts 1 berlin"],
      ["--json", "-c", ":alerts berlin", "-c", ":alerts 1"],
    ] {
      let result = try await WxshBinary.run(
        arguments, environment: environment(alerts: feed("germany-hostile")))
      #expect(result.status == 0, "\(arguments): \(result.stderr)")
      #expect(result.stdout.lowercased().contains("storm"), "\(arguments):\n\(result.stdout)")
      for (name, bytes) in [("stdout", result.stdoutBytes), ("stderr", Array(result.stderr.utf8))] {
        #expect(!bytes.contains(0x1B), "ESC on \(name) of \(arguments)")
        #expect(!bytes.contains(0x07), "BEL on \(name) of \(arguments)")
      }
      for (name, text) in [("stdout", result.stdout), ("stderr", result.stderr)] {
        #expect(steering(text).isEmpty, "\(name) of \(arguments): \(steering(text))")
        #expect(!text.unicodeScalars.contains("\u{9B}"), "CSI (U+009B) on \(name)")
        #expect(!text.unicodeScalars.contains("\u{202E}"), "U+202E on \(name)")
      }
      if arguments == ["-c", ":alerts 1 berlin"] {
        // A 100 kB description; the product keeps 8 KB of it.
        #expect(
          result.stdoutBytes.count < 16_384, "\(result.stdoutBytes.count) bytes for one alert")
        #expect(flat(result.stdout).contains("Gale-force gusts keep coming over Berlin."))
      }
    }
  }

  // MARK: - JSON, unsupported places, the cache

  @Test func jsonNamesTheSourceAndEveryAlertsLanguage() async throws {
    let result = try await WxshBinary.run(
      ["--json", "-c", ":alerts berlin"], environment: environment(alerts: feed("germany")))
    #expect(result.status == 0, "\(result.stderr)")
    let document = try #require(jsonLines(result.stdout).first, "\(result.stdout)")
    #expect((document["source"] as? [String: Any])?["id"] as? String == "meteoalarm")
    let alerts = try #require(document["alerts"] as? [[String: Any]], "\(result.stdout)")
    #expect(alerts.count == 2, "the wind warning and the thunderstorm Update:\n\(result.stdout)")
    for alert in alerts {
      for key in ["id", "event", "severity", "language"] {
        #expect(alert[key] != nil, "no \(key) in \(alert)")
      }
    }
    let events = alerts.compactMap { $0["event"] as? String }
    #expect(events.first == "gale-force gusts", "most severe first: \(events)")
    #expect(events.contains("severe thunderstorm"), "\(events)")
  }

  @Test func mexicoHasNoSourceAndMeteoAlarmIsNotAsked() async throws {
    let alerts = feed("germany")
    let result = try await WxshBinary.run(
      ["-c", ":alerts mexico city"], environment: environment(alerts: alerts))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.lowercased().contains("no official alert source for mexico"),
      "\(result.stdout)")
    #expect(try await feedRequests(alerts).isEmpty, "MeteoAlarm is never asked about Mexico City")
  }

  @Test func aSecondLookWithinTenMinutesUsesTheCache() async throws {
    let alerts = feed("germany")
    let result = try await WxshBinary.run(
      ["-c", ":alerts berlin", "-c", ":alerts berlin"], environment: environment(alerts: alerts))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.components(separatedBy: "gale-force gusts").count - 1 == 2,
      "both lists show the warning:\n\(result.stdout)")
    #expect(try await feedRequests(alerts, slug: "germany").count == 1)
    // A second process with the same cache asks no one either.
    let again = try await WxshBinary.run(
      ["-c", ":now berlin"], environment: environment(alerts: alerts))
    #expect(again.stdout.contains("gale-force gusts"), "\(again.stdout)")
    #expect(try await feedRequests(alerts, slug: "germany").count == 1)
  }

  // MARK: - Elsewhere in the country, the status line and :list

  @Test func aPlaceWithNoWarningOfItsOwnIsToldOfTheRestOfTheCountry() async throws {
    let alerts = feed("germany")
    let result = try await WxshBinary.run(
      ["-c", ":alerts hamburg", "-c", ":alerts all hamburg"],
      environment: environment(alerts: alerts))
    #expect(result.status == 0, "\(result.stderr)")
    let text = flat(result.stdout)
    #expect(text.contains("No active MeteoAlarm warning for Hamburg's area."), "\(text)")
    #expect(text.contains("3 warnings elsewhere in Germany: ':alerts all hamburg' lists them."))
    // The country list: Berlin's two and Ludwigsburg's frost, never the dropped ones.
    for event in ["gale-force gusts", "severe thunderstorm", "frost"] {
      #expect(text.contains(event), "\(event) missing from :alerts all")
    }
    #expect(!text.contains("thunderstorms with hail") && !text.contains("persistent rain"))
    #expect(try await feedRequests(alerts, slug: "germany").count == 1)
  }

  @Test func theStatusLineAndTheListMarkTheWarning() async throws {
    let alerts = feed("germany")
    let line = try await WxshBinary.run(
      ["-c", ":line berlin --format '%l: %A'"], environment: environment(alerts: alerts))
    #expect(line.status == 0, "\(line.stderr)")
    #expect(line.stdout == "Berlin: gale-force gusts +1\n", "\(line.stdout)")
    let list = try await WxshBinary.run(
      ["-c", ":add berlin", "-c", ":add hamburg", "-c", ":list"],
      environment: environment(alerts: alerts))
    let rows = list.stdout.split(separator: "\n").map(String.init)
    #expect(rows.contains { $0.contains("Berlin") && $0.hasSuffix("⚠ alert") }, "\(rows)")
    #expect(rows.contains { $0.contains("Hamburg") && !$0.contains("⚠") }, "\(rows)")
    #expect(try await feedRequests(alerts, slug: "germany").count == 1, ":list asks no one")
  }
}
