import Foundation

/// A provider API key that never prints itself.
public struct APIKey: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible {
  /// The key's text, for building the request URL only.
  let value: String

  /// Wraps a key; nil when it is empty or only spaces.
  public init?(_ value: String) {
    let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { return nil }
    self.value = trimmed
  }

  /// Always `<redacted>`.
  public var description: String { "<redacted>" }
  /// Always `<redacted>`.
  public var debugDescription: String { "<redacted>" }
}
