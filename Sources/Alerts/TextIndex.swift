import Foundation
import Storage

/// The positions of a digest's strings, found by their UTF-8 bytes: an open-addressing table
/// of positions, at most half full, hashed with ``Checksum`` (its high bits pick the slot).
///
/// A German feed's digest looks up some 60,000 texts. A `[String: Int]` hashed each with
/// SipHash and normalised each non-ASCII one first (a third of the digest's writing); the
/// table keeps texts byte for byte, so bytes are what it compares.
struct TextIndex {
  /// Position + 1 of the string in each slot; 0 for an empty slot.
  private var slots = [Int32](repeating: 0, count: 1 << 10)
  /// The hash of each string, by position.
  private var hashes: [UInt64] = []
  /// log2 of the slot count.
  private var bits = 10

  /// The position of `text` among `strings` (the strings already indexed, in order), or
  /// `strings.count` when it is new (it is then indexed at that position: the caller appends it).
  mutating func position(of text: String, among strings: [String]) -> Int {
    let hash = Self.bytes(of: text) { Checksum.of(UnsafeRawBufferPointer($0)) }
    var slot = Int(truncatingIfNeeded: hash >> UInt64(64 - bits))
    let mask = slots.count - 1
    while slots[slot] != 0 {
      let known = Int(slots[slot]) - 1
      if hashes[known] == hash, Self.same(text, strings[known]) { return known }
      slot = (slot + 1) & mask
    }
    let position = hashes.count
    slots[slot] = Int32(position + 1)
    hashes.append(hash)
    if hashes.count * 2 > slots.count { grow() }
    return position
  }

  /// Twice the slots, every string placed again.
  private mutating func grow() {
    bits += 1
    slots = [Int32](repeating: 0, count: 1 << bits)
    let mask = slots.count - 1
    for (position, hash) in hashes.enumerated() {
      var slot = Int(truncatingIfNeeded: hash >> UInt64(64 - bits))
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = Int32(position + 1)
    }
  }

  /// Whether two strings have the same UTF-8 bytes.
  private static func same(_ left: String, _ right: String) -> Bool {
    guard left.utf8.count == right.utf8.count else { return false }
    return bytes(of: left) { left in
      bytes(of: right) { right in
        guard let first = left.baseAddress, let second = right.baseAddress else { return true }
        return memcmp(first, second, left.count) == 0
      }
    }
  }

  /// `body` of the UTF-8 bytes of `text`, read in place (a native string's are contiguous; a
  /// copy is made only of one that is not, where `withUTF8` would have made the copy too).
  private static func bytes<Result>(
    of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
    var copy = text
    return copy.withUTF8(body)
  }
}
