/// A JSON value whose objects keep their key order, for `--json` documents.
public enum JSONValue: Sendable, Equatable {
  case null
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)
  case array([JSONValue])
  case object([(String, JSONValue)])

  /// The document as one compact line.
  public func encoded() -> String {
    var text = ""
    write(into: &text)
    return text
  }

  private func write(into text: inout String) {
    switch self {
    case .null:
      text += "null"
    case .bool(let value):
      text += value ? "true" : "false"
    case .int(let value):
      text += String(value)
    case .double(let value):
      if value.isFinite {
        if value == value.rounded(), abs(value) < 1e15 {
          text += String(Int(value))
        } else {
          text += "\(value)"
        }
      } else {
        text += "null"
      }
    case .string(let value):
      JSONValue.writeString(value, into: &text)
    case .array(let values):
      text += "["
      for (index, value) in values.enumerated() {
        if index > 0 { text += "," }
        value.write(into: &text)
      }
      text += "]"
    case .object(let members):
      text += "{"
      for (index, member) in members.enumerated() {
        if index > 0 { text += "," }
        JSONValue.writeString(member.0, into: &text)
        text += ":"
        member.1.write(into: &text)
      }
      text += "}"
    }
  }

  private static func writeString(_ value: String, into text: inout String) {
    text += "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      default:
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
          || (0x2028...0x2029).contains(scalar.value)
        {
          let hex = String(scalar.value, radix: 16)
          text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          text.unicodeScalars.append(scalar)
        }
      }
    }
    text += "\""
  }

  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    lhs.encoded() == rhs.encoded()
  }
}
