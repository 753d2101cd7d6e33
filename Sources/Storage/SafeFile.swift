import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads and writes wxsh's own files crash-safely.
///
/// Writing is temp file (same directory, `O_EXCL|O_NOFOLLOW`, 0600) → write all → fsync →
/// close → rename over the target → fsync the directory. Any failure removes the temp file and
/// leaves the target untouched.
public enum SafeFile {
  /// The prefix of temp files for `path`, used to sweep strays left by killed processes.
  public static func tempPrefix(for path: String) -> String { path + ".tmp-" }

  /// Replaces the file at `path` with `bytes` atomically and durably; a batch of files written
  /// together may leave `syncingDirectory` off and sync the directory once at the end. A file
  /// that checks itself when read (a snapshot with a hash) may skip the fsyncs: `durable` false.
  public static func replace(
    _ path: String, with bytes: [UInt8], syncingDirectory: Bool = true, durable: Bool = true
  ) throws(StorageError) {
    try replace(path, syncingDirectory: syncingDirectory, durable: durable) {
      (write) throws(StorageError) in try write(bytes)
    }
  }

  /// Replaces the file at `path` like ``replace(_:with:syncingDirectory:durable:)`` with the
  /// bytes `body` writes, a piece at a time, through the function it is given: a file of any
  /// size is written without holding it. When `body` throws, the file is left as it was.
  public static func replace(
    _ path: String, syncingDirectory: Bool = true, durable: Bool = true,
    writing body: (_ write: ([UInt8]) throws(StorageError) -> Void) throws(StorageError) -> Void
  ) throws(StorageError) {
    var target = stat()
    if lstat(path, &target) == 0 {
      if (target.st_mode & S_IFMT) == S_IFLNK { throw .symbolicLink(path: path) }
      if (target.st_mode & S_IFMT) != S_IFREG { throw .notRegularFile(path: path) }
    }
    let temp = tempPrefix(for: path) + "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    let fd = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard fd >= 0 else { throw .system(operation: "open", path: temp, errno: errno) }
    do throws(StorageError) {
      try body { (bytes) throws(StorageError) in try writeAll(fd, bytes, path: temp) }
      if durable, fsync(fd) != 0 { throw .system(operation: "fsync", path: temp, errno: errno) }
    } catch {
      close(fd)
      unlink(temp)
      throw error
    }
    if close(fd) != 0 {
      let code = errno
      unlink(temp)
      throw .system(operation: "close", path: temp, errno: code)
    }
    if rename(temp, path) != 0 {
      let code = errno
      unlink(temp)
      throw .system(operation: "rename", path: path, errno: code)
    }
    if syncingDirectory, durable { try syncDirectory(of: path) }
  }

