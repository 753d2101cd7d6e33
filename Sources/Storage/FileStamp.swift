#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A cheap identity of a file's current contents: device, inode, size and change times.
///
/// Every crash-safe save renames a new inode into place, so comparing two stamps tells whether
/// another process replaced the file, without reading it.
public struct FileStamp: Sendable, Equatable, Hashable {
  /// The device holding the file.
  public var device: UInt64
  /// The inode number.
  public var inode: UInt64
  /// The size in bytes.
  public var size: Int64
  /// The modification time in nanoseconds since the epoch.
  public var modified: Int64
  /// The status-change time in nanoseconds since the epoch.
  public var changed: Int64

  /// The stamp of an already `fstat`ed file.
  public init(_ info: stat) {
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
    size = Int64(info.st_size)
    modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
    changed = Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec)
  }

  /// The stamp of the file at `path` (not following a final symlink), or nil if it is missing.
  public static func of(_ path: String) -> FileStamp? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    return FileStamp(info)
  }
}
