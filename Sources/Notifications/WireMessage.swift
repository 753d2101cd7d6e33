/// One D-Bus message: a method call wxsh sends, or what it reads back (a reply, an error, a
/// signal), with just the header fields wxsh needs.
struct WireMessage {
  /// The message types of the specification.
  enum Kind: UInt8 {
    case methodCall = 1
    case methodReturn = 2
    case error = 3
    case signal = 4
  }

  /// What the message is.
  var kind: Kind
  /// The sender's serial number.
  var serial: UInt32
  /// The serial of the call this answers (replies and errors).
  var replySerial: UInt32?
  /// The error's name (`org.freedesktop.DBus.Error.ServiceUnknown`).
  var errorName: String?
  /// The body's signature.
  var signature: String
  /// The body, in the message's byte order.
  var body: [UInt8]
  /// True when the body is big-endian.
  var bigEndian: Bool

  /// The most bytes of one message wxsh reads (the specification allows 128 MiB; replies to
  /// wxsh's calls are a few bytes).
  static let limit = 1 << 20

  /// A method call's bytes: the header with its fields, then `body` (already marshalled with
  /// the message's offsets in mind: bodies start 8-aligned, so a body written from offset 0
  /// keeps its alignment).
  static func call(
    serial: UInt32, destination: String, path: String, interface: String, member: String,
    signature: String = "", body: [UInt8] = []
  ) -> [UInt8] {
    var writer = WireWriter()
    writer.byte(UInt8(ascii: "l"))
    writer.byte(Kind.methodCall.rawValue)
    writer.byte(0)
    writer.byte(1)
    writer.uint32(UInt32(body.count))
    writer.uint32(serial)
    var fields: [(UInt8, String, String)] = [
      (1, "o", path), (2, "s", interface), (3, "s", member), (6, "s", destination),
    ]
    if !signature.isEmpty { fields.append((8, "g", signature)) }
    writer.array(elementAlignment: 8) { writer in
      for (code, type, value) in fields {
        writer.structure { writer in
          writer.byte(code)
          writer.signature(type)
          if type == "g" { writer.signature(value) } else { writer.string(value) }
        }
      }
    }
    writer.align(8)
    return writer.bytes + body
  }

  /// The length of the whole message whose first 16 bytes are `fixed`, or nil when they are
  /// not a D-Bus header or the message is over ``limit``.
  static func length(fixed: ArraySlice<UInt8>) -> Int? {
    guard fixed.count >= 16 else { return nil }
    let start = fixed.startIndex
    let big: Bool
    switch fixed[start] {
    case UInt8(ascii: "l"): big = false
    case UInt8(ascii: "B"): big = true
    default: return nil
    }
    guard fixed[start + 3] == 1 else { return nil }
    let bodyLength = Int(read32(fixed, start + 4, big))
    let fieldsLength = Int(read32(fixed, start + 12, big))
    guard bodyLength <= limit, fieldsLength <= limit else { return nil }
    let header = 16 + fieldsLength
    let total = (header + 7) / 8 * 8 + bodyLength
    return total <= limit ? total : nil
  }

  /// Reads a whole message (its length from ``length(fixed:)``); nil when malformed.
  static func parse(_ bytes: [UInt8]) -> WireMessage? {
    guard let total = length(fixed: bytes[...]), bytes.count >= total,
      let kind = Kind(rawValue: bytes[1])
    else { return nil }
    let big = bytes[0] == UInt8(ascii: "B")
    let serial = read32(bytes[...], 8, big)
    let fieldsEnd = 16 + Int(read32(bytes[...], 12, big))
    var message = WireMessage(
      kind: kind, serial: serial, replySerial: nil, errorName: nil, signature: "", body: [],
      bigEndian: big)
    var offset = 16
    while offset < fieldsEnd {
      offset = (offset + 7) / 8 * 8
      guard offset + 4 <= fieldsEnd else { break }
      let code = bytes[offset]
      let typeLength = Int(bytes[offset + 1])
      guard offset + 2 + typeLength + 1 <= fieldsEnd else { return nil }
      let type = String(decoding: bytes[(offset + 2)..<(offset + 2 + typeLength)], as: UTF8.self)
      offset += 3 + typeLength
      switch type {
      case "s", "o":
        offset = (offset + 3) / 4 * 4
        guard offset + 4 <= fieldsEnd else { return nil }
        let count = Int(read32(bytes[...], offset, big))
        guard offset + 4 + count < fieldsEnd + 1 else { return nil }
        let text = String(decoding: bytes[(offset + 4)..<(offset + 4 + count)], as: UTF8.self)
        if code == 4 { message.errorName = text }
        offset += 4 + count + 1
      case "u":
        offset = (offset + 3) / 4 * 4
        guard offset + 4 <= fieldsEnd else { return nil }
        if code == 5 { message.replySerial = read32(bytes[...], offset, big) }
        offset += 4
      case "g":
        guard offset < fieldsEnd else { return nil }
        let count = Int(bytes[offset])
        guard offset + 1 + count < fieldsEnd + 1 else { return nil }
        if code == 8 {
          message.signature = String(
            decoding: bytes[(offset + 1)..<(offset + 1 + count)], as: UTF8.self)
        }
        offset += 1 + count + 1
      default:
        return nil
      }
    }
    let bodyStart = (fieldsEnd + 7) / 8 * 8
    message.body = Array(bytes[bodyStart..<total])
    return message
  }

  /// The body's first value when it is a `u` (Notify's id).
  var firstUInt32: UInt32? {
    guard signature.hasPrefix("u"), body.count >= 4 else { return nil }
    return WireMessage.read32(body[...], 0, bigEndian)
  }

  /// The body's first value when it is an `s` (an error's message, Hello's name).
  var firstString: String? {
    guard signature.hasPrefix("s") else { return nil }
    return string(at: 0)?.text
  }

  /// The body's first value when it is an `as` (GetCapabilities' list); nil otherwise.
  var firstStrings: [String]? {
    guard signature.hasPrefix("as"), body.count >= 4 else { return nil }
    let end = 4 + Int(WireMessage.read32(body[...], 0, bigEndian))
    guard end <= body.count else { return nil }
    var strings: [String] = []
    var offset = 4
    while offset < end {
      guard let (text, next) = string(at: offset) else { return nil }
      strings.append(text)
      offset = next
    }
    return strings
  }

  /// The `s` of the body at `offset` (aligned to 4 first) and the offset after it.
  func string(at offset: Int) -> (text: String, next: Int)? {
    let start = (offset + 3) / 4 * 4
    guard start + 4 <= body.count else { return nil }
    let count = Int(WireMessage.read32(body[...], start, bigEndian))
    guard start + 4 + count < body.count else { return nil }
    let text = String(decoding: body[(start + 4)..<(start + 4 + count)], as: UTF8.self)
    return (text, start + 4 + count + 1)
  }

  /// A `u` at `offset` of `bytes` (an index into the slice's base).
  static func read32(_ bytes: ArraySlice<UInt8>, _ offset: Int, _ big: Bool) -> UInt32 {
    let value =
      UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16
      | UInt32(bytes[offset + 3]) << 24
    return big ? value.byteSwapped : value
  }
}
