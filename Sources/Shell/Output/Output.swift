#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the shell writes: standard output and standard error, as a seam for tests.
public struct Output: Sendable {
  /// Writes text to standard output as is.
  public var standard: @Sendable (String) -> Void
  /// Writes text to standard error as is.
  public var error: @Sendable (String) -> Void

  /// Creates an output from two writers.
  public init(
    standard: @escaping @Sendable (String) -> Void, error: @escaping @Sendable (String) -> Void
  ) {
    self.standard = standard
    self.error = error
  }

  /// The process's file descriptors 1 and 2, written with `write(2)` (no buffering).
  public static let process = Output(
    standard: { writeAll(STDOUT_FILENO, $0) }, error: { writeAll(STDERR_FILENO, $0) })

  /// Writes a line to standard output.
  public func line(_ text: String) { standard(text + "\n") }

  /// Writes a line to standard error.
  public func errorLine(_ text: String) { error(text + "\n") }

  private static func writeAll(_ fd: Int32, _ text: String) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes { raw -> Int in
        guard let base = raw.baseAddress else { return 0 }
        return write(fd, base + offset, raw.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        return  // EPIPE and friends: the reader is gone; nothing useful to do
      }
      if written == 0 { return }
      offset += written
    }
  }
}
