/// Reads JSON one value at a time, for a decoder that knows the shape it expects and builds
/// its own values without a `JSONValue` tree in between (no dictionary per object).
///
/// It reads with the one parser's grammar (strings, numbers, literals, nesting limit); a member
/// the decoder does not expect can still be read whole with `value()`. A reader is valid only
/// inside the closure given to `read(_:_:)`.
public struct JSONReader {
  private var parser: JSONParser
  /// Whether the last thing read was a `{` (the next member has no `,` before it).
  private var opened = false
  /// Whether the last thing read was a `[` (the next element has no `,` before it).
  private var openedArray = false

  private init(_ parser: JSONParser) { self.parser = parser }

  /// Runs `body` with a reader over `bytes`.
  public static func read<Result>(
    _ bytes: ArraySlice<UInt8>, _ body: (inout JSONReader) throws -> Result
  ) rethrows -> Result {
    try bytes.withUnsafeBufferPointer { buffer in
      var reader = JSONReader(JSONParser(buffer))
      if buffer.starts(with: [0xEF, 0xBB, 0xBF]) { reader.parser.index = 3 }
      return try body(&reader)
    }
  }

  /// What comes next in an object.
  public enum Member: Equatable {
    /// A member with this key; its value is next.
    case key(String)
    /// The object's `}` (read).
    case end
    /// Not JSON.
    case invalid
  }

  /// Reads a `{`; false when the next value is not an object.
  public mutating func enterObject() -> Bool {
    guard nextIs(UInt8(ascii: "{")) else { return false }
    parser.index += 1
    opened = true
    return true
  }

  /// Skips white space; true when `byte` comes next (it is not read).
  private mutating func nextIs(_ byte: UInt8) -> Bool {
    parser.skipSpace()
    return parser.index < parser.bytes.count && parser.bytes[parser.index] == byte
  }

  /// Reads up to the next member's value, or the end of the object entered last.
  public mutating func nextMember() -> Member {
    if opened {
      opened = false
      parser.skipSpace()
      guard parser.index < parser.bytes.count else { return .invalid }
      if parser.bytes[parser.index] == UInt8(ascii: "}") {
        parser.index += 1
        return .end
      }
    } else {
      switch parser.separator(closing: UInt8(ascii: "}")) {
      case .end: return .end
      case .invalid: return .invalid
      case .more: parser.skipSpace()
      }
    }
    guard parser.index < parser.bytes.count, parser.bytes[parser.index] == UInt8(ascii: "\""),
      let key = parser.string()
    else { return .invalid }
    parser.skipSpace()
    guard parser.index < parser.bytes.count, parser.bytes[parser.index] == UInt8(ascii: ":")
    else { return .invalid }
    parser.index += 1
    return .key(key)
  }

  /// A string value (`previous` again when it has the same text); nil when it is not one.
  public mutating func string(reusing previous: String? = nil) -> String? {
    guard nextIs(UInt8(ascii: "\"")) else { return nil }
    return parser.string(reusing: previous)
  }

  /// A number value (`.integer`, `.number` or `.numeral`); nil when it is not one.
  public mutating func number() -> JSONValue? {
    parser.skipSpace()
    guard parser.index < parser.bytes.count else { return nil }
    let byte = parser.bytes[parser.index]
    guard byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    else { return nil }
    return parser.number()
  }

  /// Reads `null` and returns true when it is next; otherwise reads nothing.
  public mutating func null() -> Bool {
    guard nextIs(UInt8(ascii: "n")) else { return false }
    return parser.literal("null", .null) != nil
  }

  /// Any value, whole.
  public mutating func value() -> JSONValue? {
    opened = false
    return parser.value(depth: 1)
  }

  /// What ``value(limit:)`` read.
  public enum Bounded {
    /// The value.
    case value(JSONValue)
    /// A valid value of more than the limit's values, read past without building it.
    case tooLarge
    /// Not JSON.
    case invalid
  }

  /// Any value, whole, when it holds at most `limit` values (an object's keys count); a larger
  /// one is read past, so a decoder reading records one at a time never holds a huge tree.
  public mutating func value(limit: Int) -> Bounded {
    opened = false
    parser.skipSpace()
    let start = parser.index
    parser.budget = limit
    parser.overBudget = false
    defer { parser.budget = .max }
    if let value = parser.value(depth: 1) { return .value(value) }
    guard parser.overBudget else { return .invalid }
    parser.index = start
    return parser.skip(depth: 1) ? .tooLarge : .invalid
  }

  /// Reads past any value without building it; false when it is not JSON.
  public mutating func skip() -> Bool {
    opened = false
    return parser.skip(depth: 1)
  }

  /// Whether the next value is an array (nothing is read).
  public mutating func arrayIsNext() -> Bool { nextIs(UInt8(ascii: "[")) }

  /// Reads a `[`; false when the next value is not an array.
  public mutating func enterArray() -> Bool {
    guard nextIs(UInt8(ascii: "[")) else { return false }
    parser.index += 1
    openedArray = true
    return true
  }

  /// Whether another element follows in the array entered last (true: read it next), or nil
  /// when what follows is not JSON. Call it before each element, the first included.
  public mutating func nextElement() -> Bool? {
    parser.skipSpace()
    guard parser.index < parser.bytes.count else { return nil }
    if openedArray {
      openedArray = false
      guard parser.bytes[parser.index] == UInt8(ascii: "]") else { return true }
      parser.index += 1
      return false
    }
    switch parser.separator(closing: UInt8(ascii: "]")) {
    case .more: return true
    case .end: return false
    case .invalid: return nil
    }
  }

  /// Whether only white space is left.
  public mutating func atEnd() -> Bool {
    parser.skipSpace()
    return parser.index == parser.bytes.count
  }
}
