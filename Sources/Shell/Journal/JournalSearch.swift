import Foundation
import Journal

/// What `:journal search` matches: each word, without case or accents, in an entry's text,
/// its place's label or its country's name.
enum JournalSearch {
  /// `text` without case or accents; plain ASCII text (most entries) skips Foundation's
  /// folding, which costs more than the rest of a search.
  static func fold(_ text: String) -> String {
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
    return text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
  }

  /// Whether `entry` mentions `word` (already folded, without spaces).
  static func mentions(_ entry: JournalEntry, _ word: String) -> Bool {
    if contains(entry.text, word) { return true }
    guard let place = entry.place else { return false }
    if contains(place.countryName, word) { return true }
    // The label's parts one by one, unless the word reaches across a ", " between them.
    if word.utf8.contains(0x2C) { return contains(place.label, word) }
    return contains(place.name, word) || contains(place.region, word)
      || contains(place.countryCode, word)
  }

  /// Whether `text`, folded, contains `word`: ASCII against ASCII is compared byte by byte
  /// ignoring case, without folding a copy of the text.
  static func contains(_ text: String, _ word: String) -> Bool {
    let quick =
      text.utf8.withContiguousStorageIfAvailable { haystack in
        word.utf8.withContiguousStorageIfAvailable { needle -> Bool? in
          guard haystack.allSatisfy({ $0 < 0x80 }), needle.allSatisfy({ $0 < 0x80 }) else {
            return nil
          }
          return asciiContains(haystack, needle)
        } ?? nil
      } ?? nil
    return quick ?? fold(text).contains(word)
  }

  /// Whether `haystack` contains `needle` (lowercase ASCII), ignoring ASCII case.
  private static func asciiContains(
    _ haystack: UnsafeBufferPointer<UInt8>, _ needle: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    guard needle.count <= haystack.count else { return false }
    guard let first = needle.first else { return true }
    func lower(_ byte: UInt8) -> UInt8 { (0x41...0x5A).contains(byte) ? byte | 0x20 : byte }
    var start = 0
    while start + needle.count <= haystack.count {
      if lower(haystack[start]) == first {
        var offset = 1
        while offset < needle.count, lower(haystack[start + offset]) == needle[offset] {
          offset += 1
        }
        if offset == needle.count { return true }
      }
      start += 1
    }
    return false
  }
}
