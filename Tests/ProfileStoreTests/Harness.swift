import Foundation
import TestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// One running `profile-harness` process, with its stdout read as it comes.
final class Harness {
  /// The built `profile-harness`, next to the test bundle.
  static var path: String { WxshBinary.productsDirectory + "/profile-harness" }

  /// The process id.
  let pid: pid_t
  private let output: Int32
  private var buffer: [UInt8] = []
  private var exited = false
  /// The exit status once reaped (or the killing signal + 128).
  private(set) var status: Int32 = -1

  /// Starts `profile-harness` with `arguments`; stderr goes to `stderrPath` (or /dev/null).
  init(_ arguments: [String], stderrPath: String = "/dev/null") throws {
    var pipeEnds: [Int32] = [0, 0]
    guard pipe(&pipeEnds) == 0 else { throw HarnessFailure("pipe: errno \(errno)") }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
    posix_spawn_file_actions_addopen(&actions, 2, stderrPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
    let argv = ([Harness.path] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var child = pid_t()
    let result = posix_spawn(&child, Harness.path, &actions, nil, argv, environ)
    close(pipeEnds[1])
    guard result == 0 else {
      close(pipeEnds[0])
      throw HarnessFailure("posix_spawn \(Harness.path): \(result)")
    }
    pid = child
    output = pipeEnds[0]
  }

  deinit {
    if !exited {
      kill(pid, SIGKILL)
      _ = reap()
    }
    close(output)
  }

  /// Reads what is available within `timeout` seconds; false at end of output.
  @discardableResult
  func pump(timeout: Double) -> Bool {
    var poller = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
    guard poll(&poller, 1, Int32(timeout * 1000)) > 0 else { return true }
    var chunk = [UInt8](repeating: 0, count: 65536)
    let count = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
    guard count > 0 else { return false }
    buffer.append(contentsOf: chunk[0..<count])
    return true
  }

  /// Complete lines written so far.
  var lines: [String] {
    let complete = buffer.lastIndex(of: 0x0A).map { buffer[...$0] } ?? []
    return String(decoding: complete, as: UTF8.self).split(separator: "\n").map(String.init)
  }

  /// The ids of every `acked ID` line so far.
  var acked: [Int] {
    lines.compactMap { $0.hasPrefix("acked ") ? Int($0.dropFirst(6)) : nil }
  }

  /// Waits until some complete line satisfies `predicate`; false on timeout or exit.
  func waitForLine(timeout: Double, _ predicate: (String) -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if lines.contains(where: predicate) { return true }
      if !pump(timeout: 0.05) { return lines.contains(where: predicate) }
    }
    return false
  }

  /// Sends SIGKILL, reaps the process and collects the rest of its output.
  func killHard() {
    kill(pid, SIGKILL)
    finish()
  }

  /// Reads to the end of the output and reaps the process; returns the exit status.
  @discardableResult
  func finish(timeout: Double = 120) -> Int32 {
    let deadline = Date().addingTimeInterval(timeout)
    while pump(timeout: 0.1) {
      if Date() > deadline {
        kill(pid, SIGKILL)
        break
      }
    }
    return reap()
  }

  private func reap() -> Int32 {
    guard !exited else { return status }
    var raw: Int32 = 0
    while waitpid(pid, &raw, 0) < 0 && errno == EINTR {}
    exited = true
    let signal = raw & 0x7F
    status = signal == 0 ? (raw >> 8) & 0xFF : 128 + signal
    return status
  }

  /// Runs the harness to completion and returns (status, stdout lines).
  static func run(_ arguments: [String], timeout: Double = 120) throws -> (Int32, [String]) {
    let harness = try Harness(arguments)
    let status = harness.finish(timeout: timeout)
    return (status, harness.lines)
  }
}

/// A harness that could not be started.
struct HarnessFailure: Error, CustomStringConvertible {
  /// What went wrong.
  let description: String
  init(_ description: String) { self.description = description }
}
