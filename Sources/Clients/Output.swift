import Storage
import VersionedStore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the shell writes: standard output and standard error, as a seam for tests.
public struct Output: Sendable {
  /// Why standard output could not be written.
  public enum Failure: Sendable, Equatable {
    /// The reader went away (EPIPE): stop quietly, as shells expect.
    case closed
    /// Any other write error (a full disk, an I/O error), with the system's reason.
    case failed(String)
  }

  /// Writes text to standard output as is.
  public var standard: @Sendable (String) -> Void
  /// Writes text to standard error as is.
  public var error: @Sendable (String) -> Void
  /// The first failed write to standard output, if any.
  public var failure: @Sendable () -> Failure?

  /// Creates an output from two writers; `failure` reports a failed standard-output write.
  public init(
    standard: @escaping @Sendable (String) -> Void, error: @escaping @Sendable (String) -> Void,
    failure: @escaping @Sendable () -> Failure? = { nil }
  ) {
    self.standard = standard
    self.error = error
    self.failure = failure
  }

  /// The process's file descriptors 1 and 2, written with `write(2)` (no buffering). After a
  /// failed write to standard output nothing more is written there.
  public static let process: Output = {
    let failure = MutexBox<Failure?>(nil)
    return Output(
      standard: { text in
        guard failure.with({ $0 }) == nil else { return }
        if let problem = writeAll(STDOUT_FILENO, text) {
          failure.with { if $0 == nil { $0 = problem } }
        }
      },
      error: { _ = writeAll(STDERR_FILENO, $0) },
      failure: { failure.with { $0 } })
  }()

  /// Writes a line to standard output.
  public func line(_ text: String) { standard(text + "\n") }

  /// Writes lines to standard output in writes of about 64 KiB, not one system call a line
  /// (20,000 journal entries are 20,000 lines).
  public func lines(_ texts: [String]) {
    var chunk = ""
    for text in texts {
      chunk += text
      chunk += "\n"
      if chunk.utf8.count >= 1 << 16 {
        standard(chunk)
        chunk = ""
      }
    }
    if !chunk.isEmpty { standard(chunk) }
  }

  /// Writes a line to standard error.
  public func errorLine(_ text: String) { error(text + "\n") }

  /// Writes all of `text`; returns why it could not.
  private static func writeAll(_ fd: Int32, _ text: String) -> Failure? {
    do throws(StorageError) {
      try SafeFile.writeAll(fd, Array(text.utf8), path: fd == STDOUT_FILENO ? "stdout" : "stderr")
      return nil
    } catch {
      if case .system(_, _, EPIPE) = error { return .closed }
      if case .system(_, _, let code) = error { return .failed(StorageError.reason(code)) }
      return .failed(StoreProblem.reason(error))
    }
  }
}
