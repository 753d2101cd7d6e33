import Foundation
import TestSupport
import Testing

/// The shell's defects found in real use, each replayed through the built binary (run again
/// against the release binary by scripts/test).
@Suite(.needsPlaceData, .size(.medium)) struct ShellDefectsEndToEndTests {
  let home: TemporaryDirectory
  let stub: StubServerProcess

  init() async throws {
    home = try TemporaryDirectory(prefix: "wxsh-e2e-defects")
    stub = try await StubServerProcess.ready()
  }

  func environment(_ base: String? = nil) -> [String: String] {
    var environment = WxshBinary.environment(home: home.path)
    if let base {
      environment["WXSH_OPEN_METEO_URL"] = base
      environment["WXSH_OPENWEATHERMAP_URL"] = base
    }
    return environment
  }

  /// Issue 47 item 8, through the binary and the table set-up builds from libhangul's: `:ㅗ디ㅔ`
  /// (`:help` typed with the Korean layout on) is `:help`, and `ㅂ` alone is not Beijing.
  @Test func aCommandTypedWithTheKoreanLayoutOnIsUnderstood() async throws {
    let help = try await WxshBinary.run(["-c", ":ㅗ디ㅔ units"], environment: environment())
    #expect(help.status == 0, "\(help.stderr)")
    #expect(help.stdout.contains(":units"), "\(help.stdout)")
    let letter = try await WxshBinary.run(["-c", "ㅂ"], environment: environment())
    #expect(letter.status == 1)
    #expect(letter.stderr.contains("did you mean :quit?"), "\(letter.stderr)")
  }

  /// Issue 47 item 8, the rest: a bare line opens a place only when it names one. One letter
  /// of any script (`京` opened Kyoto) is too short; the start of a name (`clear` opened
  /// Clearwater) is asked about; `:show clear` still opens it, with its note.
  @Test func strayWordsAreAskedAboutNotOpened() async throws {
    let base = stub.url()
    for (line, said) in [
      ("京", "'京' is too short for a place name; type :show 京 to look it up"),
      (
        "clear",
        "'clear' is only the start of a place's name: did you mean Clearwater, Florida, United States? Type :show clear to open it, or :search clear for more"
      ),
    ] {
      let result = try await WxshBinary.run(["-c", line], environment: environment(base))
      #expect(result.status == 1, "\(line): \(result.stdout)")
      #expect(result.stderr.contains(said), "\(line): \(result.stderr)")
      #expect(!result.stdout.contains("Kyoto") && !result.stdout.contains("Clearwater"))
    }
    let asked = try await WxshBinary.run(
      [":show clear", "서울", "new york"].flatMap { ["-c", $0] }, environment: environment(base))
    #expect(asked.status == 0, "\(asked.stderr)")
    #expect(
      asked.stdout.contains("Clearwater, Florida, United States (for 'clear')"), "\(asked.stdout)")
    #expect(asked.stdout.contains("Seoul, South Korea"), "\(asked.stdout)")
    #expect(asked.stdout.contains("New York City"), "\(asked.stdout)")
    // In Korean the question is asked in Korean.
    var korean = environment(base)
    korean["LANG"] = "ko_KR.UTF-8"
    let ko = try await WxshBinary.run(["-c", "clear"], environment: korean)
    #expect(ko.stderr.contains(":show clear"), "\(ko.stderr)")
    #expect(!ko.stderr.contains("only the start"), "\(ko.stderr)")
  }

  @Test func listMarksTheRowBeingViewed() async throws {
    let base = stub.url()
    let second = try await WxshBinary.run(
      ["-c", ":add lisbon", "-c", ":add seoul", "-c", ":go 2", "-c", ":list"],
      environment: environment(base))
    #expect(second.status == 0, "\(second.stderr)")
    let marked = second.stdout.split(separator: "\n").filter { $0.hasPrefix("▸  ") }
    #expect(marked.count == 1 && marked[0].contains("Seoul"), "\(second.stdout)")
    let first = try await WxshBinary.run(
      ["-c", ":go 1", "-c", ":list"], environment: environment(base))
    let markedFirst = first.stdout.split(separator: "\n").filter { $0.hasPrefix("▸  ") }
    #expect(markedFirst.count == 1 && markedFirst[0].contains("Lisbon"), "\(first.stdout)")
  }

  @Test func exportRefusesAnUnknownFormatAndWritesNoFile() async throws {
    let result = try await WxshBinary.run(
      ["-c", ":journal add fog", "-c", ":journal export csv"], environment: environment())
    #expect(result.status == 1)
    #expect(result.stderr.contains("'csv' is not an export format: use md or json"))
    #expect(!FileManager.default.fileExists(atPath: "csv"))
    let json = try await WxshBinary.run(
      ["-c", ":journal export json " + home.file("out.json")], environment: environment())
    #expect(json.status == 0, "\(json.stderr)")
    #expect(FileManager.default.fileExists(atPath: home.file("out.json")))
  }

  @Test func aRefreshThatFallsBackToOlderDataFails() async throws {
    let good = try await WxshBinary.run(["-c", ":now seoul"], environment: environment(stub.url()))
    #expect(good.status == 0, "\(good.stderr)")
    // The forecast is cached and fresh; the refresh asks a closed port and must say so.
    let closed = environment("http://127.0.0.1:9")
    let text = try await WxshBinary.run(
      ["-c", ":now seoul", "-c", ":refresh"], environment: closed)
    #expect(text.status == 1, "\(text.stderr)")
    #expect(text.stdout.contains("Seoul: kept the forecast from earlier"))
    #expect(text.stderr.contains("could not refresh"), "\(text.stderr)")
    let json = try await WxshBinary.run(
      ["--json", "-c", ":now seoul", "-c", ":refresh"], environment: closed)
    #expect(json.status == 1)
    let refresh = try #require(jsonLines(json.stdout).last)
    #expect(refresh["command"] as? String == "refresh")
    #expect(refresh["stale"] as? Bool == true)
    #expect((refresh["error"] as? [String: Any])?["message"] != nil)
    // A view that was not asked to refresh still succeeds from the cache.
    let view = try await WxshBinary.run(["-c", ":now seoul"], environment: closed)
    #expect(view.status == 0, "\(view.stderr)")
  }

  @Test func commandsRunThenThePlacesAfterThem() async throws {
    let result = try await WxshBinary.run(
      ["-c", ":units", "seoul"], environment: environment(stub.url()))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("Units: temperature"))
    #expect(result.stdout.contains("Seoul"))
  }

  @Test func echoedInputIsCutAndShowsInvisibleCharacters() async throws {
    let long = ":" + String(repeating: "x", count: 60_000)
    let result = try await WxshBinary.run(["-c", long], environment: environment())
    #expect(result.status == 1)
    #expect(result.stderr.utf8.count < 300, "\(result.stderr.utf8.count) bytes")
    #expect(result.stderr.contains("…"))
    let huge = "seoul" + String(repeating: "q", count: 4_000_000) + "\n"
    let line = try await WxshBinary.run([], stdin: huge, environment: environment())
    #expect(line.status == 1)
    #expect(line.stderr.utf8.count < 400, "\(line.stderr.utf8.count) bytes")
    let script = try await WxshBinary.run([], stdin: ":sea\u{0}rch x\n", environment: environment())
    #expect(script.stderr.contains(":sea\\0rch"), "\(script.stderr)")
  }

  @Test func aFailedWriteToStandardOutputFailsTheRun() async throws {
    let full = try await Self.exitStatus(
      ["-c", ":help"], stdout: "/dev/full", environment: environment())
    #expect(full.status == 1)
    #expect(full.stderr.contains("cannot write to standard output"), "\(full.stderr)")
  }

  /// Runs wxsh with standard output sent to `path`; waits for the exit without blocking.
  static func exitStatus(_ arguments: [String], stdout path: String, environment: [String: String])
    async throws -> (status: Int32, stderr: String)
  {
    let child = try ChildProcess.spawn(
      WxshBinary.path, arguments: arguments, environment: environment, stdout: .file(path))
    let exit = try await child.finish(timeout: 60)
    return (exit.status, child.stderr.text)
  }
}

