import Terminal

/// Writes JSON values as stable, indented text: known keys in a fixed order, others sorted.
public enum JSONWriter {
  /// One object member: a key and its value.
  public typealias Member = (key: String, value: Node)

  /// What can be written: a plain value, or an object or array whose member order is given.
  public enum Node {
    /// A value; its objects are written with sorted keys.
    case value(JSONValue)
    /// An object written in this member order.
    case object([Member])
    /// An array of nodes.
    case array([Node])
  }

  /// The text of an object whose members come in the given order, followed by a newline.
  public static func document(_ members: [Member]) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(4096)
    writeObject(members, indent: 0, into: &out)
    out.append(0x0A)
    return out
  }

  /// The start of a ``document(_:)`` whose last member, `arrayKey`, is an array written an
  /// item at a time (``documentItem(_:first:)``, then ``documentTail(empty:)``): the same
  /// bytes as the whole document, without holding it.
  public static func documentHead(_ members: [Member], arrayKey: String) -> [UInt8] {
    var out: [UInt8] = Array("{\n".utf8)
    for member in members {
      pad(2, into: &out)
      writeString(member.key, into: &out)
      out.append(contentsOf: ": ".utf8)
      write(member.value, indent: 2, into: &out)
      out.append(contentsOf: ",\n".utf8)
    }
    pad(2, into: &out)
    writeString(arrayKey, into: &out)
    out.append(contentsOf: ": [".utf8)
    return out
  }

  /// One item of the array ``documentHead(_:arrayKey:)`` opened.
  public static func documentItem(_ node: Node, first: Bool) -> [UInt8] {
    var out: [UInt8] = Array((first ? "\n" : ",\n").utf8)
    pad(4, into: &out)
    write(node, indent: 4, into: &out)
    return out
  }

  /// The end of that array and of the document.
  public static func documentTail(empty: Bool) -> [UInt8] {
    Array((empty ? "]\n}\n" : "\n  ]\n}\n").utf8)
  }

  /// The text of `text` as the inside of a compact JSON string (escaped, without quotes), for
  /// a string value written a piece at a time.
  public static func stringBody(_ text: String) -> String {
    var out: [UInt8] = []
    writeString(text, into: &out)
    return String(decoding: out.dropFirst().dropLast(), as: UTF8.self)
  }

  /// The members of `extra` sorted by key, to append after the known ones.
  public static func sorted(_ extra: [String: JSONValue]) -> [Member] {
    extra.sorted { $0.key < $1.key }.map { (key: $0.key, value: .value($0.value)) }
  }

  static func write(_ node: Node, indent: Int, into out: inout [UInt8]) {
    switch node {
    case .value(let value): write(value, indent: indent, into: &out)
    case .object(let members): writeObject(members, indent: indent, into: &out)
    case .array(let items):
      writeArray(items.count, indent: indent, into: &out) { index, out in
        write(items[index], indent: indent + 2, into: &out)
      }
    }
  }

  static func writeArray(
    _ count: Int, indent: Int, into out: inout [UInt8],
    item: (Int, inout [UInt8]) -> Void
  ) {
    guard count > 0 else {
      out.append(contentsOf: "[]".utf8)
      return
    }
    out.append(contentsOf: "[\n".utf8)
    for index in 0..<count {
      pad(indent + 2, into: &out)
      item(index, &out)
      out.append(contentsOf: (index == count - 1 ? "\n" : ",\n").utf8)
    }
    pad(indent, into: &out)
    out.append(UInt8(ascii: "]"))
  }

  static func pad(_ count: Int, into out: inout [UInt8]) {
    out.append(contentsOf: repeatElement(0x20, count: count))
  }

  static func writeObject(_ members: [Member], indent: Int, into out: inout [UInt8]) {
    guard !members.isEmpty else {
      out.append(contentsOf: "{}".utf8)
      return
    }
    out.append(contentsOf: "{\n".utf8)
    for (offset, member) in members.enumerated() {
      pad(indent + 2, into: &out)
      writeString(member.key, into: &out)
      out.append(contentsOf: ": ".utf8)
      write(member.value, indent: indent + 2, into: &out)
      out.append(contentsOf: (offset == members.count - 1 ? "\n" : ",\n").utf8)
    }
    pad(indent, into: &out)
    out.append(UInt8(ascii: "}"))
  }

  static func write(_ value: JSONValue, indent: Int, into out: inout [UInt8]) {
    switch value {
    case .null: out.append(contentsOf: "null".utf8)
    case .bool(let flag): out.append(contentsOf: (flag ? "true" : "false").utf8)
    case .integer(let number): out.append(contentsOf: String(number).utf8)
    case .number(let number):
      out.append(contentsOf: (number.isFinite ? String(number) : "null").utf8)
    case .numeral(let text): out.append(contentsOf: text.utf8)
    case .string(let text): writeString(text, into: &out)
    case .object(let object): writeObject(sorted(object), indent: indent, into: &out)
    case .array(let items):
      writeArray(items.count, indent: indent, into: &out) { index, out in
        write(items[index], indent: indent + 2, into: &out)
      }
    }
  }

  /// A JSON string: quotes and backslashes escaped, and every control, line-separator and
  /// bidirectional-control character written as `\uXXXX`, so the text stays one line and cannot
  /// reorder or restyle a terminal it is shown in.
  static func writeString(_ text: String, into out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x22: out.append(contentsOf: "\\\"".utf8)
      case 0x5C: out.append(contentsOf: "\\\\".utf8)
      case 0x0A: out.append(contentsOf: "\\n".utf8)
      case 0x0D: out.append(contentsOf: "\\r".utf8)
      case 0x09: out.append(contentsOf: "\\t".utf8)
      default:
        if TerminalText.isSteering(scalar) {
          out.append(contentsOf: ("\\u" + hex4(scalar.value)).utf8)
        } else {
          UTF8.encode(scalar) { out.append($0) }
        }
      }
    }
    out.append(UInt8(ascii: "\""))
  }

  /// `node` as compact one-line JSON (`--json` documents), objects in their given order.
  public static func line(_ node: Node) -> String {
    var out: [UInt8] = []
    writeCompact(node, into: &out)
    return String(decoding: out, as: UTF8.self)
  }

  static func writeCompact(_ node: Node, into out: inout [UInt8]) {
    switch node {
    case .value(.object(let object)): writeCompact(.object(sorted(object)), into: &out)
    case .value(.array(let items)): writeCompact(.array(items.map(Node.value)), into: &out)
    case .value(let value): write(value, indent: 0, into: &out)
    case .array(let items):
      out.append(UInt8(ascii: "["))
      for (index, item) in items.enumerated() {
        if index > 0 { out.append(UInt8(ascii: ",")) }
        writeCompact(item, into: &out)
      }
      out.append(UInt8(ascii: "]"))
    case .object(let members):
      out.append(UInt8(ascii: "{"))
      for (index, member) in members.enumerated() {
        if index > 0 { out.append(UInt8(ascii: ",")) }
        writeString(member.key, into: &out)
        out.append(UInt8(ascii: ":"))
        writeCompact(member.value, into: &out)
      }
      out.append(UInt8(ascii: "}"))
    }
  }

  /// `text` with control characters shown as `\u{…}`, safe to put in a one-line message.
  public static func escapedForMessage(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      if TerminalText.isSteering(scalar) {
        out += "\\u{" + String(scalar.value, radix: 16) + "}"
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  static func hex4(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
