import Foundation
import TestSupport
import Testing

/// The interactive shell under a real decimal-comma locale (de_DE.UTF-8, compiled for the test):
/// the line editor sets the character type from the environment, and the numbers wxsh sends to
/// the services must still have a decimal point.
@Suite(.serialized, .needsPlaceData, .size(.medium)) struct DecimalCommaLocaleTests {
  @Test func theShellUnderGermanAsksEveryServiceWithDecimalPointsAndShowsTheWeather() async throws {
    let locale = try await GeneratedLocale.compile("de_DE")
    defer { locale.remove() }
    // The C library writes a decimal comma under this locale; without that the test proves nothing.
    #expect(try await locale.keyword("decimal_point") == ",")

    let stub = try await StubServerProcess.ready()
    let home = try TemporaryDirectory(prefix: "wxsh-pty-de")
    defer { home.remove() }
    let forecast = stub.url()
    let air = stub.url()
    let nws = stub.url("fixture=nws-several")
    var environment = WxshBinary.environment(
      home: home.path,
      extra: [
        "TERM": "xterm", "COLUMNS": "100", "LANG": locale.name, "LOCPATH": locale.directory,
        "WXSH_OPEN_METEO_URL": forecast, "WXSH_AIR_QUALITY_URL": air, "WXSH_NWS_URL": nws,
        "WXSH_NWS_CONTACT": "tests@example.org",
      ])
    environment["LC_ALL"] = nil
    let terminal = try PseudoTerminal(
      path: WxshBinary.path, arguments: [], environment: environment)
    /// Types `line` and waits for the prompt that follows its output.
    func run(_ line: String) async -> Bool {
      let before = terminal.text.components(separatedBy: "> ").count
      terminal.type(line + "\r")
      return await terminal.waitFor(timeout: 20) {
        $0.components(separatedBy: "> ").count > before
      }
    }
    #expect(await terminal.waitFor { $0.hasSuffix("> ") })

    #expect(await run(":now berlin"), "\(terminal.text)")
    #expect(terminal.text.contains("Wetterdaten von Open-Meteo.com"), "\(terminal.text)")
    #expect(!terminal.text.contains("Parameter"), "a service refused the request: \(terminal.text)")
    #expect(await run(":air berlin"))
    #expect(terminal.text.contains("PM2.5"), "\(terminal.text)")
    #expect(await run(":alerts chicago"))
    #expect(terminal.text.contains("Tornado Warning"), "\(terminal.text)")
    // UTF-8 typing still works: the character type still comes from the German locale.
    #expect(await run(":now münchen"))
    #expect(terminal.text.contains("München"), "\(terminal.text)")
    #expect(terminal.text.components(separatedBy: "Wetterdaten von Open-Meteo.com").count == 3)

    terminal.type(":q\r")
    #expect(await terminal.waitForExit() == 0)

    let asked = try await stub.requestURIs(under: forecast)
    let airAsked = try await stub.requestURIs(under: air)
    let nwsAsked = try await stub.requestURIs(under: nws)
    #expect(asked.contains { $0.contains("latitude=52.52") && $0.contains("longitude=13.41") })
    #expect(asked.contains { $0.contains("latitude=48.13") && $0.contains("longitude=11.57") })
    #expect(airAsked.contains { $0.contains("latitude=52.52") })
    #expect(nwsAsked.contains { $0.contains("point=41.8") && $0.contains(",-87.6") })
    for uri in asked + airAsked + nwsAsked {
      #expect(uri.range(of: #"\d,\d"#, options: .regularExpression) == nil, "\(uri)")
      #expect(uri.range(of: #"\d%2C\d"#, options: .regularExpression) == nil, "\(uri)")
    }
    // The cache files are named by the point, with the same digits.
    let cached = FileManager.default.enumerator(atPath: home.path + "/cache")?.allObjects ?? []
    let names = cached.compactMap { $0 as? String }
    #expect(names.contains { $0.contains("52.524_13.411") }, "\(names)")
    #expect(!names.contains { $0.range(of: #"\d,\d"#, options: .regularExpression) != nil })
  }

  /// Issue 40, item 7: in ASCII (`LC_ALL=C`) a coordinate's degree sign goes, not becomes the
  /// temperature's unit letter (`40.7864CN` before); a temperature's still does.
  @Test func underTheCLocaleACoordinateKeepsItsCompassLetter() async throws {
    let stub = try await StubServerProcess.ready()
    let home = try TemporaryDirectory(prefix: "wxsh-c-locale")
    defer { home.remove() }
    var environment = WxshBinary.environment(
      home: home.path, extra: ["LC_ALL": "C", "WXSH_OPEN_METEO_URL": stub.url()])
    environment["LANG"] = nil
    let result = try await WxshBinary.run(
      ["-c", ":add 40.7864,-73.97", "-c", ":list", "-c", ":units f", "-c", ":list"],
      environment: environment)
    #expect(result.status == 0, "\(result.stderr)")
    let rows = result.stdout.split(separator: "\n").filter { $0.contains("40.7864") }
    #expect(rows.count >= 3, "\(result.stdout)")
    for row in rows {
      #expect(row.contains("40.7864N 73.9700W"), "\(row)")
      let ascii = row.allSatisfy { $0.isASCII }
      #expect(ascii, "\(row)")
    }
    // The temperatures keep their unit letter in place of the degree sign.
    #expect(rows.dropFirst().first?.range(of: #"-?\d+C"#, options: .regularExpression) != nil)
    #expect(rows.last?.range(of: #"-?\d+F"#, options: .regularExpression) != nil)
  }
}
