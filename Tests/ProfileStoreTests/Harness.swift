import Foundation
import TestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// One running `profile-harness` process, with its stdout read as it comes.
final class Harness: Sendable {
  /// The built `profile-harness`, next to the test bundle.
  static var path: String { WxshBinary.productsDirectory + "/profile-harness" }

  /// The process, its output and its exit.
  let child: ChildProcess

  /// Starts `profile-harness` with `arguments`; stderr goes to `stderrPath` (or /dev/null).
  init(_ arguments: [String], stderrPath: String? = nil) throws {
    child = try ChildProcess.spawn(
      Harness.path, arguments: arguments, environment: ProcessInfo.processInfo.environment,
      stderr: stderrPath.map { .file($0) } ?? .null)
  }

  /// The process id.
  var pid: pid_t { child.pid }

  /// Complete lines written so far.
  var lines: [String] { child.stdout.lines }

  /// The ids of every `acked ID` line so far.
  var acked: [Int] {
    lines.compactMap { $0.hasPrefix("acked ") ? Int($0.dropFirst(6)) : nil }
  }

  /// Waits until some complete line satisfies `predicate`; false on timeout or exit.
  func waitForLine(timeout: Double, _ predicate: (String) -> Bool) async -> Bool {
    await child.stdout.waitForLine(timeout: timeout, predicate)
  }

  /// Sends SIGKILL `delay` microseconds after a line equal to `line` arrives, timed from the
  /// output reader's queue (the kill never waits for a busy test runner).
  func kill(afterLine line: String, delay microseconds: Int) {
    let child = child
    let marker = Array(("\n" + line + "\n").utf8)
    let first = Array((line + "\n").utf8)
    child.stdout.whenBytes({ bytes in
      bytes.starts(with: first) || bytes.indices.contains { bytes[$0...].starts(with: marker) }
    }) {
      DispatchQueue.global().asyncAfter(deadline: .now() + .microseconds(microseconds)) {
        child.kill()
      }
    }
  }

  /// Sends SIGKILL, then awaits the exit and the rest of the output; returns how it ended.
  @discardableResult
  func killHard() async throws -> ChildProcess.Exit {
    child.kill()
    return try await child.finish(timeout: 30)
  }

  /// Awaits the exit and the end of the output; returns the exit status (a harness still
  /// running at `timeout` is killed and reported by a thrown error).
  @discardableResult
  func finish(timeout: Double = 120) async throws -> Int32 {
    try await child.finish(timeout: timeout).status
  }

  /// Runs the harness to completion and returns (status, stdout lines).
  static func run(_ arguments: [String], timeout: Double = 120) async throws -> (Int32, [String]) {
    let harness = try Harness(arguments)
    let status = try await harness.finish(timeout: timeout)
    return (status, harness.lines)
  }
}

/// A harness that could not be started.
struct HarnessFailure: Error, CustomStringConvertible {
  /// What went wrong.
  let description: String
  init(_ description: String) { self.description = description }
}
