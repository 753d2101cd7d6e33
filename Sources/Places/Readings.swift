import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The reading tables beside the gazetteer (`readings.tsv`, built at set-up by
/// `scripts/make-readings.py`): how wxsh reads characters it cannot search as typed.
///
/// Lines are `TABLE<TAB>KEY<TAB>READING`, sorted by their bytes; a key is found by binary search
/// over the mapped file, so a query reads a few dozen lines of it and the start-up none.
final class Readings: Sendable {
  /// The file's name, beside `places.bin`.
  static let fileName = "readings.tsv"

  /// The tables of the file.
  enum Table: String {
    /// A Traditional or Japanese Han character's Simplified form (`橫` → `横`), from OpenCC.
    case fold
    /// A Han character's first Korean reading (`漢` → `한`), from Unihan's kHangul.
    case hanja
    /// A letter or mark of a script read by ear, in ASCII (`ঢ` → `dh`), from anyascii with
    /// `letter-sounds.tsv`'s corrections; a letter with the mark that changes it is one key
    /// (`क़` → `q`, `ရှ` → `sh`).
    case letter
    /// A Han character's Mandarin reading without tones (`柯` → `ke`), from Unihan's kMandarin.
    case pinyin
    /// A generic word of place names, the English word for it and where English puts it
    /// (`lago` → `lake<TAB>after`), from `generic-words.tsv`.
    case word
  }

  private let file: MappedFile

  /// Maps the tables at `path`.
  init(path: String) throws(PlacesError) {
    file = try MappedFile(path: path)
  }

  /// The tables in the folder of the gazetteer at `gazetteerPath`, or nil when there are none
  /// (an older data folder, or a test's own gazetteer): searches then skip these readings.
  static func beside(gazetteerPath: String) -> Readings? {
    let folder = GazetteerLocator.parent(of: gazetteerPath)
    return try? Readings(path: (folder.isEmpty ? "." : folder) + "/" + fileName)
  }

  /// The tables the binary ships, found the way the gazetteer is (`WXSH_DATA_DIR`, beside the
  /// binary, the source tree), mapped at the first Han character folded; nil without them.
  /// Found here rather than passed in: folding Han forms is part of normalising every name,
  /// which every module does, and the table is data that never changes while wxsh runs.
  static let shipped: Readings? = {
    // The one variable the locator reads, not `ProcessInfo`'s whole environment (a dictionary of
    // every variable, which cost a first search by ear 0.39M instructions to build).
    let directory = getenv("WXSH_DATA_DIR").map { String(cString: $0) }
    let folders = GazetteerLocator.candidates(
      environment: directory.map { ["WXSH_DATA_DIR": $0] } ?? [:],
      executablePath: GazetteerLocator.executablePath()
    ).map(GazetteerLocator.parent(of:))
    for folder in folders where GazetteerLocator.fileExists(folder + "/" + fileName) {
      return try? Readings(path: folder + "/" + fileName)
    }
    return nil
  }()

  /// The reading of `key` in `table`, or nil when the table has none.
  func reading(_ table: Table, _ key: Unicode.Scalar) -> String? {
    reading(table, String(key))
  }

  /// The `letter` reading of the letter at `index` of `scalars` and how many scalars it takes:
  /// 2 for a letter with the mark that changes it (`क़`, `ရှ`), else 1; nil when it has none.
  func letter(in scalars: [Unicode.Scalar], at index: Int) -> (sound: String, length: Int)? {
    if index + 1 < scalars.count,
      let pair = reading(.letter, String(String.UnicodeScalarView(scalars[index...(index + 1)])))
    {
      return (pair, 2)
    }
    return reading(.letter, scalars[index]).map { ($0, 1) }
  }

  /// The reading of `key` in `table`, or nil when the table has none.
  func reading(_ table: Table, _ key: String) -> String? {
    guard !key.isEmpty else { return nil }
    var target = Array(table.rawValue.utf8)
    target.append(0x09)
    target.append(contentsOf: key.utf8)
    target.append(0x09)
    let bytes = UnsafeBufferPointer(
      start: file.base.assumingMemoryBound(to: UInt8.self), count: file.size)
    let start = firstLine(notBefore: target, in: bytes)
    guard start + target.count <= bytes.count,
      memcmp(file.base + start, target, target.count) == 0
    else { return nil }
    var end = start + target.count
    while end < bytes.count, bytes[end] != 0x0A { end += 1 }
    return String(decoding: bytes[(start + target.count)..<end], as: UTF8.self)
  }

  /// The offset of the first line whose bytes do not sort before `target`, or the size.
  private func firstLine(notBefore target: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    // `low` and `high` are always line starts; a probe backs up to the start of its line.
    var low = 0
    var high = bytes.count
    while low < high {
      var start = (low + high) / 2
      while start > low, bytes[start - 1] != 0x0A { start -= 1 }
      var end = start
      while end < high, bytes[end] != 0x0A { end += 1 }
      let length = min(end - start, target.count)
      let order = memcmp(file.base + start, target, length)
      if order < 0 || (order == 0 && end - start < target.count) {
        low = min(end + 1, high)
      } else {
        high = start
      }
    }
    return low
  }
}
