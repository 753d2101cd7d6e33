/// The one JSON parser: the profile, the journal and the providers' answers.
///
/// Strict RFC 8259 JSON (plus a leading UTF-8 byte-order mark), read in one pass over the bytes:
/// Foundation's `JSONDecoder` took 67% of a 10,000-place `:add` and about 6 ms for a 16-day
/// Open-Meteo answer. Integers are told from other numbers as Foundation does; a number no
/// `Int64` or `Double` holds exactly (over 17 significant digits, or negative zero) is kept as
/// its text (`JSONValue.numeral`); numbers too large for a `Double`, invalid UTF-8 and nesting
/// deeper than `maxDepth` are refused, and so is a document of more values than `budget`
/// allows, because a tree costs up to 30 times the bytes it is read from.
struct JSONParser {
  /// The deepest nesting accepted; deeper documents are invalid rather than a stack overflow.
  static let maxDepth = 256

  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0
  /// How many more values (an object's keys count as values) may be built.
  var budget = Int.max
  /// Whether reading stopped because `budget` ran out.
  var overBudget = false
  /// The members of the objects being read, innermost last.
  private var pending: [(String, JSONValue)] = []

  init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  /// The value in `bytes`, or why they are not one valid JSON document of at most
  /// `valueLimit` values.
  static func parse(_ bytes: [UInt8], valueLimit: Int) -> Result<JSONValue, JSONValue.Failure> {
    bytes.withUnsafeBufferPointer { buffer in
      var parser = JSONParser(buffer)
      parser.budget = valueLimit
      if buffer.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
      guard let value = parser.value(depth: 0) else {
        return .failure(parser.overBudget ? .tooManyValues(limit: valueLimit) : .invalid)
      }
      parser.skipSpace()
      return parser.index == buffer.count ? .success(value) : .failure(.invalid)
    }
  }

  mutating func skipSpace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  mutating func value(depth: Int) -> JSONValue? {
    guard depth < Self.maxDepth, spend() else { return nil }
    skipSpace()
    guard index < bytes.count else { return nil }
    switch bytes[index] {
    case UInt8(ascii: "{"): return object(depth: depth)
    case UInt8(ascii: "["): return array(depth: depth)
    case UInt8(ascii: "\""): return string().map(JSONValue.string)
    case UInt8(ascii: "t"): return literal("true", .bool(true))
    case UInt8(ascii: "f"): return literal("false", .bool(false))
    case UInt8(ascii: "n"): return literal("null", .null)
    default: return number()
    }
  }

  /// Takes one value from the budget; false (and `overBudget`) when none is left.
  private mutating func spend() -> Bool {
    guard budget > 0 else {
      overBudget = true
      return false
    }
    budget -= 1
    return true
  }

