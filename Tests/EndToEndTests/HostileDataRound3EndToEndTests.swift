import Foundation
import Journal
import TestSupport
import Testing

/// Issue 29's breaks replayed through the built binary: sparse huge files, a foreign file as
/// the profile, quadratic journal input, hostile :line templates (run again against the release
/// binary by scripts/test).
@Suite(.size(.medium)) struct HostileDataRound3EndToEndTests {
  let home: TemporaryDirectory
  let stub: StubServerProcess

  init() async throws {
    home = try TemporaryDirectory(prefix: "wxsh-e2e-round3")
    stub = try await StubServerProcess.ready()
  }

  func environment(_ base: String? = nil, extra: [String: String] = [:]) -> [String: String] {
    var environment = WxshBinary.environment(home: home.path, extra: extra)
    if let base {
      environment["WXSH_OPEN_METEO_URL"] = base
      environment["WXSH_AIR_QUALITY_URL"] = base
    }
    return environment
  }

  /// Makes `path` (and its directory) a sparse file of 1 TiB: one `truncate`, no disk used.
  func makeSparse(_ path: String) throws {
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    FileManager.default.createFile(atPath: path, contents: nil)
    #expect(truncate(path, 1 << 40) == 0)
  }

  /// The files under `directory`, recursively.
  func files(under directory: String) -> [String] {
    (FileManager.default.subpaths(atPath: directory) ?? []).map { directory + "/" + $0 }.filter {
      var isDirectory: ObjCBool = false
      return FileManager.default.fileExists(atPath: $0, isDirectory: &isDirectory)
        && !isDirectory.boolValue
    }
  }

  @Test func sparseHugeFilesGiveOneLineAndTheRunGoesOn() async throws {
    let base = stub.url()
    let warm = try await WxshBinary.run(
      ["-c", ":add berlin", "-c", ":now berlin", "-c", ":air berlin", "-c", ":journal add fog"],
      environment: environment(base))
    #expect(warm.status == 0, "\(warm.stderr)")
    let cached = files(under: home.file("cache"))
    #expect(!cached.isEmpty)
    for file in cached { try makeSparse(file) }
    try makeSparse(home.file("config/wxsh/profile.json"))
    // A 1 TB log where an older wxsh kept the journal: never read whole, never moved.
    try makeSparse(home.file("data/wxsh/journal.jsonl"))
    try makeSparse(home.file("state/wxsh/history"))

    let result = try await WxshBinary.run(
      ["-c", ":list", "-c", ":now berlin", "-c", ":air berlin", "-c", ":journal"],
      environment: environment(base))
    #expect(result.status != 134 && result.status < 128, "killed: \(result.stderr)")
    #expect(!result.stderr.contains("Fatal error"))
    #expect(result.stderr.contains("is 1 TB, more than the 64 MB wxsh reads"), "\(result.stderr)")
    #expect(result.stdout.contains("Berlin"), "\(result.stdout)")
    // Nothing was rewritten or moved: the files are still 1 TiB and sparse.
    var info = stat()
    #expect(stat(home.file("config/wxsh/profile.json"), &info) == 0 && info.st_size == 1 << 40)
    #expect(stat(home.file("data/wxsh/journal.jsonl"), &info) == 0 && info.st_size == 1 << 40)
  }

  @Test func aForeignFileAsTheProfileIsNeverMovedNorLockedBeside() async throws {
    let bashrc = home.file("dotfiles/.bashrc")
    try FileManager.default.createDirectory(
      atPath: home.file("dotfiles"), withIntermediateDirectories: true)
    let text = "# ~/.bashrc\nexport PATH=\"$HOME/bin:$PATH\"\nalias ll='ls -l'\n"
    try Data(text.utf8).write(to: URL(fileURLWithPath: bashrc))
    let help = try await WxshBinary.run(
      ["-c", ":help"], environment: environment(extra: ["WXSH_PROFILE": bashrc]))
    #expect(help.status == 0, "\(help.stderr)")
    #expect(help.stderr.contains("is not a wxsh profile"), "\(help.stderr)")
    let add = try await WxshBinary.run(
      ["-c", ":add lisbon"], environment: environment(extra: ["WXSH_PROFILE": bashrc]))
    #expect(add.status == 1)
    #expect(add.stderr.contains("is not a wxsh profile"), "\(add.stderr)")
    #expect(try String(contentsOfFile: bashrc, encoding: .utf8) == text)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: home.file("dotfiles")) == [".bashrc"])
  }

  @Test func aCorruptProfileIsNotMovedByACommandThatOnlyReads() async throws {
    let profile = home.file("config/wxsh/profile.json")
    try FileManager.default.createDirectory(
      atPath: home.file("config/wxsh"), withIntermediateDirectories: true)
    let damaged = Data("{\"places\": [1, 2".utf8)
    try damaged.write(to: URL(fileURLWithPath: profile))
    let help = try await WxshBinary.run(["-c", ":help"], environment: environment())
    #expect(help.status == 0)
    #expect(help.stderr.contains("moved aside on the next save"), "\(help.stderr)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: profile)) == damaged)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: home.file("config/wxsh")) == [
        "profile.json"
      ])
  }

  @Test func innerSpacesInAJournalEntryCostLinearTime() async throws {
    // As long as a line may be (64 KiB): tidying it stays linear.
    let text = "a" + String(repeating: " ", count: 65_000) + "b"
    let result = try await WxshBinary.run(
      ["-c", ":journal add '" + text + "'"], environment: environment(), timeout: 20)
    #expect(result.status == 0, "\(result.stderr)")
    let saved = try JournalStore(directory: home.file("data/wxsh")).export().entries
    #expect(saved.map(\.text) == [text])
  }

  @Test func aTemplateOverTheCapIsRefusedAndRepeatedCodesAreCheap() async throws {
    let huge = String(repeating: "%M", count: 30_000)
    let refused = try await WxshBinary.run(
      ["-c", ":line berlin --format '" + huge + "'"], environment: environment(stub.url()),
      timeout: 20)
    #expect(refused.status != 0)
    #expect(refused.stderr.contains("the template is 60000 bytes long; the most is 4096"))
    let many = String(repeating: "%M%m%S%s%D%d%z", count: 250)
    let line = try await WxshBinary.run(
      ["-c", ":line berlin --format '" + many + "'"], environment: environment(stub.url()),
      timeout: 20)
    #expect(line.status == 0, "\(line.stderr)")
  }

  @Test func answersLongerThanAskedAreRefusedQuickly() async throws {
    let base = stub.url("fault=long-series")
    let forecast = try await WxshBinary.run(
      ["-c", ":now berlin"], environment: environment(base), timeout: 20)
    #expect(forecast.status == 1)
    #expect(
      forecast.stderr.contains("entries where wxsh asked for at most 432"), "\(forecast.stderr)")
    let air = try await WxshBinary.run(
      ["-c", ":air berlin"], environment: environment(base), timeout: 20)
    #expect(air.status == 1)
    #expect(air.stderr.contains("3000 entries where wxsh asked for at most 96"), "\(air.stderr)")
  }

  @Test func quarterHoursACenturyAheadAreNotTheNextTwoHours() async throws {
    let rain = try await WxshBinary.run(
      ["-c", ":rain berlin"], environment: environment(stub.url("fault=far-steps")),
      timeout: 20)
    #expect(rain.status == 0, "\(rain.stderr)")
    #expect(!rain.stdout.contains("No rain in the next 2 hours"), "\(rain.stdout)")
    #expect(rain.stdout.contains("15-minute rain is not available"), "\(rain.stdout)")
  }
}