  /// Appends `bytes` with one `write` on an `O_APPEND` descriptor, then fsyncs.
  ///
  /// The file is created 0600 when missing. Returns the file's size before the append.
  @discardableResult
  public static func append(_ path: String, _ bytes: [UInt8]) throws(StorageError) -> Int {
    let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard fd >= 0 else {
      let code = errno
      throw code == ELOOP
        ? .symbolicLink(path: path) : .system(operation: "open", path: path, errno: code)
    }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw .system(operation: "fstat", path: path, errno: errno) }
    try writeAll(fd, bytes, path: path)
    if fsync(fd) != 0 { throw .system(operation: "fsync", path: path, errno: errno) }
    return Int(info.st_size)
  }

  /// The most bytes a read takes unless its caller names a smaller cap (64 MiB).
  public static let defaultReadLimit = 64 << 20

  /// Reads a whole regular file, or returns nil when it does not exist. `followingLinks` lets
  /// the last component be a symbolic link (read-only data files a package may link).
  public static func read(
    _ path: String, limit: Int = defaultReadLimit, followingLinks: Bool = false
  ) throws(StorageError) -> [UInt8]? {
    try readStamped(path, limit: limit, followingLinks: followingLinks)?.bytes
  }

  /// Opens `path` for reading as the readers here do (`O_NONBLOCK`, so a FIFO planted at the
  /// path cannot hang them; `O_NOFOLLOW` unless `followingLinks`) and checks it is a regular
  /// file: its descriptor (the caller closes it) and its `stat`, or nil when it is missing.
  static func openRegular(_ path: String, followingLinks: Bool) throws(StorageError)
    -> (Int32, stat)?
  {
    let fd = open(path, O_RDONLY | (followingLinks ? 0 : O_NOFOLLOW) | O_NONBLOCK | O_CLOEXEC)
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
    return (fd, info)
  }

  /// Copies the regular file at `source` to `destination` (written as ``replace(_:with:syncingDirectory:durable:)``
  /// writes) a chunk at a time; false when `source` does not exist. A source of more than
  /// `limit` bytes is refused before anything is written.
  public static func copy(_ source: String, to destination: String, limit: Int) throws(StorageError)
    -> Bool
  {
    guard let (fd, info) = try openRegular(source, followingLinks: false) else { return false }
    defer { close(fd) }
    guard info.st_size <= Int64(limit) else {
      throw .tooLarge(path: source, size: Int64(info.st_size), limit: limit)
    }
    try replace(destination) { (write) throws(StorageError) in
      var copied = 0
      while true {
        let chunk = try readUpTo(1 << 20, from: fd, path: source)
        if chunk.isEmpty { return }
        copied += chunk.count
        guard copied <= limit else {
          throw .tooLarge(path: source, size: Int64(copied), limit: limit)
        }
        try write(chunk)
      }
    }
    return true
  }

  /// Reads at most the first `count` bytes of a regular file, or returns nil when it does not
  /// exist (opened as `readStamped` opens: no links, no blocking on a FIFO).
  public static func readPrefix(_ path: String, count: Int) throws(StorageError) -> [UInt8]? {
    guard let (fd, _) = try openRegular(path, followingLinks: false) else { return nil }
    defer { close(fd) }
    return try readUpTo(count, from: fd, path: path)
  }

  /// Reads at most the last `count` bytes of a regular file with the file's whole size, or
  /// returns nil when it does not exist (opened as `readPrefix` opens it).
  public static func readSuffix(_ path: String, count: Int) throws(StorageError) -> (
    bytes: [UInt8], size: Int
  )? {
    guard let (fd, info) = try openRegular(path, followingLinks: false) else { return nil }
    defer { close(fd) }
    let size = Int(info.st_size)
    if size > count, lseek(fd, off_t(size - count), SEEK_SET) < 0 {
      throw .system(operation: "lseek", path: path, errno: errno)
    }
    return (try readUpTo(count, from: fd, path: path), size)
  }

  /// The bytes at `ranges` of the regular file at `path`, when it is still the file `stamp`
  /// describes; nil when it is missing or has changed (a range past its end reads short).
  public static func readRanges(
    _ path: String, _ ranges: [Range<Int>], of stamp: FileStamp, followingLinks: Bool = false
  ) throws(StorageError) -> [[UInt8]]? {
    guard let (fd, info) = try openRegular(path, followingLinks: followingLinks) else {
      return nil
    }
    defer { close(fd) }
    guard FileStamp(info) == stamp else { return nil }
    var parts: [[UInt8]] = []
    for range in ranges {
      parts.append(try readUpTo(range.count, from: fd, at: range.lowerBound, path: path))
    }
    return parts
  }

  /// Reads from `fd` until `count` bytes or the end of the file: from where it is, or from
  /// `offset` when one is given (without moving it).
  private static func readUpTo(
    _ count: Int, from fd: Int32, at offset: Int? = nil, path: String
  ) throws(StorageError) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: count)
    var got = 0
    while got < count {
      let read = bytes.withUnsafeMutableBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        guard let offset else { return Glibc.read(fd, base + got, count - got) }
        return pread(fd, base + got, count - got, off_t(offset + got))
      }
      if read < 0, errno == EINTR { continue }
      if read < 0 { throw .system(operation: "read", path: path, errno: errno) }
      if read == 0 { break }
      got += read
    }
    return Array(bytes[0..<got])
  }

  /// Reads a whole regular file with the stamp of the very file read, or nil when it is missing.
  ///
  /// The file is opened with `O_NOFOLLOW` and `O_NONBLOCK` (a FIFO planted at the path cannot
  /// hang the reader); anything but a regular file is refused. The size is checked against
  /// `limit` before anything is allocated (a sparse 1 TB file costs one `fstat`), and again
  /// while reading, for a file that grows meanwhile.
  public static func readStamped(
    _ path: String, limit: Int = defaultReadLimit, followingLinks: Bool = false
  ) throws(StorageError) -> (bytes: [UInt8], stamp: FileStamp)? {
    guard let (fd, info) = try openCapped(path, limit: limit, followingLinks: followingLinks)
    else { return nil }
    defer { close(fd) }
    // The size fstat gave, read straight into the result (one more byte tells a file that
    // grew since); a file that did grow goes on in chunks.
    let expected = Int(info.st_size)
    var failure: Int32 = 0
    var result = [UInt8](unsafeUninitializedCapacity: expected + 1) { buffer, count in
      count = 0
      guard let base = buffer.baseAddress else { return }
      while count < buffer.count {
        let got = Glibc.read(fd, base + count, buffer.count - count)
        if got < 0 {
          if errno == EINTR { continue }
          failure = errno
          return
        }
        if got == 0 { return }
        count += got
      }
    }
    if failure != 0 { throw .system(operation: "read", path: path, errno: failure) }
    if result.count <= expected { return (result, FileStamp(info)) }
    guard result.count <= limit else {
      throw .tooLarge(path: path, size: Int64(result.count), limit: limit)
    }
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw .system(operation: "read", path: path, errno: errno)
      }
      if count == 0 { break }
      guard result.count + count <= limit else {
        throw .tooLarge(path: path, size: Int64(result.count + count), limit: limit)
      }
      result.append(contentsOf: buffer[0..<count])
    }
    return (result, FileStamp(info))
  }

  /// The regular file at `path` opened as ``openRegular(_:followingLinks:)`` opens it, and its
  /// `fstat`; nil when it is missing; throws when it is larger than `limit` bytes (a sparse
  /// 1 TB file costs one `fstat`). The caller closes the descriptor.
  private static func openCapped(
    _ path: String, limit: Int, followingLinks: Bool
  ) throws(StorageError) -> (Int32, stat)? {
    guard let (fd, info) = try openRegular(path, followingLinks: followingLinks) else {
      return nil
    }
    guard info.st_size <= Int64(limit) else {
      close(fd)
      throw .tooLarge(path: path, size: Int64(info.st_size), limit: limit)
    }
    return (fd, info)
  }

  /// `body` of the bytes of the regular file at `path`, mapped read-only, and the stamp of the
  /// very file mapped; nil when it is missing. Opened and refused as
  /// ``readStamped(_:limit:followingLinks:)`` opens and refuses. For a file scanned once and
  /// let go: its pages come from the page cache as they are read, with no copy (1.4 MB of
  /// outlines at every European `:alerts`). The bytes are valid only inside `body`.
  public static func withMapped<Result>(
    _ path: String, limit: Int = defaultReadLimit, followingLinks: Bool = false,
    _ body: (UnsafeBufferPointer<UInt8>, FileStamp) -> Result
  ) throws(StorageError) -> Result? {
    guard let (fd, info) = try openCapped(path, limit: limit, followingLinks: followingLinks)
    else { return nil }
    defer { close(fd) }
    let size = Int(info.st_size)
    guard size > 0 else { return body(UnsafeBufferPointer(start: nil, count: 0), FileStamp(info)) }
    guard let pointer = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), pointer != MAP_FAILED
    else { throw .system(operation: "mmap", path: path, errno: errno) }
    defer { munmap(pointer, size) }
    let bytes = UnsafeBufferPointer(start: pointer.assumingMemoryBound(to: UInt8.self), count: size)
    return body(bytes, FileStamp(info))
  }

  /// Moves `path` to `destination` without ever replacing an existing `destination`.
  ///
  /// The bytes are untouched (a hard link, then the old name is removed; a plain rename after
  /// an existence check where hard links are not supported); the directory is then fsynced.
  public static func moveAside(_ path: String, to destination: String) throws(StorageError) {
    if link(path, destination) == 0 {
      if unlink(path) != 0 {
        let code = errno
        unlink(destination)
        throw .system(operation: "unlink", path: path, errno: code)
      }
    } else {
      let code = errno
      guard code == EPERM || code == ENOTSUP || code == EOPNOTSUPP || code == EMLINK else {
        throw .system(operation: "link", path: destination, errno: code)
      }
      var info = stat()
      if lstat(destination, &info) == 0 {
        throw .system(operation: "rename", path: destination, errno: EEXIST)
      }
      if rename(path, destination) != 0 {
        throw .system(operation: "rename", path: path, errno: errno)
      }
    }
    try syncDirectory(of: path)
  }

  /// Removes temp files for `path` older than `age` seconds, left behind by killed processes.
  public static func sweepTemps(for path: String, olderThan age: Double = 60) {
    let directory = FilePath.directory(of: path)
    let prefix = FilePath.name(of: tempPrefix(for: path))
    guard let dir = opendir(directory) else { return }
    defer { closedir(dir) }
    let now = time(nil)
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
      }
      guard name.hasPrefix(prefix) else { continue }
      let full = directory + "/" + name
      var info = stat()
      guard lstat(full, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
      if Double(now - info.st_mtim.tv_sec) >= age { unlink(full) }
    }
  }

  /// Removes temp files older than `age` seconds for any of `paths` (all in one directory)
  /// with one pass over the directory, for a batch of files written together.
  public static func sweepTemps(forAll paths: [String], olderThan age: Double = 60) {
    guard let first = paths.first else { return }
    let directory = FilePath.directory(of: first)
    let names = Set(paths.map { FilePath.name(of: $0) })
    guard let dir = opendir(directory) else { return }
    defer { closedir(dir) }
    let now = time(nil)
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
      }
      guard let mark = name.range(of: ".tmp-"), names.contains(String(name[..<mark.lowerBound]))
      else { continue }
      let full = directory + "/" + name
      var info = stat()
      guard lstat(full, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
      if Double(now - info.st_mtim.tv_sec) >= age { unlink(full) }
    }
  }

  /// Writes all of `bytes` to `fd`, again after EINTR and short writes; `path` names it in errors.
  public static func writeAll(_ fd: Int32, _ bytes: [UInt8], path: String) throws(StorageError) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { raw -> Int in
        guard let base = raw.baseAddress else { return 0 }
        return write(fd, base + offset, raw.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        throw .system(operation: "write", path: path, errno: errno)
      }
      if written == 0 { throw .system(operation: "write", path: path, errno: EIO) }
      offset += written
    }
  }

  /// Fsyncs the directory holding `path`, so a rename in it is durable.
  public static func syncDirectory(of path: String) throws(StorageError) {
    let directory = FilePath.directory(of: path)
    let fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard fd >= 0 else { throw .system(operation: "open", path: directory, errno: errno) }
    defer { close(fd) }
    if fsync(fd) != 0 { throw .system(operation: "fsync", path: directory, errno: errno) }
  }
}
