#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A read-only memory map of a whole file, unmapped when released.
///
/// Mapping costs nothing up front: pages are read when a search touches them, so opening the
/// gazetteer never delays the prompt.
final class MappedFile: @unchecked Sendable {
  /// The first byte.
  let base: UnsafeRawPointer
  /// The length in bytes.
  let size: Int

  /// Maps the file at `path`, or throws the reason it cannot. `O_NONBLOCK`: a FIFO planted at
  /// the path is refused at once instead of waiting forever for a writer.
  init(path: String) throws(PlacesError) {
    let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard fd >= 0 else {
      throw .unreadable(path: path, reason: String(cString: strerror(errno)))
    }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else {
      throw .unreadable(path: path, reason: String(cString: strerror(errno)))
    }
    guard (info.st_mode & S_IFMT) == S_IFREG else {
      throw .unreadable(path: path, reason: "not a regular file")
    }
    let size = Int(info.st_size)
    guard size >= GazetteerLayout.headerSize else {
      throw .damaged(path: path, reason: "only \(size) bytes")
    }
    guard let pointer = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), pointer != MAP_FAILED
    else {
      throw .unreadable(path: path, reason: String(cString: strerror(errno)))
    }
    self.base = UnsafeRawPointer(pointer)
    self.size = size
  }

  deinit {
    munmap(UnsafeMutableRawPointer(mutating: base), size)
  }
}
