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
    var text = Substring(printable)
    while let first = text.first, first == " " { text = text.dropFirst() }
    while let last = text.last, last == " " { text = text.dropLast() }
    guard !text.isEmpty else { return nil }
    let kept = max(1, limit)
    return text.count > kept ? String(text.prefix(kept)) + "…" : String(text)
  }

  /// The printable form, so `"\(untrusted)"` is always safe.
  public var description: String { printable }

  /// True when the text has no characters at all.
  public var isEmpty: Bool { raw.isEmpty }

  /// True when nothing would be removed by the sanitiser (the text is already safe).
  public var isClean: Bool { TerminalText.isClean(raw) }
}
