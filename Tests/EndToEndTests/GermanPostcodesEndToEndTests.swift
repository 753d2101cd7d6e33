import Foundation
import TestSupport
import Testing

/// Issue 48, item 4: German postcodes find their place (`80331` is München), built into the
/// gazetteer from the German list of `countrystatecity-postal-codes` (code, locality, state); a
/// code two countries use goes to the user's country's place.
@Suite(.needsPlaceData, .size(.medium)) struct GermanPostcodesEndToEndTests {
  let home: TemporaryDirectory

  init() throws { home = try TemporaryDirectory(prefix: "wxsh-e2e-postcodes") }

  func run(_ commands: [String], language: String = "de_DE.UTF-8") async throws
    -> WxshBinary.Result
  {
    try await WxshBinary.run(
      ["--offline"] + commands.flatMap { ["-c", $0] },
      environment: WxshBinary.environment(home: home.path, extra: ["LANG": language]))
  }

  @Test(arguments: [
    ("80331", "München", "80331 München"),
    ("60311", "Frankfurt am Main", "60311 Frankfurt am Main"),
    ("20095", "Hamburg", "20095 Hamburg"), ("01067", "Dresden", "01067 Dresden"),
  ])
  func aPostcodeFindsItsPlace(code: String, city: String, label: String) async throws {
    let result = try await run([":search \(code)"])
    #expect(result.status == 0, "\(result.stderr)")
    let first = result.stdout.split(separator: "\n").first.map(String.init) ?? ""
    #expect(first.contains("\(city) (\(label))"), "\(result.stdout)")
  }

  @Test func aCodeOfTwoCountriesIsTheUsersCountrys() async throws {
    // 10115 is Berlin-Mitte's postcode and a Manhattan ZIP code: both are listed.
    let listed = try await run([":search 10115"])
    #expect(listed.stdout.contains("(10115 Berlin)"), "\(listed.stdout)")
    #expect(listed.stdout.contains("NY 10115)"), "\(listed.stdout)")
    // A place argument takes the code in the user's country: Berlin under de_DE, New York
    // under en_US (`:add` saves without the network).
    let berlin = try await run([":add 10115", ":list"])
    #expect(berlin.stdout.contains("Berlin"), "\(berlin.stdout) \(berlin.stderr)")
    let other = try TemporaryDirectory(prefix: "wxsh-e2e-postcodes-us")
    let newYork = try await WxshBinary.run(
      ["--offline", "-c", ":add 10115", "-c", ":list"],
      environment: WxshBinary.environment(home: other.path, extra: ["LANG": "en_US.UTF-8"]))
    #expect(newYork.stdout.contains("New York"), "\(newYork.stdout) \(newYork.stderr)")
  }

  @Test func aPostcodeNarrowedToItsCountry() async throws {
    let result = try await run([":search 10115, de"], language: "en_US.UTF-8")
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count == 1 && lines[0].contains("(10115 Berlin)"), "\(result.stdout)")
  }
}
