import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Writes bytes to a child's standard input on a thread of its own, then closes it, so no test
/// thread ever waits on a slow reader (a thread rather than a dispatch source, for the reason
/// `ChildOutput` gives).
enum InputWriter {
  /// Starts writing `bytes` to `descriptor` (which it then owns and closes).
  static func start(_ descriptor: Int32, _ bytes: [UInt8]) {
    let thread = Thread {
      var offset = 0
      while offset < bytes.count {
        let written = bytes[offset...].withUnsafeBytes {
          write(descriptor, $0.baseAddress, $0.count)
        }
        if written > 0 {
          offset += written
        } else if written < 0 && errno == EINTR {
          continue
        } else {
          break  // EPIPE: the child is gone
        }
      }
      close(descriptor)
    }
    thread.stackSize = 128 * 1024
    thread.start()
  }
}
