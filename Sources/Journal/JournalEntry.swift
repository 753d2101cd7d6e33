import Foundation
import JSON
import VersionedStore

/// One diary entry: text stamped with when, where and the weather there.
public struct JournalEntry: Sendable, Equatable {
  /// A stable id that never changes, even when the entry is edited (`e3f9a…`).
  public var id: String
  /// The number `:journal` shows: given when the entry is saved, never changed or reused
  /// (0 until the journal gives it one).
  public var number: Int = 0
  /// When the entry was written.
  public var created: JournalTime
  /// When the entry was last edited (equal to `created` until then).
  public var updated: JournalTime
  /// The text; its first line is the title.
  public var text: String
  /// The place being viewed when the entry was written, if any.
  public var place: JournalPlace?
  /// The weather there at that moment, if it could be had.
  public var weather: JournalWeather?
  /// Keys a newer wxsh wrote, kept on rewrite.
  var extra: [String: JSONValue] = [:]

  /// Creates an entry.
  public init(
    id: String = JournalEntry.newID(), created: JournalTime, updated: JournalTime? = nil,
    text: String, place: JournalPlace? = nil, weather: JournalWeather? = nil
  ) {
    self.id = id
    self.created = created
    self.updated = updated ?? created
    self.text = text
    self.place = place
    self.weather = weather
  }

  /// The first line of the text, trimmed.
  public var title: String {
    if let range = asciiTitleBytes {
      let utf8 = text.utf8
      return String(
        Substring(
          utf8[
            utf8.index(
              utf8.startIndex, offsetBy: range.lowerBound)..<utf8.index(
                utf8.startIndex, offsetBy: range.upperBound)]))
    }
    let first = text.split(separator: "\n", omittingEmptySubsequences: true).first ?? ""
    return first.trimmingCharacters(in: .whitespaces)
  }

  /// Where `title` is in the text's UTF-8 when the first line is printable ASCII (tabs
  /// allowed), trimmed of spaces and tabs; nil for any other first line. Most titles are, and
  /// are then cut out of the bytes without walking characters or Foundation's trimming.
  public var asciiTitleBytes: Range<Int>? {
    let range = text.utf8.withContiguousStorageIfAvailable { bytes -> Range<Int>? in
      var start = 0
      while start < bytes.count, bytes[start] == 0x0A { start += 1 }
      var end = start
      while end < bytes.count, bytes[end] != 0x0A {
        guard (bytes[end] >= 0x20 && bytes[end] < 0x7F) || bytes[end] == 0x09 else { return nil }
        end += 1
      }
      guard end > start else { return nil }
      while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
      while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
      return start..<end
    }
    return range ?? nil
  }

  /// A new random id: 16 lowercase hex digits.
  public static func newID() -> String {
    let digits = String(UInt64.random(in: 0...UInt64.max), radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
