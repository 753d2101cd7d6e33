import Terminal

/// Text that came from a server, made safe to keep in an error: no control characters, no
/// secret in any spelling, at most a given length.
public enum RemoteText {
  /// The cleaned text, or nil when nothing is left.
  public static func clean(_ text: String, redactor: Redactor, limit: Int = 160) -> String? {
    var cleaned = TerminalText.sanitize(redactor.redact(text))
    cleaned = redactor.redact(cleaned).trimmingSpaces()
    // A server may itself have cut its echo of the key short.
    cleaned = redactor.redactTrailingPrefix(cleaned)
    if cleaned.isEmpty { return nil }
    if cleaned.count > limit {
      var cut = String(cleaned.prefix(limit))
      // Never leave half a mask (`<ke`) that reads like part of the key.
      for length in stride(from: Redactor.mask.count - 1, through: 1, by: -1)
      where cut.hasSuffix(Redactor.mask.prefix(length)) {
        cut = String(cut.dropLast(length))
        break
      }
      cleaned = redactor.redactTrailingPrefix(cut) + "…"
    }
    return cleaned
  }

  /// The cleaned text with secrets given as plain strings.
  public static func clean(_ text: String, removing secrets: [String], limit: Int = 160)
    -> String?
  {
    clean(text, redactor: Redactor(secrets), limit: limit)
  }
}
