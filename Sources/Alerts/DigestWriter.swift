import Foundation

/// Writes the bytes of an ``AlertDigest``: unsigned LEB128 numbers, doubles as their 8 bytes
/// (little-endian), and strings once each in a table, referred to by index.
struct DigestWriter {
  /// The bytes written so far (without the string table).
  private(set) var bytes: [UInt8] = []
  /// The strings in the order first written.
  private(set) var strings: [String] = []
  /// Each string's position in ``strings``, found by its bytes.
  private var index = TextIndex()

  /// Appends an unsigned number.
  mutating func number(_ value: Int) {
    Self.number(value, to: &bytes)
  }

  /// Appends an unsigned number to `bytes` (LEB128).
  static func number(_ value: Int, to bytes: inout [UInt8]) {
    var rest = UInt64(max(0, value))
    repeat {
      let low = UInt8(rest & 0x7F)
      rest >>= 7
      bytes.append(rest == 0 ? low : low | 0x80)
    } while rest != 0
  }

  /// Appends a double's bit pattern.
  mutating func double(_ value: Double) {
    withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
  }

  /// Appends a string as its index in the table.
  mutating func string(_ text: String) {
    number(position(text))
  }

  /// The position of `text` in the table, added when it is new.
  private mutating func position(_ text: String) -> Int {
    let position = index.position(of: text, among: strings)
    if position == strings.count { strings.append(text) }
    return position
  }

  /// Appends an optional string: 0 for none, else its index + 1.
  mutating func optional(_ text: String?) {
    guard let text else { return number(0) }
    number(position(text) + 1)
  }

  /// Appends an optional instant: 0, or 1 and its seconds since 1970.
  mutating func date(_ instant: Date?) {
    guard let instant else { return number(0) }
    number(1)
    double(instant.timeIntervalSince1970)
  }

  /// The file's body, after `head`: the string table (the count, then each string's length
  /// and UTF-8 bytes), then the bytes written, in one array made at its final size.
  func file(after head: [UInt8]) -> [UInt8] {
    var file = head
    file.reserveCapacity(
      head.count + 10 * (strings.count + 1) + strings.reduce(0) { $0 + $1.utf8.count }
        + bytes.count)
    Self.number(strings.count, to: &file)
    for text in strings {
      Self.number(text.utf8.count, to: &file)
      file.append(contentsOf: text.utf8)
    }
    file.append(contentsOf: bytes)
    return file
  }
}
