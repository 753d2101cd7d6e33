/// Text from outside wxsh (a server's JSON, a GeoIP answer, the journal, the cache, a profile
/// name) that can only become printable through ``TerminalText/sanitize(_:keepNewlines:)``.
///
/// The raw string is private: the ways out are ``printable``, ``printable(limit:)`` and string
/// interpolation (which uses ``description``, the printable form). So holding an
/// `UntrustedText` means it cannot reach the terminal unsanitised by accident. (JSON output
/// escapes the same characters, ``TerminalText/isSteering(_:)``, in `JSONWriter`.)
public struct UntrustedText: Sendable, Hashable, CustomStringConvertible {
  /// The text as received; never printed directly.
  private let raw: String

  /// Wraps a string that came from outside.
  public init(_ raw: String) {
    self.raw = raw
  }

  /// Wraps an optional string from outside; nil stays nil.
  public init?(_ raw: String?) {
    guard let raw else { return nil }
    self.raw = raw
  }

  /// The text with every character that could steer the terminal removed, on one line.
  public var printable: String { TerminalText.sanitize(raw) }

  /// The printable text, trimmed and cut to at most `limit` characters (ending in `…`);
  /// nil when nothing printable is left.
  public func printable(limit: Int) -> String? {
    let clean = printable
    let kept = max(1, limit)
    if TerminalText.isPrintableASCII(clean) {
      // A character a byte: trimmed and cut by bytes, without finding character boundaries.
      let bytes = clean.utf8
      var start = bytes.startIndex
      var end = bytes.endIndex
      while start < end, bytes[start] == 0x20 { start = bytes.index(after: start) }
      while start < end, bytes[bytes.index(before: end)] == 0x20 { end = bytes.index(before: end) }
      guard start < end else { return nil }
      guard bytes.distance(from: start, to: end) > kept else {
        return start == bytes.startIndex && end == bytes.endIndex
          ? clean : String(clean[start..<end])
      }
      return String(clean[start..<bytes.index(start, offsetBy: kept)]) + "…"
    }
    var text = Substring(clean)
    while let first = text.first, first == " " { text = text.dropFirst() }
    while let last = text.last, last == " " { text = text.dropLast() }
    guard !text.isEmpty else { return nil }
    // A text of no more bytes than the limit has no more characters: no need to count them.
    guard text.utf8.count > kept, text.count > kept else { return String(text) }
    return String(text.prefix(kept)) + "…"
  }

  /// The printable form, so `"\(untrusted)"` is always safe.
  public var description: String { printable }

  /// True when the text has no characters at all.
  public var isEmpty: Bool { raw.isEmpty }

  /// True when nothing would be removed by the sanitiser (the text is already safe).
  public var isClean: Bool { TerminalText.isClean(raw) }
}
