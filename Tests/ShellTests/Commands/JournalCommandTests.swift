import Catalog
import Foundation
import Journal
import TestSupport
import Testing

@testable import Shell

/// `:journal` through the test world: entries written, listed, shown, searched and deleted,
/// stamped with the viewed place and its weather.
@MainActor
@Suite(.size(.small)) struct JournalCommandTests {
  /// The journal's entries' texts as a new session reads them from disk, in order.
  func texts(_ world: TestWorld) throws -> [String] {
    try JournalStore(directory: world.home.path).newest(limit: nil).reversed().map(\.text)
  }

  @Test func addListShowSearchAndRemove() async throws {
    let world = try TestWorld()
    let session = world.session()
    let runner = Runner(session: session)
    #expect(
      await runner.runCommands([
        ":journal add Fog over the river", ":journal add Clear night",
      ]) == 0)
    #expect(try texts(world) == ["Fog over the river", "Clear night"])
    let before = world.recorder.stdout.count
    #expect(await runner.runCommands([":journal"]) == 0)
    let list = String(world.recorder.stdout.dropFirst(before))
    #expect(list.split(separator: "\n").count == 2, "\(list)")
    #expect(await runner.runCommands([":journal search fog"]) == 0)
    let found = String(world.recorder.stdout.dropFirst(before + list.count))
    #expect(found.contains("Fog over the river") && !found.contains("Clear night"), "\(found)")
    #expect(await runner.runCommands([":journal rm 1 --yes"]) == 0)
    #expect(try texts(world) == ["Clear night"])
    #expect(await runner.runCommands([":journal show 9"]) == 1)
    #expect(world.recorder.stderr.split(separator: "\n").count == 1)
  }

  /// Full-width forms are folded only where they are syntax (`：journal`, `＃`, the
  /// ideographic space): the note itself keeps what was typed.
  @Test func theUsersOwnTextKeepsItsFullWidthPunctuation() async throws {
    let world = try TestWorld()
    let runner = Runner(session: world.session())
    #expect(
      await runner.runCommands([
        ":journal add 今天好冷！（记得带伞）", "：journal　add　東京、晴れ。１２℃",
        ":journal edit 1 今天好冷！（记得带伞）、２",
      ]) == 0)
    #expect(try Set(texts(world)) == ["今天好冷！（记得带伞）、２", "東京、晴れ。１２℃"])
    let before = world.recorder.stdout.count
    #expect(await runner.runCommands([":journal search 晴れ。"]) == 0)
    #expect(String(world.recorder.stdout.dropFirst(before)).contains("東京、晴れ。１２℃"))
  }

  @Test func anEntryIsStampedWithTheViewedPlaceAndItsWeather() async throws {
    let world = try TestWorld()
    let session = world.session(alerts: .none(), air: .none())
    #expect(
      await Runner(session: session).runCommands([":now oslo", ":journal add Snow at last"]) == 0)
    let entry = try JournalStore(directory: world.home.path).newest(limit: 1).first
    #expect(entry?.place?.name == "Oslo")
    #expect(entry?.weather?.temperatureC == 21)
  }

  @Test func removingWithoutYesInAScriptAsksNothingAndKeepsTheEntry() async throws {
    let world = try TestWorld()
    let session = world.session()
    let runner = Runner(session: session)
    #expect(await runner.runCommands([":journal add Keep me"]) == 0)
    #expect(await runner.runCommands([":journal rm 1"]) == 1)
    #expect(try texts(world) == ["Keep me"])
    #expect(world.questions.value.isEmpty)
  }

  /// An entry number of any size that names no entry is "not found" (a word that is not a
  /// number is a usage error: `CommandGrammarTests`).
  @Test func aLongEntryNumberThatNamesNoEntryIsNotFound() async throws {
    let world = try TestWorld()
    let runner = Runner(session: world.session())
    #expect(await runner.runCommands([":journal add Keep me"]) == 0)
    #expect(await runner.runCommands([":journal rm 12345678901 --yes"]) == 1)
    #expect(world.recorder.stderr.contains("12345678901"), "\(world.recorder.stderr)")
    #expect(try texts(world) == ["Keep me"])
  }

  /// `:journal` shows the newest page and says how to see the rest; `--all` shows every one.
  @Test func theListShowsTheNewestPageAndSaysHowToSeeAll() async throws {
    let world = try TestWorld()
    let runner = Runner(session: world.session())
    let adds = (1...23).map { ":journal add note \($0)" }
    #expect(await runner.runCommands(adds) == 0)
    var before = world.recorder.stdout.count
    #expect(await runner.runCommands([":journal"]) == 0)
    let page = world.recorder.stdout.dropFirst(before).split(separator: "\n")
    #expect(page.count == JournalStore.pageSize + 1, "\(page)")
    #expect(page.first?.contains("note 23") == true)
    #expect(page.last?.contains("20 of 23") == true && page.last?.contains("--all") == true)
    before = world.recorder.stdout.count
    #expect(await runner.runCommands([":journal --all"]) == 0)
    let all = world.recorder.stdout.dropFirst(before).split(separator: "\n")
    #expect(all.count == 23)
    #expect(all.last?.contains("note 1") == true)
  }
}
