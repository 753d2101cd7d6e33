import Catalog
import Foundation
import TestSupport
import Testing

/// The page, `:help`, an error and `--help` in every language, compared with golden files
/// (`Fixtures/Golden/LANG/`): the binary runs at a fixed moment (`WXSH_NOW`, and the stub's
/// `now=`) at 80×24, so the text is the same on every run. `RECORD_GOLDEN=1` writes the files
/// anew; a reader of the language reviews the diff.
@Suite(.needsPlaceData, .size(.medium)) struct GoldenLanguageTests {
  /// 2026-11-18 11:06 UTC (20:06 in Seoul): a whole minute, so no run crosses one.
  static let moment = "1794999960"

  let home: TemporaryDirectory
  let stub: StubServerProcess

  init() async throws {
    home = try TemporaryDirectory(prefix: "wxsh-e2e-golden")
    stub = try await StubServerProcess.ready()
  }

  static var folder: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/Golden")
  }

  func environment() -> [String: String] {
    var environment = WxshBinary.environment(home: home.path)
    let base = stub.url("now=" + Self.moment)
    environment["WXSH_OPEN_METEO_URL"] = base
    environment["WXSH_AIR_QUALITY_URL"] = base
    environment["WXSH_NOW"] = Self.moment
    environment["TZ"] = "UTC"
    environment["COLUMNS"] = "80"
    environment["LINES"] = "24"
    return environment
  }

  /// Compares `text` with the golden file, or writes it with `RECORD_GOLDEN=1`.
  func check(_ text: String, _ language: Language, _ name: String) throws {
    let file = Self.folder.appendingPathComponent(language.rawValue)
      .appendingPathComponent(name + ".txt")
    if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
      return
    }
    let golden = try String(contentsOf: file, encoding: .utf8)
    #expect(text == golden, "\(language) \(name) differs from \(file.path):\n\(text)")
  }

  @Test(arguments: Language.allCases)
  func showHelpAndErrorsMatchTheGoldenFiles(language: Language) async throws {
    let environment = environment()
    let lang = ["--lang", language.rawValue]
    let page = try await WxshBinary.run(lang + ["-c", ":show seoul"], environment: environment)
    #expect(page.status == 0, "\(page.stderr)")
    try check(page.stdout, language, "show")
    let help = try await WxshBinary.run(lang + ["-c", ":help"], environment: environment)
    try check(help.stdout, language, "help")
    let errors = try await WxshBinary.run(
      lang + ["-c", ":zz", "-c", ":now lisbno", "-c", ":units kelvin"], environment: environment)
    #expect(errors.status == 1)
    try check(errors.stderr, language, "errors")
    let options = try await WxshBinary.run(lang + ["--help"], environment: environment)
    #expect(options.status == 0)
    try check(options.stdout, language, "options")
    let usage = try await WxshBinary.run(lang + ["--units", "k"], environment: environment)
    #expect(usage.status == 2)
    try check(usage.stderr, language, "usage-error")
  }

  /// `--help` and command-line errors follow the environment and the profile's `:lang` too,
  /// not only `--lang`.
  @Test func helpFollowsTheEnvironmentAndTheProfile() async throws {
    var environment = environment()
    environment["LANG"] = "ko_KR.UTF-8"
    let help = try await WxshBinary.run(["--help"], environment: environment)
    #expect(help.stdout.contains("예시:"), "\(help.stdout)")
    #expect(try await WxshBinary.run(["-c", ":lang de"], environment: environment).status == 0)
    let error = try await WxshBinary.run(["--bogus"], environment: environment)
    #expect(error.status == 2)
    #expect(error.stderr.hasPrefix("Fehler: unbekannte Option '--bogus'"), "\(error.stderr)")
  }
}
