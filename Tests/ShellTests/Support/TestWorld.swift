import Clients
import CommandLanguage
import Foundation
import Journal
import Locating
import PlaceModel
import ProfileStore
import Synchronization
import Terminal
import TestSupport
import Testing

@testable import Shell

/// Everything a test session reaches the world through: a temporary profile and journal, a
/// small gazetteer built in memory (`TestGazetteer`), in-memory forecasts, a hand-moved clock, a fixed terminal, scripted
/// answers and failing fakes for what a test does not expect to use.
@MainActor
final class TestWorld {
  /// The temporary home for the profile and journal files.
  let home: TemporaryDirectory
  /// What the shell printed.
  let recorder = Recorder()
  /// The clock.
  let clock = TestClock()
  /// The forecasts source.
  let forecasts: FakeForecasts
  /// Answers to give to questions, in order; a question with none left fails the test.
  let answers = Locked<[AnswerReader.Answer]>([])
  /// The questions asked.
  let questions = Locked<[String]>([])

  /// Creates a world in a new temporary home.
  init() throws {
    home = try TemporaryDirectory(prefix: "wxsh-shell")
    forecasts = FakeForecasts(clock: clock)
  }

  /// A session over this world.
  func session(
    json: Bool = false, interactive: Bool = false, color: Bool = false, width: Int = 80,
    offline: Bool = false, location: LocationClient = .failing, alerts: AlertClient = .failing,
    air: AirQualityClient = .failing, placeSearch: PlaceSearchClient = .failing,
    languages: LanguageClient = .englishOnly, environment: [String: String] = [:],
    gazetteer: TestGazetteer = .small, unicode: Bool = true, hangulKeys: HangulKeys = .none
  ) -> Session {
    var options = RunOptions(environment: environment.merging(["HOME": home.path]) { $1 })
    options.json = json
    options.offline = offline
    let terminal = TerminalInfo(
      stdinIsTerminal: interactive, stdoutIsTerminal: interactive, width: width,
      colorEnabled: color, unicodeEnabled: unicode)
    let dependencies = Dependencies(
      profile: ProfileStore(path: home.file("profile.json")),
      journal: JournalOpener { [home] in JournalStore(directory: home.path) },
      gazetteer: gazetteer.loader,
      forecasts: forecasts.client, location: location, clock: clock.clock,
      terminal: .fixed(terminal), answers: scriptedAnswers, editor: .failing,
      output: recorder.output, alerts: alerts, air: air, languages: languages,
      placeSearch: placeSearch, hangulKeys: { hangulKeys })
    return Session(dependencies: dependencies, options: options)
  }

  /// Answers from `answers`, in order; records each question.
  private var scriptedAnswers: AnswerReader {
    let answers = self.answers
    let questions = self.questions
    return AnswerReader(
      ask: { prompt in
        questions.withLock { $0.append(prompt) }
        return answers.withLock { list in
          guard !list.isEmpty else {
            Issue.record("unexpected question: \(prompt)")
            return .endOfInput
          }
          return list.removeFirst()
        }
      },
      readText: {
        answers.withLock { list in
          guard !list.isEmpty else {
            Issue.record("unexpected request for text")
            return .endOfInput
          }
          return list.removeFirst()
        }
      })
  }
}

extension LocationClient {
  /// A machine in `zone` (nil: none set) whose network location must never be asked.
  static func offline(zone: String?) -> LocationClient {
    LocationClient(
      systemTimeZone: { SystemTimeZone(tzVariable: zone) },
      lookup: { () async throws(LocatingError) -> GeoIPAnswer in
        Issue.record("unexpected network location lookup")
        throw .unreachable(.cancelled)
      }, host: "offline.invalid")
  }

  /// A location client that fails the test when used.
  static var failing: LocationClient {
    LocationClient(
      systemTimeZone: {
        Issue.record("unexpected read of the system time zone")
        return SystemTimeZone()
      },
      lookup: { () async throws(LocatingError) -> GeoIPAnswer in
        Issue.record("unexpected network location lookup")
        throw .unreachable(.cancelled)
      }, host: "failing.invalid")
  }
}

extension EditorLauncher {
  /// An editor that fails the test when opened.
  static var failing: EditorLauncher {
    EditorLauncher(command: nil) { (_: String) throws(Failure) -> String in
      Issue.record("unexpected editor launch")
      throw Failure(reason: "no editor in tests")
    }
  }
}

/// A value behind a lock, shared with the shell's (non-isolated) closures.
final class Locked<Value: Sendable>: Sendable {
  private let mutex: Mutex<Value>

  /// Creates a box holding `value`.
  init(_ value: Value) { mutex = Mutex(value) }

  /// Runs `body` with the value locked.
  func withLock<Result: Sendable>(_ body: (inout Value) -> Result) -> Result {
    mutex.withLock { body(&$0) }
  }

  /// The value now.
  var value: Value { mutex.withLock { $0 } }
}

/// A session over a fresh world, and the recorder of its output (for short tests).
@MainActor
func makeSession(
  json: Bool = false, color: Bool = false, width: Int = 80,
  placeSearch: PlaceSearchClient = .failing, gazetteer: TestGazetteer = .small
) -> (Session, Recorder) {
  do {
    let world = try TestWorld()
    return (
      world.session(
        json: json, color: color, width: width, placeSearch: placeSearch, gazetteer: gazetteer),
      world.recorder
    )
  } catch {
    Issue.record("cannot make a temporary home: \(error)")
    fatalError("no temporary directory")
  }
}

/// What a run of some lines printed and its exit status.
struct RunResult {
  var stdout: String
  var stderr: String
  var status: Int32
}

/// Runs `lines` as `-c` commands in a fresh world and returns what they printed: the one-line
/// form of a parse, help or error case (`#expect(try await outcome(of: ":now --foo").stderr == …)`). The
/// air, alert and place-search sources answer nothing.
@MainActor
func outcome(of lines: String..., json: Bool = false) async throws -> RunResult {
  let world = try TestWorld()
  let session = world.session(json: json, alerts: .none(), air: .none(), placeSearch: .none)
  let status = await Runner(session: session).runCommands(lines)
  return RunResult(stdout: world.recorder.stdout, stderr: world.recorder.stderr, status: status)
}
