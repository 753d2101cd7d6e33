#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a regular file's lines a chunk at a time, holding at most one line of up to a
/// limit: a file of any size, or a line of any length, costs no more memory than that.
public final class FileLines {
  /// One line of the file.
  public enum Line: Equatable, Sendable {
    /// The line's bytes, without its `\n`.
    case text([UInt8])
    /// A line longer than the limit, with its length in bytes; nothing of it is kept.
    case tooLong(bytes: Int)
  }

  /// The bytes read at a time.
  static let chunkSize = 1 << 20

  private let fd: Int32
  private let path: String
  private let limit: Int
  /// Bytes read; those before `start` are handed out already.
  private var pending: [UInt8] = []
  /// Where the next line starts in `pending`.
  private var start = 0
  /// Where the search for the next newline in `pending` starts.
  private var scanned = 0
  /// The length so far of a line past the limit being read past, or nil.
  private var skipping: Int?
  private var finished = false
  /// The length of a last line without its newline (a write a crash cut short), known once
  /// ``next()`` has returned nil.
  public private(set) var unterminated = 0

  /// Opens `path` (a regular file, opened as ``SafeFile`` opens what it reads), or returns nil
  /// when it does not exist; lines are kept up to `limit` bytes.
  public init?(path: String, limit: Int) throws(StorageError) {
    guard let (fd, _) = try SafeFile.openRegular(path, followingLinks: false) else { return nil }
    self.fd = fd
    self.path = path
    self.limit = limit
  }

  deinit { close(fd) }

  /// The next line, or nil at the end of the file.
  public func next() throws(StorageError) -> Line? {
    while true {
      if let newline = pending[scanned...].firstIndex(of: 0x0A) {
        defer {
          start = newline + 1
          scanned = start
        }
        let length = (skipping ?? 0) + newline - start
        skipping = nil
        return length > limit ? .tooLong(bytes: length) : .text(Array(pending[start..<newline]))
      }
      scanned = pending.count
      if pending.count - start > limit {
        // Read past the rest of the line, counting it.
        skipping = (skipping ?? 0) + pending.count - start
        start = pending.count
      }
      if finished {
        unterminated = (skipping ?? 0) + pending.count - start
        pending = []
        (start, scanned, skipping) = (0, 0, nil)
        return nil
      }
      try fill()
    }
  }

  /// Drops the lines handed out and appends the next chunk of the file to `pending`.
  private func fill() throws(StorageError) {
    pending.removeSubrange(..<start)
    scanned -= start
    start = 0
    let end = pending.count
    pending.append(contentsOf: repeatElement(0, count: Self.chunkSize))
    while true {
      let got = pending.withUnsafeMutableBytes { raw -> Int in
        guard let base = raw.baseAddress else { return 0 }
        return Glibc.read(fd, base + end, Self.chunkSize)
      }
      let code = errno
      if got < 0, code == EINTR { continue }
      pending.removeSubrange((end + max(got, 0))...)
      if got < 0 { throw .system(operation: "read", path: path, errno: code) }
      if got == 0 { finished = true }
      return
    }
  }
}
