import Foundation
import Storage

/// The on-disk cache of alert answers: one file per source and rounded point, holding the
/// time of the fetch and the answer as received (decoded again, with every check, on load).
///
/// Files live in the forecast cache's 0700 directory and are written 0600 crash-safely; a
/// file that cannot be read counts as absent.
public struct AlertCache: Sendable {
  /// The cache directory, e.g. `~/.cache/wxsh`.
  public let directory: String

  /// The first line's tag, followed by the fetch time in unix seconds.
  static let tag = "wxsh-alerts 1 "

  /// Creates a cache rooted at `directory` (created on first write).
  public init(directory: String) {
    self.directory = directory
  }

  /// The file for a point, rounded to 3 decimals (about 100 m).
  public func path(source: AlertSource, latitude: Double, longitude: Double) -> String {
    "\(directory)/alerts-\(source.rawValue)-\(CacheName.point(latitude: latitude, longitude: longitude))"
      + ".json"
  }

  /// The cached answer and when it was fetched, or nil.
  public func load(source: AlertSource, latitude: Double, longitude: Double) -> (
    fetched: Date, body: [UInt8]
  )? {
    let file = path(source: source, latitude: latitude, longitude: longitude)
    guard let bytes = try? SafeFile.read(file, limit: 4 << 20),
      let newline = bytes.firstIndex(of: 0x0A),
      let header = String(bytes: bytes[..<newline], encoding: .utf8), header.hasPrefix(Self.tag),
      let seconds = Double(header.dropFirst(Self.tag.count)), seconds.isFinite,
      (0...7_258_118_400).contains(seconds)
    else { return nil }
    return (Date(timeIntervalSince1970: seconds), Array(bytes[(newline + 1)...]))
  }

  /// Writes an answer fetched at `fetched`.
  public func store(
    _ body: [UInt8], fetched: Date, source: AlertSource, latitude: Double, longitude: Double
  ) throws(StorageError) {
    try PrivateDirectory.create(directory)
    let file = path(source: source, latitude: latitude, longitude: longitude)
    let header = Self.tag + String(Int(fetched.timeIntervalSince1970.rounded(.down))) + "\n"
    try SafeFile.replace(file, with: Array(header.utf8) + body)
    SafeFile.sweepTemps(for: file)
  }
}