  /// Reads past one value without building it, in the same grammar (a skipped string's bytes
  /// are not checked as UTF-8); false when it is not valid JSON.
  mutating func skip(depth: Int) -> Bool {
    guard depth < Self.maxDepth else { return false }
    skipSpace()
    guard index < bytes.count else { return false }
    switch bytes[index] {
    case UInt8(ascii: "{"):
      if opensEmpty(closing: UInt8(ascii: "}")) { return true }
      while true {
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), skipString() else {
          return false
        }
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return false }
        index += 1
        guard skip(depth: depth + 1) else { return false }
        switch separator(closing: UInt8(ascii: "}")) {
        case .more: continue
        case .end: return true
        case .invalid: return false
        }
      }
    case UInt8(ascii: "["):
      if opensEmpty(closing: UInt8(ascii: "]")) { return true }
      while true {
        guard skip(depth: depth + 1) else { return false }
        switch separator(closing: UInt8(ascii: "]")) {
        case .more: continue
        case .end: return true
        case .invalid: return false
        }
      }
    case UInt8(ascii: "\""): return skipString()
    case UInt8(ascii: "t"): return literal("true", .null) != nil
    case UInt8(ascii: "f"): return literal("false", .null) != nil
    case UInt8(ascii: "n"): return literal("null", .null) != nil
    default: return number() != nil
    }
  }

  /// Reads past a string: no control bytes, and every escape one JSON allows.
  private mutating func skipString() -> Bool {
    index += 1
    while index < bytes.count {
      if let word = word(at: index), !Self.endsOrEscapes(word) {
        index += 8
        continue
      }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        index += 1
        return true
      }
      if byte < 0x20 { return false }
      guard byte == UInt8(ascii: "\\") else {
        index += 1
        continue
      }
      guard index + 1 < bytes.count else { return false }
      switch bytes[index + 1] {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
        UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
        index += 2
      case UInt8(ascii: "u"):
        guard Self.hex4(UnsafeBufferPointer(rebasing: bytes[(index + 2)...]), at: 0) != nil
        else { return false }
        index += 6
      default:
        return false
      }
    }
    return false
  }

  /// The eight bytes at `offset`, when there are eight.
  private func word(at offset: Int) -> UInt64? {
    guard offset + 8 <= bytes.count else { return nil }
    return UnsafeRawBufferPointer(bytes).loadUnaligned(fromByteOffset: offset, as: UInt64.self)
  }

  /// Each byte's low bit, and each byte's high bit.
  private static let lowBits: UInt64 = 0x0101_0101_0101_0101
  private static let highBits: UInt64 = 0x8080_8080_8080_8080

  /// Whether a string's eight bytes hold a `"`, a `\\` or a control byte, so that they must be
  /// read one at a time (a string's plain bytes are passed eight at a time).
  private static func endsOrEscapes(_ word: UInt64) -> Bool {
    func hasZeroByte(_ value: UInt64) -> Bool { (value &- lowBits) & ~value & highBits != 0 }
    return hasZeroByte(word ^ (lowBits &* 0x22)) || hasZeroByte(word ^ (lowBits &* 0x5C))
      || (word &- lowBits &* 0x20) & ~word & highBits != 0
  }

  mutating func literal(_ text: String, _ value: JSONValue) -> JSONValue? {
    let expected = Array(text.utf8)
    guard index + expected.count <= bytes.count,
      bytes[index..<(index + expected.count)].elementsEqual(expected)
    else { return nil }
    index += expected.count
    return value
  }

  /// The byte after a member or item: `,` goes on, `close` ends the container.
  enum Next { case more, end, invalid }

  mutating func separator(closing close: UInt8) -> Next {
    skipSpace()
    guard index < bytes.count else { return .invalid }
    switch bytes[index] {
    case UInt8(ascii: ","):
      index += 1
      return .more
    case close:
      index += 1
      return .end
    default:
      return .invalid
    }
  }

  /// True (and past it) when the container opened at `index` is empty.
  private mutating func opensEmpty(closing close: UInt8) -> Bool {
    index += 1
    skipSpace()
    guard index < bytes.count, bytes[index] == close else { return false }
    index += 1
    return true
  }

  private mutating func object(depth: Int) -> JSONValue? {
    if opensEmpty(closing: UInt8(ascii: "}")) { return .object([:]) }
    // Members wait on a stack shared by every level until the object ends, then go into a
    // dictionary made at its final size (no growing, one hash a member).
    let base = pending.count
    defer { pending.removeSubrange(base...) }
    while true {
      skipSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), spend(), let key = string()
      else {
        return nil
      }
      skipSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
      index += 1
      guard let member = value(depth: depth + 1) else { return nil }
      pending.append((key, member))
      switch separator(closing: UInt8(ascii: "}")) {
      case .more: continue
      case .end:
        var members = [String: JSONValue](minimumCapacity: pending.count - base)
        // Last to first, so that the first of a repeated key wins, as in Foundation.
        for (key, member) in pending[base...].reversed() { members[key] = member }
        return .object(members)
      case .invalid: return nil
      }
    }
  }

  private mutating func array(depth: Int) -> JSONValue? {
    var items: [JSONValue] = []
    if opensEmpty(closing: UInt8(ascii: "]")) { return .array(items) }
    while true {
      guard let item = value(depth: depth + 1) else { return nil }
      items.append(item)
      switch separator(closing: UInt8(ascii: "]")) {
      case .more: continue
      case .end: return .array(items)
      case .invalid: return nil
      }
    }
  }

  /// A string; text without escapes is validated and taken as it stands, or is `previous`
  /// when it has the same bytes (a decoder reading many records shares their repeated text).
  mutating func string(reusing previous: String? = nil) -> String? {
    index += 1
    let start = index
    var plain = true
    var ascii = true
    while index < bytes.count {
      if let word = word(at: index), !Self.endsOrEscapes(word) {
        if word & Self.highBits != 0 { ascii = false }
        index += 8
        continue
      }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") { break }
      if byte < 0x20 { return nil }
      if byte >= 0x80 { ascii = false }
      if byte == UInt8(ascii: "\\") {
        plain = false
        index += 2
      } else {
        index += 1
      }
    }
    guard index < bytes.count else { return nil }
    let raw = UnsafeBufferPointer(rebasing: bytes[start..<index])
    index += 1
    if plain, let previous, Self.same(previous, raw) { return previous }
    // ASCII needs no validation; the validating initialiser costs more than the scan.
    if plain, ascii { return String(decoding: raw, as: UTF8.self) }
    return plain ? String(validating: raw, as: UTF8.self) : unescape(raw)
  }

  /// Whether `text` is exactly the bytes `raw`.
  private static func same(_ text: String, _ raw: UnsafeBufferPointer<UInt8>) -> Bool {
    guard text.utf8.count == raw.count else { return false }
    return text.utf8.withContiguousStorageIfAvailable { stored in
      stored.elementsEqual(raw)
    } ?? text.utf8.elementsEqual(raw)
  }

  private func unescape(_ raw: UnsafeBufferPointer<UInt8>) -> String? {
    var utf8: [UInt8] = []
    utf8.reserveCapacity(raw.count)
    var position = 0
    while position < raw.count {
      let byte = raw[position]
      position += 1
      guard byte == UInt8(ascii: "\\") else {
        utf8.append(byte)
        continue
      }
      guard position < raw.count else { return nil }
      let escape = raw[position]
      position += 1
      switch escape {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
      case UInt8(ascii: "b"): utf8.append(0x08)
      case UInt8(ascii: "f"): utf8.append(0x0C)
      case UInt8(ascii: "n"): utf8.append(0x0A)
      case UInt8(ascii: "r"): utf8.append(0x0D)
      case UInt8(ascii: "t"): utf8.append(0x09)
      case UInt8(ascii: "u"):
        guard var code = Self.hex4(raw, at: position) else { return nil }
        position += 4
        // A surrogate without its partner (`\\udc00` alone, which other JSON writers let
        // through) reads as U+FFFD: one odd name must not make a whole file unreadable.
        if (0xD800...0xDBFF).contains(code) {
          if position + 1 < raw.count, raw[position] == UInt8(ascii: "\\"),
            raw[position + 1] == UInt8(ascii: "u"),
            let low = Self.hex4(raw, at: position + 2), (0xDC00...0xDFFF).contains(low)
          {
            position += 6
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
          } else {
            code = 0xFFFD
          }
        } else if (0xDC00...0xDFFF).contains(code) {
          code = 0xFFFD
        }
        guard let scalar = Unicode.Scalar(code) else { return nil }
        UTF8.encode(scalar) { utf8.append($0) }
      default:
        return nil
      }
    }
    return String(validating: utf8, as: UTF8.self)
  }

  private static func hex4(_ raw: UnsafeBufferPointer<UInt8>, at start: Int) -> UInt32? {
    guard start + 4 <= raw.count else { return nil }
    var code: UInt32 = 0
    for byte in raw[start..<(start + 4)] {
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default: return nil
      }
      code = code * 16 + digit
    }
    return code
  }

  /// A number in JSON's grammar. Short integers and short decimals (what providers send) are
  /// computed while scanning, exactly (Clinger's fast path); anything else goes through the
  /// standard library.
  mutating func number() -> JSONValue? {
    let start = index
    let negative = bytes[index] == UInt8(ascii: "-")
    if negative { index += 1 }
    var mantissa: UInt64 = 0
    var digits = 0
    var fractionDigits = 0
    let intDigits = scanDigits(into: &mantissa, counting: &digits)
    guard intDigits > 0 else { return nil }
    if intDigits > 1, bytes[index - intDigits] == UInt8(ascii: "0") { return nil }  // 01
    var isInteger = true
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      isInteger = false
      index += 1
      fractionDigits = scanDigits(into: &mantissa, counting: &digits)
      guard fractionDigits > 0 else { return nil }
    }
    var hasExponent = false
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      isInteger = false
      hasExponent = true
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      var ignored: UInt64 = 0
      var ignoredCount = 0
      guard scanDigits(into: &ignored, counting: &ignoredCount) > 0 else { return nil }
    }
    if negative, mantissa == 0, digits <= 18 {
      // Negative zero (`-0`, `-0.0`, `-0e3`): kept as written.
      return .numeral(
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
    }
    if digits <= 18, !hasExponent {
      if isInteger {
        return .integer(negative ? -Int64(mantissa) : Int64(mantissa))
      }
      if mantissa < (1 << 53), fractionDigits <= 22 {
        let value = Double(mantissa) / Self.powersOfTen[fractionDigits]
        return Self.numberValue(negative ? -value : value)
      }
    }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    if isInteger, let value = Int64(text) { return .integer(value) }
    guard let value = Double(text), value.isFinite else { return nil }
    // More significant digits than a Double keeps: the text is the only exact form.
    if digits > 17 {
      let mantissa = text.prefix { $0 != "e" && $0 != "E" }.filter(\.isNumber)
      if mantissa.drop(while: { $0 == "0" }).count > 17 { return .numeral(text) }
    }
    return Self.numberValue(value)
  }

  /// Scans digits, adding the first 18 of the number to `mantissa`; returns how many it read.
  private mutating func scanDigits(into mantissa: inout UInt64, counting digits: inout Int)
    -> Int
  {
    var count = 0
    while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9")
    {
      if digits < 18 { mantissa = mantissa * 10 + UInt64(bytes[index] - UInt8(ascii: "0")) }
      digits += 1
      count += 1
      index += 1
    }
    return count
  }

  /// A whole value written with a fraction or exponent (`1e3`) is an integer, as in Foundation.
  private static func numberValue(_ value: Double) -> JSONValue {
    // Whole when it goes to an `Int64` and back unchanged: the same test as `rounded()`, without
    // a call into the C library for each of a forecast's thousands of numbers.
    if abs(value) < 9.0e18, value == Double(Int64(value)) { return .integer(Int64(value)) }
    return .number(value)
  }

  private static let powersOfTen: [Double] = (0...22).map { exponent in
    var value = 1.0
    for _ in 0..<exponent { value *= 10 }
    return value
  }
}
