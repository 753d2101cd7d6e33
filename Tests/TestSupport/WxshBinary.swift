import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs the `wxsh` binary the way a user or a script would, awaiting it without blocking a thread.
///
/// The binary is the debug build next to the test bundle, or the absolute path in
/// `WXSH_TEST_BINARY` (scripts/test points it at the release build).
public enum WxshBinary {
  /// What one run gave.
  public struct Result: Sendable {
    /// Everything written to standard output.
    public var stdout: String
    /// Everything written to standard error.
    public var stderr: String
    /// The exit status (128 + the signal when a signal ended it).
    public var status: Int32
    /// Standard output as raw bytes, for escape-byte checks.
    public var stdoutBytes: [UInt8]
    /// The signal that ended it, if one did.
    public var signal: Int32?
    /// Seconds from its start to its exit, measured off the test threads.
    public var seconds: Double
    /// Its peak resident memory in megabytes (10⁶ bytes); 0 unless measured
    /// (``runMeasuringMemory(_:stdin:environment:timeout:)``).
    public var peakMegabytes = 0.0
  }

  /// The directory holding the built products (next to the test bundle).
  public static var productsDirectory: String {
    let executable =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
    return (executable as NSString).deletingLastPathComponent
  }

  /// The `wxsh` under test: `WXSH_TEST_BINARY` when set, else the build next to the tests.
  public static var path: String {
    if let chosen = ProcessInfo.processInfo.environment["WXSH_TEST_BINARY"], !chosen.isEmpty {
      return chosen
    }
    return productsDirectory + "/wxsh"
  }

  /// A minimal, isolated environment: HOME and the XDG dirs under `home`, no colour overrides.
  public static func environment(home: String, extra: [String: String] = [:]) -> [String: String] {
    var environment: [String: String] = [
      "HOME": home,
      "XDG_CONFIG_HOME": home + "/config",
      "XDG_CACHE_HOME": home + "/cache",
      "XDG_STATE_HOME": home + "/state",
      "XDG_DATA_HOME": home + "/data",
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
      "LANG": "C.UTF-8",
      // Long output in a pseudo-terminal would wait in `less`; tests that page set their own.
      "PAGER": "cat",
      // No test reaches the internet: weather goes to a closed loopback port unless a test
      // points it at the stub server.
      "WXSH_OPEN_METEO_URL": "http://127.0.0.1:9",
      "WXSH_OPENWEATHERMAP_URL": "http://127.0.0.1:9",
      "WXSH_NWS_URL": "http://127.0.0.1:9",
      "WXSH_METEOALARM_URL": "http://127.0.0.1:9",
      "WXSH_AIR_QUALITY_URL": "http://127.0.0.1:9",
      "WXSH_GEOCODING_URL": "http://127.0.0.1:9",
      "WXSH_ARCHIVE_URL": "http://127.0.0.1:9",
      "WXSH_ENSEMBLE_URL": "http://127.0.0.1:9",
    ]
    for (key, value) in extra { environment[key] = value }
    return environment
  }

  /// Runs `wxsh` with `arguments`, feeding `stdin`; throws `ChildProcess.TimedOut` (after
  /// killing it) when it runs longer than `timeout` seconds (counted from its start: a run
  /// first waits for one of `RunSlots.binaries`).
  public static func run(
    _ arguments: [String], stdin: String = "", environment: [String: String],
    timeout: TimeInterval = 60
  ) async throws -> Result {
    try await RunSlots.binaries.with {
      try await start(arguments, stdin: stdin, environment: environment).wait(timeout: timeout)
    }
  }

