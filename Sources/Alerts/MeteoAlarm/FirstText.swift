import JSON

/// A member's string value as a `JSONValue` object keeps it: the first member of the name
/// counts, and a value of another type reads as missing.
struct FirstText {
  /// The first member's value; nil when there was none or it was not a string.
  private(set) var value: String?
  /// Whether a member of the name was read.
  private var seen = false

  /// Reads the value of a member of this name: kept when it is the first, else read past.
  mutating func read(_ reader: inout JSONReader) throws(JSONReader.Invalid) {
    guard !seen else { return try reader.pass() }
    seen = true
    value = try reader.text()
  }
}
