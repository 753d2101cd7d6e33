import Clients
import Shell
import Synchronization

/// Captures what the shell writes, for assertions.
final class Recorder: Sendable {
  private let out = Mutex("")
  private let err = Mutex("")

  /// An output that records into this recorder.
  var output: Output {
    Output(
      standard: { text in self.out.withLock { $0 += text } },
      error: { text in self.err.withLock { $0 += text } })
  }

  /// Everything written to standard output so far.
  var stdout: String { out.withLock { $0 } }
  /// Everything written to standard error so far.
  var stderr: String { err.withLock { $0 } }
}
