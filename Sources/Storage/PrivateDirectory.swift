#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Creates wxsh's directories with mode 0700, whatever the umask.
public enum PrivateDirectory {
  /// Creates `path` and any missing parents; new directories get mode 0700.
  ///
  /// Existing directories keep their mode (the XDG rule).
  public static func create(_ path: String) throws(StorageError) {
    var isDirectory = stat()
    if lstat(path, &isDirectory) == 0 {
      if (isDirectory.st_mode & S_IFMT) == S_IFDIR { return }
      if (isDirectory.st_mode & S_IFMT) == S_IFLNK, stat(path, &isDirectory) == 0,
        (isDirectory.st_mode & S_IFMT) == S_IFDIR
      {
        return
      }
      throw .notRegularFile(path: path)
    }
    let parent = FilePath.directory(of: path)
    if parent != path, !parent.isEmpty { try create(parent) }
    if mkdir(path, 0o700) != 0 {
      let code = errno
      if code == EEXIST { return }
      throw .system(operation: "mkdir", path: path, errno: code)
    }
    // mkdir applies the umask; make the mode exact.
    _ = chmod(path, 0o700)
  }
}

/// Small path helpers that need no Foundation.
public enum FilePath {
  /// The directory part of a path (`/a/b` → `/a`, `b` → `.`).
  public static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    if slash == path.startIndex { return "/" }
    return String(path[..<slash])
  }

  /// The last component of a path.
  public static func name(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
  }
}
