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
  /// The file is bigger than the most wxsh reads or writes for it (`size` and `limit` in bytes).
  case tooLarge(path: String, size: Int64, limit: Int)
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
    case .tooLarge(let path, let size, let limit):
      "\(path) is \(StorageError.size(size)), more than the \(StorageError.size(Int64(limit))) wxsh allows for it"
    }
  }

  /// A byte count for messages: `812 bytes`, `64 MB`, `1.0 TB` (powers of 1024).
  public static func size(_ bytes: Int64) -> String {
    let units = ["KB", "MB", "GB", "TB", "PB", "EB"]
    guard bytes >= 1024 else { return "\(bytes) bytes" }
    var value = Double(bytes) / 1024
    var index = 0
    while value >= 1024, index < units.count - 1 {
      value /= 1024
      index += 1
    }
    let whole = value.rounded(.down) == value
    let text = whole ? String(Int64(value)) : String((value * 10).rounded() / 10)
    return text + " " + units[index]
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
