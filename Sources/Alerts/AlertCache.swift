import AlertModel
import Foundation
import Storage

/// The on-disk cache of alert answers: one file per source and rounded point, holding the
/// time of the fetch and the answer as received (decoded again, with every check, on load),
/// and beside a country feed its digest per language (``AlertDigest``), which later runs read
/// instead of the feed.
///
/// Files live in the forecast cache's 0700 directory and are written 0600 crash-safely; a
/// file that cannot be read counts as absent.
public struct AlertCache: Sendable {
  /// The disk cache the files live in.
  public let cache: DiskCache
  /// The cache directory, e.g. `~/.cache/wxsh`.
  public var directory: String { cache.directory }

  /// The first line's tag, followed by the fetch time in unix seconds.
  static let tag = "wxsh-alerts 1 "

  /// Creates a cache rooted at `directory` (created on first write).
  public init(directory: String) {
    self.cache = DiskCache(directory: directory)
  }

  /// The file for a point, rounded to 3 decimals (about 100 m).
  public func path(source: AlertSource, latitude: Double, longitude: Double) -> String {
    path(source: source, key: CacheName.point(latitude: latitude, longitude: longitude))
  }

  /// The file for a key of the source's own (a point, a country feed's name).
  public func path(source: AlertSource, key: String) -> String {
    cache.path(Self.name(source: source, key: key))
  }

  /// The entry of an answer under `key`.
  static func name(source: AlertSource, key: String) -> String {
    "alerts-\(source.rawValue)-\(key).json"
  }

  /// The entry of the digest of the answer under `key` in `language`.
  static func digestName(source: AlertSource, key: String, language: String) -> String {
    "alerts-\(source.rawValue)-\(key).\(language).digest"
  }

  /// The cached answer for a point and when it was fetched, or nil.
  public func load(source: AlertSource, latitude: Double, longitude: Double) -> (
    fetched: Date, body: [UInt8]
  )? {
    load(source: source, key: CacheName.point(latitude: latitude, longitude: longitude))
  }

  /// The cached answer under `key` and when it was fetched, or nil (also for a file over
  /// `limit` bytes).
  public func load(source: AlertSource, key: String, limit: Int = 4 << 20) -> (
    fetched: Date, body: [UInt8]
  )? {
    guard let bytes = cache.read(Self.name(source: source, key: key), limit: limit),
      let (fetched, newline) = Self.stamp(bytes)
    else { return nil }
    return (fetched, Array(bytes[(newline + 1)...]))
  }

  /// When the answer cached under `key` was fetched, from its first line alone; nil when
  /// there is none or it is unreadable.
  public func fetched(source: AlertSource, key: String) -> Date? {
    guard let handle = FileHandle(forReadingAtPath: path(source: source, key: key)) else {
      return nil
    }
    defer { try? handle.close() }
    guard let head = try? handle.read(upToCount: 64) else { return nil }
    return Self.stamp(Array(head))?.fetched
  }

  /// The fetch time in a file's first line and where that line ends.
  static func stamp(_ bytes: [UInt8]) -> (fetched: Date, newline: Int)? {
    guard let newline = bytes.firstIndex(of: 0x0A),
      let header = String(bytes: bytes[..<newline], encoding: .utf8), header.hasPrefix(Self.tag),
      let seconds = Double(header.dropFirst(Self.tag.count)), seconds.isFinite,
      (0...7_258_118_400).contains(seconds)
    else { return nil }
    return (Date(timeIntervalSince1970: seconds), newline)
  }

  // MARK: Digests

  /// The most bytes of a digest file read.
  static let digestLimit = 64 << 20

  /// The file of the digest of the answer under `key`, in `language` (a primary subtag).
  public func digestPath(source: AlertSource, key: String, language: String) -> String {
    cache.path(Self.digestName(source: source, key: key, language: language))
  }

  /// The digest of the answer under `key` in `language`, or nil when it is missing,
  /// unreadable, of another version or damaged.
  public func digest(source: AlertSource, key: String, language: String) -> AlertDigest? {
    guard
      let bytes = cache.read(
        Self.digestName(source: source, key: key, language: language), limit: Self.digestLimit),
      let digest = AlertDigest(encoded: bytes), digest.language == language
    else { return nil }
    return digest
  }

  /// Writes the digest of the answer under `key`, crash-safely like the answer.
  public func storeDigest(_ digest: AlertDigest, source: AlertSource, key: String)
    throws(StorageError)
  {
    try cache.write(
      Self.digestName(source: source, key: key, language: digest.language), digest.encoded())
  }

  /// Writes an answer for a point fetched at `fetched`.
  public func store(
    _ body: [UInt8], fetched: Date, source: AlertSource, latitude: Double, longitude: Double
  ) throws(StorageError) {
    try store(
      body, fetched: fetched, source: source,
      key: CacheName.point(latitude: latitude, longitude: longitude))
  }

  /// Writes an answer under `key` fetched at `fetched`.
  public func store(_ body: [UInt8], fetched: Date, source: AlertSource, key: String)
    throws(StorageError)
  {
    let header = Self.tag + String(Int(fetched.timeIntervalSince1970.rounded(.down))) + "\n"
    // Written in two pieces: joining them copied a 20 MB feed while it was still held.
    try cache.write(Self.name(source: source, key: key)) { (write) throws(StorageError) in
      try write(Array(header.utf8))
      try write(body)
    }
  }
}
