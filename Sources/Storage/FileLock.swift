#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An exclusive `flock` on a lock file that is never renamed or removed.
///
/// The kernel drops the lock when the holder dies, so a kill -9 never leaves a stale lock.
public final class FileLock {
  private var descriptor: Int32
  /// The lock file's path.
  public let path: String

  /// Takes the lock, waiting at most `timeout` seconds with backoff.
  ///
  /// With `create` false a missing lock file is not created: the open fails with `ENOENT`
  /// (for readers that only want the lock if some save ever made it).
  public init(path: String, timeout: Double = 2.0, create: Bool = true) throws(StorageError) {
    self.path = path
    let fd = open(path, O_RDWR | (create ? O_CREAT : 0) | O_CLOEXEC | O_NOFOLLOW, 0o600)
    guard fd >= 0 else {
      let code = errno
      throw code == ELOOP
        ? .symbolicLink(path: path) : .system(operation: "open", path: path, errno: code)
    }
    var waited = 0.0
    var delay = 0.002
    while flock(fd, LOCK_EX | LOCK_NB) != 0 {
      let code = errno
      if code == EINTR { continue }
      guard code == EWOULDBLOCK else {
        close(fd)
        throw .system(operation: "flock", path: path, errno: code)
      }
      if waited >= timeout {
        close(fd)
        throw .lockTimeout(path: path)
      }
      let jittered = delay * Double.random(in: 0.75...1.25)
      usleep(UInt32(jittered * 1_000_000))
      waited += jittered
      delay = min(delay * 2, 0.1)
    }
    descriptor = fd
  }

  /// Releases the lock now; also happens on deinit.
  public func unlock() {
    guard descriptor >= 0 else { return }
    flock(descriptor, LOCK_UN)
    close(descriptor)
    descriptor = -1
  }

  deinit { unlock() }
}
