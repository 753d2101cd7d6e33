#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Each place's second-level subdivision names, from `subregions.tsv` beside `places.bin`.
///
/// The file (written by `scripts/make-gazetteer.py`) has one line per place whose second-level
/// subdivision is known (a French département, a Spanish province; for Germany the
/// Regierungsbezirk):
/// `GEONAMEID<TAB>NAME|ALT|ALT…`, the subdivision's name first, lines sorted by numeric id. It
/// is memory-mapped and binary-searched, so opening it and answering one question reads a few
/// pages. A missing, unreadable or malformed file answers nothing rather than failing.
public struct Subregions: Sendable {
  /// The data file's name.
  public static let fileName = "subregions.tsv"
  /// Lines longer than this many bytes are ignored.
  public static let maximumLineLength = 4096
  /// At most this many names are returned for a place.
  public static let maximumNames = 32

  /// The file this was opened from.
  public let path: String
  private let mapping: Mapping?

  /// Opens the file at `path`; a missing or unreadable file gives a value that knows nothing.
  public init(path: String) {
    self.path = path
    self.mapping = Mapping(path: path)
  }

  /// Opens the `subregions.tsv` in the folder of the gazetteer file at `gazetteerPath`.
  public init(besideGazetteer gazetteerPath: String) {
    self.init(path: Self.path(besideGazetteer: gazetteerPath))
  }

  /// The `subregions.tsv` path in the folder of the gazetteer file at `gazetteerPath`.
  public static func path(besideGazetteer gazetteerPath: String) -> String {
    guard let slash = gazetteerPath.lastIndex(of: "/") else { return fileName }
    return String(gazetteerPath[...slash]) + fileName
  }

  /// The path beside the gazetteer `GazetteerLocator` would open, or nil when it finds none.
  public static func defaultPath(environment: [String: String], executablePath: String)
    -> String?
  {
    GazetteerLocator.directory(environment: environment, executablePath: executablePath)
      .map { $0 + "/" + fileName }
  }

  /// The subdivision's name then its alternate names for `placeID`; empty when unknown.
  public func names(placeID: Int) -> [String] {
    guard placeID >= 0, let mapping else { return [] }
    let bytes = UnsafeRawBufferPointer(start: mapping.base, count: mapping.size)
    guard let line = Self.find(placeID, in: bytes) else { return [] }
    return Self.names(in: UnsafeRawBufferPointer(rebasing: bytes[line]))
  }

  /// The byte range after the tab of the line for `id`, by binary search over line starts.
  static func find(_ id: Int, in bytes: UnsafeRawBufferPointer) -> Range<Int>? {
    // `low` is always a line start; the line sought, if any, starts in low..<high.
    var low = 0
    var high = bytes.count
    while low < high {
      var start = (low + high) / 2
      while start > low && bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
      // The first well-formed line at or after `start` (malformed ones are stepped over).
      var lineStart = start
      var found: (id: Int, tab: Int, end: Int)?
      while lineStart < high {
        let end = lineEnd(from: lineStart, in: bytes)
        if let parsed = parse(bytes, from: lineStart, to: end) {
          found = (parsed.id, parsed.tab, end)
          break
        }
        lineStart = end + 1
      }
      guard let found else {
        high = start
        continue
      }
      if found.id == id {
        guard found.end - lineStart <= maximumLineLength else { return nil }
        return (found.tab + 1)..<found.end
      }
      if found.id < id { low = found.end + 1 } else { high = start }
    }
    return nil
  }

  /// The index of the newline ending the line that starts at `start`, or the end of the bytes.
  static func lineEnd(from start: Int, in bytes: UnsafeRawBufferPointer) -> Int {
    guard start < bytes.count, let base = bytes.baseAddress,
      let newline = memchr(base + start, Int32(UInt8(ascii: "\n")), bytes.count - start)
    else { return bytes.count }
    return base.distance(to: UnsafeRawPointer(newline))
  }

  /// The id and the tab's index of the line in start..<end, or nil when it is not `DIGITS<TAB>`.
  static func parse(_ bytes: UnsafeRawBufferPointer, from start: Int, to end: Int)
    -> (id: Int, tab: Int)?
  {
    var id = 0
    var index = start
    while index < end, index - start < 18, let digit = digitValue(bytes[index]) {
      id = id * 10 + digit
      index += 1
    }
    guard index > start, index < end, bytes[index] == UInt8(ascii: "\t") else { return nil }
    return (id, index)
  }

  static func digitValue(_ byte: UInt8) -> Int? {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") ? Int(byte - UInt8(ascii: "0")) : nil
  }

  /// The `|`-separated names in `field`: valid UTF-8, no control characters, no duplicates.
  static func names(in field: UnsafeRawBufferPointer) -> [String] {
    var names: [String] = []
    for part in field.split(separator: UInt8(ascii: "|"), omittingEmptySubsequences: true) {
      guard names.count < maximumNames else { break }
      guard !part.contains(where: { $0 < 0x20 || $0 == 0x7F }),
        let name = String(validating: part, as: UTF8.self), !names.contains(name)
      else { continue }
      names.append(name)
    }
    return names
  }

  /// A read-only memory map of the whole file, unmapped when released.
  private final class Mapping: @unchecked Sendable {
    let base: UnsafeRawPointer
    let size: Int

    init?(path: String) {
      // Non-blocking: a FIFO at the path is refused, not waited on.
      let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
      guard fd >= 0 else { return nil }
      defer { close(fd) }
      var info = stat()
      guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size > 0 else {
        return nil
      }
      let size = Int(info.st_size)
      guard let pointer = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), pointer != MAP_FAILED
      else { return nil }
      self.base = UnsafeRawPointer(pointer)
      self.size = size
    }

    deinit {
      munmap(UnsafeMutableRawPointer(mutating: base), size)
    }
  }
}
