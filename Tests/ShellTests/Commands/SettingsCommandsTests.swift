import Catalog
import Foundation
import TestSupport
import Testing

@testable import Shell

/// `:units`, `:theme`, `:help` and `:quit`.
@MainActor
@Suite(.size(.small)) struct SettingsCommandsTests {
  /// The profile file's top-level object.
  func profile(_ world: TestWorld) throws -> [String: Any] {
    let data = try Data(contentsOf: URL(fileURLWithPath: world.home.file("profile.json")))
    return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
  }

  @Test func unitsSetsEachKindAndShowsThemAll() async throws {
    let world = try TestWorld()
    let session = world.session()
    #expect(
      await Runner(session: session).runCommands([
        ":units f", ":units wind ms", ":units precip in", ":units clock 12h",
      ]) == 0)
    let units = try profile(world)["units"] as? [String: Any]
    #expect(units?["temperature"] as? String == "f")
    #expect(units?["wind"] as? String == "ms")
    #expect(units?["precipitation"] as? String == "in")
    #expect(units?["clock"] as? String == "12h")
    let lines = world.recorder.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first == say(.unitsTemperatureSet(unit: "°F")))
    #expect(lines.contains(say(.unitsPrecipitationInches)))
    #expect(lines.suffix(2).first?.contains("clock 12h") == true, "the units in use follow")
  }

  @Test func aMissingOrWrongUnitSaysWhichValuesThereAre() async throws {
    let world = try TestWorld()
    let session = world.session()
    #expect(await Runner(session: session).runCommands([":units wind"]) == 1)
    #expect(world.recorder.stderr.contains("kmh"), "\(world.recorder.stderr)")
    #expect(world.recorder.stderr.split(separator: "\n").count == 1, "one line")
    #expect(await Runner(session: session).runCommands([":units wind knots9"]) == 1)
    #expect(!FileManager.default.fileExists(atPath: world.home.file("profile.json")))
  }

  @Test func themeIsSavedAndShown() async throws {
    let world = try TestWorld()
    let session = world.session()
    #expect(await Runner(session: session).runCommands([":theme light", ":theme"]) == 0)
    #expect(try profile(world)["theme"] as? String == "light")
    #expect(
      world.recorder.stdout
        == say(.themeSet(theme: "light")) + "\n" + say(.themeShown(theme: "light")) + "\n")
    #expect(session.context.presentation.palette == .light)
    #expect(await Runner(session: session).runCommands([":theme blue"]) == 1)
    #expect(try profile(world)["theme"] as? String == "light")
  }

  @Test func helpListsEveryCommandAndDetailsOne() async throws {
    let world = try TestWorld()
    let session = world.session()
    #expect(await Runner(session: session).runCommands([":help"]) == 0)
    let overview = world.recorder.stdout
    for spec in session.registry.commands {
      #expect(overview.contains(":" + spec.name), "\(spec.name) is listed")
    }
    #expect(await Runner(session: session).runCommands([":help hourly"]) == 0)
    let detail = String(world.recorder.stdout.dropFirst(overview.count))
    #expect(detail.contains(":hourly 12 tokyo"), "examples come from the declaration")
    #expect(await Runner(session: session).runCommands([":help nosuch"]) == 1)
    #expect(world.recorder.stderr.contains("nosuch"))
  }

  @Test func quitStopsTheScriptAndLaterLinesDoNotRun() async throws {
    let world = try TestWorld()
    let session = world.session()
    #expect(
      await Runner(session: session).runCommands([":theme dark", ":quit", ":theme light"]) == 0)
    #expect(!session.isRunning)
    #expect(try profile(world)["theme"] as? String == "dark")
  }
}
