import AlertModel
import Foundation
import Synchronization

/// MeteoAlarm's warning-area outlines (`alert-areas.tsv`, built by
/// scripts/make-alert-areas.py from MeteoAlarm's geocodes GeoJSON and aliases CSV): which
/// areas' outlines contain a point, so a warning naming an area by geocode (`EMMA_ID:DE241`)
/// is matched exactly instead of by name.
///
/// The file is UTF-8 text, a `# wxsh alert areas 1` header line, then sorted lines
/// `A<TAB>CODE<TAB>CC<TAB>minLat,minLon,maxLat,maxLon<TAB>RING;RING…` (a RING is
/// `lat lon,lat lon,…`; a point inside an odd number of an area's rings is inside it) and
/// `L<TAB>ALIASCODE<TAB>CODE` (a code some feeds send for the area `CODE`).
///
/// It is read when first asked, not when opened, and kept for later questions; a missing,
/// oversized or malformed file gives no codes, and a malformed line is skipped.
public struct AlertAreaIndex: Sendable {
  /// The file's name, beside the gazetteer.
  public static let fileName = "alert-areas.tsv"
  /// The first line's start for a file this version reads.
  static let header = "# wxsh alert areas 1"
  /// Longer lines are skipped.
  static let maximumLineLength = 1 << 20
  /// A larger file is not read.
  static let maximumFileSize = 64 << 20

  /// The file's path.
  public let path: String
  /// The file's bytes once read (nil inside: missing or unusable).
  private let loaded = Loaded()

  /// An index of the file at `path` (not read until asked).
  public init(path: String) {
    self.path = path
  }

  /// True when the file has outlines for `countryCode` (any area).
  public func covers(countryCode: String) -> Bool {
    guard let data = loaded.data(path) else { return false }
    let needle = Array(("\t" + countryCode.uppercased() + "\t").utf8)
    guard needle.count == 4 else { return false }
    return data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Bool in
      let bytes = raw.bindMemory(to: UInt8.self)
      guard Self.hasHeader(bytes) else { return false }
      // An area line is `A<TAB>CODE<TAB>CC<TAB>…`: look for the country field after a code.
      var start = 0
      while start < bytes.count {
        var end = start
        while end < bytes.count, bytes[end] != 0x0A { end += 1 }
        defer { start = end + 1 }
        guard end > start, bytes[start] == UInt8(ascii: "A") else { continue }
        var tab = start + 2
        while tab < end, bytes[tab] != 0x09 { tab += 1 }
        if tab + 3 < end, bytes[tab + 1] == needle[1], bytes[tab + 2] == needle[2],
          bytes[tab + 3] == 0x09
        {
          return true
        }
      }
      return false
    }
  }

  /// The codes of every area of `countryCode` whose outline contains the point, and every
  /// alias of those codes; empty when the file is missing or malformed.
  public func codes(latitude: Double, longitude: Double, countryCode: String) -> Set<String> {
    guard latitude.isFinite, longitude.isFinite, let data = loaded.data(path) else { return [] }
    let country = Array(countryCode.uppercased().utf8)
    guard country.count == 2 else { return [] }
    var found: Set<String> = []
    var aliases: [(alias: String, code: String)] = []
    data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
      let bytes = raw.bindMemory(to: UInt8.self)
      guard Self.hasHeader(bytes) else { return }
      var start = 0
      while start < bytes.count {
        var end = start
        while end < bytes.count, bytes[end] != 0x0A { end += 1 }
        defer { start = end + 1 }
        guard end - start <= Self.maximumLineLength, end > start else { continue }
        let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
        switch line[0] {
        case UInt8(ascii: "A"):
          if let code = Self.area(
            line, country: country, latitude: latitude, longitude: longitude)
          {
            found.insert(code)
          }
        case UInt8(ascii: "L"):
          let fields = line.split(separator: 0x09, omittingEmptySubsequences: false)
          guard fields.count == 3, let alias = Self.text(fields[1]),
            let code = Self.text(fields[2])
          else { continue }
          aliases.append((alias, code))
        default:
          continue
        }
      }
    }
    for (alias, code) in aliases where found.contains(code) { found.insert(alias) }
    return found
  }

  // MARK: Reading

  /// The file's bytes, read on the first question and shared by the copies of an index.
  final class Loaded: Sendable {
    private let bytes = Mutex<Data??>(nil)

    func data(_ path: String) -> Data? {
      bytes.withLock { bytes in
        if let known = bytes { return known }
        let read = AlertAreaIndex.read(path)
        bytes = .some(read)
        return read
      }
    }
  }

  /// The file's bytes; nil when it is missing, unreadable or larger than the cap.
  static func read(_ path: String) -> Data? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    guard let data = try? handle.read(upToCount: maximumFileSize + 1),
      data.count <= maximumFileSize
    else { return nil }
    return data
  }

  /// True when the bytes start with the header this version reads.
  static func hasHeader(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let header = Array(Self.header.utf8)
    guard bytes.count >= header.count else { return false }
    return zip(bytes, header).allSatisfy { $0 == $1 }
  }

  /// A field as a code: 1…32 printable ASCII characters.
  static func text(_ field: Slice<UnsafeBufferPointer<UInt8>>) -> String? {
    guard (1...32).contains(field.count), field.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else {
      return nil
    }
    return String(decoding: field, as: UTF8.self)
  }

  /// The code of the `A` line when it is an area of `country` containing the point.
  static func area(
    _ line: UnsafeBufferPointer<UInt8>, country: [UInt8], latitude: Double, longitude: Double
  ) -> String? {
    let fields = line.split(separator: 0x09, omittingEmptySubsequences: false)
    guard fields.count == 5, fields[2].elementsEqual(country), let code = text(fields[1]) else {
      return nil
    }
    let box = fields[3].split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false)
    guard box.count == 4, let minLat = number(box[0]), let minLon = number(box[1]),
      let maxLat = number(box[2]), let maxLon = number(box[3]),
      (minLat...maxLat).contains(latitude), (minLon...maxLon).contains(longitude)
    else { return nil }
    var inside = false
    for ring in fields[4].split(separator: UInt8(ascii: ";")) {
      guard let crossed = crosses(ring, latitude: latitude, longitude: longitude) else {
        return nil
      }
      if crossed { inside.toggle() }
    }
    return inside ? code : nil
  }

  /// True when the ring contains the point (even-odd ray test); nil when it is malformed.
  static func crosses(
    _ ring: Slice<UnsafeBufferPointer<UInt8>>, latitude: Double, longitude: Double
  ) -> Bool? {
    var points: [AlertPoint] = []
    for pair in ring.split(separator: UInt8(ascii: ",")) {
      let parts = pair.split(separator: UInt8(ascii: " "))
      guard parts.count == 2, let lat = number(parts[0]), let lon = number(parts[1]),
        abs(lat) <= 90, abs(lon) <= 180
      else { return nil }
      points.append(AlertPoint(latitude: lat, longitude: lon))
    }
    guard points.count >= 3 else { return nil }
    return AlertArea.ring(points, contains: latitude, longitude)
  }

  /// A decimal number of at most 24 characters (`-12.3456`); nil otherwise.
  static func number<S: Collection<UInt8>>(_ field: S) -> Double? {
    guard (1...24).contains(field.count),
      field.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2E || $0 == 0x2D })
    else { return nil }
    guard let value = Double(String(decoding: field, as: UTF8.self)), value.isFinite else {
      return nil
    }
    return value
  }
}
