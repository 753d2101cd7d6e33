import Catalog
import Foundation
import TestSupport
import Testing

@testable import Shell

/// `:add`, `:rm`, `:move` and `:list`: what they say and what the profile holds after.
@MainActor
@Suite(.size(.small)) struct SavedPlacesCommandsTests {
  /// The saved places' names in the profile file, in order.
  func savedNames(_ world: TestWorld) throws -> [String] {
    let path = world.home.file("profile.json")
    guard FileManager.default.fileExists(atPath: path) else { return [] }
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    let places = object?["places"] as? [[String: Any]] ?? []
    return places.compactMap { $0["name"] as? String }
  }

  @Test func addSavesInOrderAndSaysWhere() async throws {
    let world = try TestWorld()
    let session = world.session()
    #expect(await Runner(session: session).runCommands([":add oslo", ":add lisbon"]) == 0)
    #expect(try savedNames(world) == ["Oslo", "Lisbon"])
    let lines = world.recorder.stdout.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines[1].contains("Lisbon") && lines[1].contains("2"))
    #expect(world.forecasts.requests.isEmpty, "saving fetches nothing")
  }

  @Test func addingASavedPlaceAgainKeepsOneCopy() async throws {
    let world = try TestWorld()
    let session = world.session()
    #expect(await Runner(session: session).runCommands([":add oslo", ":add oslo"]) == 0)
    #expect(try savedNames(world) == ["Oslo"])
    #expect(world.recorder.stdout.split(separator: "\n").last?.contains("already saved") == true)
  }

  /// The user's own names in the profile file, in order (nil for a place without one).
  func customNames(_ world: TestWorld) throws -> [String?] {
    let data = try Data(contentsOf: URL(fileURLWithPath: world.home.file("profile.json")))
    let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    let places = object?["places"] as? [[String: Any]] ?? []
    return places.map { $0["customName"] as? String }
  }

  @Test func addingASavedPlaceUnderANameNamesItOnlyWhenItHadNone() async throws {
    let world = try TestWorld()
    let runner = Runner(session: world.session())
    #expect(await runner.runCommands([":add 서울", ":add 서울 as 집"]) == 0)
    #expect(try customNames(world) == ["집"])
    let lines = world.recorder.stdout.split(separator: "\n").map(String.init)
    #expect(lines.last?.hasPrefix("Seoul, ") == true, "\(lines)")
    #expect(lines.last?.hasSuffix("South Korea is now called '집'.") == true, "\(lines)")

    // A second name does not replace the first without a word: refused, with the way to do it.
    #expect(await runner.runCommands([":add 서울 as 회사"]) == 1)
    #expect(try customNames(world) == ["집"])
    #expect(
      world.recorder.stderr.contains(
        "South Korea is already saved as '집' (place 1); to call it '회사' instead, type :rename 1 회사"
      ), "\(world.recorder.stderr)")
    #expect(
      await runner.runCommands([":add 서울 as 집", ":rename 1 회사"]) == 0, "the same name is fine")
    #expect(try customNames(world) == ["회사"])
  }

  @Test func ownNamesKeepTheirFullWidthPunctuation() async throws {
    let world = try TestWorld()
    let runner = Runner(session: world.session())
    #expect(await runner.runCommands([":add 서울 as 우리 집（본가）", ":add 부산"]) == 0)
    #expect(await runner.runCommands([":rename 2 바다！"]) == 0, "\(world.recorder.stderr)")
    #expect(try customNames(world) == ["우리 집（본가）", "바다！"])
  }

  /// Issue 40, item 4: a name that is a number would make `:rm 2` mean two places; a name
  /// that shows nothing cannot be told apart; a pile of marks on one letter is not 1
  /// character. Each is refused in one line, and nothing is saved.
  @Test(arguments: [
    ("2", "a number picks a place from :list"),
    ("\u{FF12}\u{FF10}", "a number picks a place from :list"),
    ("\u{3164}", "it shows nothing on the screen"),
    ("\u{2800}\u{2800}", "it shows nothing on the screen"),
    ("a" + String(repeating: "\u{301}", count: 30_000), "use 1 to 60 characters"),
  ])
  func namesThatCannotBeToldApartAreRefused(name: String, reason: String) async throws {
    let world = try TestWorld()
    let runner = Runner(session: world.session())
    #expect(await runner.runCommands([":add 서울", ":add 부산"]) == 0)
    #expect(await runner.runCommands([":rename 1 " + name]) == 1)
    #expect(await runner.runCommands([":add 부산 as " + name]) == 1)
    let errors = world.recorder.stderr.split(separator: "\n")
    #expect(errors.count == 2, "\(world.recorder.stderr.prefix(300))")
    #expect(errors.allSatisfy { $0.contains(reason) && $0.utf8.count < 400 })
    #expect(try customNames(world) == [nil, nil])
  }

  @Test func addWithoutAPlaceSavesTheViewedOneOrSaysWhatToDo() async throws {
    let world = try TestWorld()
    let session = world.session()
    #expect(await Runner(session: session).runCommands([":add"]) == 1)
    #expect(world.recorder.stderr.hasPrefix("wxsh: "))
    #expect(try savedNames(world).isEmpty)
    #expect(await Runner(session: session).runCommands([":details seoul", ":add"]) == 0)
    #expect(try savedNames(world) == ["Seoul"])
  }

  @Test func removeByIndexAndByNameAndForgetTheViewedPlace() async throws {
    let world = try TestWorld()
    let session = world.session()
    let runner = Runner(session: session)
    #expect(await runner.runCommands([":add oslo", ":add lisbon", ":add seoul"]) == 0)
    #expect(await runner.runCommands([":details lisbon", ":rm lisbon"]) == 0)
    #expect(try savedNames(world) == ["Oslo", "Seoul"])
    #expect(session.context.viewedPlace == nil, "the removed place is no longer viewed")
    #expect(await runner.runCommands([":rm 1"]) == 0)
    #expect(try savedNames(world) == ["Seoul"])
    #expect(await runner.runCommands([":rm 5"]) == 1)
    #expect(try savedNames(world) == ["Seoul"], "a bad index removes nothing")
  }

  @Test func moveReordersAndRefusesAnIndexOutOfRange() async throws {
    let world = try TestWorld()
    let session = world.session()
    let runner = Runner(session: session)
    #expect(await runner.runCommands([":add oslo", ":add lisbon", ":add seoul"]) == 0)
    #expect(await runner.runCommands([":move 3 1"]) == 0)
    #expect(try savedNames(world) == ["Seoul", "Oslo", "Lisbon"])
    #expect(await runner.runCommands([":move lisbon 2"]) == 0)
    #expect(try savedNames(world) == ["Seoul", "Lisbon", "Oslo"])
    #expect(await runner.runCommands([":move 1 9"]) == 1)
    #expect(try savedNames(world) == ["Seoul", "Lisbon", "Oslo"])
  }

  @Test func listIsEmptyThenMarksTheViewedPlaceWithoutFetching() async throws {
    let world = try TestWorld()
    let session = world.session(location: .offline(zone: nil), alerts: .none(), air: .none())
    let runner = Runner(session: session)
    #expect(await runner.runCommands([":list"]) == 0)
    #expect(world.recorder.stdout == say(.listEmpty) + "\n")
    #expect(await runner.runCommands([":add oslo", ":add lisbon", ":go 2", ":list"]) == 0)
    let requests = world.forecasts.requests.count
    let list = world.recorder.stdout.components(separatedBy: "\n").suffix(4).joined(separator: "\n")
    #expect(list.contains("Oslo") && list.contains("Lisbon"), "\(list)")
    #expect(world.forecasts.requests.count == requests, ":list fetches nothing")
  }
}
