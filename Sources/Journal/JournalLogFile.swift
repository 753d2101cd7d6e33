import Storage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An open journal log: positioned reads, the header, the last line, appends with fsync.
///
/// Opened with `O_NOFOLLOW` (a symlink planted at the path is refused) and, for writing,
/// `O_APPEND`, so every change lands at the end in one `write`.
final class JournalLogFile {
  /// The file's path, for errors.
  let path: String
  /// The descriptor.
  let descriptor: Int32
  /// The file's identity and size when opened (or after the last append or cut).
  private(set) var stamp: FileStamp

  /// Opens the log for reading, or for appending when `writing`; nil when it does not exist.
  init?(path: String, writing: Bool) throws(StorageError) {
    self.path = path
    let flags = writing ? (O_RDWR | O_APPEND) : (O_RDONLY | O_NONBLOCK)
    let fd = open(path, flags | O_NOFOLLOW | O_CLOEXEC)
    guard fd >= 0 else {
      let code = errno
      if code == ENOENT { return nil }
      if code == ELOOP { throw .symbolicLink(path: path) }
      throw .system(operation: "open", path: path, errno: code)
    }
    var info = stat()
    guard fstat(fd, &info) == 0 else {
      let code = errno
      close(fd)
      throw .system(operation: "fstat", path: path, errno: code)
    }
    guard (info.st_mode & S_IFMT) == S_IFREG else {
      close(fd)
      throw .notRegularFile(path: path)
    }
    descriptor = fd
    stamp = FileStamp(info)
  }

  deinit { close(descriptor) }

  /// The size in bytes.
  var size: Int { Int(stamp.size) }

  /// Whether the owner may not write the file (the user made it read-only).
  var ownerCannotWrite: Bool {
    var info = stat()
    return fstat(descriptor, &info) == 0 && info.st_mode & S_IWUSR == 0
  }

  /// The bytes from `start` to `end`.
  func read(from start: Int, to end: Int) throws(StorageError) -> [UInt8] {
    guard end > start else { return [] }
    var result = [UInt8](repeating: 0, count: end - start)
    var done = 0
    while done < result.count {
      let count = result.withUnsafeMutableBytes { raw -> Int in
        guard let base = raw.baseAddress else { return 0 }
        return pread(descriptor, base + done, raw.count - done, off_t(start + done))
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw .system(operation: "read", path: path, errno: errno)
      }
      if count == 0 { break }
      done += count
    }
    return Array(result[0..<done])
  }

  /// The longest line `firstLine` and `lastLine` look for (a header or one change).
  static let longestLine = 64 << 20

  /// The first line without its newline (nil when the file has no complete first line
  /// within `longestLine` bytes).
  func firstLine() throws(StorageError) -> ArraySlice<UInt8>? {
    var chunk = 4096
    while true {
      let bytes = try read(from: 0, to: min(chunk, size))
      if let end = bytes.firstIndex(of: 0x0A) { return bytes[0..<end] }
      if bytes.count < chunk || chunk >= Self.longestLine { return nil }
      chunk *= 4
    }
  }

  /// The start of the last complete line, from the end: the line ending at the file's last
  /// newline. Nil when the file ends without a newline or has no line after the first.
  func lastLine() throws(StorageError) -> ArraySlice<UInt8>? {
    guard size > 0 else { return nil }
    var chunk = 4096
    while true {
      let start = max(0, size - chunk)
      let bytes = try read(from: start, to: size)
      guard bytes.last == 0x0A else { return nil }
      if let newline = bytes.dropLast().lastIndex(of: 0x0A) {
        return bytes[(newline + 1)..<(bytes.count - 1)]
      }
      if start == 0 || chunk >= Self.longestLine { return nil }  // only the header, or huge
      chunk *= 4
    }
  }

  /// Cuts off a last line a crash left without its newline; returns whether it did.
  ///
  /// Only a tail shorter than `longestLine` is cut (one record's write); a longer one is not a
  /// torn record, and the append is refused rather than cutting it.
  @discardableResult
  func cutTornTail() throws(StorageError) -> Bool {
    guard size > 0 else { return false }
    var chunk = 4096
    var end = size
    while end > 0, size - end < Self.longestLine {
      let start = max(0, end - chunk)
      let bytes = try read(from: start, to: end)
      if end == size, bytes.last == 0x0A { return false }
      if let newline = bytes.lastIndex(of: 0x0A) {
        try truncate(to: start + newline + 1)
        return true
      }
      end = start
      chunk = min(chunk * 4, 1 << 20)
    }
    throw .system(operation: "read", path: path, errno: EILSEQ)
  }

  private func truncate(to length: Int) throws(StorageError) {
    if ftruncate(descriptor, off_t(length)) != 0 {
      throw .system(operation: "ftruncate", path: path, errno: errno)
    }
    refreshStamp()
  }

  /// Appends `bytes` in one write and fsyncs.
  func append(_ bytes: [UInt8]) throws(StorageError) {
    try SafeFile.writeAll(descriptor, bytes, path: path)
    if fsync(descriptor) != 0 { throw .system(operation: "fsync", path: path, errno: errno) }
    refreshStamp()
  }

  private func refreshStamp() {
    var info = stat()
    if fstat(descriptor, &info) == 0 { stamp = FileStamp(info) }
  }
}
