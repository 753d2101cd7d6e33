import Foundation

/// The built `wxsh-stub-server`, started once for the whole test run on an ephemeral port.
///
/// Its stdin is a pipe this process holds, so it exits when the test process does; it also
/// has a bounded lifetime. Tests keep their counters apart with a unique `id=` path segment.
public final class StubServerProcess: Sendable {
  /// The port it bound.
  public let port: Int
  private let process: Process
  private let input: Pipe

  /// The shared server, or the error that stopped it from starting.
  public static let shared: Result<StubServerProcess, StubStartError> = start()

  /// Why the server did not start.
  public struct StubStartError: Error, CustomStringConvertible {
    public var description: String
  }

  private init(port: Int, process: Process, input: Pipe) {
    self.port = port
    self.process = process
    self.input = input
  }

  /// `http://127.0.0.1:PORT`.
  public var baseURL: String { "http://127.0.0.1:\(port)" }

  /// A base URL with a fault prefix and a fresh id, e.g. `…/fault=503/times=1/id=XYZ`.
  public func url(_ segments: String...) -> String {
    let id = "id=" + UUID().uuidString.prefix(8)
    return ([baseURL] + segments + [id]).joined(separator: "/")
  }

  private static func start() -> Result<StubServerProcess, StubStartError> {
    let path = WxshBinary.productsDirectory + "/wxsh-stub-server"
    guard FileManager.default.isExecutableFile(atPath: path) else {
      return .failure(StubStartError(description: "no stub server at \(path)"))
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = ["--port", "0", "--max-lifetime", "300"]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return .failure(StubStartError(description: "cannot start the stub server: \(error)"))
    }
    var line: [UInt8] = []
    let reader = output.fileHandleForReading
    while !line.contains(UInt8(ascii: "\n")) {
      let chunk = reader.availableData
      if chunk.isEmpty { break }
      line += chunk
    }
    let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    guard let port = Int(text), port > 0 else {
      process.terminate()
      return .failure(StubStartError(description: "the stub server printed no port: \(text)"))
    }
    return .success(StubServerProcess(port: port, process: process, input: input))
  }
}
