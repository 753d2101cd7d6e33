import AlertModel
import Foundation
import Storage
import Synchronization

/// Official warning-area outlines (`alert-areas.tsv`, built by scripts/make-alert-areas.py
/// from MeteoAlarm's geocodes GeoJSON and aliases CSV; `kma-areas.tsv`, from Korea's district
/// outlines with the KMA warning zones each district is in as its aliases): which areas'
/// outlines contain a point, so a warning naming an area by geocode (`EMMA_ID:DE241`, KMA's
/// `L1100400`) is matched exactly instead of by name.
///
/// The file is UTF-8 text, a `# wxsh alert areas 1` header line, then sorted lines
/// `A<TAB>CODE<TAB>CC<TAB>minLat,minLon,maxLat,maxLon<TAB>RING;RING…` (a RING is
/// `lat lon,lat lon,…`; a point inside an odd number of an area's rings is inside it) and
/// `L<TAB>ALIASCODE<TAB>CODE` (a code some feeds send for the area `CODE`).
///
/// It is read when first asked, not when opened, into a table kept for later questions (made
/// again when the file is replaced); a missing, oversized or malformed file gives no codes, and
/// a malformed line is skipped.
public struct AlertAreaIndex: Sendable {
  /// The file's name, beside the gazetteer (MeteoAlarm's areas).
  public static let fileName = "alert-areas.tsv"
  /// The file of Korea's districts in KMA's warning zones, in the same format, beside it.
  public static let koreaFileName = "kma-areas.tsv"
  /// The first line's start for a file this version reads.
  static let header = "# wxsh alert areas 1"
  /// Longer lines are skipped.
  static let maximumLineLength = 1 << 20
  /// A larger file is not read.
  static let maximumFileSize = 64 << 20

  /// The file's path.
  public let path: String
  /// The file's table once read (nil inside: missing or unusable).
  private let loaded = Loaded()

  /// An index of the file at `path` (not read until asked).
  public init(path: String) {
    self.path = path
  }

  /// True when the file has outlines for `countryCode` (any area).
  public func covers(countryCode: String) -> Bool {
    guard let table = loaded.table(path) else { return false }
    return table.areas[countryCode.uppercased()] != nil
  }

  /// The codes of every area of `countryCode` whose outline contains the point, and every
  /// alias of those codes; empty when the file is missing or malformed.
  ///
  /// The file is read into a table once (areas by country with their boxes, aliases by code);
  /// an outline is read from the file only for the areas whose box holds the point, so a list
  /// of many places costs a few outlines a place, not the whole file.
  public func codes(latitude: Double, longitude: Double, countryCode: String) -> Set<String> {
    guard latitude.isFinite, longitude.isFinite else { return [] }
    // Twice at most: a file replaced since its table was made (an upgrade) is read again.
    for _ in 0..<2 {
      guard let table = loaded.table(path), let areas = table.areas[countryCode.uppercased()]
      else { return [] }
      let candidates = areas.filter {
        ($0.minLatitude...$0.maxLatitude).contains(latitude)
          && ($0.minLongitude...$0.maxLongitude).contains(longitude)
      }
      guard !candidates.isEmpty else { return [] }
      // Only the candidates' outlines are read, from the very file the table was made from.
      guard
        let outlines =
          (try? SafeFile.readRanges(
            path, candidates.map(\.rings), of: table.stamp, followingLinks: true)) ?? nil
      else {
        loaded.forget()
        continue
      }
      var found: Set<String> = []
      for (area, rings) in zip(candidates, outlines) {
        let inside = rings.withUnsafeBufferPointer {
          Self.contains($0[...], latitude: latitude, longitude: longitude)
        }
        if inside { found.insert(area.code) }
      }
      for code in found { found.formUnion(table.aliases[code] ?? []) }
      return found
    }
    return []
  }

  /// True when some area has `code` as an alias (a KMA zone the district table places).
  public func isAlias(_ code: String) -> Bool {
    loaded.table(path)?.aliasCodes.contains(code) ?? false
  }

  // MARK: Reading

  /// One area line, without its outline: where the outline is in the file's bytes.
  struct Area: Sendable {
    var code: String
    var minLatitude: Double
    var minLongitude: Double
    var maxLatitude: Double
    var maxLongitude: Double
    /// The byte range of the `RING;RING…` field.
    var rings: Range<Int>
  }

  /// The file read once: which file it was, its areas by country code, and the aliases of
  /// each code. The bytes are not kept (1.4 MB for MeteoAlarm's): a question reads the few
  /// outlines whose boxes hold its point.
  struct Table: Sendable {
    var stamp: FileStamp
    var areas: [String: [Area]] = [:]
    var aliases: [String: [String]] = [:]
    /// Every alias of every area.
    var aliasCodes: Set<String> = []
  }

  /// The file's table, read on the first question and shared by the copies of an index.
  final class Loaded: Sendable {
    private let table = Mutex<Table??>(nil)

    func table(_ path: String) -> Table? {
      table.withLock { table in
        if let known = table { return known }
        let read = AlertAreaIndex.read(path)
        table = .some(read)
        return read
      }
    }

    /// Forgets the table, to be read again at the next question.
    func forget() {
      table.withLock { $0 = nil }
    }
  }

