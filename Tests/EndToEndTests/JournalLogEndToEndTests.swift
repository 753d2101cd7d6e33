import Foundation
import TestSupport
import Testing

/// The journal as an append-only log (issue 30) through the built binary: migration from
/// `journal.json`, a torn last record, concurrent adders, compaction, exports unchanged.
@Suite(.needsPlaceData, .size(.medium)) struct JournalLogEndToEndTests {
  let home: TemporaryDirectory
  init() throws { home = try TemporaryDirectory(prefix: "wxsh-e2e-journal-log") }

  var environment: [String: String] {
    WxshBinary.environment(home: home.path, extra: ["TZ": "UTC"])
  }
  var directory: String { home.path + "/data/wxsh" }
  var jsonPath: String { directory + "/journal.json" }
  var logPath: String { directory + "/journal.jsonl" }

  func bytes(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

  /// The log's lines (the header first); `complete` drops a last line without its newline.
  func logLines() throws -> [[String: Any]] {
    let text = String(decoding: try bytes(logPath), as: UTF8.self)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    lines.removeLast()  // after the last newline: empty, or a torn record
    return lines.compactMap {
      try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
    }
  }

  @Test func aSchema1JournalMigratesWithABackupAndAnOlderWxshIsRefused() async throws {
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let original = Data(
      """
      {"schemaVersion": 1, "minReaderVersion": 1, "nextNumber": 9, "tags": ["x"], "entries": [
        {"id": "a1", "number": 3, "created": {"utc": "2026-08-01T09:00:00Z", "zone": "Europe/Lisbon"},
         "updated": {"utc": "2026-08-01T09:00:00Z", "zone": "Europe/Lisbon"}, "text": "first",
         "place": {"name": "Lisbon", "timeZone": "Europe/Lisbon"}, "mood": "calm"},
        {"id": "a2", "number": 7, "created": {"utc": "2026-08-02T09:00:00Z"},
         "updated": {"utc": "2026-08-02T09:00:00Z"}, "text": "second"},
        {"id": "bad id", "created": {"utc": "2026-08-03T09:00:00Z"}, "text": "kept aside"}]}
      """.utf8)
    try original.write(to: URL(fileURLWithPath: jsonPath))
    let before = try await WxshBinary.run(
      ["-c", ":journal export md", "-c", ":journal export json"], environment: environment)
    #expect(before.status == 0, "\(before.stderr)")
    let added = try await WxshBinary.run(["-c", ":journal add third"], environment: environment)
    #expect(added.status == 0, "\(added.stderr)")
    #expect(added.stdout.contains("Saved entry 9: third"), "\(added.stdout)")
    #expect(try bytes(jsonPath + ".v1.bak") == original)
    let removed = try await WxshBinary.run(
      ["-c", ":journal rm 9 --yes", "-c", ":journal export md", "-c", ":journal export json"],
      environment: environment)
    #expect(removed.status == 0, "\(removed.stderr)")
    // The exports read the same after the migration (JSON: but for the next number).
    let after = removed.stdout.split(separator: "\n", omittingEmptySubsequences: false)
      .dropFirst().joined(separator: "\n")
    #expect(
      after
        == before.stdout.replacingOccurrences(of: #""nextNumber": 9"#, with: #""nextNumber": 10"#))
    #expect(before.stdout.contains(#""mood": "calm""#) && before.stdout.contains("kept aside"))
    // journal.json now needs a newer reader: an older wxsh shows nothing and saves nothing.
    let stub = try #require(
      try JSONSerialization.jsonObject(with: try bytes(jsonPath)) as? [String: Any])
    #expect(stub["minReaderVersion"] as? Int == 2)
    #expect((stub["entries"] as? [Any])?.isEmpty == true)
    let lines = try logLines()
    #expect(lines.first?["schemaVersion"] as? Int == 2)
    #expect(lines.first?["tags"] != nil)
  }

  @Test func aTornLastRecordIsIgnoredAndTheRestKept() async throws {
    let first = try await WxshBinary.run(
      ["-c", ":journal add one", "-c", ":journal add two"], environment: environment)
    #expect(first.status == 0, "\(first.stderr)")
    // A crash in the middle of writing the third record.
    let handle = try #require(FileHandle(forWritingAtPath: logPath))
    handle.seekToEndOfFile()
    handle.write(Data(#"{"add":{"id":"ffff","number":3,"created":{"utc":"2026-0"#.utf8))
    handle.closeFile()
    let listed = try await WxshBinary.run(["--json", "-c", ":journal"], environment: environment)
    #expect(listed.status == 0, "\(listed.stderr)")
    #expect(listed.stderr.isEmpty, "a torn record is not a warning: \(listed.stderr)")
    let titles = (jsonLines(listed.stdout).first?["entries"] as? [[String: Any]])?.map {
      $0["title"] as? String
    }
    #expect(titles == ["two", "one"])
    let next = try await WxshBinary.run(
      ["-c", ":journal add three", "-c", ":journal"], environment: environment)
    #expect(next.status == 0, "\(next.stderr)")
    #expect(next.stdout.contains("Saved entry 3: three"))
    let texts = try logLines().dropFirst().compactMap {
      ($0["add"] as? [String: Any])?["text"] as? String
    }
    #expect(texts == ["one", "two", "three"])
    #expect(!String(decoding: try bytes(logPath), as: UTF8.self).contains("ffff"))
  }

  /// A log of `count` entries written directly, as wxsh writes them (thousands of fsynced adds
  /// would take a minute): every 50th mentions a heron.
  func seedBigLog(_ count: Int) throws {
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    var out = "{\"schemaVersion\":2,\"minReaderVersion\":2,\"nextNumber\":1}\n"
    for index in 1...count {
      let utc = ISO8601DateFormatter().string(
        from: Date(timeIntervalSince1970: 1_780_000_000 + Double(index) * 600))
      let text = "Entry \(index): fog over the river" + (index % 50 == 0 ? ", a heron" : "")
      out +=
        #"{"add":{"id":"\#(String(format: "%016x", index))","number":\#(index),"#
        + #""created":{"utc":"\#(utc)","zone":"Europe/Lisbon"},"updated":{"utc":"\#(utc)","#
        + #""zone":"Europe/Lisbon"},"text":"\#(text)","place":{"geonameId":2267057,"#
        + #""name":"Lisbon","region":"Lisboa","countryCode":"PT","countryName":"Portugal","#
        + #""latitude":38.71667,"longitude":-9.13333,"timeZone":"Europe/Lisbon"},"#
        + #""weather":{"provider":"open-meteo","fetchedAt":"\#(utc)","conditionCode":45,"#
        + #""temperatureC":\#(10 + index % 15),"isDay":true}},"next":\#(index + 1)}"# + "\n"
    }
    try Data(out.utf8).write(to: URL(fileURLWithPath: logPath))
    try Data(
      #"{"schemaVersion": 2, "minReaderVersion": 2, "movedTo": "journal.jsonl", "entries": []}"#
        .utf8
    ).write(to: URL(fileURLWithPath: jsonPath))
  }

  @Test func aBigJournalListsTheSameFromItsSnapshotAndAfterAnAdd() async throws {
    let count = 5_000
    try seedBigLog(count)
    let first = try await WxshBinary.run(["-c", ":journal"], environment: environment)
    #expect(first.status == 0, "\(first.stderr)")
    #expect(FileManager.default.fileExists(atPath: logPath + ".snapshot"))
    let lines = first.stdout.split(separator: "\n")
    #expect(lines.count == count)
    #expect(
      lines.first?.hasPrefix("5000  2026-07-02 14:46  Lisbon") == true, "\(lines.first ?? "")")
    let second = try await WxshBinary.run(["-c", ":journal"], environment: environment)
    #expect(second.stdout == first.stdout, "the snapshot lists exactly what the log does")
    let search = try await WxshBinary.run(
      ["-c", ":journal search HERON"], environment: environment)
    #expect(search.stdout.split(separator: "\n").count == count / 50)
    let added = try await WxshBinary.run(
      ["-c", ":journal add after the snapshot", "-c", ":journal"], environment: environment)
    let after = added.stdout.split(separator: "\n").filter { $0.contains("  ") }
    #expect(after.count == count + 1)
    #expect(after.first?.hasSuffix("after the snapshot") == true, "\(after.first ?? "")")
    #expect(Array(after.dropFirst()) == lines)
    // A damaged snapshot is only a slower read.
    try Data("WXJSNAP4 not really".utf8).write(to: URL(fileURLWithPath: logPath + ".snapshot"))
    let damaged = try await WxshBinary.run(["-c", ":journal"], environment: environment)
    #expect(damaged.status == 0 && damaged.stderr.isEmpty, "\(damaged.stderr)")
    #expect(damaged.stdout.split(separator: "\n").count == count + 1)
  }

  @Test func concurrentAddersFromSeveralProcessesAllLand() async throws {
    let processes = 6
    let adds = 8
    let running = try (0..<processes).map { worker in
      try WxshBinary.start(
        (0..<adds).flatMap { ["-c", ":journal add p\(worker)-\($0)"] }, environment: environment)
    }
    for process in running {
      let result = try await process.wait(timeout: 60)
      #expect(result.status == 0, "\(result.stderr)")
    }
    let added = try logLines().dropFirst().compactMap { $0["add"] as? [String: Any] }
    let texts = added.compactMap { $0["text"] as? String }
    let expected = (0..<processes).flatMap { worker in (0..<adds).map { "p\(worker)-\($0)" } }
    #expect(Set(texts) == Set(expected) && texts.count == expected.count)
    let numbers = added.compactMap { $0["number"] as? Int }
    #expect(numbers == Array(1...(processes * adds)), "numbers in append order, none twice")
  }

  @Test func editsAndRemovalsAreCompactedAwayKeepingEveryLiveEntry() async throws {
    let count = 300
    let seed = try await WxshBinary.run(
      [], stdin: (1...count).map { ":journal add note \($0)\n" }.joined(), environment: environment)
    #expect(seed.status == 0, "\(seed.stderr)")
    let grown = try bytes(logPath).count
    let changes = try await WxshBinary.run(
      [],
      stdin: (1...count).map {
        $0 % 3 == 0 ? ":journal rm \($0) --yes\n" : ":journal edit \($0) edited \($0)\n"
      }
      .joined(), environment: environment)
    #expect(changes.status == 0, "\(changes.stderr)")
    let lines = try logLines()
    #expect(lines.count < count + count / 2, "compacted: \(lines.count) lines")
    #expect(try bytes(logPath).count < grown * 2)
    let listed = try await WxshBinary.run(["--json", "-c", ":journal"], environment: environment)
    let titles = (jsonLines(listed.stdout).first?["entries"] as? [[String: Any]])?.compactMap {
      $0["title"] as? String
    }
    let expected = (1...count).reversed().filter { $0 % 3 != 0 }.map { "edited \($0)" }
    #expect(titles == expected)
    let numbers = (jsonLines(listed.stdout).first?["entries"] as? [[String: Any]])?.compactMap {
      $0["number"] as? Int
    }
    #expect(numbers == (1...count).reversed().filter { $0 % 3 != 0 })
    let next = try await WxshBinary.run(["-c", ":journal add last"], environment: environment)
    #expect(next.stdout.contains("Saved entry \(count + 1): last"), "\(next.stdout)")
  }

  @Test func aLogFromANewerWxshIsShownButNeverWritten() async throws {
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let newer = Data(
      (#"{"schemaVersion":3,"minReaderVersion":2,"nextNumber":2}"# + "\n"
        + #"{"add":{"id":"z1","number":1,"created":{"utc":"2030-01-01T00:00:00Z"},"text":"future"},"next":2}"#
        + "\n").utf8)
    try newer.write(to: URL(fileURLWithPath: logPath))
    let result = try await WxshBinary.run(
      ["-c", ":journal", "-c", ":journal add nope"], environment: environment)
    #expect(result.status == 1)
    #expect(result.stdout.contains("future"))
    #expect(result.stderr.contains("newer wxsh"), "\(result.stderr)")
    #expect(try bytes(logPath) == newer)
  }
}
