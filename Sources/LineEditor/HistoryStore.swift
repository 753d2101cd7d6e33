import Storage

/// The history file: one line per entry, appended under a lock, compacted by temp + rename.
///
/// Appends are single `write`s to an `O_APPEND` file, so two sessions running at once merge
/// their lines instead of overwriting each other (libedit's `H_SAVE` rewrites the file in place
/// and is never used). The directory is 0700 and the file 0600.
public struct HistoryStore: Sendable {
  /// The history file's path.
  public let path: String
  /// The most lines kept; older lines are dropped when the file is compacted.
  public let capacity: Int

  /// Creates a store for the file at `path`.
  public init(path: String, capacity: Int = 1000) {
    self.path = path
    self.capacity = max(capacity, 1)
  }

  /// The default path: `$XDG_STATE_HOME/wxsh/history`, or `~/.local/state/wxsh/history`.
  ///
  /// A relative `XDG_STATE_HOME` is ignored, as the XDG spec asks.
  public static func defaultPath(environment: [String: String]) -> String? {
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      return state + "/wxsh/history"
    }
    guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
    return home + "/.local/state/wxsh/history"
  }

  /// The most bytes read from the end of the file: a thousand commands take a few dozen
  /// kilobytes, and a file grown far past that (by hand, or by another program) costs no more.
  public static let readLimit = 1 << 20

  /// The entries in the file, oldest first, at most `capacity` of them.
  public func load() throws(StorageError) -> [String] {
    guard let newest = try newestLines() else { return [] }
    return Array(newest.lines.suffix(capacity))
  }

  /// The lines in the last ``readLimit`` bytes of the file (without the first one when it
  /// may be cut), none longer than a script line; whether older lines were left unread; and
  /// the file's last byte.
  private func newestLines() throws(StorageError) -> (lines: [String], cut: Bool, last: UInt8?)? {
    guard let (bytes, size) = try SafeFile.readSuffix(path, count: Self.readLimit) else {
      return nil
    }
    var lines = Self.lines(in: bytes)
    let cut = size > bytes.count
    if cut, !lines.isEmpty { lines.removeFirst() }
    return (lines, cut, bytes.last)
  }

  /// Appends one entry unless it repeats the file's last entry; compacts when the file is long.
  /// An entry longer than a script line (``ScriptInput/byteLimit``) is not kept.
  public func append(_ entry: String) throws(StorageError) {
    let line = entry.filter { $0 != "\n" && $0 != "\r" }
    guard !line.isEmpty, line.utf8.count <= ScriptInput.byteLimit else { return }
    try PrivateDirectory.create(FilePath.directory(of: path))
    let lock = try FileLock(path: path + ".lock")
    defer { lock.unlock() }
    var (lines, cut, last) = try newestLines() ?? ([], false, nil)
    if lines.last == line { return }
    var bytes: [UInt8] = []
    if let last, last != UInt8(ascii: "\n") {
      bytes.append(UInt8(ascii: "\n"))  // a torn line from a killed writer stays separate
    }
    bytes.append(contentsOf: Array(line.utf8))
    bytes.append(UInt8(ascii: "\n"))
    lines.append(line)
    if cut || lines.count > capacity + capacity / 2 {
      try SafeFile.replace(path, with: Self.encode(Array(lines.suffix(capacity))))
    } else {
      try SafeFile.append(path, bytes)
    }
  }

  static func lines(in bytes: [UInt8]) -> [String] {
    bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true)
      .filter { $0.count <= ScriptInput.byteLimit }
      .map { String(decoding: $0, as: UTF8.self) }
  }

  static func encode(_ lines: [String]) -> [UInt8] {
    var bytes: [UInt8] = []
    for line in lines {
      bytes.append(contentsOf: Array(line.utf8))
      bytes.append(UInt8(ascii: "\n"))
    }
    return bytes
  }
}
