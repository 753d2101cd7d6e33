import Foundation

/// A parsed JSON value, kept so that keys wxsh does not know survive a rewrite.
public enum JSONValue: Sendable, Equatable, Hashable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number written without a fraction or exponent that fits in 64 bits.
  case integer(Int64)
  /// Any other number.
  case number(Double)
  /// A number kept exactly as written because neither `Int64` nor `Double` holds it exactly
  /// (an integer beyond 64 bits, more digits than a `Double` keeps, or negative zero): written
  /// back byte for byte, so a key wxsh does not interpret survives a rewrite unchanged.
  case numeral(String)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object; key order is not kept (keys are written sorted).
  case object([String: JSONValue])

  /// The most values a document may hold by default (an object's keys count as values): far
  /// more than any answer or file wxsh reads, and at most about 60 MB as a tree.
  public static let valueLimit = 1_000_000

  /// Why bytes are not a JSON document wxsh reads.
  public enum Failure: Error, Equatable, Sendable {
    /// Not valid JSON.
    case invalid
    /// Valid so far, but holding more values than `limit`; reading stopped there.
    case tooManyValues(limit: Int)
  }

  /// Parses a JSON document; nil when the bytes are not valid JSON or hold more than
  /// `valueLimit` values.
  public static func parse(_ bytes: [UInt8], valueLimit: Int = JSONValue.valueLimit) -> JSONValue? {
    try? JSONParser.parse(bytes, valueLimit: valueLimit).get()
  }

  /// Parses a JSON document, saying why it cannot be read.
  public static func parseChecked(_ bytes: [UInt8], valueLimit: Int = JSONValue.valueLimit)
    -> Result<JSONValue, Failure>
  {
    JSONParser.parse(bytes, valueLimit: valueLimit)
  }

  /// The value as a whole number, if it is one (`3` or `3.0`).
  public var wholeNumber: Int64? {
    switch self {
    case .integer(let value): value
    case .number(let value):
      value.rounded() == value && abs(value) < 9.0e18 ? Int64(value) : nil
    case .numeral(let text):
      Int64(text) ?? JSONValue.number(JSONValue.numeralValue(text)).wholeNumber
    default: nil
    }
  }

  /// The value of a numeral's text; negative zero reads as zero, as it did before numerals
  /// were kept.
  static func numeralValue(_ text: String) -> Double {
    let value = Double(text) ?? .nan
    return value == 0 ? 0 : value
  }

  /// The member `key` of an object; nil for anything else or a missing key.
  public subscript(key: String) -> JSONValue? {
    if case .object(let members) = self { return members[key] }
    return nil
  }

  /// The value as a floating-point number, if it is a number.
  public var double: Double? {
    switch self {
    case .integer(let value): Double(value)
    case .number(let value): value
    case .numeral(let text): JSONValue.numeralValue(text)
    default: nil
    }
  }

  /// A short description of the value for error messages (`"purple"`, `a number`, `an array`).
  public var summary: String {
    switch self {
    case .null: "null"
    case .bool(let value): value ? "true" : "false"
    case .integer(let value): String(value)
    case .number(let value): String(value)
    case .numeral(let text): text.count > 40 ? "a \(text.count)-digit number" : text
    case .string(let value):
      value.count > 40
        ? "a \(value.count)-character string" : "\"" + JSONWriter.escapedForMessage(value) + "\""
    case .array: "an array"
    case .object: "an object"
    }
  }
}

extension JSONValue: Decodable {
  /// Decodes any JSON value, telling integers from other numbers.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    // Most values in a profile are strings, numbers and objects: try those first.
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode(Int64.self) {
      self = .integer(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode([String: JSONValue].self) {
      self = .object(value)
    } else {
      self = .array(try container.decode([JSONValue].self))
    }
  }
}
