import Clients
import CommandLanguage
import Foundation
import TestSupport
import Testing

@testable import Shell

/// What users type is read for what they meant: options are never places, ZIP codes stay
/// places, CJK input methods' full-width forms mean their ASCII forms, and names in every
/// script that match several saved places are asked about.
@MainActor
@Suite(.size(.small)) struct CommandGrammarTests {
  /// A session in a new world, and a runner over it.
  func run(
    _ lines: [String], interactive: Bool = false, json: Bool = false,
    answers: [AnswerReader.Answer] = []
  ) async throws -> (TestWorld, Session, Int32) {
    let world = try TestWorld()
    world.answers.withLock { $0 = answers }
    // Views ask the air and, in the US and Europe, alert sources beside the weather; a name
    // the gazetteer lacks asks the online search, which finds nothing here.
    let session = world.session(
      json: json, interactive: interactive, alerts: .none(), air: .none(), placeSearch: .none)
    let status = await Runner(session: session).runCommands(lines)
    return (world, session, status)
  }

  @Test(arguments: [
    (":now --foo", ":now has no option --foo; see :help now"),
    (":air --xx", ":air has no option --xx; see :help air"),
    (":air seoul --uss", ":air has no option --uss — did you mean --us?"),
    (":line --format", "--format needs a value: give a template such as '%l %c %t'"),
    (":journal rm 1 --force", ":journal has no option --force; see :help journal"),
  ])
  func aMistypedOptionIsAnErrorNamingIt(line: String, message: String) async throws {
    let (world, _, status) = try await run([line])
    #expect(status == 1)
    #expect(world.recorder.stderr == "wxsh: \(message)\n")
    #expect(world.forecasts.requests.isEmpty, "an option never becomes a place to fetch")
  }

  @Test func aWordWhereANumberGoesSaysWhatToGive() async throws {
    #expect(
      try await outcome(of: ":journal show first").stderr
        == "wxsh: 'first' is not a number: give (an entry number from :journal)\n")
    #expect(try await outcome(of: ":hourly 100").stderr.contains("100 is out of range: give 1 to"))
    #expect(try await outcome(of: ":move 1").stderr.hasPrefix("wxsh: give "))
    #expect(try await outcome(of: ":help journal").stdout.contains(":journal show N"))
  }

  /// A `#` word starts a comment, as in a shell, except in free text (a journal note keeps it).
  @Test func aCommentAfterTheWordsIsNotPartOfThem() async throws {
    let (world, session, status) = try await run([
      ":now seoul # home town", "busan   # by the sea", ":journal add Fog # on the river",
    ])
    #expect(status == 0, "\(world.recorder.stderr)")
    #expect(session.context.viewedPlace?.name == "Busan")
    #expect(world.forecasts.requests.count >= 2)
    let note = try #require(try session.context.journal.store.newest(limit: 1).first)
    #expect(note.text == "Fog # on the river")
  }

  /// Issue 47 item 8: a command typed with the Korean 2-set layout still on is read as the
  /// keys pressed; Hangul letters alone on a bare line are never a place.
  @Test func aCommandTypedWithTheKoreanLayoutOnIsUnderstood() async throws {
    let keys = HangulKeys(text: "ㅂ\tq\nㅜ\tn\nㅐ\to\nㅈ\tw\nㅅ\tt\n")
    let world = try TestWorld()
    let session = world.session(alerts: .none(), air: .none(), hangulKeys: keys)
    let runner = Runner(session: session)
    #expect(await runner.runCommands([":ㅜㅐㅈ oslo"]) == 0, "\(world.recorder.stderr)")
    #expect(session.context.viewedPlace?.name == "Oslo")
    #expect(await runner.runCommands(["ㅂ"]) == 1)
    #expect(
      world.recorder.stderr.hasSuffix(
        "wxsh: did you mean :quit? (for a place called 'ㅂ', type :show ㅂ)\n"),
      "\(world.recorder.stderr)")
    #expect(await runner.runCommands(["ㅅ"]) == 1)
    #expect(world.recorder.stderr.contains("'ㅅ' is too short for a place name"))
    #expect(world.forecasts.requests.count == 1, "a letter alone fetches nothing")
    #expect(await runner.runCommands([":ㅂ"]) == 0)
    #expect(!session.isRunning)
  }

  @Test func aSwappedPairOfLettersIsOneTypo() async throws {
    let (world, _, status) = try await run([":nwo seoul"])
    #expect(status == 1)
    #expect(world.recorder.stderr.contains(":now"), "\(world.recorder.stderr)")
    #expect(world.forecasts.requests.isEmpty)
  }

  @Test(arguments: [
    (":units wind", "give a wind unit: kmh, ms, mph or kn"),
    (":units wind fast", "'fast' is not a wind unit; give kmh, ms, mph or kn"),
    (":units kelvin", "'kelvin' is not a temperature unit or a unit kind; give c, f, wind,"),
    (":hourly 100", "100 is out of range: give 1 to 48 hours"),
    (":daily 0 oslo", "0 is out of range: give 1 to 16 days"),
    (":theme purple", "'purple' is not a theme; give auto, dark, light or none"),
    (":refresh everything", "'everything' is not nothing or all; give all"),
    (":move 1", "give a saved place (its number in :list or its name); see :help move"),
    (":journal frobnicate", "':journal frobnicate' is not a command; see :help journal"),
  ])
  func aMissingOrWrongValueSaysWhichValue(line: String, message: String) async throws {
    let (world, _, status) = try await run([":add seoul", line])
    #expect(status == 1)
    let error = try #require(world.recorder.stderr.split(separator: "\n").last)
    #expect(error.hasPrefix("wxsh: " + message), "\(error)")
    #expect(!error.contains("usage:"), "the usage is one :help away, not appended")
  }

  @Test func errorsAreOneLineThatFits80Columns() async throws {
    let lines = [
      ":now --foo", ":units wind", ":hourly 100", ":theme purple", ":journal frobnicate",
      ":move", ":quit now", ":alerts 0", ":line --format",
    ]
    let (world, _, _) = try await run(lines)
    let errors = world.recorder.stderr.split(separator: "\n")
    #expect(errors.count == lines.count)
    for error in errors { #expect(error.count <= 80, "\(error)") }
  }

  @Test(arguments: [":now 10001", ":hourly 10001", ":show 10001"])
  func aZIPCodeStaysAPlaceOnceOneIsSaved(line: String) async throws {
    let (world, session, status) = try await run([":add seoul", line])
    #expect(status == 0, "\(world.recorder.stderr)")
    #expect(session.context.viewedPlace?.name == "New York City")
    #expect(world.forecasts.requests.last?.ids == [5_128_581])
  }

  @Test func aSmallNumberIsTheSavedIndex() async throws {
    let (world, session, status) = try await run([":add seoul", ":add oslo", ":now 2"])
    #expect(status == 0, "\(world.recorder.stderr)")
    #expect(session.context.viewedPlace?.name == "Oslo")
  }

  @Test func fullWidthColonAndQuitMeanQuit() async throws {
    let (world, session, status) = try await run(["：q", ":now seoul"])
    #expect(status == 0, "\(world.recorder.stderr)")
    #expect(!session.isRunning)
    #expect(world.forecasts.requests.isEmpty, "nothing runs after the quit")
  }

  @Test func fullWidthDigitsCountHours() async throws {
    let (world, _, status) = try await run([":hourly ５ seoul"], json: true)
    #expect(status == 0, "\(world.recorder.stderr)")
    let document = try #require(
      JSONSerialization.jsonObject(with: Data(world.recorder.stdout.utf8)) as? [String: Any])
    #expect((document["hours"] as? [Any])?.count == 5)
    #expect((document["place"] as? [String: Any])?["name"] as? String == "Seoul")
  }

  @Test func fullWidthHashPicksTheSearchResult() async throws {
    let (world, session, status) = try await run([":search 부산", ":add ＃１"])
    #expect(status == 0, "\(world.recorder.stderr)")
    #expect(session.context.saved.places.map(\.name) == ["Busan"])
  }

  @Test func fullWidthUnitLetters() async throws {
    let (world, session, status) = try await run([":units ｆ", ":units ｗｉｎｄ ｍｐｈ"])
    #expect(status == 0, "\(world.recorder.stderr)")
    #expect(session.context.saved.units.temperature == .fahrenheit)
    #expect(session.context.saved.units.wind == .mph)
  }

  @Test(arguments: ["서울，KR", "서울、KR", ":show　서울", "37.57，126.98", ":search　東京"])
  func fullWidthCommasAndIdeographicSpaces(line: String) async throws {
    let (world, _, status) = try await run([line])
    #expect(status == 0, "\(world.recorder.stderr)")
    #expect(!world.recorder.stdout.isEmpty)
  }

  @Test(arguments: [
    ("광주", ["gwangju", "gwangju, gyeonggi"]), ("gwangju", ["gwangju", "gwangju, gyeonggi"]),
    ("横浜", ["yokohama", "yokohama, aomori"]), ("Москва", ["moscow", "moscow, idaho"]),
    ("Lisbon, OH, US", ["#1", "#2"]),
  ])
  func aNameOfSeveralSavedPlacesIsAskedInAnyScript(typed: String, adds: [String]) async throws {
    let setup =
      typed.hasPrefix("Lisbon")
      ? [":search lisbon, oh", ":add #1", ":add #2"] : adds.map { ":add " + $0 }
    let (world, session, status) = try await run(setup + [":rm " + typed])
    #expect(status == 1)
    #expect(world.recorder.stderr.contains("matches 2 saved places"), "\(world.recorder.stderr)")
    #expect(session.context.saved.places.count == 2, "nothing is removed by a guess")
  }

  @Test func aTerminalIsAskedWhichOfTheSavedPlacesInHangul() async throws {
    let (world, session, status) = try await run(
      [":add gwangju", ":add gwangju, gyeonggi", ":rm 광주"], interactive: true,
      answers: [.line("x"), .line("２")])
    #expect(status == 0, "\(world.recorder.stderr)")
    #expect(world.questions.value.count == 2, "a wrong answer is asked again")
    #expect(session.context.saved.places.map(\.region) == ["Gwangju"])
  }

  @Test func aViewOfASavedNameInHangulAsksToo() async throws {
    let (world, _, status) = try await run([
      ":add gwangju", ":add gwangju, gyeonggi", ":now 광주",
    ])
    #expect(status == 1)
    #expect(world.recorder.stderr.contains("'광주' matches 2 saved places"))
  }

  @Test(arguments: [
    (":hourly abc", "Albacete, Castilla-La Mancha, Spain (for 'abc': ABC"),
    (":now gerlach", "Gerlachov, Prešovský kraj, Slovakia (for 'gerlach')"),
  ])
  func aCorrectedOrCodeMatchIsNeverSilent(line: String, note: String) async throws {
    let (world, _, status) = try await run([line])
    #expect(status == 0, "\(world.recorder.stderr)")
    let first = try #require(world.recorder.stdout.split(separator: "\n").first)
    #expect(first.hasPrefix(note), "\(first)")
  }

  @Test(arguments: [":now seoul", ":now new york", ":now 대구", ":now springfield, mo"])
  func aNameTypedWholeHasNoNote(line: String) async throws {
    let (world, _, status) = try await run([line])
    #expect(status == 0, "\(world.recorder.stderr)")
    #expect(!world.recorder.stdout.contains("(for '"))
  }
}
