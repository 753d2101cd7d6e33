import Foundation

/// wxsh's one disk cache: the directory (0700) where the forecast, air quality, alert and
/// place-search clients keep their answers, one file an entry, written 0600 crash-safely.
///
/// An entry that is missing, unreadable or larger than its reader allows counts as absent:
/// the cache can only lose answers, never give a broken one. What an entry holds, and how its
/// age is told, is its client's (a stamp line, a field of its JSON, the forecast codec).
public struct DiskCache: Sendable {
  /// The directory, e.g. `~/.cache/wxsh`; created on the first write.
  public let directory: String

  /// A cache rooted at `directory`.
  public init(directory: String) {
    self.directory = directory
  }

  /// The file of the entry `name` (`air-quality-37.566_126.978.json`).
  public func path(_ name: String) -> String { directory + "/" + name }

  /// True when the entry exists (readable or not).
  public func contains(_ name: String) -> Bool {
    FileManager.default.fileExists(atPath: path(name))
  }

  /// The entry's bytes, or nil when it is missing, unreadable or over `limit` bytes.
  public func read(_ name: String, limit: Int) -> [UInt8]? {
    try? SafeFile.read(path(name), limit: limit)
  }

  /// Writes the entry crash-safely (temp, rename) and sweeps the temp files killed writers
  /// left beside it. Not fsynced: a process killed at any point leaves the old entry or the
  /// new one, and an entry a power cut leaves empty or cut short fails its reader's checks (a
  /// stamp line, JSON, a checksum) and counts as absent, so a cached answer costs no disk
  /// flush.
  public func write(_ name: String, _ bytes: [UInt8]) throws(StorageError) {
    try write(name) { (write) throws(StorageError) in try write(bytes) }
  }

  /// Writes an entry crash-safely from pieces `body` hands to the function it is given (a
  /// header and a large answer are never joined into one copy).
  public func write(
    _ name: String,
    writing body: (_ write: ([UInt8]) throws(StorageError) -> Void) throws(StorageError) -> Void
  ) throws(StorageError) {
    try PrivateDirectory.create(directory)
    let file = path(name)
    try SafeFile.replace(file, durable: false, writing: body)
    SafeFile.sweepTemps(for: file)
  }

  /// Writes several entries (one fetch's), each crash-safely, syncing the directory and
  /// sweeping stray temp files once for the batch; returns how many could not be written.
  @discardableResult
  public func write(all entries: [(name: String, bytes: [UInt8])]) -> Int {
    guard !entries.isEmpty, (try? PrivateDirectory.create(directory)) != nil else {
      return entries.count
    }
    var failed = 0
    var files: [String] = []
    files.reserveCapacity(entries.count)
    for entry in entries {
      let file = path(entry.name)
      do throws(StorageError) {
        try SafeFile.replace(file, with: entry.bytes, syncingDirectory: false)
        files.append(file)
      } catch {
        failed += 1
      }
    }
    if let first = files.first { try? SafeFile.syncDirectory(of: first) }
    SafeFile.sweepTemps(forAll: files)
    return failed
  }
}
