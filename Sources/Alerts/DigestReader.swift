import Foundation

/// Reads what ``DigestWriter`` wrote; every read is bounds-checked and returns nil past the
/// end or on a malformed value, so a damaged file is noticed, never trusted.
struct DigestReader {
  private let bytes: [UInt8]
  private var offset: Int
  /// The string table, once read.
  private(set) var strings: [String] = []

  /// A reader of `bytes` from `offset`.
  init(_ bytes: [UInt8], from offset: Int) {
    self.bytes = bytes
    self.offset = offset
  }

  /// The UTF-8 text at `range`, or nil when it is not valid UTF-8; read from the array's own
  /// buffer (validating a slice goes through a slow generic path), ASCII without validation.
  static func text(_ bytes: [UInt8], _ range: Range<Int>) -> String? {
    bytes.withUnsafeBufferPointer { buffer in
      let part = UnsafeBufferPointer(rebasing: buffer[range])
      if part.allSatisfy({ $0 < 0x80 }) { return String(decoding: part, as: UTF8.self) }
      return String(validating: part, as: UTF8.self)
    }
  }

  /// True when every byte has been read.
  var atEnd: Bool { offset == bytes.count }

  /// An unsigned number of at most 9 bytes (below 2⁶³).
  mutating func number() -> Int? {
    var value: UInt64 = 0
    var shift: UInt64 = 0
    while offset < bytes.count, shift < 63 {
      let byte = bytes[offset]
      offset += 1
      value |= UInt64(byte & 0x7F) << shift
      if byte & 0x80 == 0 { return value <= UInt64(Int.max) ? Int(value) : nil }
      shift += 7
    }
    return nil
  }

  /// A number no larger than `limit`.
  mutating func count(upTo limit: Int) -> Int? {
    guard let value = number(), value <= limit else { return nil }
    return value
  }

  /// A finite double.
  mutating func double() -> Double? {
    guard offset + 8 <= bytes.count else { return nil }
    var bits: UInt64 = 0
    for shift in 0..<8 { bits |= UInt64(bytes[offset + shift]) << (8 * UInt64(shift)) }
    offset += 8
    let value = Double(bitPattern: bits)
    return value.isFinite ? value : nil
  }

  /// Reads the string table: at most `limit` strings, each valid UTF-8.
  mutating func table(limit: Int) -> Bool {
    guard let total = count(upTo: limit) else { return false }
    strings.reserveCapacity(total)
    for _ in 0..<total {
      guard let length = count(upTo: bytes.count - offset),
        let text = Self.text(bytes, offset..<offset + length)
      else { return false }
      offset += length
      strings.append(text)
    }
    return true
  }

  /// A string from the table.
  mutating func string() -> String? {
    guard let index = number(), index < strings.count else { return nil }
    return strings[index]
  }

  /// An optional string: `.some(nil)` for none, nil when malformed.
  mutating func optional() -> String?? {
    guard let index = number(), index <= strings.count else { return nil }
    return .some(index == 0 ? nil : strings[index - 1])
  }

  /// An optional instant: `.some(nil)` for none, nil when malformed.
  mutating func date() -> Date?? {
    switch number() {
    case 0?: return .some(nil)
    case 1?: return double().map { .some(Date(timeIntervalSince1970: $0)) }
    default: return nil
    }
  }
}