extension ShellDefectsEndToEndTests {
  @Test func journalNumbersNeverShiftOrComeBack() async throws {
    let env = environment()
    let added = try await WxshBinary.run(
      ["-c", ":journal add alpha", "-c", ":journal add beta", "-c", ":journal add gamma"],
      environment: env)
    #expect(added.status == 0, "\(added.stderr)")
    #expect(added.stdout.contains("Saved entry 3"), "\(added.stdout)")
    // A script that deletes entry 1 deletes alpha, whatever was added since.
    let removed = try await WxshBinary.run(
      ["-c", ":journal add delta", "-c", ":journal rm 1 --yes"], environment: env)
    #expect(removed.status == 0, "\(removed.stderr)")
    #expect(removed.stdout.contains("Saved entry 4"))
    #expect(removed.stdout.contains("Deleted entry 1: alpha"), "\(removed.stdout)")
    let after = try await WxshBinary.run(
      ["-c", ":journal add epsilon", "-c", ":journal show 2", "-c", ":journal"], environment: env)
    #expect(after.stdout.contains("Saved entry 5"), "numbers are never reused: \(after.stdout)")
    #expect(after.stdout.contains("Entry 2 ·"))
    let list = after.stdout.split(separator: "\n").suffix(4).map { String($0) }
    #expect(list.map { $0.split(separator: " ").first.map(String.init) } == ["5", "4", "3", "2"])
    let titles = list.map { $0.split(separator: " ").last.map(String.init) ?? "" }
    #expect(titles == ["epsilon", "delta", "gamma", "beta"], "\(list)")
  }
}

