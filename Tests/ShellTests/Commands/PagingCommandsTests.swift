import Foundation
import TestSupport
import Testing

@testable import Shell

/// `:go`, `:next` and `:prev` over the saved places.
@MainActor
@Suite(.size(.small)) struct PagingCommandsTests {
  @Test func goNextAndPrevWalkTheSavedPlacesAndWrap() async throws {
    let world = try TestWorld()
    let session = world.session(location: .offline(zone: nil), alerts: .none(), air: .none())
    let runner = Runner(session: session)
    #expect(await runner.runCommands([":add oslo", ":add lisbon", ":add seoul"]) == 0)
    var viewed: [String?] = []
    for line in [":go 2", ":next", ":next", ":prev", ":go oslo"] {
      #expect(await runner.runCommands([line]) == 0, "\(line)")
      viewed.append(session.context.viewedPlace?.name)
    }
    #expect(viewed == ["Lisbon", "Seoul", "Oslo", "Seoul", "Oslo"])
    #expect(world.recorder.stdout.contains("2/3") || world.recorder.stdout.contains("2 of 3"))
  }

  @Test func goToAPlaceThatIsNotSavedOrOutOfRangeFails() async throws {
    let world = try TestWorld()
    let session = world.session(location: .offline(zone: nil))
    let runner = Runner(session: session)
    #expect(await runner.runCommands([":add oslo"]) == 0)
    #expect(await runner.runCommands([":go 7"]) == 1)
    #expect(world.recorder.stderr.split(separator: "\n").count == 1)
    #expect(session.context.viewedPlace == nil)
    #expect(world.forecasts.requests.isEmpty)
  }

  @Test func goZeroOpensMyLocationAsListNumbersIt() async throws {
    let world = try TestWorld()
    let session = world.session(location: .offline(zone: nil), alerts: .none(), air: .none())
    let runner = Runner(session: session)
    #expect(await runner.runCommands([":add oslo", ":go 0"]) == 1, "no location: no row 0")
    #expect(await runner.runCommands([":here set lima", ":list"]) == 0)
    #expect(world.recorder.stdout.contains("   0 Lima"), "\(world.recorder.stdout)")
    #expect(await runner.runCommands([":go 0"]) == 0, "\(world.recorder.stderr)")
    #expect(session.context.viewedPlace?.name == "Lima")
  }

  @Test func withNothingSavedNextSaysSo() async throws {
    let world = try TestWorld()
    let session = world.session(location: .offline(zone: nil))
    #expect(await Runner(session: session).runCommands([":next"]) == 1)
    #expect(world.recorder.stderr.hasPrefix("wxsh: "))
  }
}
