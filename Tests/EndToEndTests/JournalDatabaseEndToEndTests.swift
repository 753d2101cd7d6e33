import Foundation
import Journal
import TestSupport
import Testing

/// The journal in its SQLite database (issue 43) through the built binary: a journal the
/// release before it wrote moves in unchanged, what an older wxsh then meets, words found in
/// every script and shown in bold, a damaged database, and many sessions adding at once.
@Suite(.needsPlaceData, .size(.medium)) struct JournalDatabaseEndToEndTests {
  let home: TemporaryDirectory
  init() throws { home = try TemporaryDirectory(prefix: "wxsh-e2e-journal-db") }

  var environment: [String: String] {
    WxshBinary.environment(home: home.path, extra: ["TZ": "UTC"])
  }
  var directory: String { home.path + "/data/wxsh" }
  var databasePath: String { directory + "/journal.sqlite" }

  /// The journal the release before the database wrote (see its PROVENANCE.md).
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Journal/c773ff5").path

  func fixture(_ name: String) throws -> Data {
    try Data(contentsOf: URL(fileURLWithPath: Self.fixtures + "/" + name))
  }

  /// Puts the older release's journal files in the data directory.
  func seedOlderRelease() throws {
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    for name in ["journal.jsonl", "journal.json"] {
      try fixture(name).write(to: URL(fileURLWithPath: directory + "/" + name))
    }
  }

  @Test func aJournalTheOlderReleaseWroteMovesInWithEveryEntryUnchanged() async throws {
    try seedOlderRelease()
    let list = try await WxshBinary.run(["-c", ":journal"], environment: environment)
    #expect(list.status == 0, "\(list.stderr)")
    #expect(list.stderr.contains("moved from \(directory)/journal.jsonl"), "\(list.stderr)")
    #expect(list.stderr.contains("(8 entries)"), "\(list.stderr)")
    // Numbers as they were: 7 was removed and stays unused.
    let numbers = list.stdout.split(separator: "\n").compactMap {
      Int($0.split(separator: " ").first ?? "")
    }
    #expect(numbers == [9, 8, 6, 5, 4, 3, 2, 1], "\(list.stdout)")
    // The exports are byte for byte what the older release printed.
    let json = try await WxshBinary.run(["-c", ":journal export json"], environment: environment)
    #expect(json.stdout == String(decoding: try fixture("export.json"), as: UTF8.self))
    let markdown = try await WxshBinary.run(["-c", ":journal export md"], environment: environment)
    #expect(markdown.stdout == String(decoding: try fixture("export.md"), as: UTF8.self))
    #expect(json.stderr.isEmpty && markdown.stderr.isEmpty, "moved once: \(json.stderr)")
    // The old log is kept byte for byte beside a dated name; the next entry is number 10.
    let names = try FileManager.default.contentsOfDirectory(atPath: directory)
    let backup = try #require(names.first { $0.hasPrefix("journal.jsonl.bak-") })
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: directory + "/" + backup))
        == fixture("journal.jsonl"))
    let add = try await WxshBinary.run(["-c", ":journal add ten"], environment: environment)
    #expect(add.stdout.contains("Saved entry 10: ten"), "\(add.stdout)\(add.stderr)")
    #expect(FileFacts.mode(databasePath) == 0o600)
  }

  /// An older wxsh finds stubs it reads as one entry saying where the journal went, from a
  /// version it must not write: it shows that entry and saves nothing.
  @Test func anOlderWxshMeetsOneEntrySayingWhereTheJournalWent() async throws {
    try seedOlderRelease()
    _ = try await WxshBinary.run(["-c", ":journal"], environment: environment)
    let log = String(
      decoding: try Data(contentsOf: URL(fileURLWithPath: directory + "/journal.jsonl")),
      as: UTF8.self)
    let lines = log.split(separator: "\n").map {
      (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any] ?? [:]
    }
    #expect(lines.count == 2)
    // Schema 3 needing reader 2: the log-era wxsh reads it and refuses to change it.
    #expect(lines.first?["schemaVersion"] as? Int == 3)
    #expect(lines.first?["minReaderVersion"] as? Int == 2)
    let moved = (lines.last?["add"] as? [String: Any])?["text"] as? String ?? ""
    #expect(moved.hasPrefix("This journal moved to \(databasePath)"), "\(moved)")
    let document =
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: URL(fileURLWithPath: directory + "/journal.json"))) as? [String: Any]
    #expect(document?["schemaVersion"] as? Int == 3)
    #expect(document?["minReaderVersion"] as? Int == 1)
    let entries = document?["entries"] as? [[String: Any]]
    #expect((entries?.first?["text"] as? String)?.hasPrefix("This journal moved to") == true)
  }

  @Test func aWordInsideASentenceIsFoundInKoreanJapaneseAndChinese() async throws {
    try seedOlderRelease()
    let searches = [
      ("서울", "오늘 서울에 비가"), ("東京", "今日は東京で雨が降った"), ("下雨", "今天北京下雨了"),
      ("cafe", "Café crème"), ("seoul", "오늘 서울에 비가"), ("дождь", "Шёл дождь"),
    ]
    for (word, expected) in searches {
      let result = try await WxshBinary.run(
        ["-c", ":journal search " + word], environment: environment)
      #expect(result.status == 0, "\(word): \(result.stderr)")
      #expect(result.stdout.contains(expected), "\(word): \(result.stdout)")
      #expect(result.stdout.split(separator: "\n").count == 1, "\(word): \(result.stdout)")
    }
    let json = try await WxshBinary.run(
      ["--json", "-c", ":journal search 雨"], environment: environment)
    let document = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    #expect(document?["total"] as? Int == 2, "\(json.stdout)")
  }

  @Test func theMatchedWordsAreBoldInATerminal() async throws {
    try seedOlderRelease()
    var environment = self.environment
    environment["TERM"] = "xterm-256color"
    let terminal = try PseudoTerminal(
      path: WxshBinary.path, arguments: ["-c", ":journal search 서울"], environment: environment)
    #expect(await terminal.waitForExit() == 0)
    #expect(terminal.text.contains("\u{1B}[1m서울\u{1B}[0m"), "\(terminal.text)")
  }

  @Test func aDamagedDatabaseIsReportedInOneLineAndLeftAsItIs() async throws {
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let damaged = Data(repeating: 0x5A, count: 16384)
    try damaged.write(to: URL(fileURLWithPath: databasePath))
    for command in [":journal", ":journal add lost?", ":journal search fog"] {
      let result = try await WxshBinary.run(
        ["-c", command, "-c", ":units"], environment: environment)
      #expect(result.status == 1, "\(command)")
      let errors = result.stderr.split(separator: "\n")
      #expect(errors.count == 1, "\(command): \(result.stderr)")
      #expect(errors.first?.contains("journal \(databasePath) is damaged") == true)
      #expect(errors.first?.contains("sqlite3 \(databasePath) .recover") == true)
      // The run goes on.
      #expect(result.stdout.contains("Units: temperature"), "\(result.stdout)")
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: databasePath)) == damaged)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["journal.sqlite"])
  }

  @Test func sessionsAddingAtOnceGetDistinctNumbersAndLoseNothing() async throws {
    let processes = 6
    let adds = 15
    let running = try (0..<processes).map { worker in
      try WxshBinary.start(
        [], stdin: (0..<adds).map { ":journal add p\(worker)-\($0)\n" }.joined(),
        environment: environment)
    }
    var numbers: [Int] = []
    for process in running {
      let result = try await process.wait(timeout: 120)
      #expect(result.status == 0, "\(result.stderr)")
      numbers += result.stdout.split(separator: "\n").compactMap { line in
        guard line.hasPrefix("Saved entry ") else { return nil }
        return Int(line.dropFirst(12).prefix { $0 != ":" })
      }
    }
    #expect(numbers.count == processes * adds)
    #expect(Set(numbers) == Set(1...(processes * adds)))
    let texts = try JournalStore(directory: directory).export().entries.map(\.text)
    #expect(Set(texts).count == processes * adds)
  }

  /// Issue 40, item 3, on the database: a backup put back while a shell is open, copied over
  /// the file (`cp`, the same inode) or moved in its place (a new inode), is what the shell
  /// reads and adds to next; nothing of the replaced journal mixes in.
  @Test(arguments: ["copied", "moved"])
  func aBackupPutBackWhileAShellIsOpenIsWhatItUsesNext(how: String) async throws {
    var environment = self.environment
    environment["TERM"] = "xterm"
    let terminal = try PseudoTerminal(
      path: WxshBinary.path, arguments: [], environment: environment)
    #expect(await terminal.waitFor { $0.contains("> ") })
    terminal.type(":journal add one\r")
    #expect(await terminal.waitFor { $0.contains("Saved entry 1") })
    let backup = try Data(contentsOf: URL(fileURLWithPath: databasePath))
    terminal.type(":journal add two\r")
    #expect(await terminal.waitFor { $0.contains("Saved entry 2") })
    if how == "copied" {
      let handle = try #require(FileHandle(forWritingAtPath: databasePath))
      try handle.truncate(atOffset: 0)
      try handle.write(contentsOf: backup)
      try handle.close()
    } else {
      try backup.write(to: URL(fileURLWithPath: directory + "/restored.sqlite"))
      #expect(rename(directory + "/restored.sqlite", databasePath) == 0)
    }
    terminal.type(":journal add three\r")
    #expect(await terminal.waitFor { $0.contains("Saved entry 2: three") })
    terminal.type(":q\r")
    #expect(await terminal.waitForExit() == 0)
    let store = JournalStore(directory: directory)
    #expect(try store.export().entries.map(\.text) == ["one", "three"])
    #expect(try store.search(JournalSearchText.pieces("two"), limit: nil).total == 0)
    #expect(try store.search(JournalSearchText.pieces("three"), limit: nil).total == 1)
  }
}