  /// The table of a file's bytes; nil without the header. Malformed lines are skipped.
  static func table(_ bytes: UnsafeBufferPointer<UInt8>, _ stamp: FileStamp) -> Table? {
    guard Self.hasHeader(bytes) else { return nil }
    var table = Table(stamp: stamp)
    var start = 0
    while start < bytes.count {
      let end = Self.next(0x0A, in: bytes, from: start, to: bytes.count) ?? bytes.count
      defer { start = end + 1 }
      guard end - start <= Self.maximumLineLength, end > start else { continue }
      let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
      switch line[0] {
      case UInt8(ascii: "A"):
        guard let (country, area) = Self.area(line, offset: start) else { continue }
        table.areas[country, default: []].append(area)
      case UInt8(ascii: "L"):
        let fields = line.split(separator: 0x09, omittingEmptySubsequences: false)
        guard fields.count == 3, let alias = Self.text(fields[1]),
          let code = Self.text(fields[2])
        else { continue }
        table.aliases[code, default: []].append(alias)
        table.aliasCodes.insert(alias)
      default:
        continue
      }
    }
    return table
  }

  /// The table of the file at `path`, scanned where it lies (mapped, not copied); nil when it
  /// is missing, unreadable, not a regular file (a FIFO is refused, not waited on), larger than
  /// the cap or without the header.
  static func read(_ path: String) -> Table? {
    let read = try? SafeFile.withMapped(path, limit: maximumFileSize, followingLinks: true) {
      table($0, $1)
    }
    return read ?? nil
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

  /// The index of the first `byte` in `bytes[start..<end]` (`memchr`: the file is 1.4 MB,
  /// read on every `:alerts` in Europe); nil when there is none.
  static func next(
    _ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int
  )
    -> Int?
  {
    guard start < end, let base = bytes.baseAddress,
      let found = memchr(base + start, Int32(byte), end - start)
    else { return nil }
    return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
  }

  /// An `A` line's country and area (its outline's place in the file); nil when malformed.
  static func area(_ line: UnsafeBufferPointer<UInt8>, offset: Int) -> (String, Area)? {
    // Five tab-separated fields, the last (the outline) most of the line: found with
    // `memchr`, not split into pieces.
    var fields: [Slice<UnsafeBufferPointer<UInt8>>] = []
    var start = 0
    while fields.count < 4, let tab = next(0x09, in: line, from: start, to: line.count) {
      fields.append(line[start..<tab])
      start = tab + 1
    }
    guard fields.count == 4, next(0x09, in: line, from: start, to: line.count) == nil else {
      return nil
    }
    fields.append(line[start..<line.count])
    guard fields[2].count == 2, let country = text(fields[2]), let code = text(fields[1])
    else { return nil }
    let box = fields[3].split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false)
    guard box.count == 4, let minLat = number(box[0]), let minLon = number(box[1]),
      let maxLat = number(box[2]), let maxLon = number(box[3]), minLat <= maxLat,
      minLon <= maxLon
    else { return nil }
    let rings = (offset + fields[4].startIndex)..<(offset + fields[4].endIndex)
    return (
      country,
      Area(
        code: code, minLatitude: minLat, minLongitude: minLon, maxLatitude: maxLat,
        maxLongitude: maxLon, rings: rings)
    )
  }

  /// True when the point is inside an odd number of the rings; false when one is malformed.
  static func contains(
    _ rings: Slice<UnsafeBufferPointer<UInt8>>, latitude: Double, longitude: Double
  ) -> Bool {
    var inside = false
    for ring in rings.split(separator: UInt8(ascii: ";")) {
      guard let crossed = crosses(ring, latitude: latitude, longitude: longitude) else {
        return false
      }
      if crossed { inside.toggle() }
    }
    return inside
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
  ///
  /// The file's numbers (`-12.3456`: a sign, at most 15 digits, a point) are read exactly by
  /// integer arithmetic and one division, which IEEE rounds as `strtod` does (Clinger's fast
  /// path); 8,000 `strtod` calls were a tenth of a warm `:alerts`. Anything else goes to the
  /// standard reading.
  static func number<S: Collection<UInt8>>(_ field: S) -> Double? {
    guard (1...24).contains(field.count),
      field.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2E || $0 == 0x2D })
    else { return nil }
    if let exact = plainDecimal(field) { return exact }
    guard let value = Double(String(decoding: field, as: UTF8.self)), value.isFinite else {
      return nil
    }
    return value
  }

  /// Powers of ten a double holds exactly.
  static let exactPowers: [Double] = (0...15).map { pow(10, Double($0)) }

  /// `-?D+(.D+)?` with at most 15 digits, read exactly; nil for any other shape.
  static func plainDecimal<S: Collection<UInt8>>(_ field: S) -> Double? {
    var negative = false
    var mantissa = 0
    var digits = 0
    var fraction = -1
    for (index, byte) in field.enumerated() {
      switch byte {
      case UInt8(ascii: "-") where index == 0:
        negative = true
      case UInt8(ascii: "."):
        guard fraction < 0, digits > 0 else { return nil }
        fraction = 0
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        digits += 1
        guard digits <= 15 else { return nil }
        mantissa = mantissa * 10 + Int(byte - UInt8(ascii: "0"))
        if fraction >= 0 { fraction += 1 }
      default:
        return nil
      }
    }
    guard digits > 0, fraction != 0 else { return nil }
    let value = Double(mantissa) / exactPowers[max(fraction, 0)]
    return negative ? -value : value
  }
}
