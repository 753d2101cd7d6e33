/// Why a file operation failed, with the path it was about.
public enum StorageError: Error, Equatable, Sendable {
  /// A system call failed; `operation` names it and `errno` says why.
  case system(operation: String, path: String, errno: Int32)
  /// The lock stayed taken for longer than the bounded wait.
  case lockTimeout(path: String)
  /// The path is a symbolic link, which wxsh does not follow for its own files.
  case symbolicLink(path: String)
  /// The path exists but is not a regular file (or not a directory where one is needed).
  case notRegularFile(path: String)
}

extension StorageError: CustomStringConvertible {
  /// A one-line description naming the path and the reason.
  public var description: String {
    switch self {
    case .system(let operation, let path, let code):
      "\(operation) failed for \(path): \(StorageError.reason(code))"
    case .lockTimeout(let path):
      "another wxsh is saving \(path); try again in a moment"
    case .symbolicLink(let path):
      "\(path) is a symbolic link; wxsh only writes regular files (point it at the real file)"
    case .notRegularFile(let path):
      "\(path) is not a regular file"
    }
  }

  /// The C library's text for an errno value.
  public static func reason(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
