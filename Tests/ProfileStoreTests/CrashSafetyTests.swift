import Foundation
import ProfileStore
import TestSupport
import Testing

/// kill -9, concurrent writers and umask checks, each through the spawned `profile-harness`.
///
/// The default run is short (20 kills); `WXSH_FULL_TESTS=1` runs the long version (300 kills).
@Suite(.serialized, .size(.medium)) struct CrashSafetyTests {
  static let full = ProcessInfo.processInfo.environment["WXSH_FULL_TESTS"] == "1"
  static let kills = full ? 300 : 20

  /// The ids in the profile file, or a reason it is not a valid current profile.
  static func savedIDs(_ path: String) -> Result<Set<Int>, HarnessFailure> {
    guard let data = FileManager.default.contents(atPath: path) else {
      return .failure(HarnessFailure("the profile is missing"))
    }
    switch ProfileCodec.decode(Array(data)) {
    case .current(let profile): return .success(Set(profile.places.map(\.id)))
    case let other: return .failure(HarnessFailure("unparseable profile: \(other)"))
    }
  }

  /// What a kill -9 loop saw.
  struct KillRun {
    var rounds = 0
    var acked = 0
    /// Kills that landed inside a save: the harness was still alive (SIGKILL ended it), had
    /// not finished its loop, and its last line announced a save it never acknowledged.
    var midSave = 0
    var failures: [String] = []
    var strayTemps = 0
  }

  /// Whether a killed harness's output proves the kill landed inside a save.
  static func killedMidSave(_ lines: [String], _ exit: ChildProcess.Exit) -> Bool {
    guard exit.signal == SIGKILL, !lines.contains("done"), let last = lines.last,
      last.hasPrefix("saving ")
    else { return false }
    return !lines.contains("acked " + last.dropFirst("saving ".count))
  }

  /// Runs up to `rounds` rounds of: start an add loop, wait for its first acknowledged save,
  /// kill -9 it as soon as one of the next saves starts, then check the file parses and holds
  /// every acked id.
  static func killLoop(
    path: String, rounds: Int, extra: [String], stopAtFirstFailure: Bool
  ) async throws -> KillRun {
    var run = KillRun()
    var acked = Set<Int>()
    for round in 0..<rounds {
      run.rounds += 1
      let first = round * 100_000 + 1
      let harness = try Harness(
        ["add-loop", path, "100000", "--start", "\(first)", "--report-saving"] + extra)
      guard await harness.waitForLine(timeout: 30, { $0 == "acked \(first)" }) else {
        try await harness.killHard()
        run.failures.append("round \(round): no save acknowledged")
        if stopAtFirstFailure { break } else { continue }
      }
      // Kill while a later save runs: 0 to 30 ms (about one save) after one of the 1st to 4th
      // saves after the first acknowledgement starts.
      harness.kill(
        afterLine: "saving \(first + 1 + Int.random(in: 0...3))",
        delay: Int.random(in: 0...30_000))
      let exit = try await harness.child.finish(timeout: 60)
      let lines = harness.lines
      if killedMidSave(lines, exit) { run.midSave += 1 }
      acked.formUnion(harness.acked)
      run.acked = acked.count
      switch savedIDs(path) {
      case .failure(let failure):
        run.failures.append("round \(round): \(failure.description)")
      case .success(let ids):
        let lost = acked.subtracting(ids)
        if !lost.isEmpty { run.failures.append("round \(round): lost \(lost.count) acked adds") }
      }
      if FileFacts.mode(path) != 0o600 {
        run.failures.append("round \(round): mode \(String(FileFacts.mode(path) ?? 0, radix: 8))")
      }
      let names =
        (try? FileManager.default.contentsOfDirectory(
          atPath: (path as NSString).deletingLastPathComponent)) ?? []
      run.strayTemps += names.filter { $0.hasPrefix("profile.json.tmp-") }.count
      if stopAtFirstFailure && !run.failures.isEmpty { break }
      if !run.failures.isEmpty && !stopAtFirstFailure,
        case .failure = savedIDs(path)
      {
        break  // the file is gone for good; later rounds would only repeat it
      }
    }
    return run
  }

  @Test func killDuringSavesNeverCorruptsOrLosesAnAcknowledgedAdd() async throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let path = dir.file("profile.json")
    let (status, _) = try await Harness.run(["seed", path, "300"])
    try #require(status == 0)
    let run = try await Self.killLoop(
      path: path, rounds: Self.kills, extra: [], stopAtFirstFailure: false)
    print(
      "kill -9: \(run.rounds) kills, \(run.midSave) inside a save, \(run.acked) acked adds, "
        + "\(run.failures.count) failures, \(run.strayTemps) stray temps seen")
    #expect(run.failures.isEmpty, "\(run.failures.prefix(5))")
    #expect(run.rounds == Self.kills)
    #expect(run.acked >= Self.kills)
    #expect(
      run.midSave * 2 >= run.rounds,
      "only \(run.midSave) of \(run.rounds) kills landed inside a save")
    // The next start sweeps the temps that killed saves left behind.
    _ = ProfileStore(path: path)
    let names = try FileManager.default.contentsOfDirectory(atPath: dir.path)
    #expect(names.filter { $0.hasPrefix("profile.json.tmp-") }.isEmpty)
  }

  @Test func theInPlaceControlIsCaughtTearingTheFile() async throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let path = dir.file("profile.json")
    let (status, _) = try await Harness.run(["seed", path, "300"])
    try #require(status == 0)
    // Up to 100 kills (300 in the full run); it stops at the first torn file.
    let run = try await Self.killLoop(
      path: path, rounds: Self.full ? 300 : 100, extra: ["--in-place"], stopAtFirstFailure: true)
    print(
      "in-place control: first failure after \(run.rounds) kills (\(run.midSave) inside a "
        + "save): \(run.failures.first ?? "none")")
    #expect(!run.failures.isEmpty, "the harness could not see a torn in-place write")
  }

  /// Starts `workers` concurrent adders of `count` places each, all at the same moment.
  static func concurrentAdd(
    path: String, workers: Int, count: Int, extra: [String] = []
  ) async throws -> (acked: Set<Int>, statuses: [Int32]) {
    let startAt = Int64(Date().timeIntervalSince1970 * 1000) + 700
    let harnesses = try (0..<workers).map { worker in
      try Harness(
        ["concurrent-add", path, "\(worker)", "\(count)", "--start-at", "\(startAt)"] + extra)
    }
    var statuses: [Int32] = []
    for harness in harnesses { statuses.append(try await harness.finish()) }
    return (Set(harnesses.flatMap(\.acked)), statuses)
  }

  @Test(arguments: [(4, 10), (8, 5)])
  func concurrentWritersKeepEveryAdd(workers: Int, count: Int) async throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let path = dir.file("profile.json")
    let (acked, statuses) = try await Self.concurrentAdd(path: path, workers: workers, count: count)
    #expect(statuses.allSatisfy { $0 == 0 }, "\(statuses)")
    #expect(acked.count == workers * count)
    let ids = try Self.savedIDs(path).get()
    #expect(ids == acked)
    guard let data = FileManager.default.contents(atPath: path),
      case .current(let profile) = ProfileCodec.decode(Array(data))
    else {
      Issue.record("unreadable result")
      return
    }
    #expect(profile.places.count == workers * count, "duplicates or losses")
  }

  @Test func theNoLockControlLosesUpdates() async throws {
    var lost = 0
    var attempts = 0
    while lost == 0 && attempts < 3 {
      attempts += 1
      let dir = try TemporaryDirectory()
      defer { dir.remove() }
      let path = dir.file("profile.json")
      let (acked, _) = try await Self.concurrentAdd(
        path: path, workers: 4, count: 25, extra: ["--no-lock"])
      let ids = (try? Self.savedIDs(path).get()) ?? []
      lost = acked.subtracting(ids).count
    }
    print("no-lock control: \(lost) acked adds lost (attempt \(attempts))")
    #expect(lost > 0, "the harness could not see lost updates without the lock")
  }

  @Test(arguments: [0o022, 0o077, 0o000])
  func filesAre0600InA0700DirectoryWhateverTheUmask(mask: Int) async throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let path = dir.file("fresh/wxsh/profile.json")
    let (status, lines) = try await Harness.run(
      ["add-loop", path, "2", "--umask", String(mask, radix: 8)])
    #expect(status == 0)
    #expect(lines == ["acked 1", "acked 2"])
    #expect(FileFacts.mode(path) == 0o600)
    #expect(FileFacts.mode(path + ".lock") == 0o600)
    #expect(FileFacts.mode(dir.file("fresh/wxsh")) == 0o700)
    #expect(FileFacts.mode(dir.file("fresh")) == 0o700)
  }
}
