import ProfileStore
import TestSupport
import Testing

@testable import Shell

/// Two sessions on one profile: a number typed in one means the place that session showed
/// under it, whatever the other did to the list since.
@MainActor
@Suite(.size(.small)) struct ConcurrentListTests {
  func savedNames(_ world: TestWorld) -> [String] {
    ProfileStore(path: world.home.file("profile.json")).profile.places.map(\.name)
  }

  @Test func aRemovedPlaceIsNotReplacedByTheOneThatMovedIntoItsNumber() async throws {
    let world = try TestWorld()
    let first = world.session(location: .offline(zone: "Europe/Paris"), alerts: .none())
    let second = world.session()
    #expect(await Runner(session: first).runCommands([":add seoul", ":add paris", ":list"]) == 0)
    #expect(await Runner(session: second).runCommands([":rm seoul"]) == 0)
    #expect(await Runner(session: first).runCommands([":rm 1"]) == 1)
    #expect(savedNames(world) == ["Paris"])
    #expect(world.recorder.stderr.contains("place 1, 'Seoul', is no longer saved"))
    // After :list the numbers are the new ones.
    #expect(await Runner(session: first).runCommands([":list", ":rm 1"]) == 0)
    #expect(savedNames(world).isEmpty)
  }

  @Test func aNumberFollowsItsPlaceThroughAnotherSessionsMove() async throws {
    let world = try TestWorld()
    let first = world.session()
    let second = world.session()
    #expect(
      await Runner(session: first).runCommands([":add seoul", ":add paris", ":add tokyo"]) == 0)
    #expect(await Runner(session: second).runCommands([":move tokyo 1"]) == 0)
    #expect(await Runner(session: first).runCommands([":rm 1"]) == 0)
    #expect(savedNames(world) == ["Tokyo", "Paris"])
    #expect(world.recorder.stdout.contains("Removed Seoul"))
  }
}
