/// Appends little-endian integers and bytes to a growing buffer.
struct ByteWriter {
  private(set) var bytes: [UInt8] = []

  var count: Int { bytes.count }

  mutating func u8(_ value: UInt8) { bytes.append(value) }

  mutating func u16(_ value: UInt16) {
    bytes.append(UInt8(truncatingIfNeeded: value))
    bytes.append(UInt8(truncatingIfNeeded: value >> 8))
  }

  mutating func u32(_ value: UInt32) {
    for shift in stride(from: 0, to: 32, by: 8) {
      bytes.append(UInt8(truncatingIfNeeded: value >> shift))
    }
  }

  mutating func i32(_ value: Int32) { u32(UInt32(bitPattern: value)) }

  mutating func append(_ other: [UInt8]) { bytes.append(contentsOf: other) }

  mutating func zeros(_ count: Int) { bytes.append(contentsOf: repeatElement(0, count: count)) }

  /// Pads with zeros to a multiple of `alignment`.
  mutating func align(_ alignment: Int) {
    while bytes.count % alignment != 0 { bytes.append(0) }
  }

  /// Overwrites a little-endian `UInt32` at `offset`.
  mutating func patch(_ value: UInt32, at offset: Int) {
    for index in 0..<4 { bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (8 * index)) }
  }
}
