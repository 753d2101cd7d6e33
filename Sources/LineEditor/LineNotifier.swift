import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Queues lines to print above the prompt; `post` is safe from any thread or task.
///
/// The line editor prints posted lines above the prompt while the user types and redraws the
/// line being typed under them. Lines posted while no read is running are printed before the
/// next prompt. Lines are written as given (escape sequences included), so callers sanitise
/// untrusted text first.
public final class LineNotifier: Sendable {
  private let queue = Mutex<[String]>([])
  /// The self-pipe's read end, which the editor polls; -1 if no pipe could be made.
  let readDescriptor: Int32
  private let writeDescriptor: Int32

  /// Creates a notifier with its own non-blocking self-pipe.
  ///
  /// If no pipe can be made (too many open files), lines still queue and are printed at the
  /// next prompt.
  public init() {
    let pipe = makeNonBlockingPipe()
    readDescriptor = pipe?.read ?? -1
    writeDescriptor = pipe?.write ?? -1
  }

  deinit {
    if readDescriptor >= 0 { close(readDescriptor) }
    if writeDescriptor >= 0 { close(writeDescriptor) }
  }

  /// Queues `lines` and wakes the editor; a line containing newlines prints as several rows.
  public func post(_ lines: [String]) {
    guard !lines.isEmpty else { return }
    queue.withLock { $0.append(contentsOf: lines) }
    guard writeDescriptor >= 0 else { return }
    var byte: UInt8 = 1
    // A full pipe (EAGAIN) is fine: the editor is already due to wake.
    _ = write(writeDescriptor, &byte, 1)
  }

  /// Queues one line and wakes the editor.
  public func post(_ line: String) {
    post([line])
  }

  /// Empties the self-pipe, then takes every queued line, oldest first.
  ///
  /// Draining first means a line posted during the call either comes back now or leaves a
  /// byte in the pipe for the next wake-up; it is never stranded.
  func takeAll() -> [String] {
    drainPipe(readDescriptor)
    return queue.withLock { lines in
      defer { lines.removeAll() }
      return lines
    }
  }
}

/// Makes a pipe with both ends `O_NONBLOCK` and `FD_CLOEXEC` (`pipe2` is not visible to Swift).
func makeNonBlockingPipe() -> (read: Int32, write: Int32)? {
  var descriptors: [Int32] = [-1, -1]
  guard pipe(&descriptors) == 0 else { return nil }
  for descriptor in descriptors {
    let status = fcntl(descriptor, F_GETFL)
    let flags = fcntl(descriptor, F_GETFD)
    if status < 0 || flags < 0 || fcntl(descriptor, F_SETFL, status | O_NONBLOCK) < 0
      || fcntl(descriptor, F_SETFD, flags | FD_CLOEXEC) < 0
    {
      close(descriptors[0])
      close(descriptors[1])
      return nil
    }
  }
  return (descriptors[0], descriptors[1])
}

/// Reads a non-blocking descriptor until it is empty; does nothing for -1.
func drainPipe(_ descriptor: Int32) {
  guard descriptor >= 0 else { return }
  var buffer = [UInt8](repeating: 0, count: 64)
  while true {
    let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    if count > 0 { continue }
    if count < 0 && errno == EINTR { continue }
    return
  }
}
