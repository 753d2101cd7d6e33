import Foundation

/// A private D-Bus session bus (Debian's `dbus-daemon`) with a notification server that
/// records every `Notify` call (`Fixtures/Watch/notification-server.py`, on dbus-python: an
/// implementation independent of wxsh's own), for the watch tests.
public final class SessionBus: @unchecked Sendable {
  /// `unix:path=…`, for `DBUS_SESSION_BUS_ADDRESS`.
  public let address: String
  private let folder: TemporaryDirectory
  private let daemon: ChildProcess
  private let server: ChildProcess
  private let log: String

  /// The bus is missing a part this machine should have (the README's test command installs
  /// them).
  public struct Unavailable: Error, CustomStringConvertible {
    /// What is missing.
    public var description: String
  }

  /// Starts the bus and the recorder and waits until the recorder owns its name; the recorder
  /// answers `GetCapabilities` with `capabilities` (a desktop's, e.g. `body-markup`).
  public init(recorder script: String, capabilities: [String] = ["body"]) async throws {
    folder = try TemporaryDirectory(prefix: "wxsh-bus")
    let socket = folder.file("bus")
    log = folder.file("calls.jsonl")
    FileManager.default.createFile(atPath: log, contents: nil)
    guard
      let binary = ["/usr/bin/dbus-daemon", "/bin/dbus-daemon"].first(where: {
        FileManager.default.isExecutableFile(atPath: $0)
      })
    else { throw Unavailable(description: "dbus-daemon is not installed (Debian: dbus-daemon)") }
    daemon = try ChildProcess.spawn(
      binary,
      arguments: [
        "--session", "--nofork", "--nopidfile", "--address=unix:path=\(socket)",
        "--print-address=1",
      ],
      environment: ["PATH": "/usr/bin:/bin"])
    guard await daemon.stdout.waitForLine(timeout: 20, { $0.hasPrefix("unix:") }) else {
      throw Unavailable(description: "dbus-daemon did not start: \(daemon.stderr.text)")
    }
    address = "unix:path=\(socket)"
    server = try ChildProcess.spawn(
      "/usr/bin/python3", arguments: [script, log],
      environment: [
        "PATH": "/usr/bin:/bin", "DBUS_SESSION_BUS_ADDRESS": address,
        "RECORDER_CAPABILITIES": capabilities.joined(separator: ","),
      ], stdin: .pipe)
    guard await server.stdout.waitForLine(timeout: 20, { $0 == "ready" }) else {
      throw Unavailable(
        description: "the notification recorder did not start: \(server.stderr.text)")
    }
  }

  deinit {
    server.closeInput()
    server.kill(SIGTERM)
    daemon.kill(SIGTERM)
    folder.remove()
  }

  /// Every `Notify` call so far, in order, as the recorder wrote them.
  public func calls() -> [[String: Any]] {
    jsonLines((try? String(contentsOfFile: log, encoding: .utf8)) ?? "")
  }

  /// Waits until at least `count` calls are recorded; false after `timeout` seconds.
  public func waitForCalls(_ count: Int, timeout: TimeInterval = 30) async -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if calls().count >= count { return true }
      try? await Task.sleep(for: .milliseconds(20))
    }
    return calls().count >= count
  }
}
