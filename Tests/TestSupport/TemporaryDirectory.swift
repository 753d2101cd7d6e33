import Foundation

/// A fresh directory under the system temp directory, removed by `remove()`.
public struct TemporaryDirectory: Sendable {
  /// The directory's absolute path.
  public let path: String

  /// The folder this process makes its directories in, removed with everything in it when
  /// the process exits: a directory a test does not `remove()` (most do not) is left behind
  /// only by a test run that crashes.
  private static let root: String = {
    let path = rootPath()
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(atPath: TemporaryDirectory.rootPath()) }
    return path
  }()

  /// The path of ``root`` for this process.
  private static func rootPath() -> String {
    FileManager.default.temporaryDirectory.path + "/wxsh-tests-\(getpid())"
  }

  /// Creates a new, empty, uniquely named directory.
  public init(prefix: String = "wxsh-test") throws {
    let path = Self.root + "/\(prefix)-\(getpid())-\(UUID().uuidString.prefix(8))"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    self.path = path
  }

  /// Deletes the directory and everything in it.
  public func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }

  /// The path of `name` inside the directory.
  public func file(_ name: String) -> String { path + "/" + name }
}

/// File facts tests check: POSIX mode bits and sizes.
public enum FileFacts {
  /// The permission bits (e.g. 0o600) of the file at `path`, not following symlinks.
  public static func mode(_ path: String) -> Int? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    return Int(info.st_mode & 0o7777)
  }

  /// The size in bytes of the file at `path`, not following symlinks.
  public static func size(_ path: String) -> Int? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    return Int(info.st_size)
  }
}
