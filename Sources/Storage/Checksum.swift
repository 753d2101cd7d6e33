/// The one checksum of wxsh's own binary files (alert digests, the journal snapshot): FNV-1a,
/// 64 bits, over little-endian 8-byte words, then the last bytes one by one.
///
/// A check against torn or stale files, not against an adversary: every such file is the user's
/// own cache, made again from its source when it does not check. A byte at a time took a
/// millisecond a megabyte on every warm read.
public enum Checksum {
  /// The checksum of `raw`.
  public static func of(_ raw: UnsafeRawBufferPointer) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    var position = 0
    while position + 8 <= raw.count {
      hash ^= UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: position, as: UInt64.self))
      hash = hash &* 0x100_0000_01b3
      position += 8
    }
    while position < raw.count {
      hash ^= UInt64(raw[position])
      hash = hash &* 0x100_0000_01b3
      position += 1
    }
    return hash
  }

  /// The checksum of a string's UTF-8.
  public static func of(_ text: String) -> UInt64 {
    var text = text
    return text.withUTF8 { of(UnsafeRawBufferPointer($0)) }
  }
}
