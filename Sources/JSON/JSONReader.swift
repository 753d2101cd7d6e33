import Foundation

/// Reads JSON one value at a time, for a decoder that knows the shape it expects and builds
/// its own values without a `JSONValue` tree in between (no dictionary per object).
///
/// It reads with the one parser's grammar (strings, numbers, literals, nesting limit); a member
/// the decoder does not expect can still be read whole with `value()`. A reader is valid only
/// inside the closure given to `read(_:_:)`.
///
/// The throwing steps (``member(_:)-(Keys<Key>)``, ``text()``, ``pass()``) read a known shape
/// with no `String` made of a key; ``offset`` and ``seek(to:)`` read a value again, and
/// ``separator(beforeObjectWithFirstKeyIn:from:)`` finds where a big array may be read in parts.
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
    guard let more = startMember() else { return .invalid }
    guard more else { return .end }
    guard let key = parser.string(), readColon() else { return .invalid }
    return .key(key)
  }

  /// Reads up to the next member's key (true, the reader at its `"`) or past the end of the
  /// object entered last (false); nil when what follows is not JSON.
  private mutating func startMember() -> Bool? {
    if opened {
      opened = false
      parser.skipSpace()
      guard parser.index < parser.bytes.count else { return nil }
      if parser.bytes[parser.index] == UInt8(ascii: "}") {
        parser.index += 1
        return false
      }
    } else {
      switch parser.separator(closing: UInt8(ascii: "}")) {
      case .end: return false
      case .invalid: return nil
      case .more: parser.skipSpace()
      }
    }
    guard parser.index < parser.bytes.count, parser.bytes[parser.index] == UInt8(ascii: "\"")
    else { return nil }
    return true
  }

  /// Reads the `:` after a key; false when it is not there.
  private mutating func readColon() -> Bool {
    parser.skipSpace()
    guard parser.index < parser.bytes.count, parser.bytes[parser.index] == UInt8(ascii: ":")
    else { return false }
    parser.index += 1
    return true
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

  // MARK: Reading a known shape

  /// What the throwing steps below throw: what follows is not JSON.
  public struct Invalid: Error, Equatable {}

  /// The member names a decoder reads in one kind of object (the cases of `Key`), kept as
  /// bytes to compare keys with: no `String` is made of a key.
  public struct Keys<Key: RawRepresentable & CaseIterable & Sendable>: Sendable
  where Key.RawValue == String {
    @usableFromInline let names: Names
    @usableFromInline let cases: [Key]

    /// The names of every case of `Key`.
    public init() {
      cases = Array(Key.allCases)
      names = Names(cases.map(\.rawValue))
    }
  }

  /// Names as bytes, found by position: one buffer of every name's bytes, each compared with
  /// a key of its length by `memcmp` (a table of arrays retained each name it looked at).
  public struct Names: Sendable {
    /// Every name's bytes, one after another.
    private let bytes: [UInt8]
    /// Where each name starts in ``bytes``, then where the last ends.
    private let starts: [Int]

    init(_ names: [String]) {
      var bytes: [UInt8] = []
      var starts = [0]
      for name in names {
        bytes.append(contentsOf: name.utf8)
        starts.append(bytes.count)
      }
      self.bytes = bytes
      self.starts = starts
    }

    /// The position of the name that is `key`.
    func position(of key: UnsafeBufferPointer<UInt8>) -> Int? {
      bytes.withUnsafeBufferPointer { all -> Int? in
        var position = 0
        while position + 1 < starts.count {
          let start = starts[position]
          if starts[position + 1] - start == key.count {
            if key.isEmpty { return position }
            if let keyBytes = key.baseAddress, let base = all.baseAddress,
              base[start] == keyBytes.pointee, memcmp(base + start, keyBytes, key.count) == 0
            {
              return position
            }
          }
          position += 1
        }
        return nil
      }
    }
  }

  /// The next member named in `keys` (its value next), reading past the others; nil at the end
  /// of the object entered last.
  @inlinable
  public mutating func member<Key>(_ keys: Keys<Key>) throws(Invalid) -> Key? {
    try member(keys.names).map { keys.cases[$0] }
  }

  /// The position in `names` of the next member named there (its value next), reading past
  /// the others; nil at the end of the object entered last.
  public mutating func member(_ names: Names) throws(Invalid) -> Int? {
    while true {
      guard let more = startMember() else { throw Invalid() }
      guard more else { return nil }
      var end = parser.index + 1
      while end < parser.bytes.count, parser.bytes[end] != UInt8(ascii: "\""),
        parser.bytes[end] != UInt8(ascii: "\\"), parser.bytes[end] >= 0x20
      {
        end += 1
      }
      let found: Int?
      if end < parser.bytes.count, parser.bytes[end] == UInt8(ascii: "\"") {
        found = names.position(
          of: UnsafeBufferPointer(rebasing: parser.bytes[(parser.index + 1)..<end]))
        parser.index = end + 1
      } else {
        // Escapes (or not JSON): the key is read as a string, then compared.
        guard var text = parser.string() else { throw Invalid() }
        found = text.withUTF8 { names.position(of: $0) }
      }
      guard readColon() else { throw Invalid() }
      if let found { return found }
      try pass()
    }
  }

  /// Whether another element follows in the array entered last (read it next).
  public mutating func more() throws(Invalid) -> Bool {
    guard let more = nextElement() else { throw Invalid() }
    return more
  }

  /// A string value; nil, with the value read past, when it is of another type. A string that
  /// is not valid (invalid UTF-8 too) is not JSON.
  public mutating func text() throws(Invalid) -> String? {
    guard nextIs(UInt8(ascii: "\"")) else {
      try pass()
      return nil
    }
    guard let text = parser.string() else { throw Invalid() }
    return text
  }

  /// Reads the elements of the array entered last: the first `limit` with `body` (which reads
  /// one element whole), the rest past; the reader ends after the `]`.
  public mutating func elements(
    upTo limit: Int, _ body: (inout JSONReader) throws(Invalid) -> Void
  ) throws(Invalid) {
    var read = 0
    while try more() {
      if read < limit { try body(&self) } else { try pass() }
      read += 1
    }
  }

  /// Reads past any value.
  public mutating func pass() throws(Invalid) {
    guard skip() else { throw Invalid() }
  }

  /// Enters an object; false, with the value read past, when it is of another type.
  public mutating func enterObjectOrPass() throws(Invalid) -> Bool {
    if enterObject() { return true }
    try pass()
    return false
  }

  /// Enters an array; false, with the value read past, when it is of another type.
  public mutating func enterArrayOrPass() throws(Invalid) -> Bool {
    if enterArray() { return true }
    try pass()
    return false
  }

  /// Where the reader is, to come back to with ``seek(to:)`` (between values).
  public var offset: Int { parser.index }

  /// The offset of the next byte that is not white space (white space is read past).
  public mutating func nextOffset() -> Int {
    parser.skipSpace()
    return parser.index
  }

  /// The number of bytes read from (offsets run up to it).
  public var count: Int { parser.bytes.count }

  /// The offset of the first `,` at or after `start` that is followed, past white space, by an
  /// object whose first key is one of `keys` (`,{"key":`): a place an array of such objects may
  /// be split at, to be confirmed by a reader stopping there; nil when there is none.
  public func separator(beforeObjectWithFirstKeyIn keys: [String], from start: Int) -> Int? {
    let bytes = parser.bytes
    let names = keys.map { Array($0.utf8) }
    func space(_ byte: UInt8) -> Bool {
      byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
    func pastSpace(_ offset: Int) -> Int {
      var offset = offset
      while offset < bytes.count, space(bytes[offset]) { offset += 1 }
      return offset
    }
    /// Whether `name` is the key at `at` (its `"`), followed by its `:`.
    func key(_ name: [UInt8], at: Int) -> Bool {
      guard at + name.count + 2 <= bytes.count, bytes[at] == UInt8(ascii: "\""),
        bytes[at + name.count + 1] == UInt8(ascii: "\""),
        bytes[(at + 1)..<(at + 1 + name.count)].elementsEqual(name)
      else { return false }
      let colon = pastSpace(at + name.count + 2)
      return colon < bytes.count && bytes[colon] == UInt8(ascii: ":")
    }
    var comma = max(0, start)
    while comma < bytes.count {
      defer { comma += 1 }
      guard bytes[comma] == UInt8(ascii: ",") else { continue }
      let brace = pastSpace(comma + 1)
      guard brace < bytes.count, bytes[brace] == UInt8(ascii: "{") else { continue }
      let at = pastSpace(brace + 1)
      if names.contains(where: { key($0, at: at) }) { return comma }
    }
    return nil
  }

  /// Goes back (or on) to an ``offset`` read earlier, to read a value again or resume after it.
  public mutating func seek(to offset: Int) {
    parser.index = offset
    opened = false
    openedArray = false
  }
}
