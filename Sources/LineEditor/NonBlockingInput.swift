#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a descriptor that `poll` called readable without ever blocking.
///
/// `poll` saying "readable" is no promise: Ctrl-C makes the tty discard its typeahead, and a
/// SIGINT that lands on another thread does not interrupt this one, so a plain `read` could
/// then wait for the next key and swallow it. `O_NONBLOCK` is set only around the one `read`
/// (the flag belongs to the open file, which the parent shell and stdout may share), and a read
/// that finds nothing fails with `EAGAIN`, after which the caller polls again.
enum NonBlockingInput {
  /// Reads up to `count` bytes; the result and `errno` are those of `read(2)`.
  static func readAvailable(_ descriptor: Int32, into buffer: UnsafeMutableRawPointer, count: Int)
    -> Int
  {
    let flags = fcntl(descriptor, F_GETFL)
    let switched = flags >= 0 && flags & O_NONBLOCK == 0
    if switched { _ = fcntl(descriptor, F_SETFL, flags | O_NONBLOCK) }
    let result = read(descriptor, buffer, count)
    let saved = errno
    if switched { _ = fcntl(descriptor, F_SETFL, flags) }
    errno = saved
    return result
  }

  /// True for the errors after which the caller should simply poll again.
  static func shouldRetry(_ error: Int32) -> Bool {
    error == EAGAIN || error == EWOULDBLOCK || error == EINTR
  }
}
