/// Writes values in D-Bus's little-endian wire format, each aligned as the specification's
/// "Marshaling" section requires (offsets count from the start of the message).
struct WireWriter {
  /// The bytes written so far.
  private(set) var bytes: [UInt8] = []

  /// Pads with zeros to a multiple of `boundary`.
  mutating func align(_ boundary: Int) {
    while bytes.count % boundary != 0 { bytes.append(0) }
  }

  /// A `y`.
  mutating func byte(_ value: UInt8) { bytes.append(value) }

  /// A `u`.
  mutating func uint32(_ value: UInt32) {
    align(4)
    withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
  }

  /// An `i`.
  mutating func int32(_ value: Int32) { uint32(UInt32(bitPattern: value)) }

  /// An `s` or an `o`: length, UTF-8 bytes, a terminating zero. A zero byte inside the text,
  /// which D-Bus forbids, is dropped.
  mutating func string(_ value: String) {
    let utf8 = value.utf8.filter { $0 != 0 }
    uint32(UInt32(utf8.count))
    bytes.append(contentsOf: utf8)
    bytes.append(0)
  }

  /// A `g`: one length byte, the ASCII signature, a terminating zero.
  mutating func signature(_ value: String) {
    let utf8 = Array(value.utf8)
    bytes.append(UInt8(utf8.count))
    bytes.append(contentsOf: utf8)
    bytes.append(0)
  }

  /// An array whose elements align to `elementAlignment`, written by `elements`; its length
  /// counts from the first element's (aligned) start.
  mutating func array(elementAlignment: Int, _ elements: (inout WireWriter) -> Void) {
    uint32(0)
    let lengthAt = bytes.count - 4
    align(elementAlignment)
    let start = bytes.count
    elements(&self)
    let length = UInt32(bytes.count - start).littleEndian
    withUnsafeBytes(of: length) { raw in
      for (offset, byte) in raw.enumerated() { bytes[lengthAt + offset] = byte }
    }
  }

  /// A struct or dict entry: aligned to 8, then its fields.
  mutating func structure(_ fields: (inout WireWriter) -> Void) {
    align(8)
    fields(&self)
  }
}
