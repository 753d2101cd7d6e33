import Foundation
import ProfileStore
import TestSupport
import Testing

/// The strace binary, if installed.
let straceBinary = ["/usr/bin/strace", "/bin/strace"].first {
  FileManager.default.isExecutableFile(atPath: $0)
}

/// Failing system calls in a real save (strace fault injection) and the order of a save's calls.
@Suite(.enabled(if: straceBinary != nil, "needs strace"), .size(.large))
struct FaultInjectionTests {
  static let strace = straceBinary

  /// Runs `profile-harness arguments` under strace with `straceArguments`; returns status,
  /// stdout and the trace.
  func traced(_ straceArguments: [String], _ arguments: [String], in dir: TemporaryDirectory)
    async throws -> (Int32, String, [String])
  {
    let child = try ChildProcess.spawn(
      Self.strace ?? "/usr/bin/strace",
      arguments: ["-f", "-o", dir.file("trace")] + straceArguments + [Harness.path] + arguments,
      environment: ProcessInfo.processInfo.environment, stderr: .null)
    let exit = try await child.finish(timeout: 120)
    let trace = (try? String(contentsOfFile: dir.file("trace"), encoding: .utf8)) ?? ""
    return (exit.status, child.stdout.text, trace.split(separator: "\n").map(String.init))
  }

  @Test(arguments: [
    "fsync:error=EIO:when=1", "rename:error=EXDEV:when=1", "flock:error=ENOLCK",
  ])
  func aFailingCallMeansNotSavedAndAnUntouchedFile(injection: String) async throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let path = dir.file("profile.json")
    let (seeded, _) = try await Harness.run(["add-loop", path, "1"])
    try #require(seeded == 0)
    let before = FileManager.default.contents(atPath: path)
    let (status, stdout, _) = try await traced(
      ["-e", "trace=\(injection.prefix { $0 != ":" })", "-e", "inject=\(injection)"],
      ["add-loop", path, "1", "--start", "5"],
      in: dir)
    #expect(status != 0)
    #expect(!stdout.contains("acked"))
    #expect(FileManager.default.contents(atPath: path) == before)
    let names = try FileManager.default.contentsOfDirectory(atPath: dir.path)
    #expect(names.filter { $0.contains(".tmp-") }.isEmpty, "\(names)")
    // The next save, without the fault, works.
    let (again, lines) = try await Harness.run(["add-loop", path, "1", "--start", "5"])
    #expect(again == 0)
    #expect(lines == ["acked 5"])
  }

  @Test func aSaveLocksWritesATempFsyncsRenamesFsyncsTheDirectoryThenUnlocksThenAcks() async throws
  {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let path = dir.file("profile.json")
    let (status, stdout, trace) = try await traced(
      ["-e", "trace=openat,flock,fsync,rename,write"], ["add-loop", path, "1"], in: dir)
    #expect(status == 0)
    #expect(stdout == "acked 1\n")
    func index(after start: Int, _ matches: (String) -> Bool) -> Int? {
      trace.indices.first { $0 > start && matches(trace[$0]) }
    }
    let lock = index(after: -1) { $0.contains("flock(") && $0.contains("LOCK_EX") }
    let temp = lock.flatMap { start in
      index(after: start) {
        $0.contains(".tmp-") && $0.contains("O_EXCL") && $0.contains("O_NOFOLLOW")
          && $0.contains("0600")
      }
    }
    let fsyncTemp = temp.flatMap { index(after: $0) { $0.contains("fsync(") } }
    let rename = fsyncTemp.flatMap { index(after: $0) { $0.contains("rename(") } }
    let directory = rename.flatMap { index(after: $0) { $0.contains("O_DIRECTORY") } }
    let fsyncDirectory = directory.flatMap { index(after: $0) { $0.contains("fsync(") } }
    let unlock = fsyncDirectory.flatMap { index(after: $0) { $0.contains("LOCK_UN") } }
    let ack = unlock.flatMap { index(after: $0) { $0.contains("write(1, \"acked 1") } }
    #expect(ack != nil, "\(trace.filter { !$0.contains(".so") }.suffix(20))")
  }
}
