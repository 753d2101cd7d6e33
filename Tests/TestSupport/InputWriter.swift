import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Writes bytes to a child's standard input as the pipe takes them, then closes it: a
/// non-blocking descriptor and a dispatch write source, so no thread ever waits on a slow reader.
final class InputWriter: @unchecked Sendable {
  private let descriptor: Int32
  private let bytes: [UInt8]
  private var offset = 0
  private var source: DispatchSourceWrite?

  private init(_ descriptor: Int32, _ bytes: [UInt8]) {
    self.descriptor = descriptor
    self.bytes = bytes
  }

  /// Starts writing `bytes` to `descriptor` (which it then owns and closes).
  static func start(_ descriptor: Int32, _ bytes: [UInt8]) {
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    let writer = InputWriter(descriptor, bytes)
    let source = DispatchSource.makeWriteSource(
      fileDescriptor: descriptor, queue: DispatchQueue(label: "wxsh.test.child-input"))
    writer.source = source
    // The handler holds the writer until the source is cancelled.
    source.setEventHandler { writer.writeMore() }
    source.setCancelHandler { close(descriptor) }
    source.resume()
  }

  private func writeMore() {
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes {
        write(descriptor, $0.baseAddress, $0.count)
      }
      if written > 0 {
        offset += written
        continue
      }
      if written < 0 && errno == EINTR { continue }
      if written < 0 && errno == EAGAIN { return }  // wait for room
      break  // EPIPE: the child is gone
    }
    source?.cancel()
    source = nil
  }
}
