import Foundation

/// Runs the built `wxsh` binary the way a user or a script would.
public enum WxshBinary {
  /// What one run gave.
  public struct Result: Sendable {
    /// Everything written to standard output.
    public var stdout: String
    /// Everything written to standard error.
    public var stderr: String
    /// The exit status.
    public var status: Int32
    /// Standard output as raw bytes, for escape-byte checks.
    public var stdoutBytes: [UInt8]
  }

  /// The directory holding the built products (next to the test bundle).
  public static var productsDirectory: String {
    let executable =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
    return (executable as NSString).deletingLastPathComponent
  }

  /// The path of the built `wxsh` executable.
  public static var path: String { productsDirectory + "/wxsh" }

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
      // No test reaches the internet: weather goes to a closed loopback port unless a test
      // points it at the stub server.
      "WXSH_OPEN_METEO_URL": "http://127.0.0.1:9",
      "WXSH_OPENWEATHERMAP_URL": "http://127.0.0.1:9",
    ]
    for (key, value) in extra { environment[key] = value }
    return environment
  }

  /// Runs `wxsh` with `arguments`, feeding `stdin`, and waits at most `timeout` seconds.
  public static func run(
    _ arguments: [String], stdin: String = "", environment: [String: String],
    timeout: TimeInterval = 60
  ) throws -> Result {
    let (process, collector) = try launch(arguments, stdin: stdin, environment: environment)
    return try Running(process: process, collector: collector).wait(timeout: timeout)
  }

  /// Reads both pipes on background threads so a chatty child never blocks.
  final class Collector: @unchecked Sendable {
    private let group = DispatchGroup()
    private var out = Data()
    private var err = Data()

    init(output: FileHandle, error: FileHandle) {
      group.enter()
      DispatchQueue.global().async {
        self.out = output.readDataToEndOfFile()
        self.group.leave()
      }
      group.enter()
      DispatchQueue.global().async {
        self.err = error.readDataToEndOfFile()
        self.group.leave()
      }
    }

    func finish() -> (Data, Data) {
      group.wait()
      return (out, err)
    }
  }
}

extension WxshBinary {
  /// A running `wxsh`, started by `start`.
  public final class Running: @unchecked Sendable {
    let process: Process
    let collector: Collector

    init(process: Process, collector: Collector) {
      self.process = process
      self.collector = collector
    }

    /// Sends SIGKILL.
    public func kill() {
      if process.isRunning { Glibc.kill(process.processIdentifier, SIGKILL) }
    }

    /// Waits without blocking a thread (killing it after `timeout` seconds).
    public func waitAsync(timeout: TimeInterval = 60) async throws -> Result {
      let deadline = Date().addingTimeInterval(timeout)
      while process.isRunning && Date() < deadline { try await Task.sleep(for: .milliseconds(5)) }
      return try wait(timeout: 0)
    }

    /// Waits for the exit (killing it after `timeout` seconds) and returns what it printed.
    public func wait(timeout: TimeInterval = 60) throws -> Result {
      let deadline = Date().addingTimeInterval(timeout)
      while process.isRunning && Date() < deadline { usleep(5_000) }
      if process.isRunning {
        process.terminate()
      }
      process.waitUntilExit()
      let (out, err) = collector.finish()
      return Result(
        stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: err, as: UTF8.self),
        status: process.terminationStatus, stdoutBytes: Array(out))
    }
  }

  /// Starts `wxsh` with `arguments`, writes `stdin` and closes it, and returns at once.
  public static func start(
    _ arguments: [String], stdin: String = "", environment: [String: String]
  ) throws -> Running {
    let (process, collector) = try launch(arguments, stdin: stdin, environment: environment)
    return Running(process: process, collector: collector)
  }
}

extension WxshBinary {
  /// Runs `wxsh` like `run`, but suspends instead of blocking a thread while it runs, so many
  /// slow runs (fault modes that take seconds) can go on at once without starving the test
  /// runner's few threads.
  public static func runAsync(
    _ arguments: [String], stdin: String = "", environment: [String: String],
    timeout: TimeInterval = 60
  ) async throws -> Result {
    let exited = AsyncStream<Void>.makeStream()
    let (process, collector) = try launch(arguments, stdin: stdin, environment: environment) {
      exited.continuation.yield()
      exited.continuation.finish()
    }
    let watchdog = Task {
      try await Task.sleep(for: .seconds(timeout))
      if process.isRunning { process.terminate() }
    }
    for await _ in exited.stream { break }
    watchdog.cancel()
    return try Running(process: process, collector: collector).wait(timeout: 0)
  }
}

extension WxshBinary {
  /// Starts `wxsh` with pipes, writes `stdin` and closes it; `onExit` runs when it exits.
  static func launch(
    _ arguments: [String], stdin: String, environment: [String: String],
    onExit: (@Sendable () -> Void)? = nil
  ) throws -> (Process, Collector) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.environment = environment
    let input = Pipe()
    let output = Pipe()
    let error = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = error
    if let onExit { process.terminationHandler = { _ in onExit() } }
    try process.run()
    input.fileHandleForWriting.write(Data(stdin.utf8))
    try input.fileHandleForWriting.close()
    return (
      process,
      Collector(output: output.fileHandleForReading, error: error.fileHandleForReading)
    )
  }
}
