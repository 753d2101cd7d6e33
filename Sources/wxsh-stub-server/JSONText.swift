import Foundation

/// Writes JSON text by hand so key order and number formatting look like the real services.
enum JSONText {
  /// An object from ordered key / raw-JSON pairs.
  static func object(_ members: [(String, String)]) -> String {
    "{" + members.map { "\(string($0.0)):\($0.1)" }.joined(separator: ",") + "}"
  }

  /// An array from raw-JSON elements.
  static func array(_ elements: [String]) -> String {
    "[" + elements.joined(separator: ",") + "]"
  }

  /// A JSON string literal with every control character escaped.
  static func string(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
          result += String(format: "\\u%04x", scalar.value)
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }

  /// A number with fixed decimals, or `null`.
  static func number(_ value: Double?, decimals: Int) -> String {
    guard let value, value.isFinite else { return "null" }
    if decimals == 0 { return String(Int(value.rounded())) }
    return String(format: "%.\(decimals)f", value)
  }
}
