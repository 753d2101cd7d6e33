import Foundation
import Journal
import TestSupport
import Testing

/// `:journal` through the built binary: every subcommand, weather stamps, editors, export,
/// concurrent sessions, kill -9 and damaged files.
@Suite(.needsPlaceData, .size(.medium)) struct JournalEndToEndTests {
  static let full = ProcessInfo.processInfo.environment["WXSH_FULL_TESTS"] == "1"

  let home: TemporaryDirectory
  init() throws { home = try TemporaryDirectory(prefix: "wxsh-e2e-journal") }

  var environment: [String: String] {
    WxshBinary.environment(home: home.path, extra: ["WXSH_JOURNAL_WEATHER_TIMEOUT": "2"])
  }
  var journalPath: String { home.path + "/data/wxsh/journal.sqlite" }
  /// The document even older wxsh kept the journal in.
  var jsonPath: String { home.path + "/data/wxsh/journal.json" }
  static let kills =
    ProcessInfo.processInfo.environment["WXSH_JOURNAL_KILLS"].flatMap { Int($0) }
    ?? (full ? 1_000 : 8)

  /// The entries in the journal's database, oldest first, as `:journal export json` writes
  /// them.
  func entries() throws -> [[String: Any]] {
    let journal = try JournalStore(directory: home.path + "/data/wxsh").export()
    let document = try JSONSerialization.jsonObject(with: Data(JournalCodec.encode(journal)))
    return (document as? [String: Any])?["entries"] as? [[String: Any]] ?? []
  }

  /// Issue 48: stamps read in the user's language (서울; 家, 臺北市 for a place under the
  /// user's own name), while the journal, its JSON and its export keep what was stamped.
  @Test func stampsReadInTheUsersLanguageAndStayAsStamped() async throws {
    let written = try await WxshBinary.run(
      [],
      stdin: [":add taipei as 家", ":add seoul", ":go 家", ":journal add rainy", ":go seoul"]
        .joined(separator: "\n") + "\n:journal add cold\n",
      environment: environment)
    #expect(written.status == 0, "\(written.stderr)")
    var taiwanese = environment
    taiwanese["LANG"] = "zh_TW.UTF-8"
    let shown = try await WxshBinary.run(
      ["-c", ":journal", "-c", ":journal show 1"], environment: taiwanese)
    #expect(shown.stdout.contains("首爾"), "\(shown.stdout)")
    #expect(shown.stdout.contains("家, 臺北市, TW"), "\(shown.stdout)")
    let json = try await WxshBinary.run(
      ["--json", "-c", ":journal show 1"], environment: taiwanese)
    #expect(json.stdout.contains("\"name\":\"家\",\"region\":\"Taipei\""), "\(json.stdout)")
    let english = try await WxshBinary.run(["-c", ":journal"], environment: environment)
    #expect(english.stdout.contains("Seoul"), "\(english.stdout)")
  }

  /// A shell script at `name` in the home directory with `body`, executable.
  func script(_ name: String, _ body: String) throws -> String {
    let path = home.file(name)
    try Data(("#!/bin/sh\n" + body + "\n").utf8).write(to: URL(fileURLWithPath: path))
    chmod(path, 0o700)
    return path
  }

  /// Issue 47: the note keeps its full-width punctuation and digits; only the command's
  /// syntax (`：`, the ideographic space) is folded.
  @Test func aNoteKeepsWhatWasTyped() async throws {
    let result = try await WxshBinary.run(
      ["-c", ":journal add 今天好冷！（记得带伞）", "-c", "：journal　add　東京、晴れ。１２℃"],
      environment: environment)
    #expect(result.status == 0, "\(result.stderr)")
    let texts = try entries().compactMap { $0["text"] as? String }
    #expect(texts == ["今天好冷！（记得带伞）", "東京、晴れ。１２℃"])
  }

  @Test func everySubcommandWorksInScriptMode() async throws {
    let result = try await WxshBinary.run(
      [],
      stdin: ":journal add Fog on the river\n:j add Second note\n:journal\n:journal show 2\n"
        + ":journal edit 2 Second note, edited\n:journal search FOG\n:journal search nothing\n"
        + ":journal rm 1 --yes\n:journal\n", environment: environment)
    #expect(result.status == 0, "\(result.stderr)")
    let out = result.stdout
    #expect(out.contains("Saved entry 1: Fog on the river"))
    #expect(out.contains("Saved entry 2: Second note"))
    #expect(out.contains("\n2  ") && out.contains("\n1  "))
    #expect(out.contains("Entry 2 · "))
    #expect(out.contains("Edited entry 2: Second note, edited"))
    #expect(out.contains("No entry mentions nothing."))
    #expect(out.contains("Deleted entry 1: Fog on the river"))
    let saved = try entries()
    #expect(saved.map { $0["text"] as? String } == ["Second note, edited"])
    #expect(FileFacts.mode(journalPath) == 0o600)
    #expect(FileFacts.mode(home.path + "/data/wxsh") == 0o700)
    // No place was viewed, so the entry has neither place nor weather, and nobody is warned.
    #expect(saved[0]["place"] == nil && saved[0]["weather"] == nil)
    #expect(!result.stderr.contains("without weather"))
  }

  @Test func jsonDocumentsForEverySubcommand() async throws {
    _ = try await WxshBinary.run(
      ["-c", ":journal add alpha", "-c", ":journal add beta"], environment: environment)
    let export = home.file("out.json")
    let result = try await WxshBinary.run(
      [
        "--json", "-c", ":journal", "-c", ":journal show 1", "-c", ":journal search alpha",
        "-c", ":journal edit 1 alpha two", "-c", ":journal export md", "-c",
        ":journal export json \(export)", "-c", ":journal rm 1 --yes", "-c", ":journal add gamma",
      ], environment: environment)
    #expect(result.status == 0, "\(result.stderr)")
    let docs = jsonLines(result.stdout)
    #expect(docs.count == 8)
    #expect(docs.allSatisfy { $0["command"] as? String == "journal" })
    #expect(docs[0]["count"] as? Int == 2)
    let listed = docs[0]["entries"] as? [[String: Any]]
    #expect(listed?.map { $0["title"] as? String } == ["beta", "alpha"])
    #expect(listed?.map { $0["number"] as? Int } == [2, 1], "numbered as written, newest first")
    #expect(
      ((listed?.first?["created"] as? [String: Any])?["utc"] as? String)?.hasSuffix("Z") == true)
    #expect((docs[1]["entry"] as? [String: Any])?["text"] as? String == "alpha")
    #expect(docs[2]["count"] as? Int == 1)
    #expect(docs[3]["saved"] as? Bool == true)
    #expect((docs[4]["content"] as? String)?.hasPrefix("# Weather journal") == true)
    #expect(docs[5]["file"] as? String == export)
    #expect(docs[6]["removed"] as? Bool == true)
    #expect(docs[7]["saved"] as? Bool == true)
  }

  @Test func anEntryWhileViewingAPlaceWithTheServerDownIsSavedWithoutWeather() async throws {
    let result = try await WxshBinary.run(
      [], stdin: ":show lisbon\n:journal add Grey and quiet\n", environment: environment)
    #expect(result.stdout.contains("Saved entry 1 · Lisbon: Grey and quiet"), "\(result.stdout)")
    #expect(result.stderr.contains("saved without weather"), "\(result.stderr)")
    let saved = try entries()
    #expect((saved[0]["place"] as? [String: Any])?["name"] as? String == "Lisbon")
    #expect(saved[0]["weather"] == nil)
    #expect((saved[0]["created"] as? [String: Any])?["zone"] as? String == "Europe/Lisbon")
  }

  @Test func anEntryWhileViewingAPlaceCarriesItsWeather() async throws {
    let stub = try await StubServerProcess.ready()
    var environment = self.environment
    environment["WXSH_OPEN_METEO_URL"] = stub.url()
    let result = try await WxshBinary.run(
      ["--json", "-c", ":now lisbon", "-c", ":journal add Sun at last"], environment: environment)
    #expect(result.status == 0, "\(result.stderr)")
    let entry = try #require(jsonLines(result.stdout).last?["entry"] as? [String: Any])
    let weather = try #require(entry["weather"] as? [String: Any])
    #expect(weather["provider"] as? String == "open-meteo")
    #expect(weather["temperatureC"] is Double)
    #expect(weather["conditionCode"] is Int)
    let saved = try entries()
    #expect((saved[0]["weather"] as? [String: Any])?["temperatureC"] != nil)
    let listed = try await WxshBinary.run(["-c", ":journal"], environment: environment)
    #expect(listed.stdout.contains("°C"))
  }

  @Test func emptyEntriesSaveNothingAndSaySo() async throws {
    for (arguments, stdin) in [
      ([String](), ":journal add\n.\n"), (["-c", ":journal add"], ""),
      (["-c", ":journal add"], "   \n\n.\n"),
    ] {
      let result = try await WxshBinary.run(
        arguments.isEmpty ? [] : arguments, stdin: stdin, environment: environment)
      #expect(result.status == 0)
      #expect(result.stdout.contains("Nothing saved: the entry is empty."))
    }
    #expect(!FileManager.default.fileExists(atPath: journalPath))
  }

  @Test func linesUpToALoneDotMakeAMultiLineEntry() async throws {
    let result = try await WxshBinary.run(
      [], stdin: ":journal add\nTitle line\n\nbody . text\n.\n:journal show 1\n",
      environment: environment)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try entries().first?["text"] as? String == "Title line\n\nbody . text")
    #expect(result.stdout.contains("Saved entry 1: Title line"))
  }

  @Test func theEditorWritesAndEditsEntries() async throws {
    let writer = try script("write.sh", "printf 'From the editor\\nsecond line\\n' > \"$1\"")
    var environment = self.environment
    environment["EDITOR"] = writer
    let added = try await WxshBinary.run(["-c", ":journal add"], environment: environment)
    #expect(added.status == 0, "\(added.stderr)")
    #expect(added.stdout.contains("Saved entry 1: From the editor"))
    let appender = try script("append.sh", "printf 'third line\\n' >> \"$1\"")
    environment["EDITOR"] = nil
    environment["VISUAL"] = appender
    let edited = try await WxshBinary.run(["-c", ":journal edit 1"], environment: environment)
    #expect(edited.status == 0, "\(edited.stderr)")
    let saved = try entries()
    #expect(saved[0]["text"] as? String == "From the editor\nsecond line\nthird line")
    #expect(saved[0]["created"] as? [String: Any] != nil)
    let failing = try script("fail.sh", "exit 3")
    environment["VISUAL"] = failing
    let refused = try await WxshBinary.run(["-c", ":journal add"], environment: environment)
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("exited with status 3"))
    #expect(try entries().count == 1)
  }

  @Test func exportWritesBothFormatsAndNeverOverwritesWithoutForce() async throws {
    _ = try await WxshBinary.run(
      ["-c", ":journal add First", "-c", ":journal add Second"], environment: environment)
    let markdown = try await WxshBinary.run(["-c", ":journal export"], environment: environment)
    #expect(markdown.stdout.hasPrefix("# Weather journal\n"))
    #expect(markdown.stdout.contains("\n## "))
    let file = home.file("journal-export.json")
    let first = try await WxshBinary.run(
      ["-c", ":journal export json \(file)"], environment: environment)
    #expect(first.status == 0, "\(first.stderr)")
    #expect(first.stdout.contains("Exported 2 entries as JSON"))
    let exported = try Data(contentsOf: URL(fileURLWithPath: file))
    let object = try JSONSerialization.jsonObject(with: exported) as? [String: Any]
    #expect((object?["entries"] as? [Any])?.count == 2)
    try Data("keep me".utf8).write(to: URL(fileURLWithPath: file))
    let refused = try await WxshBinary.run(
      ["-c", ":journal export md \(file)"], environment: environment)
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("--force"))
    #expect(try String(contentsOfFile: file, encoding: .utf8) == "keep me")
    let forced = try await WxshBinary.run(
      ["-c", ":journal export md \(file) --force"], environment: environment)
    #expect(forced.status == 0)
    #expect(try String(contentsOfFile: file, encoding: .utf8).hasPrefix("# Weather journal"))
  }

  @Test func removingInAScriptNeedsYes() async throws {
    _ = try await WxshBinary.run(["-c", ":journal add keep"], environment: environment)
    let result = try await WxshBinary.run(["-c", ":journal rm 1"], environment: environment)
    #expect(result.status == 1)
    #expect(result.stderr.split(separator: "\n").count == 1)
    #expect(result.stderr.contains("--yes"))
    #expect(try entries().count == 1)
    let missing = try await WxshBinary.run(["-c", ":journal show 9"], environment: environment)
    #expect(missing.status == 1)
  }

  @Test func concurrentSessionsLoseNothing() async throws {
    let workers = 4
    let count = 10
    let running = try (0..<workers).map { worker in
      try WxshBinary.start(
        [],
        stdin: (0..<count).map { ":journal add w\(worker)-\($0)\n" }.joined(),
        environment: environment)
    }
    for process in running {
      let result = try await process.wait(timeout: 60)
      #expect(result.status == 0, "\(result.stderr)")
    }
    let texts = Set(try entries().compactMap { $0["text"] as? String })
    let expected = Set((0..<workers).flatMap { worker in (0..<count).map { "w\(worker)-\($0)" } })
    #expect(texts == expected)
    let ids = try entries().compactMap { $0["id"] as? String }
    #expect(Set(ids).count == ids.count)
  }

  @Test func killDuringSavesNeverLosesAnAcknowledgedEntry() async throws {
    let commands = 400
    // Entries keep the number they were written with: every acknowledgement says "Saved entry".
    let acknowledgement = "Saved entry "
    var acked = Set<String>()
    var midRun = 0
    for round in 0..<Self.kills {
      let running = try WxshBinary.start(
        [], stdin: (0..<commands).map { ":journal add r\(round)-\($0)\n" }.joined(),
        environment: environment)
      // Killed the moment a save is acknowledged (the first, or one of the next three), while
      // the next one runs.
      let target = Int.random(in: 1...4)
      running.kill(whenOutput: { $0.components(separatedBy: acknowledgement).count > target })
      let result = try await running.wait(timeout: 60)
      #expect(
        result.stdout.components(separatedBy: acknowledgement).count > target,
        "round \(round): no save acknowledged: \(result.stderr)")
      // Complete lines only: a line cut by the kill acknowledges nothing.
      let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      let saved = lines.filter { $0.hasPrefix(acknowledgement) }
      for line in saved {
        // "Saved entry 17: r3-5" → "r3-5".
        if let colon = line.firstIndex(of: ":") {
          acked.insert(String(line[line.index(colon, offsetBy: 2)...]))
        }
      }
      // Alive when killed (SIGKILL ended it) and not through its script: it died mid-run.
      if result.signal == SIGKILL && saved.count < commands { midRun += 1 }
      let texts = Set(try entries().compactMap { $0["text"] as? String })
      let lost = acked.subtracting(texts)
      #expect(lost.isEmpty, "round \(round): lost \(lost.count) acknowledged entries")
      #expect(FileFacts.mode(journalPath) == 0o600)
      if !lost.isEmpty { break }
    }
    #expect(midRun * 2 >= Self.kills, "only \(midRun) of \(Self.kills) kills landed mid-run")
    #expect(!acked.isEmpty)
    // The next start sweeps the temps killed saves left behind.
    _ = try await WxshBinary.run(["-c", ":journal add after"], environment: environment)
    let names = try FileManager.default.contentsOfDirectory(atPath: home.path + "/data/wxsh")
    #expect(names.filter { $0.hasPrefix("journal.json") && $0.contains(".tmp-") }.isEmpty)
  }

  /// Older files this wxsh cannot read are reported, never moved in, never changed; the
  /// journal itself goes on in its database.
  @Test func corruptAndNewerOlderFilesAreKeptSafe() async throws {
    try FileManager.default.createDirectory(
      atPath: home.path + "/data/wxsh", withIntermediateDirectories: true)
    let garbage = Data("{\"entries\": [oops".utf8)
    try garbage.write(to: URL(fileURLWithPath: jsonPath))
    let listed = try await WxshBinary.run(
      ["-c", ":journal add new start"], environment: environment)
    #expect(listed.status == 0)
    #expect(listed.stderr.contains("is not valid"), "\(listed.stderr)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: jsonPath)) == garbage)
    #expect(try entries().map { $0["text"] as? String } == ["new start"])

    let newer = Data(
      #"{"schemaVersion": 7, "minReaderVersion": 1, "entries": [{"id": "z", "created": {"utc": "2030-01-01T00:00:00Z"}, "text": "future"}]}"#
        .utf8)
    try newer.write(to: URL(fileURLWithPath: jsonPath))
    let refused = try await WxshBinary.run(
      ["-c", ":journal", "-c", ":journal add next"], environment: environment)
    #expect(refused.status == 0, "\(refused.stderr)")
    #expect(refused.stdout.contains("new start") && !refused.stdout.contains("future"))
    #expect(refused.stderr.contains("newer wxsh"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: jsonPath)) == newer)
  }

  @Test func controlCharactersAreShownSanitised() async throws {
    try FileManager.default.createDirectory(
      atPath: home.path + "/data/wxsh", withIntermediateDirectories: true)
    let hostile =
      #"{"schemaVersion": 1, "entries": [{"id": "h", "created": {"utc": "2026-08-01T09:00:00Z"}, "text": "\u001b[31mred\u0007 bell\u202e\nline two \u001b]0;title\u0007", "place": {"name": "X\u001b[2J"}}]}"#
    try Data(hostile.utf8).write(to: URL(fileURLWithPath: jsonPath))
    for command in [":journal", ":journal show 1", ":journal search red", ":journal export"] {
      let result = try await WxshBinary.run(["-c", command], environment: environment)
      #expect(result.status == 0, "\(command): \(result.stderr)")
      #expect(!result.stdoutBytes.contains(0x1B), "\(command)")
      #expect(!result.stdoutBytes.contains(0x07), "\(command)")
      #expect(!result.stdout.contains("\u{202E}"), "\(command)")
      #expect(result.stdout.contains("red"))
    }
  }
}