  /// Runs `wxsh` like ``run(_:stdin:environment:timeout:)`` and measures its peak resident
  /// memory (`ru_maxrss`).
  ///
  /// `posix_spawn` starts a child that shares the test process's memory until it execs, and
  /// Linux keeps that memory's high-water mark as the child's, so a child spawned directly
  /// reports the test runner's peak. Python forks (a copy of its own small process) and execs
  /// wxsh there, then writes `wait4`'s figure to a file.
  public static func runMeasuringMemory(
    _ arguments: [String], stdin: String = "", environment: [String: String],
    timeout: TimeInterval = 60
  ) async throws -> Result {
    let report = NSTemporaryDirectory() + "/wxsh-peak-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: report) }
    let measure = """
      import os, signal, sys
      pid = os.fork()
      if pid == 0:
          os.execv(sys.argv[2], sys.argv[2:])
      _, status, usage = os.wait4(pid, 0)
      with open(sys.argv[1], "w") as f:
          f.write(str(usage.ru_maxrss))
      if os.WIFSIGNALED(status):
          signal.signal(os.WTERMSIG(status), signal.SIG_DFL)
          os.kill(os.getpid(), os.WTERMSIG(status))
      sys.exit(os.WEXITSTATUS(status))
      """
    var result = try await RunSlots.binaries.with {
      try await Running(
        child: try ChildProcess.spawn(
          "/usr/bin/env", arguments: ["python3", "-c", measure, report, path] + arguments,
          environment: environment, stdin: .text(stdin))
      ).wait(timeout: timeout)
    }
    guard
      let kilobytes = (try? String(contentsOfFile: report, encoding: .utf8)).flatMap({ Int($0) }),
      kilobytes > 0
    else { throw NotMeasured(description: "no peak memory reported: \(result.stderr)") }
    result.peakMegabytes = Double(kilobytes) * 1024 / 1e6
    return result
  }

  /// The measuring wrapper reported nothing.
  public struct NotMeasured: Error, CustomStringConvertible {
    /// What went wrong, with the run's standard error.
    public var description: String
  }

  /// The same as `run` (the name the suite used before `run` became async).
  public static func runAsync(
    _ arguments: [String], stdin: String = "", environment: [String: String],
    timeout: TimeInterval = 60
  ) async throws -> Result {
    try await run(arguments, stdin: stdin, environment: environment, timeout: timeout)
  }

  /// Starts `wxsh` with `arguments`, writes `stdin` and closes it, and returns at once.
  public static func start(
    _ arguments: [String], stdin: String = "", environment: [String: String]
  ) throws -> Running {
    Running(
      child: try ChildProcess.spawn(
        path, arguments: arguments, environment: environment, stdin: .text(stdin)))
  }
}

extension WxshBinary {
  /// A running `wxsh`, started by `start`.
  public final class Running: Sendable {
    /// The process, its pipes and its exit.
    public let child: ChildProcess

    init(child: ChildProcess) { self.child = child }

    /// Its standard output so far, to await lines it prints.
    public var stdout: ChildOutput { child.stdout }

    /// Sends SIGKILL (unless it already exited and was reaped).
    public func kill() { child.kill() }

    /// Sends SIGKILL the moment its standard output so far satisfies `condition`, from the
    /// thread that reads it: the kill does not wait for a busy test runner to notice.
    public func kill(whenOutput condition: @escaping @Sendable (String) -> Bool) {
      let child = child
      child.stdout.whenBytes({ condition(String(decoding: $0, as: UTF8.self)) }) { child.kill() }
    }

    /// Waits for the exit and returns what it printed; throws `ChildProcess.TimedOut` after
    /// killing it when it runs longer than `timeout` seconds.
    public func wait(timeout: TimeInterval = 60) async throws -> Result {
      let exit = try await child.finish(timeout: timeout)
      let out = child.stdout.bytes
      return Result(
        stdout: String(decoding: out, as: UTF8.self), stderr: child.stderr.text,
        status: exit.status, stdoutBytes: out, signal: exit.signal, seconds: exit.seconds)
    }

    /// The same as `wait` (the name the suite used before `wait` became async).
    public func waitAsync(timeout: TimeInterval = 60) async throws -> Result {
      try await wait(timeout: timeout)
    }
  }
}
