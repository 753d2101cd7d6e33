import Clients
import ProfileStore
import TestSupport
import Testing

@testable import Shell

/// Names that match several saved places are asked about, never guessed; bare command words
/// and coordinates are read for what they are.
@MainActor
@Suite(.size(.small)) struct PlaceQuestionsTests {
  /// A world with Portland, Oregon; Seoul; Portland, Maine saved.
  func twoPortlands(interactive: Bool) async throws -> (TestWorld, Session, Runner) {
    let world = try TestWorld()
    // Views of US places ask the alert and air sources beside the weather.
    let session = world.session(
      interactive: interactive, location: .offline(zone: nil), alerts: .none(), air: .none())
    let runner = Runner(session: session)
    let status = await runner.runCommands([
      ":add portland, or", ":add seoul", ":add portland, me",
    ])
    #expect(status == 0, "\(world.recorder.stderr)")
    return (world, session, runner)
  }

  @Test func aScriptIsToldTheCandidatesAndNothingIsRemoved() async throws {
    let (world, session, runner) = try await twoPortlands(interactive: false)
    #expect(await runner.runCommands([":rm portland"]) == 1)
    #expect(
      world.recorder.stderr.contains(
        "'portland' matches 2 saved places: 1 Portland, OR, 3 Portland, ME"),
      "\(world.recorder.stderr)")
    #expect(session.context.saved.places.count == 3)
    #expect(world.questions.value.isEmpty)
  }

  @Test func aTerminalIsAskedWhichOne() async throws {
    let (world, session, runner) = try await twoPortlands(interactive: true)
    world.answers.withLock { $0 = [.line("2")] }
    #expect(await runner.runCommands([":rm portland"]) == 0)
    let question = try #require(world.questions.value.first)
    #expect(question.contains("1) Portland, OR") && question.contains("2) Portland, ME"))
    #expect(session.context.saved.places.map(\.region) == ["Oregon", "Seoul"])
  }

  @Test(arguments: [
    [AnswerReader.Answer.cancelled], [.line("")], [.line("7"), .line("")], [.endOfInput],
  ])
  func aCancelledQuestionChangesNothing(answers: [AnswerReader.Answer]) async throws {
    let (world, session, runner) = try await twoPortlands(interactive: true)
    world.answers.withLock { $0 = answers }
    #expect(await runner.runCommands([":go portland"]) == 1)
    #expect(world.recorder.stderr.contains("cancelled"))
    #expect(session.context.saved.places.count == 3)
  }

  @Test func theRegionOrTheNumberNeedsNoQuestion() async throws {
    let (world, session, runner) = try await twoPortlands(interactive: true)
    #expect(await runner.runCommands([":rm portland, me", ":go portland"]) == 0)
    #expect(world.questions.value.isEmpty)
    #expect(session.context.viewedPlace?.regionName == "Oregon")
  }

  @Test(arguments: ["help", "quit", "exit", "list", "ls", "q", "Help"])
  func aBareCommandWordIsNotAPlace(word: String) async throws {
    let world = try TestWorld()
    let session = world.session()
    #expect(await Runner(session: session).runCommands([word]) == 1)
    #expect(world.recorder.stderr.contains("did you mean :"), "\(world.recorder.stderr)")
    #expect(world.recorder.stderr.contains("type :show \(word)"))
    #expect(world.forecasts.requests.isEmpty)
    #expect(session.isRunning, "'\(word)' on a bare line never quits")
  }

  @Test(arguments: ["la", "x", "ny"])
  func oneOrTwoLettersAreNotAPlace(word: String) async throws {
    let world = try TestWorld()
    #expect(await Runner(session: world.session()).runCommands([word]) == 1)
    #expect(world.recorder.stderr.contains("too short for a place name"))
  }

  @Test(arguments: ["大阪", "東京"])
  func twoLetterNamesInOtherScriptsArePlaces(name: String) async throws {
    let world = try TestWorld()
    // Japan's alerts come from the JMA: asked, answering none.
    #expect(
      await Runner(session: world.session(alerts: .none(), air: .none())).runCommands([name]) == 0)
  }

  @Test(arguments: [
    ("37.57,126.98", 37.57, 126.98), ("37.57 126.98", 37.57, 126.98),
    ("33.87S 151.21E", -33.87, 151.21), ("51.5°N, 0.12°W", 51.5, -0.12),
    ("0.12W 51.5N", 51.5, -0.12), ("-22.9, -43.2", -22.9, -43.2),
  ])
  func coordinatesAreReadInEveryUsualSpelling(text: String, latitude: Double, longitude: Double) {
    let point = CoordinateQuery(text)
    #expect(point?.latitude == latitude && point?.longitude == longitude, "\(text)")
  }

  @Test(arguments: ["91,0", "0,181", "12", "seoul", "1,2,3", "10001", "N 5", "-33S 151E", "1e3,2"])
  func notCoordinates(text: String) {
    #expect(CoordinateQuery(text) == nil, "\(text)")
  }

  @Test func coordinatesShowTheWeatherThereLabelledWithTheNearestPlace() async throws {
    let world = try TestWorld()
    // Korea has an official source: the banner asks it (and finds nothing).
    let session = world.session(alerts: .none(), air: .none())
    let runner = Runner(session: session)
    #expect(await runner.runCommands([":now 37.57,126.98"]) == 0, "\(world.recorder.stderr)")
    #expect(world.recorder.stdout.contains("37.5700°N 126.9800°E"))
    #expect(world.recorder.stdout.contains("from Seoul"), "\(world.recorder.stdout)")
    // Fetched for the point itself, which has no GeoNames id.
    #expect(world.forecasts.requests.last?.ids == [0])
    // Saved as a point (its id made from the coordinates, its zone kept), but never pinned
    // or remembered as the last viewed place: those hold GeoNames ids only.
    #expect(await runner.runCommands([":add"]) == 0, "\(world.recorder.stderr)")
    #expect(session.context.saved.places.map(\.source) == [.coordinates])
    #expect(session.context.saved.places.first?.timeZone == "Asia/Seoul")
    #expect(session.context.saved.places.first?.region == "")
    #expect(await runner.runCommands([":here set 37.57,126.98"]) == 1)
    #expect(session.context.saved.profile.lastViewedPlaceID == nil)
    #expect(session.context.saved.profile.homePlaceID == nil)
  }
}

/// A point far from any place is labelled without a dangling comma.
@MainActor
@Suite(.size(.small)) struct OpenSeaLabelTests {
  @Test func thePointAtSeaHasNoTrailingComma() async throws {
    let world = try TestWorld()
    #expect(await Runner(session: world.session()).runCommands([":moon 0,0"]) == 0)
    let first = try #require(world.recorder.stdout.split(separator: "\n").first)
    #expect(first == "0.0000°N 0.0000°E", "\(first)")
  }
}
