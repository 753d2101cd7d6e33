import Foundation
import TestSupport
import Testing

/// A new user's first hour at 80×24, through the built binary (run again against the release
/// binary by scripts/test): a page that fits, names that tell places apart, questions instead
/// of guesses, apostrophes, bare command words, coordinates, Tab that narrows.
@Suite(.serialized, .needsPlaceData, .size(.medium)) struct AtHomeEndToEndTests {
  let home: TemporaryDirectory
  let stub: StubServerProcess

  init() async throws {
    home = try TemporaryDirectory(prefix: "wxsh-e2e-home")
    stub = try await StubServerProcess.ready()
  }

  func environment(columns: Int = 80, rows: Int = 24) -> [String: String] {
    WxshBinary.environment(
      home: home.path,
      extra: [
        "WXSH_OPEN_METEO_URL": stub.url(), "COLUMNS": String(columns), "LINES": String(rows),
      ])
  }

  func run(_ commands: [String], columns: Int = 80, rows: Int = 24) async throws
    -> WxshBinary.Result
  {
    try await WxshBinary.run(
      commands.flatMap { ["-c", $0] }, environment: environment(columns: columns, rows: rows))
  }

  @Test(arguments: [(80, 24), (40, 24), (120, 40)])
  func showFitsTheScreenWithThePrompt(columns: Int, rows: Int) async throws {
    let result = try await run([":show seoul"], columns: columns, rows: rows)
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.count <= rows - 1, "\(lines.count) lines:\n\(result.stdout)")
    #expect(lines.first?.hasPrefix("Seoul") == true)
    #expect(result.stdout.contains("Next ") && result.stdout.contains("-day forecast"))
    #expect(lines.last == "Weather data by Open-Meteo.com")
    let full = try await run([":show full seoul"], columns: columns, rows: rows)
    #expect(full.stdout.contains("Details") && full.stdout.contains("Daylight"))
    #expect(full.stdout.split(separator: "\n").count > lines.count)
  }

  @Test func twoPortlandsReadDifferentlyAndRmAsks() async throws {
    let added = try await run([":add portland, or", ":add seoul", ":add portland, me", ":list"])
    #expect(added.status == 0, "\(added.stderr)")
    #expect(added.stdout.contains("Portland, OR") && added.stdout.contains("Portland, ME"))
    let refresh = try await run([":refresh all"])
    #expect(refresh.status == 0, "\(refresh.stderr)")
    #expect(refresh.stdout.contains("Portland, OR") && refresh.stdout.contains("Portland, ME"))
    // A script is told the candidates and nothing is removed.
    let removal = try await run([":rm portland", ":list"])
    #expect(removal.status == 1)
    #expect(
      removal.stderr.contains("'portland' matches 2 saved places: 1 Portland, OR, 3 Portland, ME"),
      "\(removal.stderr)")
    #expect(removal.stdout.contains("Portland, OR") && removal.stdout.contains("Portland, ME"))
    let json = try await WxshBinary.run(
      ["--json", "-c", ":rm portland"], environment: environment())
    #expect(json.stdout.contains("\"kind\":\"ambiguousPlace\""), "\(json.stdout)")
  }

  @Test func everyViewNamesItsPlaceFirst() async throws {
    for command in [":hourly 6 tokyo", ":daily 3 tokyo", ":details tokyo", ":now tokyo"] {
      let result = try await run([command])
      #expect(result.status == 0, "\(command): \(result.stderr)")
      let first = result.stdout.split(separator: "\n").first ?? ""
      #expect(first.hasPrefix("Tokyo"), "\(command): \(first)")
    }
  }

  @Test func apostrophesAreLetters() async throws {
    let result = try await run([":now st john's", ":search l'aquila", ":here set n'djamena"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("St. John's"))
    #expect(result.stdout.contains("L'Aquila"))
    #expect(result.stdout.contains("N'Djamena"))
    #expect(!result.stderr.contains("unterminated"))
  }

  @Test(arguments: ["help", "quit", "list", "ls", "q"])
  func bareCommandWordsAreNeverPlaces(word: String) async throws {
    let result = try await WxshBinary.run(
      [], stdin: word + "\n:list\n", environment: environment())
    #expect(result.status == 1)
    #expect(result.stderr.contains("did you mean :"), "\(result.stderr)")
    #expect(result.stderr.contains("type :show \(word)"))
    #expect(result.stdout.contains("No saved places yet"), "the next line still runs")
    #expect(!result.stdout.contains("Weather data by"), "no place was shown for '\(word)'")
  }

  @Test func postalCodesOfOtherCountriesSaySoInsteadOfNothing() async throws {
    let french = try await run([":search 75001, fr"])
    #expect(french.status == 1)
    #expect(
      french.stderr.contains(
        "postal codes for FR are not included; only US ZIP codes and German postcodes are"),
      "\(french.stderr)")
    let unknown = try await run([":now 99999"])
    #expect(unknown.status == 1)
    #expect(
      unknown.stderr.contains("no US ZIP code or German postcode is 99999"), "\(unknown.stderr)")
    let zip = try await run([":search 10001"])
    #expect(zip.status == 0 && zip.stdout.contains("New York, NY 10001"), "\(zip.stdout)")
  }

  @Test func oneOrTwoLettersOnABareLineAreNotAPlace() async throws {
    let result = try await WxshBinary.run([], stdin: "la\n.\n", environment: environment())
    #expect(result.status == 1)
    #expect(result.stderr.contains("line 1: 'la' is too short for a place name"))
    #expect(result.stderr.contains("line 2: '.' has no letters or digits"), "\(result.stderr)")
  }

  @Test func coordinatesAreAPlace() async throws {
    let result = try await run([":now 37.57,126.98", ":now 33.87S 151.21E"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("37.5700°N 126.9800°E"))
    #expect(result.stdout.contains("from Seoul"))
    #expect(result.stdout.contains("from Sydney"))
    // Saved as a point, labelled again with its nearest place whenever it is shown.
    let saved = try await run([":now 37.57,126.98", ":add", ":list"])
    #expect(saved.status == 0, "\(saved.stderr)")
    #expect(saved.stdout.contains("Saved 37.5700°N 126.9800°E"), "\(saved.stdout)")
  }

  @Test func thePromptNamesTheViewedPlaceAndRmAsksInATerminal() async throws {
    _ = try await run([":add portland, or", ":add portland, me"])
    var environment = self.environment()
    environment["TERM"] = "xterm"
    let terminal = try PseudoTerminal(
      path: WxshBinary.path, arguments: [], environment: environment)
    #expect(await terminal.waitFor { $0.contains("> ") })
    terminal.type(":now seoul\r")
    #expect(await terminal.waitFor { $0.contains("Seoul ") && $0.hasSuffix("° > ") })
    terminal.type(":rm portland\r")
    #expect(await terminal.waitFor { $0.contains("Which one? [1-2, Enter cancels]") })
    #expect(terminal.text.contains("1) Portland, OR") && terminal.text.contains("2) Portland, ME"))
    terminal.type("2\r")
    #expect(await terminal.waitFor { $0.contains("Removed Portland, Maine") })
    terminal.type(":rm portland\r")
    #expect(await terminal.waitFor { $0.contains("Removed Portland, Oregon") })
    terminal.type("springf\t")
    #expect(await terminal.waitFor { $0.hasSuffix("Springfield") })
    terminal.type("\t")
    #expect(await terminal.waitFor { $0.contains("Springfield, MO, US") })
    terminal.type("\u{15}:units wind \t\t")
    #expect(await terminal.waitFor { $0.contains("kmh") && $0.contains("mph") })
    #expect(!terminal.text.contains("24h"))
    // Tab reads the line as the parser does: after a place, `tom` begins a date.
    terminal.type("\u{15}:moon oslo tom\t")
    // libedit redraws only what Tab added after the typed `tom`.
    #expect(await terminal.waitFor { $0.hasSuffix("tomorrow ") || $0.hasSuffix("orrow ") })
    terminal.type("\r")
    #expect(await terminal.waitFor { $0.contains("Oslo, Norway") && $0.contains("Moon ·") })
    terminal.type("\u{15}:q\r")
    #expect(await terminal.waitForExit() == 0)
  }
}
