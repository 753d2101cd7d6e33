import AsyncHTTPClient
import Foundation
import NIOCore

#if canImport(Glibc)
  import Glibc
#endif

/// The built `wxsh-stub-server`, started once for the whole test run on an ephemeral port.
///
/// Its stdin is a pipe this process holds, so it exits when the test process does; it also
/// has a bounded lifetime. Tests keep their counters apart with a unique `id=` path segment.
public final class StubServerProcess: Sendable {
  /// The port it bound.
  public let port: Int
  private let launch: Launch

  /// The shared server, awaited without blocking a thread (it prints its port when bound).
  public static func ready() async throws -> StubServerProcess {
    let deadline = ContinuousClock.now + .seconds(30)
    while true {
      switch Launch.shared.state() {
      case .ready(let port): return StubServerProcess(port: port, launch: Launch.shared)
      case .failed(let error): throw error
      case .starting:
        if ContinuousClock.now >= deadline { throw Launch.shared.giveUp() }
        try await Task.sleep(for: .milliseconds(5))
      }
    }
  }

  /// Why the server did not start.
  public struct StubStartError: Error, CustomStringConvertible {
    public var description: String
  }

  private init(port: Int, launch: Launch) {
    self.port = port
    self.launch = launch
  }

  /// The captured answers the server serves for a `fixture=NAME` path segment.
  public static var fixtures: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("EndToEndTests/Fixtures/Captured").path
  }

  /// `http://127.0.0.1:PORT`.
  public var baseURL: String { "http://127.0.0.1:\(port)" }

  /// A base URL with a fault prefix and a fresh id, e.g. `…/fault=503/times=1/id=XYZ`.
  public func url(_ segments: String...) -> String {
    let id = "id=" + UUID().uuidString.prefix(8)
    return ([baseURL] + segments + [id]).joined(separator: "/")
  }

  /// Fetches `path` (e.g. `/__requests?filter=…`) from the server and returns the body.
  public func get(_ path: String, timeout: TimeInterval = 30) async throws -> Data {
    try await Self.fetch(baseURL + path, timeout: timeout)
  }

  /// GETs `url` and returns the body, whatever the status.
  ///
  /// Through AsyncHTTPClient (NIO's own event loop), not `URLSession`: on Linux
  /// FoundationNetworking lets curl close a socket while a dispatch source still watches it
  /// (swift-corelibs-foundation #4791), and a test run that polled the stub's log through it
  /// every 50 ms hung on requests for 11-18 s and once died in `_dispatch_event_loop_drain`.
  public static func fetch(_ url: String, timeout: TimeInterval = 30) async throws -> Data {
    let response = try await HTTPClient.shared.execute(
      HTTPClientRequest(url: url), timeout: .milliseconds(Int64(timeout * 1000)))
    let body = try await response.body.collect(upTo: 256 << 20)
    return Data(body.readableBytesView)
  }

  /// The logged requests (`method`, `uri`, `userAgent`) whose URI holds `base`'s id segment.
  public func requests(under base: String) async throws -> [[String: Any]] {
    let id = String(base.split(separator: "/").last ?? "")
    let data = try await get("/__requests?filter=" + id)
    return (try JSONSerialization.jsonObject(with: data) as? [[String: Any]]) ?? []
  }

  /// The URIs of those requests, only the ones sent with `userAgent` if one is given.
  public func requestURIs(under base: String, userAgent: String? = nil) async throws -> [String] {
    try await requests(under: base)
      .filter { userAgent == nil || $0["userAgent"] as? String == userAgent }
      .compactMap { $0["uri"] as? String }
  }
}

extension StubServerProcess {
  /// The one server process and the port line it prints, read without blocking.
  final class Launch: @unchecked Sendable {
    /// Where the start is.
    enum State {
      case starting
      case ready(Int)
      case failed(StubStartError)
    }

    /// Started on first use (spawning does not wait for anything).
    static let shared = Launch()

    private let lock = NSLock()
    private var current = State.starting
    private var child: ChildProcess?
    private var output: Int32 = -1
    private var line: [UInt8] = []

    private init() {
      let path = WxshBinary.productsDirectory + "/wxsh-stub-server"
      guard FileManager.default.isExecutableFile(atPath: path) else {
        current = .failed(StubStartError(description: "no stub server at \(path)"))
        return
      }
      var ends: [Int32] = [-1, -1]
      guard pipe(&ends) == 0 else {
        current = .failed(StubStartError(description: "pipe failed: errno \(errno)"))
        return
      }
      ends.forEach { _ = fcntl($0, F_SETFD, FD_CLOEXEC) }
      _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
      defer { close(ends[1]) }
      do {
        child = try ChildProcess.spawn(
          path,
          arguments: [
            "--port", "0", "--max-lifetime", "1800", "--fixtures", StubServerProcess.fixtures,
          ],
          environment: ProcessInfo.processInfo.environment, stdin: .pipe,
          stdout: .descriptor(ends[1]), stderr: .null)
        output = ends[0]  // it prints only its port; the pipe stays open and quiet after
      } catch {
        close(ends[0])
        current = .failed(StubStartError(description: "cannot start the stub server: \(error)"))
      }
    }

    /// Reads what the server printed so far (never waits) and says where the start is.
    func state() -> State {
      lock.withLock {
        guard case .starting = current else { return current }
        var chunk = [UInt8](repeating: 0, count: 64)
        while !line.contains(0x0A) {
          let count = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
          if count > 0 {
            line += chunk[0..<count]
          } else if count < 0 && errno == EINTR {
            continue
          } else if count < 0 && errno == EAGAIN {
            return current
          } else {
            current = .failed(StubStartError(description: "the stub server exited at start"))
            return current
          }
        }
        let text = String(decoding: line, as: UTF8.self)
          .trimmingCharacters(in: .whitespacesAndNewlines)
        if let port = Int(text), port > 0 {
          current = .ready(port)
        } else {
          child?.kill()
          current = .failed(StubStartError(description: "the stub server printed no port: \(text)"))
        }
        return current
      }
    }

    /// Stops a server that never printed its port and returns the error to report.
    func giveUp() -> StubStartError {
      lock.withLock {
        child?.kill()
        let error = StubStartError(description: "the stub server printed no port within 30 s")
        current = .failed(error)
        return error
      }
    }
  }
}