extension ShellDefectsEndToEndTests {
  @Test func aProfileTheUserMadeReadOnlyIsNeverReplaced() async throws {
    let env = environment()
    let saved = try await WxshBinary.run(["-c", ":add lisbon"], environment: env)
    #expect(saved.status == 0, "\(saved.stderr)")
    let path = home.path + "/config/wxsh/profile.json"
    chmod(path, 0o400)
    let before = FileManager.default.contents(atPath: path)
    let result = try await WxshBinary.run(["-c", ":add seoul", "-c", ":list"], environment: env)
    #expect(result.status == 1)
    #expect(result.stderr.contains("read-only"), "\(result.stderr)")
    #expect(result.stdout.contains("Lisbon"), "the read-only profile is still used")
    #expect(FileFacts.mode(path) == 0o400)
    #expect(FileManager.default.contents(atPath: path) == before)
  }
}

extension ShellDefectsEndToEndTests {
  @Test func hourlyJSONCoversTheHoursAskedForWithThreeHourSteps() async throws {
    var env = environment(stub.url())
    env["OPENWEATHERMAP_API_KEY"] = "test-key"
    let result = try await WxshBinary.run(
      [
        "--provider", "openweathermap", "--json", "-c", ":hourly 48 warsaw", "-c", ":show warsaw",
        "-c", ":hourly 24 warsaw",
      ],
      environment: env)
    #expect(result.status == 0, "\(result.stderr)")
    let docs = jsonLines(result.stdout)
    #expect((docs[0]["hours"] as? [Any])?.count == 16, "48 h in 3-hour steps")
    #expect((docs[1]["hours"] as? [Any])?.count == 8, "the page's 24 h")
    #expect((docs[2]["hours"] as? [Any])?.count == 8)
    let text = try await WxshBinary.run(
      ["--provider", "openweathermap", "-c", ":hourly 24 warsaw"], environment: env)
    // The chart's hour row: "  16   19   22   01 …", one column per step.
    let hourRow = text.stdout.split(separator: "\n").first {
      $0.split(separator: " ").allSatisfy { $0.count == 2 && Int($0) != nil } && !$0.isEmpty
    }
    #expect(hourRow?.split(separator: " ").count == 8, "the text shows the same 8 steps")
  }
}
