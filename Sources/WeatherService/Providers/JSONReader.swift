/// A small, fast JSON parser for provider answers.
///
/// Foundation's decoders take about 6 ms for a 16-day Open-Meteo answer on Linux; this reader
/// takes a fraction of that, which keeps a refresh well inside its time budget. Nesting is
/// limited so a hostile body cannot exhaust the stack.
enum JSONReader {
  /// A parsed JSON value.
  enum Value: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([Value])
    case object([String: Value])

    /// The member `key` of an object, nil for anything else or a missing key.
    subscript(key: String) -> Value? {
      if case .object(let members) = self { return members[key] }
      return nil
    }
  }

  /// Why the text is not JSON.
  struct Malformed: Error {}

  /// Parses a whole document.
  static func parse(_ bytes: [UInt8]) throws(Malformed) -> Value {
    try bytes.withUnsafeBufferPointer { (buffer) throws(Malformed) -> Value in
      var parser = Parser(bytes: buffer)
      let value = try parser.value(depth: 0)
      parser.skipSpace()
      guard parser.index == buffer.count else { throw Malformed() }
      return value
    }
  }

  private struct Parser {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    mutating func skipSpace() {
      while index < bytes.count {
        switch bytes[index] {
        case 0x20, 0x09, 0x0A, 0x0D: index += 1
        default: return
        }
      }
    }

    mutating func value(depth: Int) throws(Malformed) -> Value {
      guard depth < 64 else { throw Malformed() }
      skipSpace()
      guard index < bytes.count else { throw Malformed() }
      switch bytes[index] {
      case UInt8(ascii: "{"): return try object(depth: depth)
      case UInt8(ascii: "["): return try array(depth: depth)
      case UInt8(ascii: "\""): return .string(try string())
      case UInt8(ascii: "t"): try literal("true"); return .bool(true)
      case UInt8(ascii: "f"): try literal("false"); return .bool(false)
      case UInt8(ascii: "n"): try literal("null"); return .null
      default: return .number(try number())
      }
    }

    mutating func literal(_ word: StaticString) throws(Malformed) {
      let count = word.utf8CodeUnitCount
      guard index + count <= bytes.count else { throw Malformed() }
      for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] {
        throw Malformed()
      }
      index += count
    }

    mutating func object(depth: Int) throws(Malformed) -> Value {
      index += 1
      var members: [String: Value] = [:]
      skipSpace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
        index += 1
        return .object(members)
      }
      while true {
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw Malformed() }
        let key = try string()
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw Malformed() }
        index += 1
        members[key] = try value(depth: depth + 1)
        skipSpace()
        guard index < bytes.count else { throw Malformed() }
        if bytes[index] == UInt8(ascii: ",") {
          index += 1
        } else if bytes[index] == UInt8(ascii: "}") {
          index += 1
          return .object(members)
        } else {
          throw Malformed()
        }
      }
    }

    mutating func array(depth: Int) throws(Malformed) -> Value {
      index += 1
      var elements: [Value] = []
      skipSpace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
        index += 1
        return .array(elements)
      }
      while true {
        elements.append(try value(depth: depth + 1))
        skipSpace()
        guard index < bytes.count else { throw Malformed() }
        if bytes[index] == UInt8(ascii: ",") {
          index += 1
        } else if bytes[index] == UInt8(ascii: "]") {
          index += 1
          return .array(elements)
        } else {
          throw Malformed()
        }
      }
    }

    mutating func string() throws(Malformed) -> String {
      index += 1
      let start = index
      var plain = true
      while index < bytes.count {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\"") {
          break
        } else if byte == UInt8(ascii: "\\") {
          plain = false
          index += 2
        } else if byte < 0x20 {
          throw Malformed()
        } else {
          index += 1
        }
      }
      guard index < bytes.count else { throw Malformed() }
      let end = index
      index += 1
      let raw = UnsafeBufferPointer(rebasing: bytes[start..<end])
      if plain { return String(decoding: raw, as: UTF8.self) }
      return try unescape(raw)
    }

    func unescape(_ raw: UnsafeBufferPointer<UInt8>) throws(Malformed) -> String {
      var scalars = String.UnicodeScalarView()
      var utf8: [UInt8] = []
      var position = 0
      func flush() {
        if !utf8.isEmpty {
          scalars.append(contentsOf: String(decoding: utf8, as: UTF8.self).unicodeScalars)
          utf8.removeAll(keepingCapacity: true)
        }
      }
      func hex(_ at: Int) throws(Malformed) -> UInt32 {
        guard at + 4 <= raw.count else { throw Malformed() }
        var value: UInt32 = 0
        for byte in raw[at..<(at + 4)] {
          value <<= 4
          switch byte {
          case UInt8(ascii: "0")...UInt8(ascii: "9"): value |= UInt32(byte - UInt8(ascii: "0"))
          case UInt8(ascii: "a")...UInt8(ascii: "f"): value |= UInt32(byte - UInt8(ascii: "a") + 10)
          case UInt8(ascii: "A")...UInt8(ascii: "F"): value |= UInt32(byte - UInt8(ascii: "A") + 10)
          default: throw Malformed()
          }
        }
        return value
      }
      while position < raw.count {
        let byte = raw[position]
        guard byte == UInt8(ascii: "\\") else {
          utf8.append(byte)
          position += 1
          continue
        }
        guard position + 1 < raw.count else { throw Malformed() }
        let escape = raw[position + 1]
        position += 2
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "u"):
          var code = try hex(position)
          position += 4
          if (0xD800...0xDBFF).contains(code), position + 6 <= raw.count,
            raw[position] == UInt8(ascii: "\\"), raw[position + 1] == UInt8(ascii: "u")
          {
            let low = try hex(position + 2)
            if (0xDC00...0xDFFF).contains(low) {
              code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
              position += 6
            }
          }
          flush()
          scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
        default:
          throw Malformed()
        }
      }
      flush()
      return String(scalars)
    }

    /// Parses a number; exact for the short decimals providers send, else via the standard library.
    mutating func number() throws(Malformed) -> Double {
      let start = index
      var negative = false
      if bytes[index] == UInt8(ascii: "-") {
        negative = true
        index += 1
      }
      var mantissa: UInt64 = 0
      var digits = 0
      var fractionDigits = 0
      var seenPoint = false
      var simple = true
      while index < bytes.count {
        let byte = bytes[index]
        if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
          if digits < 18 {
            mantissa = mantissa * 10 + UInt64(byte - UInt8(ascii: "0"))
            if seenPoint { fractionDigits += 1 }
          } else {
            simple = false
          }
          digits += 1
          index += 1
        } else if byte == UInt8(ascii: "."), !seenPoint {
          seenPoint = true
          index += 1
        } else if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
          || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
        {
          simple = false
          index += 1
        } else {
          break
        }
      }
      guard digits > 0 else { throw Malformed() }
      // Clinger's fast path: an exact integer below 2^53 divided by an exact power of ten is
      // correctly rounded.
      if simple, mantissa < (1 << 53), fractionDigits <= 22 {
        let value = Double(mantissa) / Parser.powersOfTen[fractionDigits]
        return negative ? -value : value
      }
      let text = String(
        decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
      guard let value = Double(text), value.isFinite else { throw Malformed() }
      return value
    }

    static let powersOfTen: [Double] = (0...22).map { exponent in
      var value = 1.0
      for _ in 0..<exponent { value *= 10 }
      return value
    }
  }
}
