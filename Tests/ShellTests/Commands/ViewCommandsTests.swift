import AlertModel
import Alerts
import Catalog
import FetchModel
import Foundation
import TestSupport
import Testing

@testable import Shell

/// `:show`, `:now`, `:hourly`, `:daily` and `:details` through the test world.
@MainActor
@Suite(.size(.small)) struct ViewCommandsTests {
  @Test func nowShowsThePlaceAndItsTemperatureAndViewsIt() async throws {
    let world = try TestWorld()
    let session = world.session(alerts: .none(), air: .none())
    #expect(await Runner(session: session).runCommands([":now oslo"]) == 0)
    #expect(world.recorder.stdout.contains("Oslo"))
    #expect(world.recorder.stdout.contains("21°"))
    #expect(world.forecasts.requests.count == 1)
    #expect(session.context.viewedPlace?.name == "Oslo")
    #expect(world.recorder.stderr.isEmpty, "\(world.recorder.stderr)")
  }

  @Test func hourlyAndDailyShowAsManyRowsAsAsked() async throws {
    let world = try TestWorld()
    let session = world.session()
    #expect(await Runner(session: session).runCommands([":hourly 5 oslo"]) == 0)
    let hourly = world.recorder.stdout.split(separator: "\n")
    #expect(hourly.first?.hasPrefix("Oslo, ") == true, "the title names the place in full")
    let json = world.session(json: true)
    #expect(await Runner(session: json).runCommands([":hourly 5 oslo", ":daily 3 oslo"]) == 0)
    let documents = world.recorder.stdout.split(separator: "\n").suffix(2).map(String.init)
    #expect(try hours(in: documents[0], member: "hours") == 5)
    #expect(try hours(in: documents[1], member: "days") == 3)
  }

  @Test func aCountOutOfRangeIsAnErrorNamingTheRange() async throws {
    let world = try TestWorld()
    let session = world.session()
    #expect(await Runner(session: session).runCommands([":hourly 49 oslo"]) == 1)
    #expect(world.recorder.stderr.contains("48"), "\(world.recorder.stderr)")
    #expect(world.forecasts.requests.isEmpty, "nothing is fetched for a bad command")
  }

  @Test func withoutAPlaceTheViewedPlaceIsShown() async throws {
    let world = try TestWorld()
    let session = world.session(alerts: .none(), air: .none())
    #expect(await Runner(session: session).runCommands([":now lisbon", ":details"]) == 0)
    #expect(world.forecasts.requests.map(\.policy) == [.preferCache, .preferCache])
    #expect(world.recorder.stdout.components(separatedBy: "Lisbon").count > 2)
  }

  @Test func withNothingViewedAViewSaysToNameAPlace() async throws {
    let world = try TestWorld()
    let session = world.session()
    #expect(await Runner(session: session).runCommands([":details"]) == 1)
    #expect(
      world.recorder.stderr
        == "wxsh: "
        + ErrorMessages.message(for: ShellError.place(.placeNoneViewed(command: "details")))
        + "\n")
  }

  @Test func aFailedFetchWithNothingCachedFailsTheView() async throws {
    let world = try TestWorld()
    world.forecasts.failFetches(with: .http(.openMeteo, .offline))
    let session = world.session()
    #expect(await Runner(session: session).runCommands([":daily oslo"]) == 1)
    #expect(world.recorder.stdout.isEmpty)
    #expect(world.recorder.stderr.hasPrefix("wxsh: "))
  }

  @Test func nowAndShowAskForTheAirAndAlertsOnlyWhereTheyShowThem() async throws {
    let world = try TestWorld()
    let air = Locked<[Double]>([])
    let alerts = Locked<[AlertQuery]>([])
    let session = world.session(alerts: .none(alerts), air: .none(air))
    #expect(
      await Runner(session: session).runCommands([
        ":hourly new york", ":daily new york", ":details new york", ":now new york",
        ":show new york",
      ]) == 0)
    #expect(air.value.count == 2, "the air line is on :now and :show only")
    #expect(alerts.value.count == 2, "the banner is on :now and :show only")
  }

  /// Issue 47 item 10: the note naming the place (`(for '10001': …)`) is counted with the
  /// page, so `:show` still fits 24 rows with the prompt.
  @Test func showFitsTheScreenWithTheNoteAboveIt() async throws {
    let world = try TestWorld()
    let session = world.session(alerts: .none(), air: .none())
    #expect(await Runner(session: session).runCommands([":show 10001"]) == 0)
    let rows =
      world.recorder.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      + world.recorder.stderr.split(separator: "\n").map { $0 }
    #expect(world.recorder.stdout.contains("(for '10001'"), "\(world.recorder.stdout)")
    #expect(rows.count <= 23, "\(rows.count) rows:\n\(rows.joined(separator: "\n"))")
  }

  /// Issue 47 item 12: a terminal that shows only ASCII (`TERM=dumb`) gets wxsh's own symbols
  /// in ASCII (`-` for `·`), and the place names as they are.
  @Test func anASCIITerminalGetsNoTypographicSymbols() async throws {
    let world = try TestWorld()
    let session = world.session(alerts: .none(), air: .none(), unicode: false)
    #expect(await Runner(session: session).runCommands([":search oslo", ":now oslo"]) == 0)
    let printed = world.recorder.stdout + world.recorder.stderr
    #expect(printed.contains("Oslo, Oslo, Norway - "), "\(printed)")
    #expect(!printed.contains { "·…—→°“”".contains($0) }, "\(printed)")
  }

  /// The number of elements of a member array in a JSON document line.
  func hours(in document: String, member: String) throws -> Int {
    let object = try JSONSerialization.jsonObject(with: Data(document.utf8)) as? [String: Any]
    return (object?[member] as? [Any])?.count ?? -1
  }
}
